# millionaires_row in tr: names of ../../millionaires_row.yaml (sources: docs/languages.md).
# .unofficial marks a name no publisher printed, to be replaced when the printed one is found.

edition-name = Milyonerler Sokağı
    .unofficial = no printed name found

corn_field = Mısır Tarlası
    .unofficial = no printed name found
vineyard = Bağ
    .unofficial = no printed name found
general_store = Bakkal
    .unofficial = no printed name found
demolition_company = Yıkım Şirketi
    .unofficial = no printed name found
loan_office = Kredi Ofisi
    .unofficial = no printed name found
winery = Şaraphane
    .unofficial = no printed name found
moving_company = Nakliyat Şirketi
    .unofficial = no printed name found
soda_bottling_plant = Gazoz Fabrikası
    .unofficial = no printed name found
french_restaurant = Fransız Restoranı
    .unofficial = no printed name found
members_only_club = Özel Kulüp
    .unofficial = no printed name found
renovation_company = Tadilat Şirketi
    .unofficial = no printed name found
tech_startup = Teknoloji Girişimi
    .unofficial = no printed name found
park = Park
    .unofficial = no printed name found

# The edition's words.
edition-description = Milyonerler Sokağı genişlemesiyle temel oyun, 2 ila 5 oyuncu için.
    .unofficial = no printed name found
icon-briefcase = Evrak Çantası
    .unofficial = no printed name found
market-ten_kinds = 10 tür
    .description = Pazardaki tüm kartlar karıştırılıp tek deste yapılır; 10 tür görünene kadar kart açılır. Her oyuncunun sahip olduğu mor bir tür kutuya geri konur.
    .unofficial = no printed name found
