## Ce qu'une règle maison change par rapport à l'édition qu'elle étend : la première page de mk print (dans la
## langue des planches) et mk compare (en anglais). $now et $was : la nouvelle valeur et l'ancienne, déjà en mots.

change-was = { $now } (au lieu de { $was })
change-named = s'appelle désormais { $now } (au lieu de { $was })
change-cost = coûte { $now } (au lieu de { $was })
change-roll = dé { $now } (au lieu de { $was })
change-supply = { $now } dans la réserve (au lieu de { $was })
change-icon = symbole { $now } (au lieu de { $was })
change-text = désormais : { $now } (avant : { $was })
# Les exemplaires d'une carte quand ils sont comptés par joueur.
change-per-player = { $n } par joueur
# Les caractéristiques d'une nouvelle carte, puis son texte de règle ($text).
change-facts-card = { $colour }, dé { $roll }, coûte { $cost }, { $copies } dans la réserve. { $text }
change-facts-landmark = coûte { $cost }. { $text }
# $what : card (carte) ou landmark (monument).
summary-removed = { $what ->
    [card] Carte retirée
   *[landmark] Monument retiré
} : { $name }.
summary-new = { $what ->
    [card] Nouvelle carte
   *[landmark] Nouveau monument
} : { $name } : { $details }
summary-option = Option de règle { $name } : { $details }.
summary-changed = { $what ->
    [card] Carte modifiée
   *[landmark] Monument modifié
} : { $name } : { $details }.
summary-nothing = Rien ne change par rapport à l'édition d'origine.
summary-more = … et { $n } autres changements (mk compare les liste tous).
# Le titre de la première page, au-dessus des changements d'une règle maison.
print-changes-title = { $edition } : ce qui change par rapport à { $parent }
