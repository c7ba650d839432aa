# deluxe in tr: names of ../../deluxe.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro Deluxe
    .unofficial = no printed name found


# The edition's words.
edition-description = Liman ve Milyonerler Sokağı ile temel oyun, 2 ila 5 oyuncu için.
    .unofficial = no printed name found
