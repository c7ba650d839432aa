## Her arayüzün kullandığı sözcükler.

# Bir miktar altın (Türkçede sayıdan sonra ad tekil kalır: "2 altın"). Diğer iletiler bu metnin
# "altın" ile bittiğine güvenir ve ekleri doğrudan ekler: "{ $coins }a" → "2 altına".
coins = { $n } altın
## Kuralların her yerde kullandığı sözcükler.

# Altını "kurallar gereği" kim alır (bir kart değil, sürümün kendi yetenekleri).
the-rules = kurallar
