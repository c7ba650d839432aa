# turkish_amusement_park.yaml in tr: names (docs/languages.md).

edition-name = Machi Koro, Türk Usulü Eğlence Parkı
    .unofficial = no printed name found
edition-description = Üst üste en fazla bir ek tur oynanan temel oyun.
    .unofficial = no printed name found
