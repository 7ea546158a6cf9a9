"""Battle odds of any registered game: the host (host.py) and the `odds` command (cli.py); each game's
enumeration lives in its own package behind `core.table.BattleSpec`."""
