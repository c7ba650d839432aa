## mk print : les mots des cartes imprimées et de la première page des planches.

# Au-dessus du nom d'un monument, là où une carte a ses numéros de dé.
print-landmark = MONUMENT
# Sous les numéros de dé d'une carte : le type de sa couleur, et aux lancers de qui elle agit (when-any...).
print-band = { $colour } : { $when }
print-landmark-wins = qui le construit gagne la partie
print-landmark-not-counted = ne compte pas pour la victoire
print-landmark-everyone = vaut pour tous les joueurs une fois construit
print-landmark-once = agit une fois, à sa construction
print-landmark-counts = compte pour la victoire
print-supply = { $n } dans la réserve
print-supply-per-player = { $n } par joueur dans la réserve
print-title = { $edition } : cartes à imprimer
print-pages = { $pages ->
    [one] La page suivante contient
   *[other] Les { $pages } pages suivantes contiennent
} { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} ({ $kinds ->
    [one] { $kinds } type
   *[other] { $kinds } types
}), neuf par page.
print-one-each = Une carte de chaque type : imprime en plus celles dont la partie demande plusieurs exemplaires.
# $started : yes quand les joueurs commencent avec certaines d'entre elles ; $shared : yes quand les joueurs se partagent les exemplaires d'un monument.
print-why = Autant de chaque type qu'en demande une partie à { $players } joueurs (le maximum de l'édition) : pour un établissement, ses exemplaires dans la réserve{ $started ->
    [yes] {" "}et ceux que les joueurs ont au départ
   *[no] {""}
} ; pour un monument, un par joueur{ $shared ->
    [yes] , ou autant que les joueurs se partagent
   *[no] {""}
}.
# $list : chaque type avec son nombre (« Boulangerie × 6, ... »).
print-establishments = Établissements : { $list }.
print-landmarks = Monuments : { $list }.
print-counted-start = { $counted } (dont { $n } au départ)
print-market = Marché : { $market } ({ $default ->
    [yes] celui de l'édition
   *[no] --option market={ $id }
}) : { $rows }.
print-market-row = { $row }, { $kinds ->
    [one] { $kinds } type visible
   *[other] { $kinds } types visibles
}
print-market-deck = une seule pioche, { $kinds ->
    [one] { $kinds } type visible
   *[other] { $kinds } types visibles
}
