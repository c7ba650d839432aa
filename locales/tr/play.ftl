## mk play: terminalde oyun (engine/ui/terminal.py, engine/ui/views.py).
## İstemde yazılan komutlar (help, show, city, market, table, log, save, undo, quit) her dilde aynıdır;
## yardım bunu oyuncunun dilinde söyler.
##
## Türkçe: oyuncu adlarına ve kart adlarına ek getirilmez (ünlü uyumu bilinemez); ek gereken yerde
## cümle yeniden kurulur ("{ $card } kartını", "{ $name } adlı oyuncunun"). Sayıdan sonra ad tekildir.

play-help =
    Bir seçeneğin numarasıyla yanıt ver ya da adının başını yaz.
    Her soruda yazabileceğin komutlar:
      help          bu metin
      show KART     bir kartın ya da büyük projenin ne yaptığı
      city [OYUNCU] bir oyuncunun şehri (ad verilmezse: tüm oyuncular)
      market        satıştaki kartlar
      table         tüm masa
      log [N]       oyunun son N satırı (varsayılan 20)
      save [DOSYA]  oyunu kaydet (oyun her turdan sonra da kaydedilir)
      undo          son zar atışından bu yana verdiğin son kararı geri al
      quit          kaydet ve çık; sonra mk play --resume DOSYA ile devam et
# Sürümün adından sonra, oyunun başında; $seed yazıldığı gibi bir sayıdır.
play-title = { $edition }, { $n } oyuncu, tohum { $seed } (--seed { $seed } bu oyunu yeniden dağıtır)
play-saved-every-turn = Oyun her turdan sonra şuraya kaydedilir: { $path }. Her soruda help yazabilirsin.
# $ending: oyunun nasıl bittiği (ending-stalled); ardından kendi satırında bir komut gelir.
play-stalled = { $ending } (mk validate, bir sürümün oyunlarının tıkanıp tıkanamayacağını söyler). Oyun kaydedildi; göz atmak için:
play-resume-with = Oyun kaydedildi. Devam etmek için:
play-record = Oyunun kaydı (mk replay --show DOSYA oyunu yeniden anlatır):
play-record-written = Kayıt yazıldı: { $path }
play-resuming = { $edition }: { $turn }. turdan devam ediliyor.
play-over = o oyun bitti: { $name } kazandı
play-undone = Geri alındı: { $label }.
play-nothing-to-undo = Geri alınacak bir şey yok: son kararından bu yana zarlar atıldı.
play-question = { $name }: { $question }
# Şimdi izin verilmeyen inşaların satırından önce: "şimdi değil, 3 altınla çok pahalı: Maden 6, Orman 3".
play-not-now = şimdi değil,
play-not-now-reason = { $why }: { $cards }
play-not-now-counts = şimdi değil: { $counts } (pazarda görünüyorlar)
play-not-now-count = { $n } tanesi { $why }
play-build-legend = maliyet, zar, kimin: hepsi = herkesin atışında, sen = kendi atışında, diğer = diğerlerinin atışında; show KART
play-landmark = büyük proje
play-facts-landmark = büyük proje: { $text }
# Bir kart tek satırda: etkinleştiği sayılar, kimin atışlarında çalıştığı, ne yaptığı.
play-facts = { $rolls }, { $when }: { $text }
play-facts-icon = { $rolls }, { $when }, { $icon }: { $text }
play-end-of-turn = { $name }, turun bitti: devam etmek için Enter, geri almak için undo.
play-swap-give = { $head }. Yapılarından hangisini veriyorsun?
play-swap-to-whom = { $card } kartını kime veriyorsun?
play-swap-take = { $name } adlı oyuncunun hangi yapısını { $card } kartına karşılık alıyorsun?
play-swap-none = hiçbiri (takas yok)
play-numbers-shown = gösterilen bir numara ({ $numbers })
play-type = Şunlardan birini yaz: { $shown }, bir ad ya da help.
play-no-player = "{ $name }" adında bir oyuncu yok.
play-not-saved = Kaydedilmedi: { $why }
play-saved-to = Kaydedildi: { $path }.
# Bir inşanın fiili tek başına yazıldı ("kur"): $verb yazıldığı gibi.
play-build-what = { $verb }: ne? Bir kartın adını ya da numarasını yaz (0: hiçbir şey inşa etme).
play-no-choice = Şu anda { $n } numaralı bir seçenek yok; şunu yaz: { $shown }.
play-fits = "{ $answer }" birden çok seçeneğe uyuyor: { $fits }. Adın devamını ya da bir numara yaz.
play-not-a-choice = "{ $answer }" seçeneklerden biri değil.{ $hint } Şunlardan birini yaz: { $shown } ya da help.
play-did-you-mean = {" "}Şunu mu demek istedin: "{ $name }"?
# Bir oyuncunun bir inşada karttan önce yazabileceği sözcükler ("kur Pastane") ve hiçbir şey inşa
# etmemek için sözcükler, İngilizcedekilere ek olarak; virgülle ayrılmış.
play-build-verbs = kur, inşa, al, yap
play-nothing-words = hiçbir şey, hiçbiri, hiç, yok, geç
# Kısaltılmış bir liste: $items (ilk birkaçı, "a, b, c"), $n tane daha.
list-more = { $items } ve { $n } tane daha
replay-enter = [Enter]

