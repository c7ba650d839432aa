# come_what_may.yaml in fr: names (docs/languages.md).

edition-name = Machi Koro, Advienne que pourra
    .unofficial = no printed name found

market-come_what_may = Advienne que pourra
    .unofficial = no printed name found
