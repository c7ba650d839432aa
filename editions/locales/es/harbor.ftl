# harbor in es: names of ../../harbor.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = El Puerto

flower_orchard = Campo de flores
    .unofficial = no printed name found
mackerel_boat = Barco de caballa
    .unofficial = no printed name found
tuna_boat = Atunero
    .unofficial = no printed name found
flower_shop = Floristería
    .unofficial = no printed name found
food_warehouse = Almacén de alimentos
    .unofficial = no printed name found
sushi_bar = Bar de sushi
    .unofficial = no printed name found
pizza_joint = Pizzería
    .unofficial = no printed name found
hamburger_stand = Puesto de hamburguesas
    .unofficial = no printed name found
publisher = Editorial
    .unofficial = no printed name found
tax_office = Oficina de Hacienda
    .unofficial = no printed name found
city_hall = Ayuntamiento
    .unofficial = no printed name found
harbor = Puerto
    .unofficial = no printed name found
airport = Aeropuerto
    .unofficial = no printed name found

# The edition's words.
edition-description = El juego básico con la expansión El Puerto, para 2 a 5 jugadores.
    .unofficial = no printed name found
icon-boat = Barco
    .unofficial = no printed name found
market-ten_kinds = 10 tipos
    .description = Todas las cartas de la reserva en un solo mazo barajado; se revelan cartas hasta que haya 10 tipos a la vista. Un tipo púrpura que tengan todos los jugadores vuelve a la caja.
    .unofficial = no printed name found
