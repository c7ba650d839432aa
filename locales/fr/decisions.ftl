## Les décisions d'un joueur : la question, la question avec son enjeu, chaque réponse.
## question-<kind> pour chaque type de décision (engine/core/decisions.py).

question-build = Que construis-tu ?
question-dice = Combien de dés lances-tu ?
question-roll = Lance les dés.
question-reroll = Garder le résultat ou relancer ?
question-add_to_roll = Ajouter au total des dés ?
question-effect_roll = Lance les dés pour l'effet.
question-target = Quel joueur te paie ?
question-swap = Échanger des établissements ?
question-demolish = Lequel de tes monuments démolis-tu ?
question-invest = Investir une pièce ?
question-give = Que donnes-tu, et à qui ?
question-renovate = Quel type d'établissement ferme pour travaux ?
question-activate = Activer tous tes exemplaires d'un même type ?
# Une décision que le jeu ne connaît pas (jamais posée par une édition fournie).
question-choose = Choisis :

# La question, avec la carte qui la pose ($card) et l'enjeu selon sa règle.
ask-stake = { $card } : { $about }
ask-statement = { $card } : { $statement }. { $question }
ask-card = { $card } : { $question }
# $amount : l'enjeu, en mots (« 5 pièces », « la moitié de ses pièces »).
about-target = qui te paie { $amount } ?

prompt-build = Que construis-tu ? Tu as { $coins }.
# $dice: "3 + 4"
prompt-reroll = Tu as obtenu { $dice } : garder le résultat ou relancer ?
prompt-add = { $card } : ajouter { $n } à ton total de { $total } ?
prompt-invest = { $card } : investir { $coins } sur cette carte (les pièces y restent) ?
prompt-give-previous = { $card } : lequel de tes établissements va au joueur précédent ?

## Les réponses, comme lignes de menu.

label-build-nothing = ne rien construire
# $price : ce que ça coûte (« 3 pièces »), ou « price-pays ».
label-build = { $card } ({ $price })
price-pays = te rapporte { $coins }
label-dice = lancer { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}
label-roll = lancer { $dice }
label-reroll-keep = garder le résultat
label-reroll = relancer { $n ->
    [one] { $n } dé
   *[other] { $n } dés
}
label-add = ajouter { $n } : total de { $total }
label-add-no = garder le total de { $total }
label-target = { $player } ({ $coins })
label-swap-none = ne pas échanger
label-swap = donner { $give }, prendre { $take } à { $player }
label-demolish = démolir { $card }
label-invest = investir
label-invest-no = garder les pièces
label-give = donner { $card } à { $player }
label-renovate = fermer toutes les cartes { $card }
label-activate-none = ne pas activer
label-activate = activer tes cartes { $card }
# Une réponse à une décision que le jeu ne connaît pas.
label-other = { $kind } { $choice }

## Pourquoi une construction n'est pas permise maintenant (engine/core/reasons.py) : refusal-<why>,
## quelques mots pour un menu, pour chaque raison ; refused-<why>, dit au joueur qui a essayé, avec la carte ($card).

refusal-already_built = déjà construit
refusal-not_sold = pas en vente
refusal-pile_empty = pile épuisée
refusal-not_showing = pas sur le marché
refusal-copy_limit = { $limit } au plus par ville
refusal-too_dear = trop cher avec { $coins }
refusal-unknown_card = inconnu
refusal-none_left = plus aucun exemplaire
refusal-condition = condition non remplie
refusal-game_over = la partie est terminée
refusal-wrong_kind = pas maintenant
refusal-malformed = mal formé
refusal-bad_dice_count = pas autant de dés
refusal-bad_roll = pas un lancer
refusal-bad_reroll = pas une relance
refusal-not_a_choice = non autorisé
refused-already_built = la carte { $card } est déjà construite
refused-not_sold = la carte { $card } n'est pas en vente dans cette partie
refused-pile_empty = la carte { $card } est épuisée
refused-not_showing = la carte { $card } n'est pas sur le marché en ce moment
refused-copy_limit = une ville peut avoir au plus { $limit } { $limit ->
    [one] exemplaire
   *[other] exemplaires
} de la carte { $card }, et la tienne en a { $limit }
# $cost et $coins sont des nombres.
refused-too_dear = la carte { $card } coûte { $cost } ; tu as { $coins }
refused-unknown_card = il n'y a pas de carte { $card } dans cette édition
refused-none_left = tous les exemplaires de la carte { $card } ont été construits
# $requires : la condition, en mots.
refused-condition = la carte { $card } ne peut pas encore être construite : { $requires }
