# millionaires_row in nl: names of ../../millionaires_row.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Miljonairswijk
    .unofficial = no printed name found

corn_field = Maïsveld
    .unofficial = no printed name found
vineyard = Wijngaard
    .unofficial = no printed name found
general_store = Kruidenier
    .unofficial = no printed name found
demolition_company = Sloopbedrijf
    .unofficial = no printed name found
loan_office = Leenbank
    .unofficial = no printed name found
winery = Wijnmakerij
    .unofficial = no printed name found
moving_company = Verhuisbedrijf
    .unofficial = no printed name found
soda_bottling_plant = Frisdrankfabriek
    .unofficial = no printed name found
french_restaurant = Frans restaurant
    .unofficial = no printed name found
members_only_club = Besloten club
    .unofficial = no printed name found
renovation_company = Renovatiebedrijf
    .unofficial = no printed name found
tech_startup = Techstart-up
    .unofficial = no printed name found
park = Park
    .unofficial = no printed name found

# The edition's words.
edition-description = Het basisspel met de uitbreiding Miljonairswijk, voor 2 tot 5 spelers.
    .unofficial = no printed name found
icon-briefcase = Aktetas
    .unofficial = no printed name found
market-ten_kinds = 10 soorten
    .description = Alle voorraadkaarten in één geschudde stapel; er worden kaarten omgedraaid tot er 10 soorten liggen. Een paarse soort die elke speler al heeft, gaat terug in de doos.
    .unofficial = no printed name found
