"""Game-agnostic computer players (random, greedy, search) and per-game evaluations."""
