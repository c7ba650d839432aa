## Ce qui se passe dans une partie, un événement par phrase (le récit de mk play, le journal du navigateur).
##
## Un joueur dans une phrase arrive comme $voice et $name (l'autre joueur de la phrase : $voice2, $name2).
## $voice vaut self (le joueur dont c'est le tour, qui est au clavier), subject (le joueur dont c'est le
## tour, sujet du paragraphe), viewer (la personne au clavier, pendant le tour d'un autre) ou other.
## Une carte arrive par son nom ($card, $source, $give, $take). Les montants ($coins) arrivent déjà en mots.
##
## Français : le genre des noms de cartes est inconnu, d'où « la carte X », « le monument X » ; la carte
## qui fait bouger des pièces est entre parenthèses : « Ann te prend 1 pièce (Café) ». La personne au
## clavier (viewer) est tutoyée ; le joueur dont c'est le tour reste sans sujet : « lance 5 ».
## Jamais « de » ni « que » devant un nom de joueur (élision : « d'Ann ») : « à Ann », « chez Ann ».

# Qui agit, avec l'espace avant le verbe : rien pour le joueur dont c'est le tour.
actor = { $voice ->
    [self] {""}
    [subject] {""}
    [viewer] tu{" "}
   *[other] { $name }{" "}
}
# À qui appartient une carte : « chez Bob », « chez toi ».
their = { $voice ->
    [self] chez toi
    [subject] chez { $name }
    [viewer] chez toi
   *[other] chez { $name }
}
their2 = { $voice2 ->
    [self] chez toi
    [subject] chez { $name2 }
    [viewer] chez toi
   *[other] chez { $name2 }
}
# L'autre joueur après une préposition : « à toi », « avec Bob ».
them2 = { $voice2 ->
    [self] toi
    [subject] { $name2 }
    [viewer] toi
   *[other] { $name2 }
}
they2 = { $voice2 ->
    [self] tu
    [subject] { $name2 }
    [viewer] tu
   *[other] { $name2 }
}

event-turn = Tour { $turn } : { $name }{ $extra ->
    [yes] {" "}(tour supplémentaire)
   *[no] {""}
}
# $dice: "3 + 4 = 7"
event-rolled = { actor }{ $reroll ->
    [yes] { $voice ->
        [viewer] relances
       *[other] relance
    }
   *[no] { $voice ->
        [viewer] lances
       *[other] lance
    }
} { $dice }{ $doubles ->
    [yes] {" "}(double)
   *[no] {""}
}
event-built-nothing = { actor }{ $voice ->
    [viewer] ne construis rien
   *[other] ne construit rien
}
event-built = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] construis
       *[other] construit
    } le monument
   *[no] { $voice ->
        [viewer] achètes
       *[other] achète
    } la carte
} { $card } pour { $coins }
# Une carte dont le coût est inférieur à 0 paie celui qui la construit.
event-built-paid = { actor }{ $landmark ->
    [yes] { $voice ->
        [viewer] construis
       *[other] construit
    } le monument
   *[no] { $voice ->
        [viewer] achètes
       *[other] achète
    } la carte
} { $card } et { $voice ->
    [viewer] reçois
   *[other] reçoit
} { $coins }
event-swap-none = { actor }{ $voice ->
    [viewer] n'échanges rien
   *[other] n'échange rien
} ({ $source })
event-swapped = { actor }{ $voice ->
    [viewer] échanges
   *[other] échange
} avec { them2 } : { $give } contre { $take } ({ $source })
event-extra-turn = { actor }{ $doubles ->
    [yes] { $voice ->
        [viewer] as fait un double et rejoues
       *[other] a fait un double et rejoue
    }
   *[no] { $voice ->
        [viewer] rejoues
       *[other] rejoue
    }
}
event-won-landmark = { actor }{ $voice ->
    [viewer] as construit le monument { $card } et gagnes !
   *[other] a construit le monument { $card } et gagne !
}
event-won-count = { actor }{ $voice ->
    [viewer] as
   *[other] a
} construit { $n } { $n ->
    [one] monument
   *[other] monuments
} et { $voice ->
    [viewer] gagnes !
   *[other] gagne !
}
event-won-all = { actor }{ $voice ->
    [viewer] as construit tous les monuments et gagnes !
   *[other] a construit tous les monuments et gagne !
}
event-demolished = { actor }{ $voice ->
    [viewer] démolis
   *[other] démolit
} le monument { $card } ({ $source })
event-gave = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] {""}
}{ $voice ->
    [viewer] donnes
   *[other] donne
} la carte { $card }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}à { $name2 }
} ({ $source })
# Un monument valable pour tous, que celui qui donne n'a pas besoin de posséder.
event-gave-everyone = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] {""}
}{ $voice ->
    [viewer] donnes
   *[other] donne
} la carte { $card }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}à { $name2 }
} ({ $source }, valable pour tous)
event-closed = { $n ->
    [one] un exemplaire
   *[other] { $n } exemplaires
} de la carte { $card } { their } { $n ->
    [one] ferme
   *[other] ferment
} pour travaux ({ $source })
event-returned = { actor }{ $voice ->
    [viewer] remets
   *[other] remet
} la carte { $card } dans la réserve
event-invested = { actor }{ $voice ->
    [viewer] investis
   *[other] investit
} { $coins } ({ $source }, { $total } au total)
event-total = { actor }{ $voice ->
    [viewer] ajoutes
   *[other] ajoute
} { $added } au total des dés ({ $source }) : total { $total }
event-effect-rolled = { actor }{ $voice ->
    [viewer] lances
   *[other] lance
} { $dice } ({ $source })

