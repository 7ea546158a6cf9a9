"""Revised's own widgets at the table, hooks of `ui.play.hooks` found through the plug-in's `ui_module`:
`state_changed(window)` opens the purchase window (`purchase_dialog.PurchaseDialog`) while a person
at the screen buys and the battle window (`battle_dialog.BattleDialog`) while a battle a person
takes part in is fought, and closes each when its step ends; `table_words()` gives the counters' codes
and the powers' short names in the windows' language (`table_terms`); `shots` takes the docs' screenshots."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

# The texts of Revised's odds report (games/aa_revised/odds_spec.py, no Qt there): the generic odds
# panel translates them in its own context at run time; these markers keep them in the translations.
ODDS_TEXTS = (
    QT_TRANSLATE_NOOP("OddsPanel", "Revised battle odds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Attacker wins"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender holds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Attacker retreats"),
    QT_TRANSLATE_NOOP("OddsPanel", "Neither can hit (combat ends): %1"),
    QT_TRANSLATE_NOOP("OddsPanel", "Both sides destroyed: %1"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected IPC lost: attacker %1, defender %2"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected IPC lost: %1"),
)


def table_words() -> dict[str, str]:
    """The counters' codes and the turn-order track's powers in the windows' language (Palette.label)."""
    from sandtable.ui.games.aa_revised.table_terms import words

    return words()


def _human_in_battle(window: Any, state: Any) -> bool:
    """Whether a person plays the attacker or one of the defending powers of the battle."""
    c = window.controller
    if c is None:
        return False
    b = state.battle
    powers = {b["attacker"]} | {u.owner for u in state.units_at(b["space"])}
    return any(not c.seats[state.player_of(p)].is_computer for p in powers
               if 0 <= state.player_of(p) < len(c.seats))


def state_changed(window: Any) -> None:
    """After every change of the window's state: the purchase and battle windows follow it."""
    state = window.state
    purchase = getattr(window, "revised_purchase", None)
    battle = getattr(window, "revised_battle", None)
    c = window.controller
    revised = state is not None and hasattr(state, "bought")
    buying = (revised and (state.pending or {}).get("kind") == "purchase"
              and c is not None and c.is_human_turn() and getattr(window, "history_step", None) is None)
    if not buying:
        if purchase is not None and purchase.isVisible():
            purchase.hide()
    else:
        if purchase is None:
            from sandtable.ui.games.aa_revised.purchase_dialog import PurchaseDialog

            purchase = window.revised_purchase = PurchaseDialog(window)
        purchase.follow(state)
        if not purchase.isVisible():
            purchase.show()
    raid = revised and str((state.battle or {}).get("space", "")).startswith("sbr:")
    fighting = revised and state.battle is not None and not raid and _human_in_battle(window, state)
    if not fighting:
        if battle is not None and battle.isVisible():
            battle.hide()
        return
    if battle is None:
        from sandtable.ui.games.aa_revised.battle_dialog import BattleDialog

        battle = window.revised_battle = BattleDialog(window)
    battle.follow(state)
    if not battle.isVisible():
        battle.show()
