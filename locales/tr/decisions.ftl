## Bir oyuncunun verdiği kararlar: soru, ne üzerine olduğuyla birlikte soru, her yanıt.
## Her karar türü için question-<kind> (engine/core/decisions.py).

question-build = Ne inşa ediyorsun?
question-dice = Kaç zar atıyorsun?
question-roll = Zarları at.
question-reroll = Sonucu tutacak mısın, yoksa yeniden mi atacaksın?
question-add_to_roll = Zar toplamına eklensin mi?
question-effect_roll = Etki için zarları at.
question-target = Hangi oyuncu sana ödeme yapacak?
question-swap = Yapıları takas edecek misin?
question-demolish = Hangi büyük projeni yıkıyorsun?
question-invest = Bir altın yatıracak mısın?
question-give = Neyi, kime veriyorsun?
question-renovate = Hangi yapı türü tadilat için kapansın?
question-activate = Bir türdeki tüm kartlarını etkinleştirecek misin?
# Oyunun bilmediği bir karar (gelen sürümlerin hiçbiri sormaz).
question-choose = Seç:

# Soru, soran kartın adıyla ($card) ve kuralına göre ne üzerine olduğuyla.
ask-stake = { $card }: { $about }
ask-statement = { $card }: { $statement }. { $question }
ask-card = { $card }: { $question }
# $amount: söz konusu miktar, sözcüklerle ("5 altın").
about-target = sana { $amount } kim ödeyecek?

prompt-build = Ne inşa ediyorsun? { $coins }ın var.
# $dice: "3 + 4"
prompt-reroll = { $dice } attın: sonucu tutacak mısın, yoksa yeniden mi atacaksın?
prompt-add = { $card }: { $total } olan toplamına { $n } eklensin mi?
prompt-invest = { $card }: bu karta { $coins } yatırılsın mı (altınlar kartın üzerinde kalır)?
prompt-give-previous = { $card }: yapılarından hangisi önceki oyuncuya gidiyor?

## Yanıtlar, menü satırları olarak.

label-build-nothing = hiçbir şey inşa etme
# $price: maliyeti ("3 altın") ya da "price-pays".
label-build = { $card } ({ $price })
price-pays = sana { $coins } öder
label-dice = { $n } zar at
label-roll = { $dice } at
label-reroll-keep = sonucu tut
label-reroll = { $n } zarı yeniden at
label-add = { $n } ekle: toplam { $total }
label-add-no = toplamı { $total } olarak bırak
label-target = { $player } ({ $coins })
label-swap-none = takas yapma
label-swap = { $give } kartını ver, { $take } kartını al ({ $player })
label-demolish = { $card } büyük projesini yık
label-invest = yatır
label-invest-no = altınlarını tut
label-give = { $card } kartını ver (alan: { $player })
label-renovate = tüm { $card } kartlarını kapat
label-activate-none = etkinleştirme
label-activate = { $card } kartlarını etkinleştir
# Oyunun bilmediği bir karara verilen yanıt.
label-other = { $kind } { $choice }

## Bir şey neden şimdi inşa edilemiyor (engine/core/reasons.py): refusal-<why>, her neden için menüye
## birkaç sözcük; refused-<why>, deneyen oyuncuya kartın adıyla ($card) söylenen.

refusal-already_built = zaten inşa edildi
refusal-not_sold = satışta değil
refusal-pile_empty = stokta kalmadı
refusal-not_showing = pazarda yok
refusal-copy_limit = bir şehirde en fazla { $limit } tane olabilir
refusal-too_dear = { $coins }la çok pahalı
refusal-unknown_card = bilinmiyor
refusal-none_left = hiç kalmadı
refusal-condition = koşulu sağlanmıyor
refusal-game_over = oyun bitti
refusal-wrong_kind = şimdi değil
refusal-malformed = hatalı biçim
refusal-bad_dice_count = bu kadar zar atılamaz
refusal-bad_roll = geçerli bir atış değil
refusal-bad_reroll = geçerli bir yeniden atış değil
refusal-not_a_choice = izin verilmiyor
refused-already_built = { $card } kartı zaten inşa edildi
refused-not_sold = { $card } kartı bu oyunda satılmıyor
refused-pile_empty = { $card } kartı tükendi
refused-not_showing = { $card } kartı şu anda pazarda değil
refused-copy_limit = bir şehirde en fazla { $limit } { $card } kartı olabilir ve seninkinde { $limit } tane var
# $cost ve $coins sayıdır.
refused-too_dear = { $card } kartı { $cost } altın; senin { $coins } altının var
refused-unknown_card = bu sürümde { $card } diye bir kart yok
refused-none_left = tüm { $card } kartları inşa edildi
# $requires: koşul, sözcüklerle ("…varsa").
refused-condition = { $card } kartı henüz inşa edilemez; yalnızca { $requires } inşa edilebilir
