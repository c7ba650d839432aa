# come_what_may.yaml in tr: names (docs/languages.md).

edition-name = Machi Koro, Ne Olursa Olsun
    .unofficial = no printed name found

market-come_what_may = Ne Olursa Olsun
    .unofficial = no printed name found
