## De beslissingen van een speler: de vraag, de vraag met wat er op het spel staat, elk antwoord.
## question-<kind> voor elk soort beslissing (engine/core/decisions.py).

question-build = Wat bouw je?
question-dice = Met hoeveel dobbelstenen gooi je?
question-roll = Gooi de dobbelstenen.
question-reroll = Worp houden of opnieuw gooien?
question-add_to_roll = Bij je worptotaal optellen?
question-effect_roll = Gooi de dobbelstenen voor het effect.
question-target = Welke speler betaalt jou?
question-swap = Gebouwen ruilen?
question-demolish = Welke van je bezienswaardigheden sloop je?
question-invest = Een munt investeren?
question-give = Wat geef je weg, en aan wie?
question-renovate = Welk soort gebouw gaat dicht wegens renovatie?
question-activate = Al je exemplaren van één soort activeren?
# Een beslissing die het spel niet kent (komt in geen meegeleverde editie voor).
question-choose = Kies:

# De vraag, met de kaart die haar stelt ($card) en wat er volgens haar regel op het spel staat.
ask-stake = { $card }: { $about }
ask-statement = { $card }: { $statement }. { $question }
ask-card = { $card }: { $question }
# $amount: wat er op het spel staat, in woorden ("5 munten", "de helft van hun munten").
about-target = wie betaalt jou { $amount }?

prompt-build = Wat bouw je? Je hebt { $coins }.
# $dice: "3 + 4"
prompt-reroll = Je gooide { $dice }: worp houden of opnieuw gooien?
prompt-add = { $card }: { $n } optellen bij je totaal van { $total }?
prompt-invest = { $card }: { $coins } erin investeren (de munten blijven op de kaart liggen)?
prompt-give-previous = { $card }: welk van je gebouwen gaat naar de vorige speler?

## De antwoorden, als menuregels.

label-build-nothing = niets bouwen
# $price: wat het kost ("3 munten"), of "price-pays".
label-build = { $card } ({ $price })
price-pays = levert je { $coins } op
label-dice = met { $n ->
    [one] { $n } dobbelsteen
   *[other] { $n } dobbelstenen
} gooien
label-roll = { $dice } gooien
label-reroll-keep = worp houden
label-reroll = { $n ->
    [one] { $n } dobbelsteen
   *[other] { $n } dobbelstenen
} opnieuw gooien
label-add = { $n } optellen: totaal { $total }
label-add-no = totaal van { $total } houden
label-target = { $player } ({ $coins })
label-swap-none = niet ruilen
label-swap = { $give } geven, { $take } van { $player } nemen
label-demolish = { $card } slopen
label-invest = investeren
label-invest-no = munten houden
label-give = { $card } aan { $player } geven
label-renovate = elk exemplaar van { $card } sluiten
label-activate-none = niet activeren
label-activate = je { $card } activeren
# Een antwoord op een beslissing die het spel niet kent.
label-other = { $kind } { $choice }

## Waarom iets nu niet gebouwd mag worden (engine/core/reasons.py): refusal-<why>, een paar woorden
## voor een menu, voor elke reden; refused-<why>, gezegd tegen de speler die het probeerde, met de kaart ($card).

refusal-already_built = al gebouwd
refusal-not_sold = niet te koop
refusal-pile_empty = stapel leeg
refusal-not_showing = ligt niet open
refusal-copy_limit = een stad mag er hoogstens { $limit } hebben
refusal-too_dear = te duur met { $coins }
refusal-unknown_card = onbekend
refusal-none_left = geen meer over
refusal-condition = voorwaarde niet vervuld
refusal-game_over = het spel is afgelopen
refusal-wrong_kind = niet nu
refusal-malformed = ongeldig
refusal-bad_dice_count = niet zoveel dobbelstenen
refusal-bad_roll = geen worp
refusal-bad_reroll = geen nieuwe worp
refusal-not_a_choice = niet toegestaan
refused-already_built = { $card } is al gebouwd
refused-not_sold = { $card } is in dit spel niet te koop
refused-pile_empty = { $card } is uitverkocht
refused-not_showing = { $card } ligt nu niet op de markt
refused-copy_limit = een stad mag hoogstens { $limit } × { $card } hebben, en die van jou heeft er { $limit }
# $cost en $coins zijn getallen.
refused-too_dear = { $card } kost { $cost }; je hebt { $coins }
refused-unknown_card = er is geen { $card } in deze editie
refused-none_left = elk exemplaar van { $card } is al gebouwd
# $requires: de voorwaarde, in woorden.
refused-condition = { $card } kan pas gebouwd worden als { $requires }
