# convention_center.yaml in de: names (docs/languages.md).

edition-name = Machi Koro Deluxe mit dem Kongresszentrum
    .unofficial = no printed name found

convention_center = Kongresszentrum
    .unofficial = no printed name found
