# turkish_amusement_park.yaml in fr: names (docs/languages.md).

edition-name = Machi Koro, Parc d'attractions turc
    .unofficial = no printed name found
edition-description = Le jeu de base avec au plus un tour supplémentaire d'affilée.
    .unofficial = no printed name found
