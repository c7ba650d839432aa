# race_to_three.yaml in de: names (docs/languages.md).

edition-name = Wettlauf um drei Großprojekte
    .unofficial = no printed name found
