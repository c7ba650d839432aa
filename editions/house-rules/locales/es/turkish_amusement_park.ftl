# turkish_amusement_park.yaml in es: names (docs/languages.md).

edition-name = Machi Koro, Parque de atracciones turco
    .unofficial = no printed name found
edition-description = El juego básico con un turno extra seguido como máximo.
    .unofficial = no printed name found
