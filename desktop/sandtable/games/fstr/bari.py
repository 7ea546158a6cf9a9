"""The Bari Port Box (9.5.7, seed 003 lines 555-561; rule 18, line 927; errata 4).

Bari's port is an off-map box (line 557). An Allied unit that leaves the map by any road that is a
supply terminal of the VIII Army (17.1, line 887: the roads leaving map 1's south edge) is put in
the box; from the next impulse it may land (9.5, 9.5.3), move by sea (11.5) or come back by land
(line 559): activated with its formation, it is placed on any hex with the VIII Army supply symbol
and moves from there up to half its MA (rounded down, spec C4). VIII Army reinforcements may be
put in the box directly (line 561, line 927), and must be activated to move like any unit there.
The box holds units of 10 dots at most (line 561).

The scenario says whether the box is in play (`rules.bari_box`: the army whose terminal roads lead
there, with the lines it comes from); its capacity is charts.json's `tracks.bari_port_box`. Units in
the box keep their steps in `FstrState.bari` (never in `loc`/`steps`: the box is not a hex); those
that entered it this impulse are in `FstrState.bari_new`.

Decided where the text is silent (docs/rules/fstr.md, 9.5.7): leaving the map costs no MP beyond
reaching the terminal hex; a unit already on a terminal hex may enter the box as its move; the box
is reached only by road (no naval movement into it); a unit in the box is in supply; the next-impulse
wait applies to units that left the map, not to reinforcements placed there (line 927 only asks that
they be activated); the Axis sees the box like a far enemy stack (spec H3): its top counter and how
many counters it holds.
"""

from __future__ import annotations

from typing import Any

from sandtable.games.fstr.flow import note, task
from sandtable.games.fstr.state import FstrState

BARI = "bari"  # the place of the box: a Move to it leaves the map by a terminal road (line 557)
CHOICE = "bari:"  # the reinforcement choice "bari:<formation>": that formation goes in the box (L561)
SYMBOL = "viii_supply"  # the printed VIII Army supply symbol (map feature; line 559)
FLAGS = ("end_ops", "reserve", "reacted", "oos", "auto_supply", "halved", "acted", "moved_seg")


def rule(s: FstrState) -> dict[str, Any] | None:
    """The scenario's box (None: not in play in this scenario)."""
    r = s.world.scenario.rules.get("bari_box")
    return r if isinstance(r, dict) else None


def army(s: FstrState) -> str:
    r = rule(s) or {}
    return str(r.get("army", "VIII Army"))


def capacity(s: FstrState) -> float:
    """10 dots (line 561): charts.json, tracks.bari_port_box, checked by the charts loader."""
    return float(s.world.charts.raw["tracks"]["bari_port_box"]["capacity_dots"])


def exit_hexes(s: FstrState) -> set[str]:
    """Hexes where a road that is a terminal of the box's army leaves the map (line 557, 887)."""
    if rule(s) is None:
        return set()
    board = s.world.board
    out: set[str] = set()
    for t in s.world.scenario.terminals.get("allied", []):
        ex = t.get("exits")
        if not isinstance(ex, dict) or t.get("army") != army(s):
            continue
        for map_id in s.world.scenario.maps:
            if t.get("map") not in (None, map_id) or map_id not in board.maps:
                continue
            for e in board.maps[map_id].exits:
                if e.edge == ex.get("edge") and ex.get("class") in (None, e.road_class):
                    out.add(f"{map_id}:{e.hex}")
    return {h for h in out if h in board.hexes}


def symbol_hexes(s: FstrState) -> list[str]:
    """Hexes with the VIII Army supply symbol: where units coming back by land are placed (L559)."""
    if rule(s) is None:
        return []
    board = s.world.board
    return sorted(k for k, h in board.hexes.items() if SYMBOL in h.features)


def dots(s: FstrState) -> float:
    return sum(s.unit(u).dots for u in s.bari)


def has_room(s: FstrState, units: list[str]) -> bool:
    """10 dots at most in the box (line 561); units already there are not counted twice."""
    adding = sum(s.unit(u).dots for u in units if u not in s.bari and s.unit(u).role == "combat")
    return rule(s) is not None and dots(s) + adding <= capacity(s) + 1e-9


def ready(s: FstrState, units: list[str]) -> list[str]:
    """Units of `units` in the box that may act now (not entered by road this impulse, line 557)."""
    return [u for u in units if u in s.bari and u not in s.bari_new]


def formation_ready(s: FstrState, forms: set[str]) -> list[str]:
    """Units of the formations in the box, not activated yet this impulse."""
    return sorted(u for u in ready(s, list(s.bari)) if s.unit(u).formation in forms and u not in s.activated)


def enter_box(s: FstrState, units: list[str]) -> None:
    """Units leave the map by a terminal road and are put in the box (line 557). The log counts
    them without naming them: the Axis reads it, and a far stack is fogged (spec H3)."""
    where = s.loc.get(units[0], "")
    for u in units:
        s.bari[u] = s.steps.pop(u)
        s.loc.pop(u, None)
        for name in FLAGS:
            getattr(s, name).discard(u)
        s.bari_new.add(u)
    note(s, f"off the map from {where} into the Bari Port Box: {_count(units)} (9.5.7)")


