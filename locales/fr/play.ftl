## mk play : la partie dans un terminal (engine/ui/terminal.py, engine/ui/views.py).
## Les commandes tapées à l'invite (help, show, city, market, table, log, save, undo, quit) sont les
## mêmes dans toutes les langues ; l'aide le dit dans celle du joueur.

play-help =
    Réponds par le numéro d'un choix, ou tape le début de son nom.
    Commandes possibles à chaque invite :
      help           ce texte
      show CARTE     ce que fait une carte ou un monument
      city [JOUEUR]  la ville d'un joueur (sans nom : tous les joueurs)
      market         les cartes en vente
      table          toute la table
      log [N]        les N dernières lignes de la partie (20 par défaut)
      save [FICHIER] sauvegarder la partie (elle l'est aussi après chaque tour)
      undo           annuler ta dernière décision, tant que les dés n'ont pas été lancés
      quit           sauvegarder et partir ; reprendre plus tard avec mk play --resume FICHIER
# Après le nom de l'édition, au début d'une partie ; $seed est un nombre tel que tapé.
play-title = { $edition } à { $n } joueurs, graine { $seed } (--seed { $seed } redonne cette partie)
play-saved-every-turn = La partie est sauvegardée après chaque tour dans { $path }. Tape help à tout moment.
# $ending : comment la partie s'est terminée (ending-stalled) ; une commande suit sur sa propre ligne.
play-stalled = { $ending } (mk validate dit si les parties d'une édition peuvent se bloquer). Elle est sauvegardée ; pour la revoir :
play-resume-with = Partie sauvegardée. Reprends-la avec :
play-record = L'enregistrement de la partie (mk replay --show FICHIER la raconte à nouveau) :
play-record-written = Enregistrement écrit dans { $path }
play-resuming = Reprise au tour { $turn } de { $edition }.
play-over = cette partie est terminée : { $name } a gagné
play-undone = Annulé : { $label }.
play-nothing-to-undo = Rien à annuler : les dés ont été lancés depuis ta dernière décision.
play-question = { $name } : { $question }
# Avant une ligne de constructions impossibles maintenant : « pas maintenant, trop cher avec 3 pièces : Mine 6, Forêt 3 ».
play-not-now = pas maintenant,
play-not-now-reason = { $why } : { $cards }
play-not-now-counts = pas maintenant : { $counts } (le marché les montre)
play-not-now-count = { $n } { $why }
play-build-legend = coût, dés, quand : tous = à chaque lancer, toi = au tien, autres = à ceux des autres ; show CARTE
play-landmark = monument
play-facts-landmark = monument : { $text }
# Une carte en une ligne : ses numéros d'activation, à quels lancers elle fonctionne, ce qu'elle fait.
play-facts = { $rolls } { $when } : { $text }
play-facts-icon = { $rolls } { $when }, { $icon } : { $text }
play-end-of-turn = { $name }, fin de ton tour : Entrée pour continuer, ou undo pour l'annuler.
play-swap-give = { $head }. Lequel de tes établissements donnes-tu ?
play-swap-to-whom = À qui donnes-tu la carte { $card } ?
play-swap-take = Quel établissement prends-tu chez { $name } en échange de la carte { $card } ?
play-swap-none = aucun (pas d'échange)
play-numbers-shown = l'un des numéros affichés ({ $numbers })
play-type = Tape { $shown }, un nom, ou help.
play-no-player = Aucun joueur nommé « { $name } ».
play-not-saved = Partie non sauvegardée : { $why }
play-saved-to = Partie sauvegardée dans { $path }.
# Le verbe d'une construction tapé seul (« construis ») : $verb tel que tapé.
play-build-what = { $verb } quoi ? Tape le nom ou le numéro d'une carte (0 : ne rien construire).
play-no-choice = Il n'y a pas de choix { $n } maintenant : tape { $shown }.
play-fits = « { $answer } » correspond à { $fits } : tape la suite du nom, ou un numéro.
play-not-a-choice = « { $answer } » ne fait pas partie des choix.{ $hint } Tape { $shown }, ou help.
play-did-you-mean = {" "}Voulais-tu dire « { $name } » ?
# Les mots qu'un joueur peut taper avant la carte d'une construction (« construis Boulangerie »), et pour
# ne rien construire, en plus des mots anglais ; séparés par des virgules.
play-build-verbs = construis, construire, achète, acheter
play-nothing-words = rien, aucun, aucune, passe, passer
# Une liste écourtée : $items (les premiers, « a, b, c »), $n de plus.
list-more = { $items } et { $n } { $n ->
    [one] autre
   *[other] autres
}
replay-enter = [Entrée]

## show CARTE

show-what = montrer quoi ? Donne le nom d'une carte ou d'un monument, par exemple : show { $example }
show-none = Aucune carte ni aucun monument nommé « { $query } ».{ $hint }
# $colour : le type de couleur de la carte ; $rolls : ses numéros d'activation (« show-never » s'il n'y en a pas).
show-card = { $card } ({ $colour }, { $rolls } { $when }, coût { $cost }) : { $text }
show-card-icon = { $card } ({ $colour }, { $rolls } { $when }, coût { $cost }, symbole { $icon }) : { $text }
show-never = jamais
show-landmark = { $card } (monument, coût { $cost }) : { $text }{ $scope }
show-cost-now = { $cost } ; { $now } pour { $name } en ce moment
show-everyone = {" "}Il fonctionne pour tous les joueurs dès que quelqu'un l'a construit.
show-wins = {" "}Le construire fait gagner la partie.
show-only-when = {" "}Seulement si { $cond }.

## La table (views).

# Quand une carte fonctionne : au lancer de n'importe qui, au lancer de son propriétaire, à ceux des autres.
when-any = à chaque lancer
when-own = à ton lancer
when-others = aux lancers des autres
when-short-any = tous
when-short-own = toi
when-short-others = autres
view-landmarks-count = monuments { $built }/{ $needed }
view-status = {"  "}{ $coins }, { $cards } { $cards ->
    [one] établissement
   *[other] établissements
}, { $landmarks }
view-status-compact = {" "}{ $coins }, { $cards } { $cards ->
    [one] carte
   *[other] cartes
}, { $landmarks }
view-deck = { $n } { $n ->
    [one] carte
   *[other] cartes
} dans la pioche
view-row-deck = { $n } dans la pioche
view-market = Marché
view-landmarks = Monuments
view-column-roll = Dés
view-column-card = Carte
view-column-cost = Coût
view-column-left = Reste
view-column-on = Quand
view-column-icon = Symbole
view-on-legend = Quand : tous = à chaque lancer, toi = à ton lancer, autres = aux lancers des autres.
view-prices-for = { $title } : prix pour { $name }
view-column-landmark = Monument
view-column-price = Prix
view-column-works = Vaut pour
view-works-everyone = tous
view-works-once = une fois, à la construction
view-works-owner = son propriétaire
view-works-wins = gagne la partie
view-paid = (a rapporté)
view-no-establishments = aucun établissement
view-landmarks-of = monuments { $built } sur { $needed } :{" "}
view-none = aucun
# À qui c'est le tour et le lancer jusqu'ici ; $dice : « 3 + 4 = 7 ».
view-head = Tour { $turn } : { $name }{ $extra ->
    [yes] {" "}(tour supplémentaire)
   *[no] {""}
}{ $opening ->
    [yes] {" "}(tour d'ouverture : construction seulement)
   *[no] {""}
}{ $dice ->
    [none] {""}
   *[other] , dernier lancer { $dice }
}

play-kept-aside = Ta partie inachevée est conservée sous { $path }. Reprends-la plus tard avec :
