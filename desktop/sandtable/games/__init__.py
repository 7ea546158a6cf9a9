"""One package per rulebook; each registers its Game and its table plug-in with
sandtable.core.registry on import.

`SHIPPED` lists the game packages the app offers; a game joins it once it plays at the table (its
`table.py` registered). Nothing outside a game's own package names the game.
"""

SHIPPED: tuple[str, ...] = ("sandtable.games.g1943_45", "sandtable.games.aa_dday", "sandtable.games.fstr",
                           "sandtable.games.aa_revised")
