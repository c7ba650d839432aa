## Bir oyunda olanlar, her olay bir cümle (mk play'in hikâyesi, tarayıcıdaki kayıt).
##
## Cümledeki oyuncu $voice ve $name olarak gelir (cümlenin diğer oyuncusu: $voice2, $name2).
## $voice: self (sırası gelen oyuncu, klavyenin başındaki kişi), subject (sırası gelen oyuncu, paragrafın
## öznesi), viewer (başkasının turunda klavyenin başındaki kişi) ya da other.
## Kart adı olarak gelir ($card, $source, $give, $take). Altın miktarları ($coins) sözcüklerle gelir.
##
## Türkçe: oyuncu adlarına ek getirilmez (ünlü uyumu bilinemez): adlar yalnızca yalın hâlde, özne
## olarak kullanılır ("Ann 1 altın alıyor, Bob ödüyor"); ek gereken yerde zamir kullanılır (sen: senden,
## sana, seninle; paragrafın öznesi: ondan, ona, onunla). Kart adlarına da ek gelmez: "Pastane kartını".
## Altını hareket ettiren kart ayraç içinde yazılır: "Ann senden 1 altın alıyor (Kafe)". Klavyedeki
## kişiye (viewer) fiilin 2. tekil kişi biçimiyle seslenilir; sırası gelen oyuncu öznesiz kalır: "5 atıyor".

# Kim yapıyor, fiilden önceki boşlukla: sırası gelen oyuncu ve klavyedeki kişi için boş.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] {""}
   *[other] { $name }{" "}
}
# Kartın sahibi (iyelik): "senin", ya da adla etiket.
their = { $voice ->
    [self] senin
    [subject] { $name }:
    [viewer] senin
   *[other] { $name }:
}
their2 = { $voice2 ->
    [self] senin
    [subject] { $name2 }:
    [viewer] senin
   *[other] { $name2 }:
}
# Diğer oyuncu, ayrılma hâlinde zamirle ("senden", "ondan"); ad ise ayrı bir yan cümlede özne olur.
them2 = { $voice2 ->
    [self] senden
    [subject] ondan
    [viewer] senden
   *[other] { $name2 }
}
# Diğer oyuncu, yalın hâlde.
they2 = { $voice2 ->
    [self] sen
    [subject] { $name2 }
    [viewer] sen
   *[other] { $name2 }
}

event-turn = Tur { $turn }: { $name }{ $extra ->
    [yes] {" "}(ek tur)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $reroll ->
    [yes] yeniden{" "}
   *[no] {""}
}{ $dice } { $voice ->
    [viewer] atıyorsun
   *[other] atıyor
}{ $doubles ->
    [yes] {" "}(çift)
   *[no] {""}
}
event-built-nothing = { actor }hiçbir şey inşa { $voice ->
    [viewer] etmiyorsun
   *[other] etmiyor
}
event-built = { actor }{ $landmark ->
    [yes] { $card } büyük projesini { $coins }a inşa { $voice ->
        [viewer] ediyorsun
       *[other] ediyor
    }
   *[no] { $card } kartını { $coins }a satın { $voice ->
        [viewer] alıyorsun
       *[other] alıyor
    }
}
# Maliyeti 0'ın altında olan bir kart, onu inşa edene ödeme yapar.
event-built-paid = { actor }{ $landmark ->
    [yes] { $card } büyük projesini inşa
   *[no] { $card } kartını satın
} { $voice ->
    [viewer] { $landmark ->
        [yes] ediyorsun
       *[no] alıyorsun
    } ve { $coins } kazanıyorsun
   *[other] { $landmark ->
        [yes] ediyor
       *[no] alıyor
    } ve { $coins } kazanıyor
}
event-swap-none = { actor }takas { $voice ->
    [viewer] yapmıyorsun
   *[other] yapmıyor
} ({ $source })
event-swapped = { actor }{ $voice2 ->
    [self] seninle
    [subject] onunla
    [viewer] seninle
   *[other] { $name2 } ile
} takas { $voice ->
    [viewer] yapıyorsun
   *[other] yapıyor
}: { $give } karşılığında { $take } ({ $source })
event-extra-turn = { actor }{ $doubles ->
    [yes] { $voice ->
        [viewer] çift attığın için bir tur daha oynuyorsun
       *[other] çift attığı için bir tur daha oynuyor
    }
   *[no] { $voice ->
        [viewer] bir tur daha oynuyorsun
       *[other] bir tur daha oynuyor
    }
}
event-won-landmark = { actor }{ $card } büyük projesini inşa { $voice ->
    [viewer] ettin ve kazandın!
   *[other] etti ve kazandı!
}
event-won-count = { actor }{ $n } büyük proje inşa { $voice ->
    [viewer] ettin ve kazandın!
   *[other] etti ve kazandı!
}
event-won-all = { actor }tüm büyük projeleri inşa { $voice ->
    [viewer] ettin ve kazandın!
   *[other] etti ve kazandı!
}
event-demolished = { actor }{ $card } büyük projesini { $voice ->
    [viewer] yıkıyorsun
   *[other] yıkıyor
} ({ $source })
event-gave = { actor }{ $card } kartını { $voice2 ->
    [self] sana{" "}
    [viewer] sana{" "}
    [subject] ona{" "}
   *[other] {""}
}{ $voice ->
    [viewer] veriyorsun
   *[other] veriyor
}{ $voice2 ->
    [self] {""}
    [viewer] {""}
    [subject] {""}
   *[other] , { $name2 } alıyor
} ({ $source })
# Herkes için geçerli olan ve verenin sahip olması gerekmeyen bir büyük proje.
event-gave-everyone = { actor }{ $card } kartını { $voice2 ->
    [self] sana{" "}
    [viewer] sana{" "}
    [subject] ona{" "}
   *[other] {""}
}{ $voice ->
    [viewer] veriyorsun
   *[other] veriyor
}{ $voice2 ->
    [self] {""}
    [viewer] {""}
    [subject] {""}
   *[other] , { $name2 } alıyor
} ({ $source }, herkes için geçerli)
event-closed = { their } { $n } { $card } { $voice ->
    [self] kartın
    [viewer] kartın
   *[other] kartı
} tadilat için kapanıyor ({ $source })
event-returned = { actor }{ $card } kartını stoka geri { $voice ->
    [viewer] koyuyorsun
   *[other] koyuyor
}
event-invested = { actor }{ $coins } { $voice ->
    [viewer] yatırıyorsun
   *[other] yatırıyor
} ({ $source }, toplam { $total })
event-total = { actor }zar toplamına { $added } { $voice ->
    [viewer] ekliyorsun
   *[other] ekliyor
} ({ $source }): toplam { $total }
event-effect-rolled = { actor }{ $dice } { $voice ->
    [viewer] atıyorsun
   *[other] atıyor
} ({ $source })

