# deluxe in de: names of ../../deluxe.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Großstadterweiterung


# The edition's words.
edition-description = Das Grundspiel mit Hafen und Spezial, für 2 bis 5 Spieler.
    .unofficial = no printed name found
