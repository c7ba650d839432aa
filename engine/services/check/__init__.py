"""What an author checks: mk validate, mk scenario, and the formats their problems are written in."""
