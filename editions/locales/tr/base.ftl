# base in tr: names of ../../base.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Machi Koro

wheat_field = Buğday Tarlası
ranch = Çiftlik
    .unofficial = no printed name found
bakery = Pastane
cafe = Kafe
convenience_store = Market
forest = Orman
    .unofficial = no printed name found
stadium = Stadyum
tv_station = TV Stüdyosu
business_center = İş Merkezi
cheese_factory = Peynir Fabrikası
furniture_factory = Mobilya Fabrikası
mine = Maden
    .unofficial = no printed name found
family_restaurant = Aile Restoranı
apple_orchard = Elma Bahçesi
    .unofficial = no printed name found
fruit_and_vegetable_market = Sebze ve Meyve Hali
train_station = Tren İstasyonu
shopping_mall = Alışveriş Merkezi
amusement_park = Eğlence Parkı
radio_tower = Radyo Kulesi

# The edition's words.
edition-description = 2 ila 4 oyuncu için temel oyun.
    .unofficial = no printed name found
colour-red = Restoranlar
colour-blue = Birincil Endüstri
colour-green = İkincil Endüstri
colour-purple = Gelişmiş Yapılar
icon-wheat = Buğday
    .unofficial = no printed name found
icon-cow = İnek
    .unofficial = no printed name found
icon-bread = Ekmek
    .unofficial = no printed name found
icon-cup = Fincan
    .unofficial = no printed name found
icon-gear = Dişli
    .unofficial = no printed name found
icon-tower = Kule
    .unofficial = no printed name found
icon-factory = Fabrika
    .unofficial = no printed name found
icon-fruit = Meyve
    .unofficial = no printed name found
market-hybrid = Karma pazar
    .description = Üç sıra, her birinin kendi karıştırılmış destesi var; sıralarda 5, 5 ve 2 farklı tür görünene kadar kart açılır ve her inşadan sonra sıralar tamamlanır: aktivasyon numarası 1-6 aralığında başlayan yapılar, 7 veya daha yüksekte başlayanlar ve gelişmiş (mor) yapılar. Her mor türden oyuncu başına bir kart; her oyuncunun sahip olduğu mor bir tür kutuya geri konur.
    .unofficial = no printed name found
market-hybrid-low = Yapılar 1-6
    .unofficial = no printed name found
market-hybrid-high = Yapılar 7+
    .unofficial = no printed name found
market-hybrid-major = Gelişmiş Yapılar
    .unofficial = no printed name found
