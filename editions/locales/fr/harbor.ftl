# harbor in fr: names of ../../harbor.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Marina

flower_orchard = Champ de fleurs
mackerel_boat = Petit bateau de pêche
tuna_boat = Chalutier
flower_shop = Fleuriste
food_warehouse = Halle de marché
sushi_bar = Sushi bar
pizza_joint = Pizzeria
hamburger_stand = Moonster burger
publisher = Maison d'édition
tax_office = Centre des impôts
city_hall = Hôtel de ville
harbor = Port
airport = Aéroport

# The edition's words.
edition-description = Le jeu de base avec l'extension Marina, pour 2 à 5 joueurs.
    .unofficial = no printed name found
icon-boat = Bateau
    .unofficial = no printed name found
market-ten_kinds = 10 types
    .description = Toutes les cartes de la réserve en une seule pioche mélangée ; on révèle des cartes jusqu'à ce que 10 types soient visibles. Un type violet que tous les joueurs possèdent est remis dans la boîte.
    .unofficial = no printed name found
