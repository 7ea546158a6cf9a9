"""A game's own Qt widgets, found through its plug-in (`TableGame.ui_module`), never by its name.

A game's UI module (`sandtable.ui.games.<game>`) may define any of these functions; the window
uses the generic behaviour for those it lacks:
- `compose_attack(window, target, candidates) -> QDialog | None`: a composer for the attacks on
  `target` (1943-45's attack and landing dialog); OK submits the composed action.
- `state_changed(window)`: called after every refresh of the window (a game's own non-modal widgets
  follow the state, e.g. D-Day's battle board while a battle is fought).
- `table_words() -> {code: word}`: the game's short codes on counters and track cells in the windows'
  language, built with literal tr() calls ("Inf" -> "Fan"; a code followed by a count keeps it, see
  `counters.Palette.label`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from sandtable.core.table import TableGame


def hook(table: TableGame, name: str) -> Callable[..., Any] | None:
    if not table.ui_module:
        return None
    module = importlib.import_module(table.ui_module)
    found = getattr(module, name, None)
    return found if callable(found) else None
