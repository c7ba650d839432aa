## mk print: the words on printed cards and on the sheets' first page.

# Above a landmark's name, where a card has its roll numbers.
print-landmark = LANDMARK
# Under a card's roll numbers: its colour's kind, and whose rolls it works on (when-any...).
print-band = { $colour }: { $when }
print-landmark-wins = building it wins the game
print-landmark-not-counted = does not count towards winning
print-landmark-everyone = works for every player once built
print-landmark-once = acts once, when built
print-landmark-counts = counts towards winning
print-supply = { $n } in the supply
print-supply-per-player = { $n } per player in the supply
print-title = { $edition }: print-and-play cards
print-pages = Printed on the pages that follow: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} ({ $kinds ->
    [one] { $kinds } kind
   *[other] { $kinds } kinds
}) on { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
} of nine.
print-one-each = One card of each kind: print more of those the game needs more of.
# $started: yes when players start with some of them; $shared: yes when players share a landmark's copies.
print-why = As many of each as a game of { $players } players (the most the edition allows) needs: an establishment's copies in the supply{ $started ->
    [yes] {" "}and those the players start with
   *[no] {""}
}; a landmark once for each player{ $shared ->
    [yes] , or as many as the players share
   *[no] {""}
}.
# $list: each kind with its count ("Bakery × 6, ...").
print-establishments = Establishments: { $list }.
print-landmarks = Landmarks: { $list }.
print-counted-start = { $counted } ({ $n } to start)
# A market the edition declares, on the sheets' first page. $default: yes for the market the edition plays
# unless another is chosen; $rows: each row (print-market-row), or its one deck (print-market-deck).
print-market = Market: { $market } ({ $default ->
    [yes] the edition's own
   *[no] --option market={ $id }
}): { $rows }.
print-market-row = { $row }, { $kinds ->
    [one] { $kinds } kind showing
   *[other] { $kinds } kinds showing
}
print-market-deck = one deck, { $kinds ->
    [one] { $kinds } kind showing
   *[other] { $kinds } kinds showing
}
