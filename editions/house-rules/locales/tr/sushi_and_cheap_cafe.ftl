# sushi_and_cheap_cafe.yaml in tr: names (docs/languages.md).

edition-name = Suşi ve çiçeklerle Machi Koro
    .unofficial = no printed name found

sushi_bar = Suşi Bar
    .unofficial = no printed name found
flower_garden = Çiçek Bahçesi
    .unofficial = no printed name found
flower_shop = Çiçekçi
    .unofficial = no printed name found
harbor = Liman
    .unofficial = no printed name found
