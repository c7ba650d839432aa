# base in es: names of ../../base.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Ciudad Machi Koro

wheat_field = Campo de trigo
ranch = Granja de ganado
bakery = Panadería
cafe = Cafetería
convenience_store = Supermercado
forest = Bosque
stadium = Estadio
tv_station = Estudios de TV
business_center = Centro de negocios
cheese_factory = Fábrica de queso
furniture_factory = Fábrica de muebles
mine = Mina
family_restaurant = Restaurante
apple_orchard = Manzanar
fruit_and_vegetable_market = Mercado
train_station = Estación de tren
shopping_mall = Centro comercial
amusement_park = Parque de atracciones
radio_tower = Torre de radiodifusión

# The edition's words.
edition-description = El juego básico para 2 a 4 jugadores.
    .unofficial = no printed name found
colour-red = Restaurantes
colour-blue = Industria primaria
colour-green = Tiendas, fábricas, mercados
colour-purple = Establecimientos importantes
icon-wheat = Trigo
    .unofficial = no printed name found
icon-cow = Vaca
    .unofficial = no printed name found
icon-bread = Pan
    .unofficial = no printed name found
icon-cup = Taza
    .unofficial = no printed name found
icon-gear = Engranaje
    .unofficial = no printed name found
icon-tower = Torre
    .unofficial = no printed name found
icon-factory = Fábrica
    .unofficial = no printed name found
icon-fruit = Fruta
    .unofficial = no printed name found
market-hybrid = Reserva híbrida
    .description = Tres filas, cada una con su propio mazo barajado; se revelan cartas hasta que haya 5, 5 y 2 tipos distintos a la vista, y se rellenan tras cada construcción: establecimientos cuyo número de activación empieza en 1-6, en 7 o más, y los establecimientos importantes (púrpura). Una carta de cada tipo púrpura por jugador; un tipo púrpura que tengan todos los jugadores vuelve a la caja.
    .unofficial = no printed name found
market-hybrid-low = Establecimientos 1-6
    .unofficial = no printed name found
market-hybrid-high = Establecimientos 7+
    .unofficial = no printed name found
market-hybrid-major = Establecimientos importantes
    .unofficial = no printed name found
