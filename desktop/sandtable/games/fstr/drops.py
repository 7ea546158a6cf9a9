"""Airborne drops (9.4, seed 003 lines 505-513), Allies only.

Bought in the programming phase (a division, all its paratroop units, or a single unit: the costs are
on the lost chart, charts.json "operations": reconstruction), never in bad weather. The units must be
on or next to an airfield the Allies control. In his segment the Allied player names the target, any
plain or hill hex; each unit then rolls a d6 for its drift (5-6 none, 3-4 one hex, 1-2 two hexes)
and a d6 for its direction (the diagram is lost: the six hex sides clockwise from the map's north,
G7). A unit that comes down in the sea, in mountains, off the board or on enemy units loses a step
and goes on in its drift direction to the first hex where it may stand (C34; option
`fstr.errata_drop_no_penalty` drops the step loss). Dropped units have half their MA (rounded down)
for the rest of the impulse, may attack, and are supplied to its end (line 511). A drop is an
operation of its own: the dropped units move (B) and attack (C) before the segment goes on.
"""

from __future__ import annotations

from typing import Any

from sandtable.board.hexlayout import AXIAL_DIRECTIONS, DIRECTION_NAMES
from sandtable.games.fstr.flow import note, push, roll, task
from sandtable.games.fstr.state import FstrState


def paratroop_units(s: FstrState) -> list[str]:
    return [u for u in s.on_map("allied") if s.unit(u).paratroopers]


def can_drop_from(s: FstrState, uid: str) -> bool:
    board = s.world.board
    h = s.loc[uid]
    fields = [k for k, x in board.hexes.items() if x.air_points and s.control.get(k) == "allied"]
    return any(board.distance(h, f) <= 1 for f in fields)


def drop_groups(s: FstrState) -> list[tuple[str, tuple[str, ...]]]:
    """(name, units) that may be bought: each eligible unit, and each division's eligible units."""
    if s.weather == "bad":
        return []  # no drops in bad weather (line 451)
    ready = [
        u for u in paratroop_units(s) if can_drop_from(s, u) and u not in s.end_ops and u not in s.activated
    ]
    ready += s.drop_ready  # reinforcements dropping on arrival need no airfield (line 507)
    out: list[tuple[str, tuple[str, ...]]] = [(u, (u,)) for u in ready]
    by_div: dict[str, list[str]] = {}
    for u in ready:
        if not s.unit(u).independent:
            by_div.setdefault(s.unit(u).formation, []).append(u)
    out.extend((d, tuple(us)) for d, us in sorted(by_div.items()) if len(us) > 1)
    return out


def targets(s: FstrState) -> list[str]:
    enemy = s.barred("allied")
    return sorted(
        k for k, x in s.world.board.hexes.items() if x.terrain in ("plain", "hill") and k not in enemy
    )


def start_drop(s: FstrState, units: list[str], target: str) -> None:
    for u in units:
        if u in s.drop_ready:  # a reinforcement dropping on arrival: in the air until it lands
            s.drop_ready.remove(u)  # (its steps are counted once it stands on a hex, `_land`)
    s.activated.update(units)
    s.halved.update(units)
    s.auto_supply.update(units)
    push(s, *[("drop_unit", {"unit": u, "target": target}) for u in units], ("drop_op", {"units": units}))


@task("drop_unit")
def _drop_unit(s: FstrState, data: dict[str, Any]) -> None:
    roll(s, f"drop drift, {data['unit']}", "drop_drift", data)


@task("drop_drift")
def _drop_drift(s: FstrState, data: dict[str, Any]) -> None:
    distance = int(s.world.charts.drop_distance[data["faces"][0]])
    if distance == 0:
        _land(s, data["unit"], data["target"], None, data["target"])
        return
    roll(s, f"drop direction, {data['unit']}", "drop_direction", {**data, "distance": distance})


@task("drop_direction")
def _drop_direction(s: FstrState, data: dict[str, Any]) -> None:
    name = str(s.world.charts.drop_direction[data["faces"][0]])
    d = DIRECTION_NAMES.index(name)
    _land(s, data["unit"], _step(s, data["target"], d, data["distance"]), d, data["target"])


def _step(s: FstrState, start: str, direction: int, n: int) -> str | None:
    board = s.world.board
    q, r = board.hexes[start].axial
    dq, dr = AXIAL_DIRECTIONS[direction]
    q, r = q + n * dq, r + n * dr
    return board.by_axial.get((q, r)) or next((k for k, a in board.sea_axial.items() if a == (q, r)), None)


def _allowed(s: FstrState, h: str | None, unit: str) -> bool:
    from sandtable.games.fstr.movement import can_stack

    x = s.world.board.hexes.get(h or "")
    return (
        x is not None
        and x.terrain != "mountain"
        and h not in s.barred("allied")
        and can_stack(s, h, [unit])
    )


def _land(s: FstrState, unit: str, hex_key: str | None, direction: int | None, target: str) -> None:
    s.steps.setdefault(unit, s.unit(unit).steps)  # a reinforcement dropping on arrival enters play now
    if _allowed(s, hex_key, unit):
        s.loc[unit] = hex_key  # type: ignore[assignment]
        note(s, f"{unit} lands at {hex_key}")
        return
    board = s.world.board
    spot = None
    if direction is not None and hex_key is not None:
        for k in range(1, 12):
            h = _step(s, hex_key, direction, k) if hex_key in board.hexes else None
            if _allowed(s, h, unit):
                spot = h
                break
    if spot is None:  # off the board: the nearest hex where it may stand
        ref = hex_key if hex_key in board.hexes or hex_key in board.sea_axial else s.loc.get(unit, target)
        spot = min(
            (h for h in board.hexes if _allowed(s, h, unit)), key=lambda h: (board.distance(h, ref), h)
        )
    s.loc[unit] = spot
    note(s, f"{unit} drifts to {spot}")
    if not s.opts.get("fstr.errata_drop_no_penalty"):
        from sandtable.games.fstr.combat import lose_step

        lose_step(s, unit)  # the Italian text (line 509; spec C34)


@task("drop_op")
def _drop_op(s: FstrState, data: dict[str, Any]) -> None:
    units = [u for u in data["units"] if u in s.loc]
    if not units:
        return
    s.op = {
        "side": "allied",
        "formation": "drop",
        "units": units,
        "step": "B",
        "bonus_left": 0,
        "attacked": [],
        "penetrate": [],
        "parent": None,
        "interrupt": False,
    }
    push(s, ("op_ask", {}))
