# millionaires_row in de: names of ../../millionaires_row.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Spezial

corn_field = Maisfeld
    .unofficial = no printed name found
vineyard = Weinberg
    .unofficial = no printed name found
general_store = Gemischtwarenladen
    .unofficial = no printed name found
demolition_company = Abrissfirma
    .unofficial = no printed name found
loan_office = Kreditbüro
    .unofficial = no printed name found
winery = Weinkellerei
    .unofficial = no printed name found
moving_company = Umzugsfirma
    .unofficial = no printed name found
soda_bottling_plant = Limonadenfabrik
    .unofficial = no printed name found
french_restaurant = Französisches Restaurant
    .unofficial = no printed name found
members_only_club = Privatclub
    .unofficial = no printed name found
renovation_company = Großreinigung
tech_startup = Start-up
    .unofficial = no printed name found
park = Park
    .unofficial = no printed name found

# The edition's words.
edition-description = Das Grundspiel mit der Erweiterung Spezial, für 2 bis 5 Spieler.
    .unofficial = no printed name found
icon-briefcase = Aktenkoffer
    .unofficial = no printed name found
market-ten_kinds = 10 Sorten
    .description = Alle Karten des Vorrats in einem gemischten Stapel; es werden Karten aufgedeckt, bis 10 Sorten ausliegen. Eine violette Sorte, die jeder Spieler besitzt, kommt zurück in die Schachtel.
    .unofficial = no printed name found
