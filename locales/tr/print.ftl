## mk print: basılı kartlardaki ve sayfaların ilk sayfasındaki sözcükler.
##
## Türkçe: sayıdan sonra ad tekil kalır ("6 kart", "12 sayfa"), bu yüzden çoğul seçimi gerekmez.

# Büyük projenin adının üstünde, bir kartın zar sayılarının durduğu yerde.
print-landmark = BÜYÜK PROJE
# Kartın zar sayılarının altında: renginin türü ve kimin atışlarında çalıştığı (when-any...).
print-band = { $colour }: { $when }
print-landmark-wins = inşa eden oyunu kazanır
print-landmark-not-counted = kazanmak için sayılmaz
print-landmark-everyone = inşa edilince herkes için geçerli
print-landmark-once = inşa edildiğinde bir kez etki eder
print-landmark-counts = kazanmak için sayılır
print-supply = stokta { $n } adet
print-supply-per-player = stokta oyuncu başına { $n } adet
print-title = { $edition }: yazdırıp oynanacak kartlar
print-pages = Takip eden { $pages } sayfada, sayfa başına dokuz olmak üzere { $cards } kart ({ $kinds } tür) basılıdır.
print-one-each = Her türden birer kart: oyunda birden çok gereken kartları daha fazla yazdır.
# $started: oyuncular bazılarıyla başlıyorsa yes; $shared: oyuncular bir büyük projenin kopyalarını paylaşıyorsa yes.
print-why = Her türden, { $players } oyunculu bir oyunun (sürümün izin verdiği en çok oyuncu sayısı) gerektirdiği kadar kart: bir yapının stoktaki kopyaları{ $started ->
    [yes] {" "}ve oyuncuların başlangıçta aldıkları
   *[no] {""}
}; bir büyük projenin her oyuncu için bir kopyası{ $shared ->
    [yes] , ya da oyuncuların paylaştığı kadarı
   *[no] {""}
}.
# $list: her tür sayısıyla ("Pastane × 6, ...").
print-establishments = Yapılar: { $list }.
print-landmarks = Büyük projeler: { $list }.
print-counted-start = { $counted } ({ $n } tanesi başlangıç için)
print-market = Pazar: { $market } ({ $default ->
    [yes] sürümün kendi pazarı
   *[no] --option market={ $id }
}): { $rows }.
print-market-row = { $row }, { $kinds } tür açık
print-market-deck = tek deste, { $kinds } tür açık
