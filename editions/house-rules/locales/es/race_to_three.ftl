# race_to_three.yaml in es: names (docs/languages.md).

edition-name = Carrera a tres puntos de interés
    .unofficial = no printed name found
