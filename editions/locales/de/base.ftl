# base in de: names of ../../base.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro

wheat_field = Weizenfeld
ranch = Bauernhof
bakery = Bäckerei
cafe = Café
convenience_store = Mini-Markt
forest = Wald
stadium = Stadion
tv_station = Fernsehsender
business_center = Bürohaus
cheese_factory = Molkerei
furniture_factory = Möbelfabrik
mine = Bergwerk
family_restaurant = Familienrestaurant
apple_orchard = Apfelplantage
fruit_and_vegetable_market = Markthalle
train_station = Bahnhof
shopping_mall = Einkaufszentrum
amusement_park = Freizeitpark
radio_tower = Funkturm

# The edition's words.
edition-description = Das Grundspiel für 2 bis 4 Spieler.
    .unofficial = no printed name found
colour-red = Gastronomie
    .unofficial = no printed name found
colour-blue = Primärsektor
    .unofficial = no printed name found
colour-green = Sekundärsektor
    .unofficial = no printed name found
colour-purple = Besondere Unternehmen
    .unofficial = no printed name found
icon-wheat = Weizen
    .unofficial = no printed name found
icon-cow = Kuh
    .unofficial = no printed name found
icon-bread = Brot
    .unofficial = no printed name found
icon-cup = Tasse
    .unofficial = no printed name found
icon-gear = Zahnrad
    .unofficial = no printed name found
icon-tower = Turm
    .unofficial = no printed name found
icon-factory = Fabrik
    .unofficial = no printed name found
icon-fruit = Obst
    .unofficial = no printed name found
market-hybrid = Gemischter Vorrat
    .description = Drei Reihen mit je eigenem gemischtem Stapel; in ihnen werden Karten aufgedeckt, bis 5, 5 und 2 verschiedene Sorten ausliegen, und nach jedem Bau wird aufgefüllt: Unternehmen, deren Würfelzahl bei 1-6 beginnt, bei 7 oder mehr, und die besonderen (violetten) Unternehmen. Von jeder violetten Sorte eine Karte pro Spieler; eine violette Sorte, die jeder Spieler besitzt, kommt zurück in die Schachtel.
    .unofficial = no printed name found
market-hybrid-low = Unternehmen 1-6
    .unofficial = no printed name found
market-hybrid-high = Unternehmen 7+
    .unofficial = no printed name found
market-hybrid-major = Besondere Unternehmen
    .unofficial = no printed name found