## Hareket eden altın. $how, altını alana neyin getirdiğini söyler: card (alanın kendi kartı, $source),
## rules (sürümün kuralları), everyone (herkes için geçerli bir büyük proje, $source; alanın ona sahip
## olması gerekmez). Ödeyen, cümlenin diğer oyuncusudur.

event-pays-bank = { actor }bankaya { $coins } { $voice ->
    [viewer] ödüyorsun
   *[other] ödüyor
} ({ $source })
# Bir oyuncunun aldığı altınlarla ilgili cümlenin başı, fiile kadar.
receiver = { actor }
# Cümleden sonra ayraç içinde yazılan.
receiver-end = { $how ->
    [rules] kurallar gereği
    [everyone] { $source }, herkes için geçerli
   *[card] { $source }
}
# $brief: yes ise bir turun paragrafındayız; bankadan geldiği söylenmez.
event-earns = { actor }{ $brief ->
    [yes] { $coins } { $voice ->
        [viewer] kazanıyorsun
       *[other] kazanıyor
    }
   *[no] bankadan { $coins } { $voice ->
        [viewer] alıyorsun
       *[other] alıyor
    }
} ({ receiver-end })
event-takes-nothing = { actor }{ $voice2 ->
    [self] senden{" "}
    [viewer] senden{" "}
    [subject] ondan{" "}
   *[other] {""}
}hiçbir şey { $voice ->
    [viewer] alamıyorsun
   *[other] alamıyor
}{ $voice2 ->
    [self] {""}
    [viewer] {""}
    [subject] {""}
   *[other] , { $name2 } ödeyemiyor
} ({ receiver-end }; { $voice2 ->
    [self] altının
    [viewer] altının
   *[other] altını
} kalmadı)
# $short: none (tamamı ödendi), brief (paragrafta), full ($paid ödendi, $forgiven silindi).
event-takes = { actor }{ $voice2 ->
    [self] senden{" "}
    [viewer] senden{" "}
    [subject] ondan{" "}
   *[other] {""}
}{ $coins } { $voice ->
    [viewer] alıyorsun
   *[other] alıyor
}{ $voice2 ->
    [self] {""}
    [viewer] {""}
    [subject] {""}
   *[other] , { $name2 } ödüyor
} ({ receiver-end }{ $short ->
    [brief] ; tüm { $voice2 ->
        [self] altının
        [viewer] altının
       *[other] altını
    }
    [full] ; elinde yalnızca { $paid } altın vardı, { $forgiven } altın silindi
   *[none] {""}
})
# Bir kartın birkaç oyuncudan aynı miktarı alması; $payers bir "payer" listesidir ("sen ve Cem").
# Ödeyenler özne yapılmaz: "sen ve Cem" 3. tekil kişi fiille uyuşmaz.
event-takes-each = { actor }kişi başı { $coins } { $voice ->
    [viewer] alıyorsun
   *[other] alıyor
} ({ receiver-end }; ödeyenler: { $payers })
# Bir kartın birkaç oyuncudan farklı miktarlar alması; $parts bir "takes-part" listesidir.
event-takes-several = { actor }altın { $voice ->
    [viewer] alıyorsun
   *[other] alıyor
} ({ receiver-end }; ödeyenler: { $parts })
takes-part = { $payer } { $coins }
payer = { they2 }{ $short ->
    [yes] {" "}(tüm { $voice2 ->
        [self] altının
        [viewer] altının
       *[other] altını
    })
   *[no] {""}
}

# Bir liste: $items sonuncusu dışındakilerin hepsidir, virgülle ayrılmış.
list-and = { $items } ve { $last }
# Bir tur tek paragrafta: ilk satırı ($head: "Tur 5: Bob"), sonra olanlar, "; " ile ayrılmış.
paragraph = { $head }: { $rest }

## Bir oyunun nasıl bittiği; $turns bir sayıdır.

ending-won = { $name } { $turns } turda kazandı!
ending-stalled = Botlar { $turns } tur boyunca kazanan olmadan oynadı: oyun burada duruyor.
ending-turn-cap = { $turns } turda kazanan çıkmadı: tur sınırı oyunu bitirdi.
ending-overflow = { $turns } turdan sonra bir sayı 64 biti aştı: bu oyunu Python motoru oynuyor.
