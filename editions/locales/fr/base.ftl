# base in fr: names of ../../base.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Minivilles

wheat_field = Champs de blé
ranch = Ferme
bakery = Boulangerie
cafe = Café
convenience_store = Supérette
forest = Forêt
stadium = Stade
tv_station = Chaîne de télévision
business_center = Centre d'affaires
cheese_factory = Fromagerie
furniture_factory = Fabrique de meubles
mine = Mine
family_restaurant = Restaurant
apple_orchard = Verger
fruit_and_vegetable_market = Marché de fruits et légumes
train_station = Gare
shopping_mall = Centre commercial
amusement_park = Parc d'attractions
radio_tower = Tour radio

# The edition's words.
edition-description = Le jeu de base pour 2 à 4 joueurs.
    .unofficial = no printed name found
colour-red = Restaurants
    .unofficial = no printed name found
colour-blue = Industrie primaire
    .unofficial = no printed name found
colour-green = Industrie secondaire
    .unofficial = no printed name found
colour-purple = Grands établissements
    .unofficial = no printed name found
icon-wheat = Blé
    .unofficial = no printed name found
icon-cow = Vache
    .unofficial = no printed name found
icon-bread = Pain
    .unofficial = no printed name found
icon-cup = Tasse
    .unofficial = no printed name found
icon-gear = Engrenage
    .unofficial = no printed name found
icon-tower = Tour
    .unofficial = no printed name found
icon-factory = Usine
    .unofficial = no printed name found
icon-fruit = Fruit
    .unofficial = no printed name found
market-hybrid = Réserve hybride
    .description = Trois rangées, chacune avec sa propre pioche mélangée ; on révèle des cartes jusqu'à ce que 5, 5 et 2 types différents soient visibles, et on les complète après chaque construction : les établissements dont le nombre d'activation commence à 1-6, ceux où il commence à 7 ou plus, et les grands établissements (violets). Un exemplaire de chaque type violet par joueur ; un type violet que tous les joueurs possèdent est remis dans la boîte.
    .unofficial = no printed name found
market-hybrid-low = Établissements 1-6
    .unofficial = no printed name found
market-hybrid-high = Établissements 7+
    .unofficial = no printed name found
market-hybrid-major = Grands établissements
    .unofficial = no printed name found
