# base in nl: names of ../../base.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro

wheat_field = Graanveld
ranch = Veehouderij
bakery = Bakkerij
cafe = Café
convenience_store = Buurtwinkel
forest = Bos
stadium = Stadion
tv_station = Tv-studio
business_center = Zakencentrum
cheese_factory = Kaasfabriek
furniture_factory = Meubelfabriek
mine = Mijn
family_restaurant = Restaurant
apple_orchard = Appelboomgaard
fruit_and_vegetable_market = Groente- en fruitmarkt
train_station = Treinstation
shopping_mall = Winkelcentrum
amusement_park = Pretpark
radio_tower = Radiostation

# The edition's words.
edition-description = Het basisspel voor 2 tot 4 spelers.
    .unofficial = no printed name found
colour-red = Horeca
colour-blue = Goederen
colour-green = Commerciële gebouwen
colour-purple = Grote gebouwen
icon-wheat = Graan
    .unofficial = no printed name found
icon-cow = Koe
    .unofficial = no printed name found
icon-bread = Brood
    .unofficial = no printed name found
icon-cup = Kopje
    .unofficial = no printed name found
icon-gear = Tandwiel
    .unofficial = no printed name found
icon-tower = Toren
    .unofficial = no printed name found
icon-factory = Fabriek
    .unofficial = no printed name found
icon-fruit = Fruit
    .unofficial = no printed name found
market-hybrid = Hybride voorraad
    .description = Drie rijen, elk met een eigen geschudde stapel; er worden kaarten omgedraaid tot er 5, 5 en 2 verschillende soorten liggen, en na elke bouwactie wordt aangevuld: gebouwen met een activeringsgetal dat begint bij 1-6, bij 7 of hoger, en de grote (paarse) gebouwen. Eén kaart van elke paarse soort per speler; een paarse soort die elke speler al heeft, gaat terug in de doos.
    .unofficial = no printed name found
market-hybrid-low = Gebouwen 1-6
    .unofficial = no printed name found
market-hybrid-high = Gebouwen 7+
    .unofficial = no printed name found
market-hybrid-major = Grote gebouwen
    .unofficial = no printed name found
