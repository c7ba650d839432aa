# come_what_may.yaml in de: names (docs/languages.md).

edition-name = Machi Koro – Komme, was wolle
    .unofficial = no printed name found

market-come_what_may = Komme, was wolle
    .unofficial = no printed name found
