# sushi_and_cheap_cafe.yaml in es: names (docs/languages.md).

edition-name = Machi Koro con sushi y flores
    .unofficial = no printed name found

sushi_bar = Bar de sushi
    .unofficial = no printed name found
flower_garden = Jardín de flores
    .unofficial = no printed name found
flower_shop = Floristería
    .unofficial = no printed name found
harbor = Puerto
    .unofficial = no printed name found
