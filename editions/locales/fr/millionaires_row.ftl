# millionaires_row in fr: names of ../../millionaires_row.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Green Valley

corn_field = Champ de maïs
vineyard = Vignoble
general_store = Épicerie
demolition_company = Entreprise de travaux publics
loan_office = Banque de Minivilles
winery = Cave à vin
moving_company = Entreprise de déménagement
soda_bottling_plant = Moonster soda
french_restaurant = Restaurant 5 étoiles
members_only_club = Club privé
renovation_company = Entreprise de rénovation
tech_startup = Startup
park = Arboretum

# The edition's words.
edition-description = Le jeu de base avec l'extension Green Valley, pour 2 à 5 joueurs.
    .unofficial = no printed name found
icon-briefcase = Mallette
    .unofficial = no printed name found
market-ten_kinds = 10 types
    .description = Toutes les cartes de la réserve en une seule pioche mélangée ; on révèle des cartes jusqu'à ce que 10 types soient visibles. Un type violet que tous les joueurs possèdent est remis dans la boîte.
    .unofficial = no printed name found
