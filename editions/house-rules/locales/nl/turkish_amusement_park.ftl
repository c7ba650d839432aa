# turkish_amusement_park.yaml in nl: names (docs/languages.md).

edition-name = Machi Koro, Turks Pretpark
    .unofficial = no printed name found
edition-description = Het basisspel met hoogstens één extra beurt op rij.
    .unofficial = no printed name found
