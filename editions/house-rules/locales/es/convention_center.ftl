# convention_center.yaml in es: names (docs/languages.md).

edition-name = Machi Koro Deluxe con el Centro de convenciones
    .unofficial = no printed name found

convention_center = Centro de convenciones
    .unofficial = no printed name found
