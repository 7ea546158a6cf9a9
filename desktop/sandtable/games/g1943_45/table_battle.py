"""The battle in progress as the table's combat panel shows it (no Qt): where, the round, the forces,
the next roll, and the battle decisions in words naming the forces by what they are."""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.core.table import BattleView
from sandtable.games.g1943_45.table_gestures import combat_resolver
from sandtable.games.g1943_45.wording import plain, zone_name


def battle_view(state: Any) -> BattleView | None:
    battle = combat_resolver(state)
    if battle is None or not hasattr(battle, "units"):
        return None
    fight = state.combat.fight or {}
    target = fight.get("target")
    place = zone_name(state, target) if isinstance(target, int) else str(getattr(battle.setup, "zone", ""))
    describe = getattr(battle, "describe_units", None)
    if callable(describe):
        attacker, defender = plain(state, describe(0)), plain(state, describe(1))
    else:  # an air bombardment: one bomber, no defending forces that roll
        attacker, defender = str(getattr(battle, "bomber_uid", "—")), "—"
    try:
        dice, threshold, _ = battle.roll_spec()
        next_roll: tuple[int, int] | None = (int(dice), int(threshold))
    except Exception:  # no roll pending in this combat phase
        next_roll = None
    kind = "landing" if fight.get("kind") == "landing" else "combat"
    return BattleView(kind, place, getattr(battle, "round", None) or None, attacker, defender, next_roll)


def describe_decision(state: Any, action: Action) -> str:
    """A decision in the player's words for the lists, the combat panel and the status bar: a
    casualty names the force by what it is (the resolver's unit), the rest reads as its log line
    (pieces and zones named, a retreat by its destination; `wording`)."""
    from sandtable.games.g1943_45 import wording

    battle = combat_resolver(state)
    uid = getattr(action, "uid", None)
    if action.kind == "combat_take_loss" and uid is not None:
        for side in getattr(battle, "units", ()) or ():
            for unit in side:
                if getattr(unit, "uid", "") == uid:
                    return wording.plain(state, f"take the loss on: {unit.describe()}")
    if action.kind == "combat_elite" and uid is not None:
        return "elite inflicts a loss" if getattr(action, "mode", "") == "inflict" else "elite absorbs a loss"
    return wording.decision_words(state, action)
