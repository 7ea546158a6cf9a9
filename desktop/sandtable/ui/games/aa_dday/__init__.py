"""D-Day's own widgets at the table, hooks of `ui.play.hooks` found through the plug-in's `ui_module`:
`state_changed(window)` keeps the "Cards" tab (`cards_panel.CardsPanel`) on the state and opens
the battle board (`battle_dialog.BattleBoardDialog`) while a battle is
fought and closes it when the battle ends; `table_words()` gives the counters' letters in the
windows' language (`table_terms`); `shots` takes the docs' screenshots."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

# The texts of D-Day's odds report (games/aa_dday/odds_spec.py, no Qt there): the generic odds panel
# translates them in its own context at run time; these markers keep them in the translation files.
ODDS_TEXTS = (
    QT_TRANSLATE_NOOP("OddsPanel", "Battle board odds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Attacker takes the zone"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender holds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Still contested"),
    QT_TRANSLATE_NOOP("OddsPanel", "Both sides eliminated: %1"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected losses: attacker %1, defender %2"),
)


def table_words() -> dict[str, str]:
    """The counters' letters in the windows' language ("I4" reads "F4" in Italian; Palette.label)."""
    from sandtable.ui.games.aa_dday.table_terms import words

    return words()


def state_changed(window: Any) -> None:
    """After every change of the window's state: the "Cards" tab shows the card in play and the
    charts, the battle board follows the battle being fought."""
    state = window.state
    if state is not None and hasattr(state, "scen"):
        from sandtable.ui.games.aa_dday.cards_panel import follow

        follow(window)
    dialog = getattr(window, "dday_battle_board", None)
    if state is None or getattr(state, "battle", None) is None or not hasattr(state, "scen"):
        if dialog is not None and dialog.isVisible():
            dialog.hide()
        return
    if dialog is None:
        from sandtable.ui.games.aa_dday.battle_dialog import BattleBoardDialog

        dialog = window.dday_battle_board = BattleBoardDialog(window)
    dialog.follow(state)
    if not dialog.isVisible():
        dialog.show()
