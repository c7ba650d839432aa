# millionaires_row in es: names of ../../millionaires_row.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Barrio de los millonarios
    .unofficial = no printed name found

corn_field = Campo de maíz
    .unofficial = no printed name found
vineyard = Viñedo
    .unofficial = no printed name found
general_store = Tienda de ultramarinos
    .unofficial = no printed name found
demolition_company = Empresa de demoliciones
    .unofficial = no printed name found
loan_office = Oficina de préstamos
    .unofficial = no printed name found
winery = Bodega
    .unofficial = no printed name found
moving_company = Empresa de mudanzas
    .unofficial = no printed name found
soda_bottling_plant = Embotelladora de refrescos
    .unofficial = no printed name found
french_restaurant = Restaurante francés
    .unofficial = no printed name found
members_only_club = Club privado
    .unofficial = no printed name found
renovation_company = Empresa de reformas
    .unofficial = no printed name found
tech_startup = Startup tecnológica
    .unofficial = no printed name found
park = Parque
    .unofficial = no printed name found

# The edition's words.
edition-description = El juego básico con la expansión Barrio de los millonarios, para 2 a 5 jugadores.
    .unofficial = no printed name found
icon-briefcase = Maletín
    .unofficial = no printed name found
market-ten_kinds = 10 tipos
    .description = Todas las cartas de la reserva en un solo mazo barajado; se revelan cartas hasta que haya 10 tipos a la vista. Un tipo púrpura que tengan todos los jugadores vuelve a la caja.
    .unofficial = no printed name found
