# deluxe in fr: names of ../../deluxe.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Minivilles Deluxe
    .unofficial = no printed name found


# The edition's words.
edition-description = Le jeu de base avec Marina et Green Valley, pour 2 à 5 joueurs.
    .unofficial = no printed name found
