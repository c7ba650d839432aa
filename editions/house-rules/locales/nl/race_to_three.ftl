# race_to_three.yaml in nl: names (docs/languages.md).

edition-name = Race naar drie bezienswaardigheden
    .unofficial = no printed name found
