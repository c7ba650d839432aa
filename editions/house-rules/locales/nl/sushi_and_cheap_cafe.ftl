# sushi_and_cheap_cafe.yaml in nl: names (docs/languages.md).

edition-name = Machi Koro met sushi en bloemen
    .unofficial = no printed name found

sushi_bar = Sushibar
    .unofficial = no printed name found
flower_garden = Bloementuin
    .unofficial = no printed name found
flower_shop = Bloemenwinkel
    .unofficial = no printed name found
harbor = Haven
    .unofficial = no printed name found
