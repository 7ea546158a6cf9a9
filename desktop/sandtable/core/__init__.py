"""Game-agnostic engine: the rules protocol, chance handling, records, saves and undo.

Nothing in this package imports Qt; every game and every front end speaks these types.
"""

from sandtable.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceOutcome,
    Game,
    GameResult,
    IllegalAction,
    State,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "ChanceOutcome",
    "Game",
    "GameResult",
    "IllegalAction",
    "State",
]
