# mk2_four_landmarks.yaml in tr: names (docs/languages.md).

edition-name = Machi Koro 2, dört büyük proje
    .unofficial = no printed name found
edition-description = Kazanmak için 4 büyük projenin (ya da Fırlatma Rampası'nın) gerektiği Machi Koro 2.
    .unofficial = no printed name found
