# deluxe in es: names of ../../deluxe.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro Deluxe
    .unofficial = no printed name found


# The edition's words.
edition-description = El juego básico con El Puerto y Barrio de los millonarios, para 2 a 5 jugadores.
    .unofficial = no printed name found