## Des pièces qui bougent. $how dit ce qui les amène au receveur : card (la carte du receveur, $source),
## rules (les règles de l'édition), everyone (un monument valable pour tous, $source, que le receveur
## n'a pas besoin de posséder). Le payeur est l'autre joueur de la phrase.

event-pays-bank = { actor }{ $voice ->
    [viewer] paies
   *[other] paie
} { $coins } à la banque ({ $source })
# Le début d'une phrase sur des pièces qu'un joueur reçoit, jusqu'à son verbe.
receiver = { actor }
# Ce qui est entre parenthèses après la phrase.
receiver-end = { $how ->
    [rules] selon les règles
    [everyone] { $source }, valable pour tous
   *[card] { $source }
}
# $brief: yes dans le paragraphe d'un tour, où la banque va sans dire.
event-earns = { actor }{ $voice ->
    [viewer] reçois
   *[other] reçoit
} { $coins }{ $brief ->
    [yes] {""}
   *[no] {" "}de la banque
} ({ receiver-end })
event-takes-nothing = { actor }{ $voice ->
    [viewer] ne reçois rien
   *[other] ne reçoit rien
} ({ receiver-end }) : { they2 } { $voice2 ->
    [self] n'as
    [viewer] n'as
   *[other] n'a
} plus de pièces
# $short: none (tout payé), brief (dans un paragraphe), full ($paid payé, $forgiven annulé).
event-takes = { actor }{ $voice2 ->
    [self] te{" "}
    [viewer] te{" "}
   *[other] {""}
}{ $voice ->
    [viewer] prends
   *[other] prend
} { $coins }{ $voice2 ->
    [self] {""}
    [viewer] {""}
   *[other] {" "}à { $name2 }
} ({ receiver-end }{ $short ->
    [brief] ; tout ce qui { $voice2 ->
        [self] te
        [viewer] te
       *[other] lui
    } restait
    [full] ; { they2 } { $voice2 ->
        [self] n'avais
        [viewer] n'avais
       *[other] n'avait
    } que { $paid }, dette de { $forgiven } annulée
   *[none] {""}
})
# Une carte qui prend autant à plusieurs joueurs ; $payers est une liste de « payer » (« Ann et Cem »).
event-takes-each = { actor }{ $voice ->
    [viewer] prends
   *[other] prend
} { $coins } par joueur à { $payers } ({ receiver-end })
# Une carte qui prend des montants différents à plusieurs joueurs ; $parts est une liste de « takes-part ».
event-takes-several = { actor }{ $voice ->
    [viewer] prends
   *[other] prend
} { $parts } ({ receiver-end })
takes-part = { $coins } à { $payer }
payer = { them2 }{ $short ->
    [yes] {" "}(tout ce qui { $voice2 ->
        [self] te
        [viewer] te
       *[other] lui
    } restait)
   *[no] {""}
}

# Une liste : $items est tout sauf le dernier, séparés par des virgules.
list-and = { $items } et { $last }
# Un tour en un paragraphe : sa première ligne ($head : « Tour 5 : Bob »), puis ce qui s'est passé, séparé par « ; ».
paragraph = { $head } : { $rest }

## Comment une partie s'est terminée ; $turns est un nombre.

ending-won = { $name } gagne après { $turns } { $turns ->
    [one] tour
   *[other] tours
} !
ending-stalled = Les bots ont joué { $turns } { $turns ->
    [one] tour
   *[other] tours
} sans vainqueur : la partie s'arrête ici.
ending-turn-cap = Aucun vainqueur en { $turns } { $turns ->
    [one] tour
   *[other] tours
} : la limite de tours a mis fin à la partie.
ending-overflow = Après { $turns } { $turns ->
    [one] tour
   *[other] tours
}, un nombre a dépassé 64 bits : le moteur Python poursuit cette partie.
