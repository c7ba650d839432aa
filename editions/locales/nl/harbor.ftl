# harbor in nl: names of ../../harbor.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Haven
    .unofficial = no printed name found

flower_orchard = Bloemenkwekerij
    .unofficial = no printed name found
mackerel_boat = Makreelboot
    .unofficial = no printed name found
tuna_boat = Tonijnboot
    .unofficial = no printed name found
flower_shop = Bloemenwinkel
    .unofficial = no printed name found
food_warehouse = Voedselmagazijn
    .unofficial = no printed name found
sushi_bar = Sushibar
    .unofficial = no printed name found
pizza_joint = Pizzeria
    .unofficial = no printed name found
hamburger_stand = Hamburgertent
    .unofficial = no printed name found
publisher = Uitgeverij
    .unofficial = no printed name found
tax_office = Belastingkantoor
    .unofficial = no printed name found
city_hall = Stadhuis
    .unofficial = no printed name found
harbor = Haven
    .unofficial = no printed name found
airport = Luchthaven
    .unofficial = no printed name found

# The edition's words.
edition-description = Het basisspel met de uitbreiding Haven, voor 2 tot 5 spelers.
    .unofficial = no printed name found
icon-boat = Boot
    .unofficial = no printed name found
market-ten_kinds = 10 soorten
    .description = Alle voorraadkaarten in één geschudde stapel; er worden kaarten omgedraaid tot er 10 soorten liggen. Een paarse soort die elke speler al heeft, gaat terug in de doos.
    .unofficial = no printed name found
