## mk serve : le salon et les tables dans un navigateur (engine/ui/templates, engine/ui/webview.py,
## engine/ui/static/table.js).

web-language = Langue
web-language-set = Afficher
web-lobby = retour au salon
web-lobby-title = mk : tables de Minivilles
web-your-tables = Tes tables
web-your-tables-note = Les tables que ce navigateur a ouvertes : reviens à l'une d'elles avec tes places, ou ferme-la (sa partie est sauvegardée).
# Une table dans une liste : ses joueurs, le tour, et (web-listed-over) si sa partie est terminée.
web-listed = { $players } · tour { $turn }
web-listed-over = { $players } · tour { $turn } · terminée
web-resume = Reprendre
web-close = Fermer
web-other-tables = Autres tables ici
web-tables = Tables ici
web-no-other-tables = aucune autre
web-no-tables = aucune pour l'instant
web-saved-games = Parties sauvegardées
web-new-table = Une nouvelle table
web-edition = Édition
web-players = Joueurs
web-seat = Place { $n }
web-name = nom
web-variants = Variantes
web-variants-placeholder = noms, séparés par des virgules
web-variants-known = Variantes : { $variants }
web-options = Options
web-options-placeholder = CLÉ=VALEUR, séparées par des virgules
web-seed = Graine
web-start = Lancer la partie
web-strategy = { $name } (stratégie)
# Où en est l'une de tes tables.
web-status-over = terminée
web-status-deciding = { $name } doit décider
web-status-playing = en cours
web-status-alone = personne ne regarde

web-turn = Tour { $turn }
# Les dés lancés, $dice : « 3 + 4 »
web-rolled = lancer
web-rolled-label = lancer : { $dice }
web-whose-over = La partie est terminée
web-whose-yours = À toi de jouer
web-whose-yours-named = À toi de jouer ({ $name })
web-whose = À { $name } de jouer
web-standings-player = joueur
web-standings-landmarks = monuments
web-standings-coins = pièces
web-standings-cards = établissements
web-rematch = Rejouer, avec les mêmes places
web-waiting = Les dés et les bots jouent…
web-decides = { $name } décide : { $question }
web-question = { $name } : { $question }
# Un groupe d'échanges, selon la carte donnée ($n échanges).
web-give-group = Donner { $card } ({ $n })
web-not-now = Pas maintenant
web-undo = Annuler
web-undo-last = Annuler la dernière décision prise par { $name } : { $what }
web-undo-until = jusqu'au prochain lancer, dans { $seconds } s
web-story = Ce qui s'est passé
web-story-earlier = Toute la partie : les { $n } { $n ->
    [one] tour précédent
   *[other] tours précédents
}
web-market = Marché
web-landmarks = Monuments
web-for-sale = En vente
# Une rangée du marché ($title) ou sa pioche unique, avec les cartes qui restent dans sa pioche.
web-row = { $title } · { $n } dans la pioche
web-left = { $n } { $n ->
    [one] restante
   *[other] restantes
}
web-closed = { $n } { $n ->
    [one] fermée
   *[other] fermées
}
web-invested = investissement : { $coins }
web-your-turn-badge = ton tour
web-their-turn-badge = son tour
web-you = toi
web-bot = bot { $bot }
web-away = absent
web-away-title = aucun écran n'occupe cette place en ce moment
web-city = { $coins } · monuments { $built } sur { $needed }
web-no-establishments = aucun établissement
web-chat = Discussion
web-hand-over-title = Confier une place à un bot
web-hand-over-note = Pour un joueur parti ou dont l'écran a décroché (marqué absent), ou pour changer de bot. Le lien de la place cesse de fonctionner ; la partie est sauvegardée avec le changement.
web-bot-label = Bot
web-hand-over = Confier

## Ce que dit le script de la page (table.js).

web-js-not-connected = Pas connecté : patiente un instant.
web-js-your-turn = À toi de jouer
web-js-say-label = Dis quelque chose à la table
web-js-say = Envoyer
web-js-dropped = La connexion a été perdue : reconnexion…
web-js-alerts-on = Alertes de tour : activées
web-js-alerts-off = Alertes de tour : désactivées
web-js-leave = Quitter cette table
web-js-leave-confirm = Quitter cette table ? Un bot joue à ta place et le lien de cette page cesse de fonctionner.
web-js-close = Fermer cette table
web-js-close-confirm = Fermer cette table pour tout le monde ? Sa partie est sauvegardée.
web-js-invite = Invite un ami à une place (le lien est la clé de la place : ne le partage qu'avec cette personne)
web-js-seat = Place { $n } :{" "}
web-js-copy = Copier
web-js-copied = Copié
web-js-copy-refused = Copie le lien à la main : le navigateur a refusé.
web-js-copy-selected = Le lien est sélectionné : copie-le (Ctrl+C).
web-seat-label = Place
# Une place qu'une personne joue, dans la liste des places du salon.
web-human = humain
