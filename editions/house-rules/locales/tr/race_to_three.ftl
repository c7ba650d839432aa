# race_to_three.yaml in tr: names (docs/languages.md).

edition-name = Üç Büyük Proje Yarışı
    .unofficial = no printed name found
