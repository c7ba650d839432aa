# deluxe in nl: names of ../../deluxe.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro Deluxe
    .unofficial = no printed name found


# The edition's words.
edition-description = Het basisspel met Haven en Miljonairswijk, voor 2 tot 5 spelers.
    .unofficial = no printed name found
