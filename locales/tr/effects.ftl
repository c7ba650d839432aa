## Bir kartın kural metni, etkisinden kurulur (docs/dsl.md). Bir ifadenin sözcükleri küçük harfle
## başlar: cümlenin ilk harfini kod büyük yapar.
## $amount, $cond, $what, $expr, $text sözcüklerle gelir.
##
## Türkçe: oyuncuya "sen" diye seslenilir; zarları atan oyuncu "aktif oyuncu"dur. Koşullar şart
## kipindedir ("…varsa", "…ise") ve cümlenin başına gelir; "onların" oyuncuları üzerine koşullar
## ($whose their) sıfat-fiildir: "en az 10 altını olan diğer her oyuncudan". Kart adlarına ve oyuncu
## adlarına ek getirilmez; seçiciler "kartı" sözcüğünden önce gelir: "her inek kartı için".

effect-none = Etkisi yok.
# Bir etkinin bir cümlesi.
effect-sentence = { $text }.
effect-when-after_build = inşa aşamandan sonra, { $text }
effect-when-before_build = inşa etmeden hemen önce, { $text }
effect-when-after_income = kendi turunda gelirlerden sonra, { $text }
effect-when-end_of_turn = turunun sonunda, { $text }
effect-when-when_built = bu kartı inşa ettiğinde, { $text }

effect-gain = bankadan { $amount } al
# $payer: roller, each_other, chosen_other; $where: "effect-for-whom" ya da hiçbir şey.
effect-take = { $where }{ $payer ->
    [roller] aktif oyuncudan
    [each_other] diğer her oyuncudan
   *[chosen_other] seçtiğin başka bir oyuncudan
} { $amount } al
effect-for-whom = { $cond }{" "}
# Bir ifadenin dışarıda bıraktığı ($what: bir kart türü), ardından geldiği sözcüklerden sonra.
effect-unless = {" "}({ $what } hariç)
effect-swap = yapılarından birini{ $unless } başka bir oyuncunun bir yapısıyla takas edebilirsin
effect-if = { $cond }, { $then }
effect-if-else = { $cond }, { $then }; değilse { $otherwise }
effect-dice = { $n ->
    [2] 1 ya da 2
   *[other] 1 ile { $n } arası
} zar atabilirsin
effect-reroll = turda bir kez zarları yeniden atabilirsin
effect-extra-turn = çift atarsan, bu turdan sonra bir tur daha oyna
effect-bonus = etkinleşen her { $what } kartın { $amount } fazla kazandırır
effect-add = zar toplamına { $n } ekleyebilirsin
effect-add-when = { $cond }, zar toplamına { $n } ekleyebilirsin
# $what: ucuzlayan büyük projelerin adları.
effect-discount = { $what } sana { $coins } daha ucuza gelir (fiyat sıfırın altına düşmez)
effect-discount-landmarks = büyük projelerin sana { $coins } daha ucuza gelir (fiyat sıfırın altına düşmez)
effect-pay = bankaya { $amount } öde
effect-demolish = varsa, inşa edilmiş büyük projelerinden birini yık
# $to: chosen, previous.
effect-give = yapılarından birini{ $unless } { $to ->
    [chosen] seçtiğin başka bir oyuncuya
   *[previous] önceki oyuncuya
} ver
effect-renovate = bir yapı türü{ $unless } seç: o türün tüm kopyaları tadilat için kapanır
effect-activate = sahip olduğun { $what } kartı türlerinden birinin tüm kopyalarını etkinleştirebilirsin
effect-invest = bu karta { $coins } yatırabilirsin
effect-then = { $first }; bunu yaparsan { $second }
# Basit ifadeler (dsl/statements.py), her biri adıyla.
effect-plain-close_this = bu kart tadilat için kapanır
effect-plain-return_this = bu kart stoka geri döner
effect-plain-pool = tüm oyuncuların altınları toplanır ve eşit olarak paylaştırılır; banka yukarı yuvarlar
effect-plain-another_turn = bu turdan sonra bir tur daha oyna

## Miktarlar ve sayılar. $whose: owner (kartın sahibi: "sen"), roller (aktif oyuncu), their (bir
## koşulun söz ettiği oyuncu), all (tüm oyuncular).

whose = { $whose ->
    [owner] senin
    [roller] aktif oyuncunun
    [their] onun
   *[all] tüm oyuncuların
}
own = { $whose ->
    [owner] sahip olduğun
    [roller] aktif oyuncunun sahip olduğu
    [their] sahip olduğu
   *[all] tüm şehirlerdeki
}
# Bir türün ($what) her kartı için $coins: "sahip olduğun her ekmek kartı için 1 altın"
amount-per = { own } her { $what } kartı için { $coins }
amount-equal = { $expr } kadar altın
# Doğrudan miktar olarak ("…al") ya da yarısı alınırken ("…altının yarısını") kullanılır.
expr-coins = { $whose ->
    [owner] sahip olduğun altın
    [roller] tüm altınını
    [their] sahip olduğu altın
   *[all] tüm oyuncuların sahip olduğu altın
}
expr-landmarks = { $whose ->
    [owner] inşa ettiğin büyük proje sayısı
    [roller] aktif oyuncunun inşa ettiği büyük proje sayısı
    [their] inşa ettiği büyük proje sayısı
   *[all] inşa edilmiş toplam büyük proje sayısı
}
expr-count = { $whose ->
    [owner] sahip olduğun { $what } kartı sayısı
    [roller] aktif oyuncunun { $what } kartı sayısı
    [their] sahip olduğu { $what } kartı sayısı
   *[all] tüm şehirlerdeki { $what } kartı sayısı
}
expr-total = zar toplamı
expr-dice = atılan zar sayısı
expr-received = aktif oyuncunun bu atışın gelirlerinden aldığı altın
expr-invested = bu karta yatırılan altın kadar altın
expr-players = { $cond } oyuncu sayısı
expr-effect-roll = bu kart için turda bir kez atılan { $n } zarın toplamı
# $up: yes (yukarı yuvarlanır), no (aşağı)
expr-half = { $expr }ın { $up ->
    [yes] yukarı
   *[no] aşağı
} yuvarlanmış yarısını
expr-divided = ({ $left } / { $right }, { $up ->
    [yes] yukarı
   *[no] aşağı
} yuvarlanmış)

