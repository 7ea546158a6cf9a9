"""The battle in progress as the table's combat panel shows it (no Qt): where, the round, the forces,
the next roll, and the battle decisions in words naming the forces by what they are."""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.core.table import BattleView
from sandtable.games.g1943_45.table_gestures import combat_resolver


def battle_view(state: Any) -> BattleView | None:
    battle = combat_resolver(state)
    if battle is None or not hasattr(battle, "units"):
        return None
    fight = state.combat.fight or {}
    target = fight.get("target")
    place = state.topo.label(target) if isinstance(target, int) else str(getattr(battle.setup, "zone", ""))
    describe = getattr(battle, "describe_units", None)
    if callable(describe):
        attacker, defender = describe(0), describe(1)
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
    """A battle decision naming the forces by what they are (the resolver's units)."""
    battle = combat_resolver(state)
    units = {}
    for side in getattr(battle, "units", ()) or ():
        for unit in side:
            units[getattr(unit, "uid", "")] = unit
    uid = getattr(action, "uid", None)
    if action.kind == "combat_take_loss" and uid in units:
        return f"take the loss on: {units[uid].describe()}"
    if action.kind == "combat_elite" and uid in units:
        return "elite inflicts a loss" if getattr(action, "mode", "") == "inflict" else "elite absorbs a loss"
    paths = getattr(getattr(battle, "setup", None), "retreat_paths", ())
    index = getattr(action, "path", None)
    if action.kind in ("combat_retreat", "combat_partial_retreat") and isinstance(index, int) \
            and 0 <= index < len(paths):
        route = " → ".join(str(z) for z in paths[index])
        if action.kind == "combat_retreat":
            return f"retreat every force to {route}"
        names = ", ".join(units[u].describe() for u in getattr(action, "uids", ()) if u in units)
        return f"retreat {names} to {route}"
    return action.describe()
