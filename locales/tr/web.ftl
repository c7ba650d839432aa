## mk serve: tarayıcıda lobi ve masalar (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).
##
## Türkçe: oyuncu adlarına ve kart adlarına ek getirilmez; sayıdan sonra ad tekildir.

web-language = Dil
web-language-set = Göster
web-lobby = lobiye dön
web-lobby-title = mk: Machi Koro masaları
web-your-tables = Masaların
web-your-tables-note = Bu tarayıcının açtığı masalar: yerlerinle birine geri dön ya da kapat (oyunu kaydedilir).
# Listede bir masa: oyuncuları, tur ve (web-listed-over) oyununun bitip bitmediği.
web-listed = { $players } · tur { $turn }
web-listed-over = { $players } · tur { $turn } · bitti
web-resume = Devam et
web-close = Kapat
web-other-tables = Buradaki diğer masalar
web-tables = Buradaki masalar
web-no-other-tables = başka masa yok
web-no-tables = henüz masa yok
web-saved-games = Kayıtlı oyunlar
web-new-table = Yeni bir masa
web-edition = Sürüm
web-players = Oyuncular
web-seat = Yer { $n }
web-name = ad
web-variants = Varyantlar
web-variants-placeholder = adlar, virgülle ayrılmış
web-variants-known = Varyantlar: { $variants }
web-options = Seçenekler
web-options-placeholder = ANAHTAR=DEĞER, virgülle ayrılmış
web-seed = Tohum
web-start = Oyunu başlat
web-strategy = { $name } (strateji)
# Masalarından birinin durumu.
web-status-over = bitti
web-status-deciding = karar sırası: { $name }
web-status-playing = oynanıyor
web-status-alone = kimse bakmıyor

web-turn = Tur { $turn }
# Atılan zarlar, $dice: "3 + 4"
web-rolled = atış
web-rolled-label = atış: { $dice }
web-whose-over = Oyun bitti
web-whose-yours = Sıra sende
web-whose-yours-named = Sıra sende ({ $name })
web-whose = Sıra: { $name }
web-standings-player = oyuncu
web-standings-landmarks = büyük projeler
web-standings-coins = altın
web-standings-cards = yapılar
web-rematch = Aynı yerlerle yeniden oyna
web-waiting = Zarlar ve botlar oynuyor…
web-decides = { $name } karar veriyor: { $question }
web-question = { $name }: { $question }
# Verilen karta göre bir takas grubu ($n tane).
web-give-group = { $card } kartını ver ({ $n })
web-not-now = Şimdi değil
web-undo = Geri al
web-undo-last = Son kararı geri al ({ $name }): { $what }
web-undo-until = sonraki atışa kadar, { $seconds } sn
web-story = Neler oldu
web-story-earlier = Tüm oyun: bunlardan önceki { $n } tur
web-market = Pazar
web-landmarks = Büyük projeler
web-for-sale = Satışta
# Pazarın bir sırası ($title) ya da tek destesi, destesinde kalan kartlarla.
web-row = { $title } · destede { $n }
web-left = { $n } kaldı
web-closed = { $n } kapalı
web-invested = yatırılan: { $coins }
web-your-turn-badge = sıra sende
web-their-turn-badge = sıra onda
web-you = sen
web-bot = { $bot } bot
web-away = uzakta
web-away-title = bu yeri şu anda hiçbir ekran tutmuyor
web-city = { $coins } · büyük proje { $built }/{ $needed }
web-no-establishments = yapı yok
web-chat = Sohbet
web-hand-over-title = Bir yeri bota devret
web-hand-over-note = Ayrılan ya da ekranı kopan bir oyuncu için ("uzakta" olarak işaretli) ya da botu değiştirmek için. Yerin bağlantısı artık çalışmaz; oyun bu değişiklikle kaydedilir.
web-bot-label = Bot
web-hand-over = Devret

## Sayfanın betiğinin söyledikleri (table.js).

web-js-not-connected = Bağlı değil: biraz bekle.
web-js-your-turn = Sıra sende
web-js-say-label = Masaya bir şey söyle
web-js-say = Gönder
web-js-dropped = Bağlantı koptu: yeniden bağlanılıyor…
web-js-alerts-on = Sıra uyarıları: açık
web-js-alerts-off = Sıra uyarıları: kapalı
web-js-leave = Bu masadan ayrıl
web-js-leave-confirm = Bu masadan ayrılıyor musun? Senin yerine bir bot oynamaya devam eder ve bu sayfanın bağlantısı artık çalışmaz.
web-js-close = Bu masayı kapat
web-js-close-confirm = Bu masa herkes için kapatılsın mı? Oyunu kaydedilir.
web-js-invite = Bir arkadaşını bir yere davet et (bağlantı o yerin anahtarıdır: yalnızca o kişiyle paylaş)
web-js-seat = Yer { $n }:{" "}
web-js-copy = Kopyala
web-js-copied = Kopyalandı
web-js-copy-refused = Bağlantıyı elle kopyala: tarayıcı izin vermedi.
web-js-copy-selected = Bağlantı seçildi: kopyala (Ctrl+C).
web-seat-label = Yer
# Lobinin yer listesinde, bir insanın oynadığı yer.
web-human = insan
