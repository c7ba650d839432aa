## What a house rule changes against its parent: mk print's first page (in the sheets' language) and
## mk compare (in English). $now and $was: the new value and the old one, in words already.

change-was = { $now } (was { $was })
change-named = named { $now } (was { $was })
change-cost = costs { $now } (was { $was })
change-roll = roll { $now } (was { $was })
change-supply = { $now } in the supply (was { $was })
change-icon = icon { $now } (was { $was })
change-text = now: { $now } (was: { $was })
# A card's copies when they are counted per player.
change-per-player = { $n } per player
# A new card's facts, then its rule text ($text).
change-facts-card = { $colour }, roll { $roll }, costs { $cost }, { $copies } in the supply. { $text }
change-facts-landmark = costs { $cost }. { $text }
# $what: card or landmark.
summary-removed = Removed: the { $what ->
    [card] card
   *[landmark] landmark
} { $name }.
summary-new = New { $what ->
    [card] card
   *[landmark] landmark
}: { $name }: { $details }
summary-option = Rule option { $name }: { $details }.
summary-changed = Changed { $what ->
    [card] card
   *[landmark] landmark
}: { $name }: { $details }.
summary-nothing = It changes nothing of its parent.
summary-more = … and { $n } more changes (mk compare lists them all).
# The first page's title over a house rule's changes.
print-changes-title = { $edition }: what it changes against { $parent }
