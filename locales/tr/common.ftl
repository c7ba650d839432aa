## Her arayüzün kullandığı sözcükler.

# Bir miktar altın (Türkçede sayıdan sonra ad tekil kalır: "2 altın"). Diğer iletiler bu metnin
# "altın" ile bittiğine güvenir ve ekleri doğrudan ekler: "{ $coins }a" → "2 altına".
coins = { $n } altın
## Kuralların her yerde kullandığı sözcükler.

# Altını "kurallar gereği" kim alır (bir kart değil, sürümün kendi yetenekleri).
the-rules = kurallar

## Oyuncular.

# Kimsenin ad vermediği bir oyuncu ($n: yerinin numarası).
name-player = Oyuncu { $n }
# Kimsenin ad vermediği bir bot: türü (bot-<ad>) ve bir numara; ilk harf büyük yazılır.
name-bot = { $bot } bot { $n }
# Botlar adlarıyla (docs/bots.md), oyuncuların okuduğu gibi.
bot-random = rastgele
bot-basic = basit
bot-normal = normal
bot-hard = güçlü
bot-expert = uzman

## Punctuation the code puts between parts (a turn's events, a list of refusals, a label and its list).

sep-semicolon = {"; "}
sep-colon = {": "}
