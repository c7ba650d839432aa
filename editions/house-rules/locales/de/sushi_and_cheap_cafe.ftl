# sushi_and_cheap_cafe.yaml in de: names (docs/languages.md).

edition-name = Machi Koro mit Sushi und Blumen
    .unofficial = no printed name found

sushi_bar = Sushi-Bar
    .unofficial = no printed name found
flower_garden = Blumengarten
    .unofficial = no printed name found
flower_shop = Blumenladen
harbor = Hafen
