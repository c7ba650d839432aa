# harbor in tr: names of ../../harbor.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Liman
    .unofficial = no printed name found

flower_orchard = Çiçek Tarlası
    .unofficial = no printed name found
mackerel_boat = Uskumru Teknesi
    .unofficial = no printed name found
tuna_boat = Ton Balığı Teknesi
    .unofficial = no printed name found
flower_shop = Çiçekçi
    .unofficial = no printed name found
food_warehouse = Gıda Deposu
    .unofficial = no printed name found
sushi_bar = Suşi Bar
    .unofficial = no printed name found
pizza_joint = Pizzacı
    .unofficial = no printed name found
hamburger_stand = Hamburgerci
    .unofficial = no printed name found
publisher = Yayınevi
    .unofficial = no printed name found
tax_office = Vergi Dairesi
    .unofficial = no printed name found
city_hall = Belediye Binası
    .unofficial = no printed name found
harbor = Liman
    .unofficial = no printed name found
airport = Havalimanı
    .unofficial = no printed name found

# The edition's words.
edition-description = Liman genişlemesiyle temel oyun, 2 ila 5 oyuncu için.
    .unofficial = no printed name found
icon-boat = Tekne
    .unofficial = no printed name found
market-ten_kinds = 10 tür
    .description = Pazardaki tüm kartlar karıştırılıp tek deste yapılır; 10 tür görünene kadar kart açılır. Her oyuncunun sahip olduğu mor bir tür kutuya geri konur.
    .unofficial = no printed name found
