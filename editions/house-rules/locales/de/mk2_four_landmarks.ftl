# mk2_four_landmarks.yaml in de: names (docs/languages.md).

edition-name = Machi Koro 2, vier Großprojekte
    .unofficial = no printed name found
edition-description = Machi Koro 2, bei dem man 4 Großprojekte (oder die Startrampe) zum Sieg braucht.
    .unofficial = no printed name found
