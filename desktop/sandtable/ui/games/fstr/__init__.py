"""From Salerno to Rome's own widgets at the table, hooks of `ui.play.hooks` found through the plug-in's
`ui_module`: `compose_attack(window, target, candidates)` opens the combat dialog
(`combat_dialog.CombatDialog`): the attacking hexes ticked, the odds column, shifts, die modifiers and
the result distribution before the dice; OK declares the combat. `state_changed(window)` draws the map's
roads, rivers, bridges, fortified lines and town names (`map_features.MapFeatures`) once per scene.
`map_words()`: the words of the FSTR hex maps' ids for the hex-map editor (`map_terms.py`: a
submodule named like the hook would replace the hook on the package once imported).
`data_words()`: the words of the ids in FSTR's data files for the game-data editor (`data_terms.py`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

# The texts of FSTR's odds report (games/fstr/odds_spec.py and odds_exact.GROUPS, no Qt there): the
# generic odds panel and the combat dialog translate them in the panel's context at run time; these
# markers keep them in the translation files.
ODDS_TEXTS = (
    QT_TRANSLATE_NOOP("OddsPanel", "Combat odds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender retreats"),
    QT_TRANSLATE_NOOP("OddsPanel", "Both lose steps"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender loses steps"),
    QT_TRANSLATE_NOOP("OddsPanel", "Attacker loses steps"),
    QT_TRANSLATE_NOOP("OddsPanel", "No effect"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected steps lost: %1"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected steps lost: attacker %1, defender %2"),
)


def compose_attack(window: Any, target: Any, candidates: list[Any]) -> Any:
    """Open the combat dialog on `target` (non-modal: OK submits the attack composed)."""
    from sandtable.ui.games.fstr.combat_dialog import CombatDialog

    truth = window.controller.state
    state = window.table.observation(truth, truth.current_player())  # what the attacker may see
    dialog = CombatDialog(state, str(target), candidates, window.table.battle_spec(), window)
    dialog.accepted.connect(dialog.submit)
    dialog.open()
    return dialog


def state_changed(window: Any) -> None:
    """After every refresh: the map's features on the board (added once, blown bridges updated)."""
    from sandtable.ui.games.fstr.map_features import show

    show(window)


def map_words() -> dict[str, str]:
    """The hex-map editor's words for FSTR's map ids ("major_river" -> "fiume maggiore")."""
    from sandtable.ui.games.fstr.map_terms import map_words as words

    return words()


def data_words() -> dict[str, str]:
    """The game-data editor's words for the ids of FSTR's charts and counters ("polish_corps")."""
    from sandtable.ui.games.fstr.data_terms import data_words as words

    return words()
