# come_what_may.yaml in es: names (docs/languages.md).

edition-name = Machi Koro, Pase lo que pase
    .unofficial = no printed name found

market-come_what_may = Pase lo que pase
    .unofficial = no printed name found
