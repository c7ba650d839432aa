# mk2_four_landmarks.yaml in es: names (docs/languages.md).

edition-name = Machi Koro 2, cuatro puntos de interés
    .unofficial = no printed name found
edition-description = Machi Koro 2 en el que hacen falta 4 puntos de interés (o la Plataforma de lanzamiento) para ganar.
    .unofficial = no printed name found
