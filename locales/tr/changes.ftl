## Bir ev kuralının genişlettiği sürüme göre değiştirdikleri: mk print'in ilk sayfası (sayfaların dilinde) ve
## mk compare (İngilizce). $now ve $was: yeni değer ve eskisi, sözcüklerle yazılmış olarak.
##
## Türkçe: sayıdan sonra ad tekil kalır; değişkenlere ek getirilmez.

change-was = { $now } (önceden { $was })
change-named = yeni adı { $now } (önceden { $was })
change-cost = maliyeti { $now } (önceden { $was })
change-roll = zar { $now } (önceden { $was })
change-supply = stokta { $now } adet (önceden { $was })
change-icon = simge { $now } (önceden { $was })
change-text = artık: { $now } (önceden: { $was })
# Oyuncu başına sayıldığında bir kartın kopyaları.
change-per-player = oyuncu başına { $n }
# Yeni bir kartın bilgileri, ardından kural metni ($text).
change-facts-card = { $colour }, zar { $roll }, maliyeti { $cost }, stokta { $copies } adet. { $text }
change-facts-landmark = maliyeti { $cost }. { $text }
# $what: card (kart) ya da landmark (büyük proje).
summary-removed = Kaldırılan { $what ->
    [card] kart
   *[landmark] büyük proje
}: { $name }.
summary-new = Yeni { $what ->
    [card] kart
   *[landmark] büyük proje
}: { $name }: { $details }
summary-option = Kural seçeneği { $name }: { $details }.
summary-changed = Değişen { $what ->
    [card] kart
   *[landmark] büyük proje
}: { $name }: { $details }.
summary-nothing = Temel alınan sürüme göre hiçbir değişiklik yok.
summary-more = … ve { $n } değişiklik daha (hepsini mk compare listeler).
# İlk sayfanın başlığı, bir ev kuralının değişikliklerinin üstünde.
print-changes-title = { $edition }: { $parent } sürümüne göre değişiklikler
