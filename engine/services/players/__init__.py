"""Players that are not people: the bots, their strategy and search, and the numbering of actions for
learning agents."""
