"""From Salerno to Rome: maps, counters, charts and scenarios as data (see README.md). Not registered yet:
the rules engine is the next issue."""
