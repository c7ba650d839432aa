# harbor in de: names of ../../harbor.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Hafen

flower_orchard = Blumenfeld
mackerel_boat = Makrelenkutter
    .unofficial = no printed name found
tuna_boat = Thunfischkutter
    .unofficial = no printed name found
flower_shop = Blumenladen
food_warehouse = Lebensmittellager
    .unofficial = no printed name found
sushi_bar = Sushi-Bar
    .unofficial = no printed name found
pizza_joint = Pizzeria
    .unofficial = no printed name found
hamburger_stand = Burgerbude
    .unofficial = no printed name found
publisher = Verlag
    .unofficial = no printed name found
tax_office = Finanzamt
    .unofficial = no printed name found
city_hall = Rathaus
harbor = Hafen
airport = Flughafen

# The edition's words.
edition-description = Das Grundspiel mit der Erweiterung Hafen, für 2 bis 5 Spieler.
    .unofficial = no printed name found
icon-boat = Boot
    .unofficial = no printed name found
market-ten_kinds = 10 Sorten
    .description = Alle Karten des Vorrats in einem gemischten Stapel; es werden Karten aufgedeckt, bis 10 Sorten ausliegen. Eine violette Sorte, die jeder Spieler besitzt, kommt zurück in die Schachtel.
    .unofficial = no printed name found
