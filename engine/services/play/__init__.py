"""A game being played: sessions and tables, the feed of rolls and decisions, records and replays, the
driver, the narrator."""
