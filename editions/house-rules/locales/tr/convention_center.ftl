# convention_center.yaml in tr: names (docs/languages.md).

edition-name = Kongre Merkezi ile Machi Koro Deluxe
    .unofficial = no printed name found

convention_center = Kongre Merkezi
    .unofficial = no printed name found
