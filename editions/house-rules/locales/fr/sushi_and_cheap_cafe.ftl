# sushi_and_cheap_cafe.yaml in fr: names (docs/languages.md).

edition-name = Machi Koro avec des sushis et des fleurs
    .unofficial = no printed name found

sushi_bar = Sushi bar
flower_garden = Jardin de fleurs
    .unofficial = no printed name found
flower_shop = Fleuriste
harbor = Port
