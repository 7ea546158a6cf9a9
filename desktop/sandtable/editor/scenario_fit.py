"""Whether a board can host a registered game's scenario ("Play on this board" is enabled on it),
and why not: each game says it through its plug-in (`TableGame.board_fit`). No Qt here.
"""

from __future__ import annotations

from typing import Any

from sandtable.board import Board


def scenario_fit(board: Board | None, scenario: Any = None) -> tuple[bool, str]:
    """(fits, reason in English when it does not): a fit when any registered game's scenario fits;
    the reason names each game and why it does not fit."""
    if board is None:
        return False, "No board is open."
    from sandtable.core.registry import known_games, table_for

    reasons = []
    for game_id in known_games():
        table = table_for(game_id)
        fits = table.board_fit(board)
        if any(f.fits for f in fits):
            return True, ""
        reason = "; ".join(dict.fromkeys(f.reason for f in fits if f.reason))
        reasons.append(reason if len(known_games()) == 1 else f"{table.title or game_id}: {reason}")
    return False, " ".join(reasons) if reasons else "No game is installed."