## show KART

show-what = ne gösterilsin? Bir kartın ya da büyük projenin adını ver, örneğin: show { $example }
show-none = "{ $query }" adında bir kart ya da büyük proje yok.{ $hint }
# $colour: kartın renk türü; $rolls: etkinleştiği sayılar (hiç yoksa "show-never").
show-card = { $card } ({ $colour }, zar { $rolls }, { $when }, maliyet { $cost }): { $text }
show-card-icon = { $card } ({ $colour }, zar { $rolls }, { $when }, maliyet { $cost }, simge { $icon }): { $text }
show-never = yok
show-landmark = { $card } (büyük proje, maliyet { $cost }): { $text }{ $scope }
show-cost-now = { $cost }; şu anda { $name } için { $now }
show-everyone = {" "}Biri inşa ettiği anda tüm oyuncular için geçerli olur.
show-wins = {" "}İnşa eden oyunu kazanır.
show-only-when = {" "}Yalnızca { $cond } inşa edilebilir.

## Masa (views).

# Bir kartın ne zaman çalıştığı: herkesin atışında, sahibinin kendi atışında, diğerlerinin atışında.
when-any = herkesin atışında
when-own = kendi atışında
when-others = diğerlerinin atışında
when-short-any = hepsi
when-short-own = sen
when-short-others = diğer
view-landmarks-count = büyük proje { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } yapı, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } kart, { $landmarks }
view-deck = Destede { $n } kart
view-row-deck = Destede { $n }
view-market = Pazar
view-landmarks = Büyük projeler
view-column-roll = Zar
view-column-card = Kart
view-column-cost = Maliyet
view-column-left = Kalan
view-column-on = Kimin
view-column-icon = Simge
view-on-legend = Kimin: hepsi = herkesin atışında, sen = kendi atışında, diğer = diğerlerinin atışında.
view-prices-for = { $title }: { $name } için fiyatlar
view-column-landmark = Büyük proje
view-column-price = Fiyat
view-column-works = Kimin için
view-works-everyone = herkes
view-works-once = bir kez, inşa edilince
view-works-owner = sahibi
view-works-wins = oyunu kazandırır
view-paid = (kazandırdı)
view-no-establishments = yapı yok
view-landmarks-of = büyük proje { $built }/{ $needed }:{" "}
view-none = yok
# Sıranın kimde olduğu ve şimdiye kadarki atış; $dice: "3 + 4 = 7".
view-head = Tur { $turn }: { $name }{ $extra ->
    [yes] {" "}(ek tur)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(açılış turu: yalnızca inşa)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , son atış { $dice }
}

play-kept-aside = Bitmemiş oyunun { $path } olarak saklandı. Sonra devam etmek için:
