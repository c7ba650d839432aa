# come_what_may.yaml in nl: names (docs/languages.md).

edition-name = Machi Koro, Wat er ook gebeurt
    .unofficial = no printed name found

market-come_what_may = Wat er ook gebeurt
    .unofficial = no printed name found
