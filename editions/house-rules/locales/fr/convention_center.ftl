# convention_center.yaml in fr: names (docs/languages.md).

edition-name = Machi Koro Deluxe avec le Palais des congrès
    .unofficial = no printed name found

convention_center = Palais des congrès
    .unofficial = no printed name found
