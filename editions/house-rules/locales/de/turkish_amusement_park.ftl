# turkish_amusement_park.yaml in de: names (docs/languages.md).

edition-name = Machi Koro, Türkischer Freizeitpark
    .unofficial = no printed name found
edition-description = Das Grundspiel mit höchstens einem zusätzlichen Zug in Folge.
    .unofficial = no printed name found
