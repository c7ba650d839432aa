# convention_center.yaml in nl: names (docs/languages.md).

edition-name = Machi Koro Deluxe met het Congrescentrum
    .unofficial = no printed name found

convention_center = Congrescentrum
    .unofficial = no printed name found
