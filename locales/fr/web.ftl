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
# Une place qu'un bot a reprise, dit à tous les écrans de la table ; $bot : le nom du bot (bot-<nom>).
web-played-by = Le bot { $bot } joue désormais pour { $name }

## Ce qu'un écran a demandé ne peut pas se faire (room-<code> : engine/services/play/room.py, engine/ui/web.py).

room-chat-not-text = une ligne de discussion est du texte
room-chat-empty = dis quelque chose
room-chat-long = une ligne de discussion fait au plus { $n } caractères
room-chat-fast = une ligne par seconde : ralentis
room-not-your-key = ce n'est pas la clé de ta place
room-host-only-hand = seule la personne qui a ouvert cette table peut confier une place à un bot
room-seat-range = choisis une place de 1 à { $n }
room-bot-name = choisis un bot par son nom
room-over = la partie est terminée
room-not-your-turn = ce n'est pas à toi de décider
room-stale = la table a changé avant que ton clic n'arrive : regarde à nouveau
room-choice-range = choisis { $n ->
    [one] le choix affiché
   *[other] l'un des { $n } choix affichés
}
room-refused = { $why }
room-nothing-to-undo = tu n'as rien à annuler (jamais au-delà d'un lancer ou de la décision d'une autre place)
room-edition = choisis une édition que ce serveur propose : { $editions }
room-save-open = { $name } est déjà en jeu à une table ici
room-no-save = cette partie sauvegardée n'existe pas ici (elle est peut-être terminée, ou déjà ouverte)
room-not-yours = aucune table à toi de ce nom ici (elle a peut-être déjà été fermée)
room-rematch-player = seul un joueur de cette table peut demander une nouvelle partie
room-not-over = la partie n'est pas encore terminée
room-no-table = cette table n'existe pas ici (elle est peut-être terminée, ou restée inactive trop longtemps)
room-seats-count = une table a de 1 à 8 places
room-seat-kind = une place est le nom d'un bot ou humain (le serveur fixe combien de temps les bots réfléchissent)
room-seat-strategy = une place est le nom d'un bot, celui d'une stratégie fournie, ou humain (pas un fichier du serveur)
room-names = donne un nom (ou rien) pour chaque place
room-strategy-edition = { $name } est une stratégie pour { $editions }, pas pour { $edition }
room-full-server = ce serveur accueille au plus { $n } { $n ->
    [one] table
   *[other] tables
} : réessaie quand l'une d'elles se termine
room-closed = cette table a été fermée (sa partie est sauvegardée)
room-host-only-close = seule la personne qui a ouvert cette table peut la fermer
room-message-long = un message fait au plus { $n } octets
room-message-json = un message est un objet JSON
room-message-type = un message est {"{"}type: hello, act, undo, close, chat, rematch, replace ou leave, ...{"}"}
room-seats-shape = les places sont {"{"}SEAT: KEY{"}"}
room-seat-number = une place est un nombre
room-form-large = le formulaire est trop grand
room-players = joueurs : un nombre de 1 à 8
room-seats-choose = choisis qui joue { $n ->
    [one] la place
   *[other] chacune des { $n } places
}
room-seed = la graine est un nombre entier de 0 à 18446744073709551615 (64 bits)
room-option = une option s'écrit KEY=VALUE, pas { $item }
room-too-many-yours = tu as déjà { $n } { $n ->
    [one] table non terminée ouverte
   *[other] tables non terminées ouvertes
} ici : termine ou ferme-en une d'abord (le salon les liste ; une table que personne n'a suivie depuis { $minutes } minutes n'est pas comptée)
room-host-closed = la personne qui a ouvert cette table l'a fermée (sa partie est sauvegardée)
room-stale-form = ce formulaire est périmé (ou ne vient pas de ce serveur) : il est affiché à nouveau, envoie-le encore une fois
room-screens-full = cette table a déjà { $n } écrans : réessaie plus tard
room-messages-fast = trop de messages : ralentis
room-message-text = un message est du texte JSON
web-market-default = celui de l'édition
web-market-all-piles = toutes les piles visibles
