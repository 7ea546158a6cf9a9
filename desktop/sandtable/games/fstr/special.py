"""Special rules: Rome open city (20), Gegenangriff (14.2.8), the emergency activations KG and TF
(9.3), seed 003 lines 485-503, 747-751, 939-945.

Rome (spec C31): from turn 5 (the scenario's `rome_open_city_from_turn`, else 5) Axis units in Rome
that are attacked retreat 2 hexes out of the city before any die; from then on the Axis may not
enter or attack Rome until an Allied unit has entered it (option fstr.rome_literal: no Axis unit
may enter Rome from turn 5 unless the Allies have). Nobody uses artillery or aircraft against
units in Rome (artillery.py).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.command import army_of
from sandtable.games.fstr.flow import ask, handler, note, push, roll, task
from sandtable.games.fstr.state import FstrState, other


def rome(s: FstrState) -> str | None:
    return s.world.board.named.get("rome")


def rome_open(s: FstrState) -> bool:
    return s.turn >= int(s.world.scenario.rules.get("rome_open_city_from_turn", 5))


def rome_closed_to_axis(s: FstrState) -> bool:
    """True while the Axis may not enter or attack Rome (rule 20, C31)."""
    if not rome_open(s) or s.rome_allied:
        return False
    return s.rome_expelled or bool(s.opts.get("fstr.rome_literal"))


def rome_expulsion(s: FstrState, target: str) -> bool:
    """An attack on Axis units in Rome from turn 5: they retreat 2 hexes before the dice (L943)."""
    b = s.battle
    if b is None or target != rome(s) or not rome_open(s) or b["side"] != "allied":
        return False
    s.rome_expelled = True
    note(s, "Rome, open city: the Axis units leave Rome without combat (rule 20)")
    push(s, ("retreat_ask", {"forced": True, "exact": 2}), ("advance_ask", {}), ("battle_end", {}))
    return True


# -- Gegenangriff (14.2.8, line 749) -------------------------------------------------------------------
def gegenangriff_possible(s: FstrState) -> bool:
    b = s.battle
    return (
        b is not None
        and b["side"] == "axis"
        and bool(s.opts.get("opt.14.2.8"))
        and s.gegenangriff_turn != s.turn
        and s.ap.get("axis", 0) >= 1
    )


@task("gegenangriff_ask")
def _gegen_ask(s: FstrState, data: dict[str, Any]) -> None:
    if gegenangriff_possible(s):
        ask(s, "axis", "gegenangriff", "use the Gegenangriff on this attack (1 AP, once a turn)?")


@handler("gegenangriff")
def _on_gegen(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.Choose)
    if a.option == "gegenangriff":
        s.ap["axis"] -= 1
        s.gegenangriff_turn = s.turn
        roll(s, "Gegenangriff", "gegenangriff_roll", {})


@task("gegenangriff_roll")
def _gegen_roll(s: FstrState, data: dict[str, Any]) -> None:
    assert s.battle is not None
    cols = int(s.world.charts.raw["dice"]["gegenangriff_columns"][str(data["faces"][0])])
    s.battle["support"]["gegenangriff"] = {"columns": cols}
    note(s, f"Gegenangriff: {cols} column(s) right")


# -- KG and TF (9.3, lines 485-503) ---------------------------------------------------------------------
def emergency_units(s: FstrState, side: str, hex_key: str) -> list[str]:
    """KG: units under or next to the marker; TF: under it, one army; up to 6 dots, not END OPS,
    not yet activated; German tanks count half a dot (lines 491, 497; spec C19, C20)."""
    board = s.world.board
    hexes = [hex_key] + (sorted(board.nbrs[hex_key]) if side == "axis" else [])
    pool = [
        u
        for h in hexes
        for u in s.combat_at(h, side)
        if u not in s.end_ops and u not in s.activated and u not in s.reserve
    ]
    if side == "allied" and pool:
        army = army_of(s, s.unit(pool[0]).formation)
        pool = [u for u in pool if s.unit(u).independent or army_of(s, s.unit(u).formation) == army]
    out: list[str] = []
    dots = 0.0
    for u in pool:
        if dots + s.unit(u).dots <= 6 + 1e-9:
            out.append(u)
            dots += s.unit(u).dots
    return out


def emergency_hexes(s: FstrState, side: str) -> list[str]:
    limit = 2 if side == "axis" and s.opts.get("opt.9.3.3") else 1  # a second KG (9.3.3, line 503)
    if (
        s.emergency_used.get(side, 0) >= limit
        or sum(v for k, v in s.ap.items() if (k == "axis") == (side == "axis")) < 1
    ):
        return []
    if s.seg_order and s.seg_order[0] != side and len(s.seg_order) == 1:
        return []
    hexes = {s.loc[u] for u in s.on_map(side)}
    return sorted(h for h in hexes if emergency_units(s, side, h))


def start_emergency(s: FstrState, side: str, hex_key: str) -> None:
    units = emergency_units(s, side, hex_key)
    pools = ["axis"] if side == "axis" else [p for p in s.ap if p != "axis" and s.ap[p] > 0]
    s.ap[pools[0]] -= 1
    s.emergency_used[side] = int(s.emergency_used.get(side, 0)) + 1
    s.activated.update(units)
    s.op = {
        "side": side,
        "formation": "KG" if side == "axis" else "TF",
        "units": units,
        "step": "A",
        "bonus_left": 0,
        "attacked": [],
        "penetrate": [],
        "parent": None,
    }
    note(s, f"{side} emergency activation at {hex_key}: {', '.join(units)}")


def other_side(side: str) -> str:
    return other(side)


# -- leaving the map by the victory exit roads (11.6, line 653; 2.1 b, lines 236, 242) -------------------
EXIT = "exit"


def exit_hexes(s: FstrState, side: str) -> set[str]:
    """The hexes where a road leaves the edge named by a victory condition ("exit_steps")."""
    out: set[str] = set()
    if side != "allied":
        return out
    for cond in s.world.scenario.victory.get("automatic", []):
        edge = cond.get("exit_edge")
        if not isinstance(edge, dict):
            continue
        hm = s.world.board.maps.get(edge.get("map", ""))
        if hm is None:
            continue
        out.update(f"{hm.id}:{e.hex}" for e in hm.exits if e.edge == edge.get("edge"))
    return {h for h in out if h in s.world.board.hexes}


def leave_map(s: FstrState, units: list[str]) -> None:
    """Units leave for good; their steps count toward the 24 if they trace supply as they leave
    ([ref] FAQ: cumulative over impulses, each unit supplied at the moment it exits)."""
    from sandtable.games.fstr.supply import supplied_hexes

    table = supplied_hexes(s, "allied")
    for u in units:
        if s.loc.get(u) in table:
            s.exited_steps += s.steps[u]
        s.loc.pop(u, None)
        s.steps.pop(u, None)
        for flags in (s.end_ops, s.reserve, s.reacted, s.oos, s.auto_supply):
            flags.discard(u)
        s.gone.append(u)
    note(s, f"{', '.join(units)} leave the map; exited steps {s.exited_steps}")