def leave_box(s: FstrState, uid: str, hex_key: str | None = None) -> None:
    """A unit of the box comes back to the map at `hex_key` (by land, sea or landing; a landing's
    caller places it on its beach itself)."""
    s.steps[uid] = s.bari.pop(uid)
    s.bari_new.discard(uid)
    if hex_key is not None:
        s.loc[uid] = hex_key


def _count(units: list[str]) -> str:
    return "1 unit" if len(units) == 1 else f"{len(units)} units"


def _free(s: FstrState, hex_key: str, units: list[str]) -> bool:
    from sandtable.games.fstr.movement import can_stack

    return hex_key not in s.barred("allied") and can_stack(s, hex_key, units)


def half_ma(s: FstrState, units: list[str]) -> float:
    """Half the group's MA, rounded down (line 559; spec C4 default)."""
    from sandtable.games.fstr.movement import movement_allowance

    return float(int(movement_allowance(s, units) // 2))


def land_moves(s: FstrState, units: list[str]) -> dict[str, str]:
    """Hexes a group of the box may end its move in -> the symbol hex it is placed on first (the
    cheapest one, ties by key): the symbol hex itself or any hex within half its MA (line 559)."""
    from sandtable.games.fstr.movement import reachable

    out: dict[str, tuple[float, str]] = {}
    ma = half_ma(s, units)
    for h in symbol_hexes(s):
        if not _free(s, h, units):
            continue
        for dest, cost in {h: 0.0, **reachable(s, h, units, ma)}.items():
            if dest not in out or (cost, h) < out[dest]:
                out[dest] = (cost, h)
    return {dest: h for dest, (_, h) in out.items()}


def into_box_from(s: FstrState, start: str, reach: dict[str, float], units: list[str]) -> str | None:
    """The terminal hex a group at `start` leaves the map from (itself, or the cheapest reachable
    one), or None when none is in reach or the box has no room."""
    exits = exit_hexes(s)
    if not exits or not has_room(s, units):
        return None
    if start in exits:
        return start
    options = sorted((cost, h) for h, cost in reach.items() if h in exits)
    return options[0][1] if options else None


def come_back(s: FstrState, units: list[str], dest: str) -> None:
    """By land (line 559): placed on the symbol hex, then the move to `dest` with half the MA."""
    from sandtable.games.fstr.ops import after_move, arrive, walk

    start = land_moves(s, units)[dest]
    for u in units:
        leave_box(s, u, start)
        s.halved.add(u)
        s.activated.add(u)
    note(s, f"back from the Bari Port Box at {start}: {_count(units)} (9.5.7)")
    if dest == start:
        arrive(s, units, start)
        after_move(s, "allied", units, start)
        return
    walk(s, "allied", units, dest)


@task("bari_enter")
def _bari_enter(s: FstrState, data: dict[str, Any]) -> None:
    """After the move to the terminal hex (and the enemy's windows): off the map into the box."""
    here = [u for u in data["units"] if s.loc.get(u) == data["at"]]
    if here and has_room(s, here):
        enter_box(s, here)


def reinforcement_groups(s: FstrState, n: int) -> list[str]:
    """Formations of a due entry whose combat units belong to the box's army and fit in it
    (line 561, line 927; errata 4); each is a choice of its own."""
    from sandtable.games.fstr.command import army_of

    if rule(s) is None:
        return []
    entry = s.world.scenario.reinforcements[n]
    if entry.side != "allied":
        return []
    groups: dict[str, list[str]] = {}
    for u in arriving(s, n):
        form = s.unit(u).formation
        if form == army(s) or army_of(s, form) == army(s):
            groups.setdefault(form, []).append(u)
    return [f for f, us in sorted(groups.items()) if has_room(s, us)]


def arriving(s: FstrState, n: int) -> list[str]:
    """Group n's combat units still to come that are not already waiting to land or drop."""
    from sandtable.games.fstr.reinforce import landing_arrivals

    return [u for u in landing_arrivals(s, n) if u not in s.landing_ready and u not in s.drop_ready]


def reinforce_into_box(s: FstrState, n: int, formation: str) -> None:
    units = [u for u in arriving(s, n) if s.unit(u).formation == formation]
    for u in units:
        s.bari[u] = s.unit(u).steps
    note(s, f"reinforcements into the Bari Port Box: {', '.join(units)} (9.5.7)")


def sea_options(s: FstrState, units: list[str]) -> list[tuple[str, str]]:
    """(unit, port): naval movement from the box (line 559; 11.5, line 649: three an impulse, to a
    port free of enemy units with room)."""
    from sandtable.games.fstr.landings import SEA_MOVES

    if s.sea_moved >= SEA_MOVES:
        return []
    board = s.world.board
    ports = sorted(h for h, x in board.hexes.items() if "port" in x.features)
    return [(u, p) for u in ready(s, units) for p in ports if _free(s, p, [u])]


def hidden(s: FstrState) -> list[str]:
    """Counters of the box the Axis does not see: all but the top one (spec H3), none with open stacks."""
    if s.opts.get("fstr.open_stacks"):
        return []
    units = sorted(s.bari)
    return units[1:]
