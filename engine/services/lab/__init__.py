"""The balance lab: many games tallied, cards in words, comparisons, tuning, charts, statistics and the cluster."""
