# race_to_three.yaml in fr: names (docs/languages.md).

edition-name = Course aux trois monuments
    .unofficial = no printed name found
