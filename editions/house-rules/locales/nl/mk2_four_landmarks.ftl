# mk2_four_landmarks.yaml in nl: names (docs/languages.md).

edition-name = Machi Koro 2, vier bezienswaardigheden
    .unofficial = no printed name found
edition-description = Machi Koro 2 waarin je 4 bezienswaardigheden (of het Lanceerplatform) nodig hebt om te winnen.
    .unofficial = no printed name found
