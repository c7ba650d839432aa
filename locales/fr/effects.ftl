## Le texte de règle d'une carte, construit à partir de son effet (docs/dsl.md). Les mots d'un énoncé
## commencent par une minuscule : le code met une majuscule à la première lettre de la phrase.
## $amount, $cond, $what, $expr, $text arrivent déjà en mots.
##
## Français : le joueur est tutoyé ; le joueur qui a lancé les dés est « le joueur actif ». Les
## conditions sur « ses » joueurs ($whose their) sont des participes : « chaque autre joueur ayant au
## moins 10 pièces », « le nombre de joueurs ayant 0 monument construit ».

effect-none = Aucun effet.
# Une clause d'un effet, une phrase.
effect-sentence = { $text }.
effect-when-after_build = après ta phase de construction, { $text }
effect-when-before_build = juste avant de construire, { $text }
effect-when-after_income = après les revenus de ton tour, { $text }
effect-when-end_of_turn = à la fin de ton tour, { $text }
effect-when-when_built = quand tu construis cette carte, { $text }

effect-gain = reçois de la banque { $amount }
# $payer : roller, each_other, chosen_other ; $where : « effect-for-whom », ou rien.
effect-take = prends { $payer ->
    [roller] au joueur actif
    [each_other] à chaque autre joueur
   *[chosen_other] à un autre joueur de ton choix
}{ $where } { $amount }
effect-for-whom = {" "}{ $cond }
# Ce qu'un énoncé exclut ($what : un type de carte), après les mots qu'il suit.
effect-unless = {" "}(sauf les cartes { $what })
effect-swap = tu peux échanger un de tes établissements contre un établissement d'un autre joueur{ $unless }
effect-if = si { $cond }, { $then }
effect-if-else = si { $cond }, { $then } ; sinon, { $otherwise }
effect-dice = tu peux lancer { $n ->
    [2] 1 ou
   *[other] de 1 à
} { $n } dés
effect-reroll = une fois par tour, tu peux relancer les dés
effect-extra-turn = si tu fais un double, rejoue un tour après celui-ci
effect-bonus = chacune de tes cartes activées { $what } rapporte { $amount } de plus
effect-add = tu peux ajouter { $n } au total des dés
effect-add-when = tu peux ajouter { $n } au total des dés si { $cond }
# $what : les noms des monuments qui deviennent moins chers.
effect-discount = construire { $what } te coûte { $coins } de moins (jamais moins de 0)
effect-discount-landmarks = tes monuments te coûtent { $coins } de moins (jamais moins de 0)
effect-pay = paie { $amount } à la banque
effect-demolish = démolis un de tes monuments construits, si tu en as un
# $to : chosen, previous.
effect-give = donne un de tes établissements{ $unless } { $to ->
    [chosen] à un autre joueur de ton choix
   *[previous] au joueur précédent
}
effect-renovate = nomme un type d'établissement{ $unless } : tous ses exemplaires ferment pour travaux
effect-activate = tu peux activer tous tes exemplaires d'un de tes types de cartes { $what }
effect-invest = tu peux investir { $coins } sur cette carte
effect-then = { $first } ; si tu le fais, { $second }
# Les énoncés simples (dsl/statements.py), chacun par son nom.
effect-plain-close_this = cette carte ferme pour travaux
effect-plain-return_this = cette carte retourne dans la réserve
effect-plain-pool = les pièces de tous les joueurs sont mises en commun et partagées équitablement, la banque arrondissant au supérieur
effect-plain-another_turn = rejoue un tour après celui-ci

## Montants et nombres. $whose : owner (le propriétaire de la carte : « tu »), roller (le joueur actif),
## their (un joueur dont parle une condition), all (tous les joueurs).

whose = { $whose ->
    [owner] tes
    [roller] du joueur actif
    [their] ses
   *[all] de tous les joueurs
}
own = { $whose ->
    [owner] que tu possèdes
    [roller] que possède le joueur actif
    [their] qu'il possède
   *[all] dans toutes les villes
}
# $coins par carte d'un type ($what) : « 1 pièce par carte avec le symbole pain que tu possèdes »
amount-per = { $coins } par carte { $what } { own }
amount-equal = autant de pièces que { $expr }
expr-coins = { $whose ->
    [owner] tes pièces
    [roller] toutes ses pièces
    [their] ses pièces
   *[all] toutes les pièces de tous les joueurs
}
expr-landmarks = { $whose ->
    [owner] ton nombre de monuments construits
    [roller] le nombre de monuments construits du joueur actif
    [their] son nombre de monuments construits
   *[all] le nombre total de monuments construits
}
expr-count = { $whose ->
    [owner] ton nombre de cartes { $what }
    [roller] le nombre de cartes { $what } du joueur actif
    [their] son nombre de cartes { $what }
   *[all] le nombre de cartes { $what } dans toutes les villes
}
expr-total = le total des dés
expr-dice = le nombre de dés lancés
expr-received = la somme reçue par le joueur actif pendant les revenus de ce lancer
expr-invested = le nombre de pièces investies sur cette carte
expr-players = le nombre de joueurs { $cond }
expr-effect-roll = le total de { $n } dés lancés pour cette carte (une fois par tour)
# $up : yes (arrondi au supérieur), no (à l'inférieur)
expr-half = la moitié de { $expr } (arrondie à l'{ $up ->
    [yes] unité supérieure
   *[no] unité inférieure
})
expr-divided = { $left } divisé par { $right } (arrondi à l'{ $up ->
    [yes] unité supérieure
   *[no] unité inférieure
})

## Conditions. $op : eq, ne, lt, le, gt, ge.

# « tu as 0 pièce », « le joueur actif a au moins 2 monuments construits », « ayant au moins
# 10 pièces » ; $what : coins, landmarks, cards (d'un type : $selector).
cond-have = { $op ->
    [ne] { $whose ->
        [owner] tu n'as pas exactement
        [roller] le joueur actif n'a pas exactement
       *[their] n'ayant pas exactement
    }
   *[other] { $whose ->
        [owner] tu as
        [roller] le joueur actif a
       *[their] ayant
    }{ $op ->
        [eq] {""}
        [lt] {" "}moins de
        [le] {" "}au plus
        [gt] {" "}plus de
       *[ge] {" "}au moins
    }
} { $n } { $what ->
    [coins] { $n ->
        [one] pièce
       *[other] pièces
    }
    [landmarks] { $n ->
        [one] monument construit
       *[other] monuments construits
    }
   *[cards] { $n ->
        [one] carte
       *[other] cartes
    } { $selector }
}
cond-compare = { $left } { $op ->
    [eq] vaut
    [ne] ne vaut pas
    [lt] vaut moins de
    [le] vaut au plus
    [gt] vaut plus de
   *[ge] vaut au moins
} { $right }
cond-built = { $whose ->
    [owner] tu as construit
    [roller] le joueur actif a construit
    [their] ayant construit
   *[all] tous les joueurs ont construit
} le monument { $card }
cond-doubles = les dés font un double
cond-built_nothing = rien n'a été construit ce tour-ci
cond-not = la condition « { $cond } » n'est pas remplie
cond-and = { $left } et { $right }
cond-or = { $left } ou { $right }

## Types de cartes.

# Un symbole : $name tel que l'édition le nomme (« Pain »), $lower le même en minuscules.
selector-icon = avec le symbole { $lower }
# Une couleur : $name telle que l'édition la nomme (« Restaurants »), $id son identifiant (« red »).
selector-colour = de la catégorie « { $name } »
# Le type choisi plus tôt dans le même effet.
selector-it = de ce type
selector-or = { $left } ou { $right }
