"""The battle being fought, for the shared combat panel (no Qt): where, both sides' units in words,
and the odds column, shifts and die modifiers the engine computes (`combat.odds`)."""

from __future__ import annotations

from sandtable.core.table import BattleView
from sandtable.games.fstr.state import FstrState
from sandtable.games.fstr.table_view import player_text


def _units(s: FstrState, units: list[str]) -> str:
    parts = []
    for u in units:
        if u in s.loc:
            unit = s.unit(u)
            reduced = " (reduced)" if s.steps.get(u, unit.steps) < unit.steps else ""
            parts.append(f"{unit.name} {s.factor(u):g}{reduced}")
    return ", ".join(parts) or "—"


def battle_view(s: FstrState) -> BattleView | None:
    b = s.battle
    if b is None:
        return None
    from sandtable.games.fstr.combat import odds

    attackers = [u for units in b.get("attackers", {}).values() for u in units]
    attacker = _units(s, attackers)
    try:
        o = odds(s, b["target"], {h: [u for u in us if u in s.loc] for h, us in b["attackers"].items()
                                  if any(u in s.loc for u in us)}, b.get("support"))
        column = s.world.charts.column_name(o["column"])
        attacker += (f" — attack {o['attack']:g} vs defence {o['defence']:g}: column {column}, "
                     f"DRM {o['drm']:+d}")
    except (KeyError, StopIteration, ValueError):
        pass
    where = player_text(s, s.world.board.name_of(b["target"]))
    return BattleView("combat", where, None, attacker, _units(s, b.get("defenders", [])))
