"""Landings (9.5-9.5.4, seed 003 lines 515-543), Case Richard (9.5.1, lines 523-527) and the CEF
(9.5.2, lines 529-531).

Minor landing (from turn 2, one unit an impulse; the naval unit of fire 3 may join it for the
impulse, within 2 hexes of the beach, line 549): an Allied unit in or next to a port the Allies
hold lands on a plain coastal hex free of enemy units (Rangers, Commandos and special forces also on
hill and mountain coast, line 543; Adriatic coast only while the Allies hold Foggia, line 553). It is
supplied until the next impulse (line 537). Major landing (once a game, by turn 6, after V Army
switched to Naples, line 517): up to two divisions in or next to a friendly port; a depot is placed
on a plain coastal hex free of enemy units, Case Richard starts (the Axis gets +5 AP a turn to the
end, and recovers 2 steps at once; the R0-Rn reinforcements are on the lost card, G15), then the
Allied player places the units one at a time on plain coastal hexes free of enemy units within 3
hexes of the depot (a `PlaceUnit` decision; a unit with no such beach goes to the nearest room).
Landed units have half their MA and may attack,
in an operation of their own. Without a major landing the CEF leaves in turn 7 and V Army loses
10 AP a turn from turn 7. Costs: charts.json (reconstruction, G9). Scenarios that forbid landings
say so (`rules.landings`).
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.fstr import actions as A
from sandtable.games.fstr.command import corps_divisions
from sandtable.games.fstr.flow import ask, handler, note, push, task
from sandtable.games.fstr.state import FstrState

SPECIAL = ("sf",)
MAJOR_BY_TURN = 6
CEF_TURN = 7


def allowed(s: FstrState, kind: str) -> bool:
    rule = s.world.scenario.rules.get("landings", {}) or {}
    return rule.get(kind, True) is not False


def port_units(s: FstrState) -> list[str]:
    board = s.world.board
    ports = [h for h, x in board.hexes.items() if "port" in x.features and s.control.get(h) == "allied"]
    near = {n for p in ports for n in (p, *board.nbrs[p])}
    here = [u for u in s.on_map("allied") if s.loc[u] in near and u not in s.activated and u not in s.end_ops]
    from sandtable.games.fstr.bari import ready

    box = [u for u in ready(s, sorted(s.bari)) if u not in s.activated]  # the Bari Port Box (9.5.7, line 557)
    return here + list(s.landing_ready) + box  # or this turn's reinforcements (line 517)


def _come_ashore(s: FstrState, units: list[str]) -> None:
    """Reinforcements landing on arrival enter play now, at full strength; units landing from the
    Bari Port Box bring their steps (9.5.7, line 559)."""
    from sandtable.games.fstr.bari import leave_box

    for u in units:
        if u in s.bari:
            leave_box(s, u)  # the caller puts it on its beach
        if u in s.landing_ready:
            s.landing_ready.remove(u)
            s.steps[u] = s.unit(u).steps


def adriatic_open(s: FstrState) -> bool:
    h = s.world.board.named.get("foggia")
    return h is not None and s.control.get(h) == "allied"


def beaches(s: FstrState, units: list[str], near: str | None = None, radius: int = 3) -> list[str]:
    """Coastal hexes a landing may use (free of the enemy, with room for `units`)."""
    from sandtable.games.fstr.movement import can_stack

    board = s.world.board
    enemy = s.barred("allied")
    terrains = (
        ("plain", "hill", "mountain")
        if units
        and all(
            s.unit(u).type in SPECIAL or s.unit(u).name.lower().startswith(("rngr", "cmd")) for u in units
        )
        else ("plain",)
    )
    out = []
    for h in sorted(board.coastal):
        x = board.hexes[h]
        if x.terrain not in terrains or h in enemy:
            continue
        if h in board.adriatic and not adriatic_open(s):
            continue
        if near is not None and board.distance(h, near) > radius:
            continue
        if units and not can_stack(s, h, units, leaving=units):
            continue
        out.append(h)
    return out


def minor_options(s: FstrState) -> list[str]:
    if not allowed(s, "minor") or s.turn < 2 or any(b[0] == "minor_landing" for b in s.bought["allied"]):
        return []
    return port_units(s)


def major_options(s: FstrState) -> list[tuple[str, tuple[str, ...]]]:
    """(division, its units by a port) for a major landing, one or two divisions as bought."""
    if not allowed(s, "major") or s.major_landed or s.turn > MAJOR_BY_TURN or not s.naples_switched:
        return []
    by_div: dict[str, list[str]] = {}
    for u in port_units(s):
        if not s.unit(u).independent:
            by_div.setdefault(s.unit(u).formation, []).append(u)
    return [(d, tuple(us)) for d, us in sorted(by_div.items())]


def land_minor(s: FstrState, unit: str, hex_key: str) -> None:
    _come_ashore(s, [unit])
    s.loc[unit] = hex_key
    _landed(s, [unit])
    ship = minor_landing_ship(s)
    if ship:  # asked before the landed unit's operation (line 549)
        push(s, ("minor_naval_ask", {"unit": ship, "at": hex_key}))


def minor_landing_ship(s: FstrState) -> str | None:
    """The naval unit of fire 3, when it is not on the map already (9.5.5, line 549)."""
    for u in s.world.scenario.rules.get("naval_units", []) or []:
        if u in s.world.counters.units and s.unit(u).fire == 3 and u not in s.naval:
            return str(u)
    return None


def ship_places(s: FstrState, at: str) -> list[str]:
    """Sea hexes within 2 of the landing hex (line 549)."""
    board = s.world.board
    return sorted(h for h in board.sea if board.distance(h, at) <= 2)


@task("minor_naval_ask")
def _minor_naval_ask(s: FstrState, data: dict[str, Any]) -> None:
    if ship_places(s, data["at"]):
        ask(s, "allied", "minor_naval", f"{data['unit']} may support the landing", **data)


@handler("minor_naval")
def _on_minor_naval(s: FstrState, p: dict[str, Any], a: Action) -> None:
    if isinstance(a, A.PlaceArtillery):  # for this impulse: gone at the next placement (no depot)
        s.naval[a.unit] = a.hex
        note(s, f"{a.unit} supports the minor landing from {a.hex}")


def land_major(s: FstrState, units: list[str], depot: str) -> None:
    """The depot, then Case Richard (R0 and 2 steps for the Axis), then the Allied player places
    the landing units one by one (`place_options`; line 519)."""
    from sandtable.games.fstr.reinforce import recover

    s.major_landed = True
    s.depots[depot] = "allied"
    s.richard = True  # Case Richard from the landing's turn (line 525)
    s.ap["axis"] = s.ap.get("axis", 0) + _richard_bonus(s)
    recover(s, "axis", 2, any_unit=True)  # R0 and 2 steps back (line 527)
    note(s, f"major landing: depot at {depot}; Case Richard begins")
    push(s, ("landing_place", {"units": list(units), "left": list(units), "depot": depot}))


def place_options(s: FstrState, left: list[str], depot: str) -> list[tuple[str, str]]:
    """(unit, beach): plain coastal hexes free of the enemy within 3 of the depot, with room."""
    from sandtable.games.fstr.movement import can_stack

    spots = beaches(s, [], near=depot)
    return [(u, h) for u in left for h in spots if can_stack(s, h, [u], leaving=[u])]


@task("landing_place")
def _landing_place(s: FstrState, data: dict[str, Any]) -> None:
    left = [u for u in data["left"] if u in s.loc or u in s.landing_ready or u in s.bari]
    if left and place_options(s, left, data["depot"]):
        ask(s, "allied", "place_landing", f"place {len(left)} landing unit(s) near {data['depot']}", **data)
        return
    from sandtable.games.fstr.reinforce import settle

    _come_ashore(s, left)
    for u in left:  # no beach with room: the nearest hex with room (line 617)
        s.loc[u] = data["depot"]
    settle(s, left)
    _landed(s, [u for u in data["units"] if u in s.loc])


@handler("place_landing")
def _on_place_landing(s: FstrState, p: dict[str, Any], a: Action) -> None:
    assert isinstance(a, A.PlaceUnit)
    _come_ashore(s, [a.unit])
    s.loc[a.unit] = a.hex
    left = [u for u in p["left"] if u != a.unit]
    push(s, ("landing_place", {"units": p["units"], "left": left, "depot": p["depot"]}))


def _landed(s: FstrState, units: list[str]) -> None:
    s.activated.update(units)
    s.halved.update(units)  # half MA (lines 519, 537)
    s.auto_supply.update(units)
    for u in units:
        s.reserve.discard(u)
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


WITHDRAW = "withdraw_depot:"
SEA_MOVES = 3  # units an impulse (11.5, line 649)


def sea_move_options(s: FstrState, units: list[str]) -> list[tuple[str, str]]:
    """(unit, port): naval movement (11.5, line 649) of an Allied unit of an activated formation
    from a port the Allies hold and supply to any other port free of enemy units, with room."""
    from sandtable.games.fstr.movement import can_stack
    from sandtable.games.fstr.supply import supplied_hexes

    if s.sea_moved >= SEA_MOVES:
        return []
    board = s.world.board
    ports = sorted(h for h, x in board.hexes.items() if "port" in x.features)
    starts = [u for u in units if s.loc.get(u) in ports and s.control.get(s.loc[u]) == "allied"]
    if not starts:
        return []
    table = supplied_hexes(s, "allied")
    enemy = s.barred("allied")
    return [
        (u, p)
        for u in starts
        if s.loc[u] in table
        for p in ports
        if p != s.loc[u] and p not in enemy and can_stack(s, p, [u], leaving=[u])
    ]


def sea_move(s: FstrState, unit: str, port: str) -> None:
    """The unit sails; END OPS at once: no more move or attack (line 649)."""
    from sandtable.games.fstr.bari import leave_box
    from sandtable.games.fstr.ops import after_move, arrive

    s.sea_moved += 1
    if unit in s.bari:  # from the Bari Port Box (9.5.7, line 559)
        leave_box(s, unit, port)
        s.activated.add(unit)
    arrive(s, [unit], port)
    s.end_ops.add(unit)
    note(s, f"{unit} moves by sea to {port}")
    after_move(s, "allied", [unit], port)


def withdrawable_depots(s: FstrState) -> list[str]:
    """Allied depots placed by a landing that may be withdrawn: the depot's hex traces supply to
    another terminal without it (9.5, line 521; 17.1)."""
    from sandtable.games.fstr.supply import supplied_hexes

    if not s.naples_switched:
        return []
    out = []
    for h in sorted(d for d, owner in s.depots.items() if owner == "allied"):
        saved = dict(s.depots)
        del s.depots[h]
        try:
            if h in supplied_hexes(s, "allied"):
                out.append(h)
        finally:
            s.depots = saved
    return out


def withdraw_depot(s: FstrState, hex_key: str) -> None:
    del s.depots[hex_key]
    note(s, f"the depot at {hex_key} is withdrawn")


def _richard_bonus(s: FstrState) -> int:
    return int(s.world.charts.raw["ap_calendar"]["modifiers"]["case_richard_axis"])


def turn_modifiers(s: FstrState) -> None:
    """At the start of a turn: Case Richard's +5 Axis AP (line 525); without a major landing, the
    CEF leaves in turn 7 and V Army has 10 AP less a turn from turn 7 (line 531)."""
    if s.richard:
        s.ap["axis"] = s.ap.get("axis", 0) + _richard_bonus(s)
    if s.world.scenario.id != "campaign" or s.major_landed or s.turn < CEF_TURN:
        return
    if "V Army" in s.ap:
        s.ap["V Army"] = max(
            0,
            s.ap["V Army"]
            + int(s.world.charts.raw["ap_calendar"]["modifiers"]["no_major_landing_v_army_from_turn_7"]),
        )
    forms = s.world.counters.formations
    cef = set(corps_divisions(s, "CEF")) | {"CEF"}
    cef |= {f for f, x in forms.items() if x.nation == "fr" and x.side == "allied"}  # the French corps
    leaving = [u for u in [*s.loc, *s.bari] if s.unit(u).formation in cef]
    for u in leaving:
        s.loc.pop(u, None)
        s.bari.pop(u, None)
        s.steps.pop(u, None)
        for flags in (s.end_ops, s.reserve, s.reacted, s.oos, s.auto_supply):
            flags.discard(u)
        s.gone.append(u)
    if leaving:
        note(s, "the CEF is withdrawn (no major landing, line 531)")
