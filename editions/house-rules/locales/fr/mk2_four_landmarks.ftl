# mk2_four_landmarks.yaml in fr: names (docs/languages.md).

edition-name = Machi Koro 2, quatre monuments
    .unofficial = no printed name found
edition-description = Machi Koro 2 où il faut 4 monuments (ou le Pas de tir) pour gagner.
    .unofficial = no printed name found
