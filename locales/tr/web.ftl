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
# Bir botun devraldığı yer, masanın her ekranına söylenir; $bot: botun adı (bot-<ad>).
web-played-by = { $name } adlı oyuncunun yerine artık { $bot } bot oynuyor

## Bir ekranın istediği yapılamıyor (room-<code>: engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = sohbet satırı metin olmalı
room-chat-empty = bir şey söyle
room-chat-long = bir sohbet satırı en çok { $n } karakter olabilir
room-chat-fast = saniyede bir satır: yavaşla
room-not-your-key = bu, senin yerinin anahtarı değil
room-host-only-hand = bir yeri bota yalnızca bu masayı açan kişi devredebilir
room-seat-range = 1 ile { $n } arasında bir yer seç
room-bot-name = adıyla bir bot seç
room-over = oyun bitti
room-not-your-turn = karar verme sırası sende değil
room-stale = tıklaman ulaşmadan masa değişti: yeniden bak
room-choice-range = { $n ->
    [one] gösterilen seçeneği seç
   *[other] gösterilen { $n } seçenekten birini seç
}
room-refused = { $why }
room-nothing-to-undo = geri alabileceğin bir şeyin yok (bir atışın ya da başka bir yerin kararının ötesine hiç geri gidilmez)
room-edition = bu sunucunun sunduğu bir sürüm seç: { $editions }
room-save-open = { $name } burada zaten bir masada açık
room-no-save = burada böyle bir kayıtlı oyun yok (bitmiş ya da zaten açık olabilir)
room-not-yours = burada bu adda senin bir masan yok (kapanmış olabilir)
room-rematch-player = yeni bir oyunu yalnızca bu masanın bir oyuncusu isteyebilir
room-not-over = oyun henüz bitmedi
room-no-table = burada böyle bir masa yok (bitmiş ya da çok uzun süre boşta kalmış olabilir)
room-seats-count = bir masada 1 ile 8 arasında yer olur
room-seat-kind = bir yer, bir botun adı ya da insan olmalı (botların ne kadar düşüneceğini sunucu belirler)
room-seat-strategy = bir yer, bir botun adı, birlikte gelen bir stratejinin adı ya da insan olmalı (sunucudaki bir dosya değil)
room-names = her yer için bir ad ver (ya da hiçbir şey)
room-strategy-edition = { $name } bir strateji: { $editions } için, { $edition } için değil
room-full-server = bu sunucu en çok { $n } masa tutar: biri bitince yeniden dene
room-closed = bu masa kapandı (oyunu kaydedildi)
room-host-only-close = bu masayı yalnızca onu açan kişi kapatabilir
room-message-long = bir ileti en çok { $n } bayt olabilir
room-message-json = bir ileti bir JSON nesnesi olmalı
room-message-type = bir ileti {"{"}type: hello, act, undo, close, chat, rematch, replace ya da leave, ...{"}"} biçiminde olmalı
room-seats-shape = yerler {"{"}SEAT: KEY{"}"} biçiminde olmalı
room-seat-number = bir yer bir sayı olmalı
room-form-large = form çok büyük
room-players = oyuncular: 1 ile 8 arasında bir sayı
room-seats-choose = { $n ->
    [one] yeri kimin oynayacağını seç
   *[other] { $n } yerin her birini kimin oynayacağını seç
}
room-seed = tohum, 0 ile 18446744073709551615 arasında bir tam sayı olmalı (64 bit)
room-option = bir seçenek KEY=VALUE biçiminde olmalı, şöyle değil: { $item }
room-too-many-yours = burada zaten bitmemiş { $n } açık masan var: önce birini bitir ya da kapat (lobi onları listeler; { $minutes } dakikadır kimsenin izlemediği bir masa sayılmaz)
room-host-closed = bu masayı açan kişi onu kapattı (oyunu kaydedildi)
room-stale-form = bu form eski (ya da bu sunucunun değil): yeniden gösteriliyor, bir kez daha gönder
room-screens-full = bu masada zaten { $n } ekran var: daha sonra yeniden dene
room-messages-fast = çok fazla ileti: yavaşla
room-message-text = bir ileti JSON metni olmalı
web-market-default = sürümün kendi pazarı
web-market-all-piles = tüm desteler açık