## Koşullar, şart kipinde ("…varsa", "…ise"). $op: eq, ne, lt, le, gt, ge.

# "hiç altının yoksa", "aktif oyuncunun en az 2 inşa edilmiş büyük projesi varsa",
# "en az 10 altını olan" ($whose their: bir isimden önce gelen sıfat-fiil); $what: coins, landmarks,
# cards (bir türden: $selector). Sayının ardından gelen -den eki $n'e göre seçilir.
cond-have = { $op ->
    [ne] { $whose ->
        [owner] { $what ->
            [coins] altın sayın
            [landmarks] inşa edilmiş büyük proje sayın
           *[cards] { $selector } kartı sayın
        }
        [roller] aktif oyuncunun { $what ->
            [coins] altın sayısı
            [landmarks] inşa edilmiş büyük proje sayısı
           *[cards] { $selector } kartı sayısı
        }
       *[their] { $what ->
            [coins] altın sayısı
            [landmarks] inşa edilmiş büyük proje sayısı
           *[cards] { $selector } kartı sayısı
        }
    } { $n } { $whose ->
        [owner] değilse
        [roller] değilse
       *[their] olmayan
    }
   *[other] { $whose ->
        [roller] aktif oyuncunun{" "}
       *[other] {""}
    }{ $op ->
        [eq] { $n ->
            [0] hiç
           *[other] { $n }
        }
        [lt] { $n ->
            [0] { $n }'dan
            [1] { $n }'den
            [2] { $n }'den
            [3] { $n }'ten
            [4] { $n }'ten
            [5] { $n }'ten
            [6] { $n }'dan
            [7] { $n }'den
            [8] { $n }'den
            [9] { $n }'dan
            [10] { $n }'dan
            [11] { $n }'den
            [12] { $n }'den
            [13] { $n }'ten
            [14] { $n }'ten
            [15] { $n }'ten
            [16] { $n }'dan
            [17] { $n }'den
            [18] { $n }'den
            [19] { $n }'dan
            [20] { $n }'den
            [30] { $n }'dan
            [40] { $n }'tan
            [50] { $n }'den
            [60] { $n }'tan
            [70] { $n }'ten
            [80] { $n }'den
            [90] { $n }'dan
            [100] { $n }'den
           *[other] { $n } değerinden
        } az
        [le] en fazla { $n }
        [gt] { $n ->
            [0] { $n }'dan
            [1] { $n }'den
            [2] { $n }'den
            [3] { $n }'ten
            [4] { $n }'ten
            [5] { $n }'ten
            [6] { $n }'dan
            [7] { $n }'den
            [8] { $n }'den
            [9] { $n }'dan
            [10] { $n }'dan
            [11] { $n }'den
            [12] { $n }'den
            [13] { $n }'ten
            [14] { $n }'ten
            [15] { $n }'ten
            [16] { $n }'dan
            [17] { $n }'den
            [18] { $n }'den
            [19] { $n }'dan
            [20] { $n }'den
            [30] { $n }'dan
            [40] { $n }'tan
            [50] { $n }'den
            [60] { $n }'tan
            [70] { $n }'ten
            [80] { $n }'den
            [90] { $n }'dan
            [100] { $n }'den
           *[other] { $n } değerinden
        } fazla
       *[ge] en az { $n }
    } { $whose ->
        [owner] { $what ->
            [coins] altının
            [landmarks] inşa edilmiş büyük projen
           *[cards] { $selector } kartın
        }
       *[other] { $what ->
            [coins] altını
            [landmarks] inşa edilmiş büyük projesi
           *[cards] { $selector } kartı
        }
    } { $whose ->
        [their] { $op ->
            [eq] { $n ->
                [0] olmayan
               *[other] olan
            }
           *[other] olan
        }
       *[other] { $op ->
            [eq] { $n ->
                [0] yoksa
               *[other] varsa
            }
           *[other] varsa
        }
    }
}
cond-compare = { $left } { $op ->
    [eq] { $right } ise
    [ne] { $right } değilse
    [lt] { $right } değerinden küçükse
    [le] en fazla { $right } ise
    [gt] { $right } değerinden büyükse
   *[ge] en az { $right } ise
}
cond-built = { $whose ->
    [owner] { $card } büyük projesini inşa ettiysen
    [roller] aktif oyuncu { $card } büyük projesini inşa ettiyse
    [their] { $card } büyük projesini inşa etmiş olan
   *[all] her oyuncu { $card } büyük projesini inşa ettiyse
}
cond-doubles = zarlar çift geldiyse
cond-built_nothing = bu tur hiçbir şey inşa edilmediyse
cond-not = şu koşul sağlanmıyorsa: ({ $cond })
cond-and = { $left } ve { $right }
cond-or = { $left } ya da { $right }

## Kart türleri.

# Bir simge: $name sürümün verdiği adla ("Ekmek"), $lower aynısı küçük harfle.
selector-icon = { $lower }
# Bir renk: $name sürümün verdiği adla ("Restoranlar"), $id kimliği ("red").
selector-colour = { $name }
# Aynı etkide daha önce seçilen tür.
selector-it = seçilen tür
selector-or = { $left } ya da { $right }
