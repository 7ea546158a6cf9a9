"""Start-of-game and start-of-turn rules: Axis free set-up, initiative, Overlord, reinforcement
cubes and the conversion of cubes into counters.

Each `check_*` raises IllegalAction with the paragraph; `list_*` enumerates; `do_*` applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action, ChanceOutcome, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.pieces import (
    ALLIED,
    AXIS,
    FLEETS,
    ITALIAN,
    POOL,
    SEA,
    SIDE_TITLES,
    SIDES,
    TANKS,
    piece_name,
)
from sandtable.games.g1943_45.sequence import STEP_NAMES, next_step
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


# -- Axis free set-up (SETUP, line 580) ----------------------------------------------------------
def setup_zone_problem(s: GameState, zone: int, piece: str, count: int) -> str | None:
    topo = s.topo
    if zone not in topo.zones:
        return f"there is no zone {zone} on the board"
    facts = topo.zone(zone)
    if facts.closed:
        return f"{facts.label} is closed to land forces (Board, line 500)"
    if zone in topo.africa:
        return (f"{facts.label} is in Africa: the remaining Axis forces deploy anywhere except in "
                f"Africa (Setup, line 580)")
    occ = s.occ()
    if occ.presence[ALLIED][zone]:
        return (f"{facts.label} holds Allied forces; a zone never holds both sides "
                f"(Controlling a Zone, line 533)")
    if piece == "fortified_line":
        if occ.forts[zone] + count > 1:
            return f"{facts.label} would hold more than one fortified line (Fortified lines, line 854)"
        return None
    if occ.forces[AXIS][zone] + count > s.rules.stacking_limit:
        return (f"{facts.label} would hold more than {s.rules.stacking_limit} forces "
                f"(Stacking, line 542)")
    if piece in TANKS and occ.tanks[AXIS][zone] + count > s.rules.tank_limit:
        return f"{facts.label} would hold more than {s.rules.tank_limit} tanks (Tanks, line 776)"
    return None


def check_setup(s: GameState, action: Action) -> None:
    if isinstance(action, A.AcceptDefaultSetup):
        if s.setup_touched:
            raise _fail(action, "the default deployment can only be chosen before placing any free "
                                "Axis piece (Setup, line 580)")
        return
    if isinstance(action, A.SetupPlace):
        left = s.setup_left.get(action.piece, 0)
        if action.count < 1:
            raise _fail(action, "place at least one piece")
        if action.count > left:
            raise _fail(action, f"only {left} free {piece_name(action.piece, left)} remain to deploy "
                                f"(Setup, line 580)")
        problem = setup_zone_problem(s, action.zone, action.piece, action.count)
        if problem:
            raise _fail(action, problem)


def list_setup(s: GameState) -> list[Action]:
    found: list[Action] = []
    if not s.setup_touched:
        found.append(A.AcceptDefaultSetup())
    found.append(A.SetupDone())
    occ = s.occ()
    for zone in s.topo.open_zones:
        if zone in s.topo.africa or occ.presence[ALLIED][zone]:
            continue
        for piece, left in sorted(s.setup_left.items()):
            for count in range(1, left + 1):
                if setup_zone_problem(s, zone, piece, count) is not None:
                    break
                found.append(A.SetupPlace(zone, piece, count))
    return found


def do_setup(s: GameState, action: Action) -> None:
    if isinstance(action, A.AcceptDefaultSetup):
        for placement in s.rules.setup.axis_default_deployment:
            # Scenarios name zones by printed number; the engine works by index (topology.py).
            s._place_from_pool(AXIS, s.topo.zone_index(placement.zone), placement.pieces)
        s.setup_left = {}
        finish_setup(s)
    elif isinstance(action, A.SetupPlace):
        s.setup_touched = True
        s._place_from_pool(AXIS, action.zone, {action.piece: action.count})
        s.setup_left[action.piece] -= action.count
        if not s.setup_left[action.piece]:
            del s.setup_left[action.piece]
        if not s.setup_left:
            finish_setup(s)
    elif isinstance(action, A.SetupDone):
        # Pieces not deployed stay in the pool, available as reinforcements (interpretation).
        s.setup_left = {}
        finish_setup(s)


def finish_setup(s: GameState) -> None:
    s.setup_touched = True
    if not s.options.get("defensive_line_from_pool", False):
        # New Defensive Line revives "an eliminated defensive line" (958): a line the Axis leaves out
        # of the set-up was never eliminated, so it leaves the game (docs: decisions of issue #14).
        for cid, c in sorted(s.counters.items()):
            if c.type == "fortified_line" and c.zone == POOL:
                s.remove_for_good(cid)
    s.phase = STEP_NAMES[0]   # the first turn begins


# -- Initiative (IMPULSES, line 633) ------------------------------------------------------------
def do_initiative_roll(s: GameState, outcome: ChanceOutcome) -> None:
    """Both roll a die; the highest decides who has the initiative, a tie goes to the Allies."""
    allied, axis = outcome.values
    s.init_dice = (allied, axis)
    s.initiative = AXIS if axis > allied else ALLIED
    s.phase = next_step("initiative_roll") or "initiative_choice"


def do_choose_first(s: GameState, action: A.ChooseFirst) -> None:
    first = SIDES.index(action.side)
    s.order = (first, 1 - first)
    s.build_index = 0
    s.reinf_left = -1
    s.planes_converted = 0
    s.phase = next_step("initiative_choice") or "reinforcements"


def check_choose_first(s: GameState, action: A.ChooseFirst) -> None:
    if action.side not in SIDES:
        raise _fail(action, f"side must be 'allied' or 'axis', not {action.side!r}")


# -- Overlord (OVERLORD, line 900) --------------------------------------------------------------
def enter_overlord(s: GameState) -> None:
    """At the beginning of the fifth turn: paratroopers and one fleet leave for good, naval
    transport drops (the reinforcement drop and the long ruler are read from the scenario)."""
    if s.turn != s.rules.overlord_turn or s.overlord_done:
        return
    s.overlord_done = True
    for cid, c in list(s.counters.items()):
        if c.type == "paratroopers" and c.zone != -2:
            s.remove_for_good(cid)
    s.transport[ALLIED] = min(s.transport[ALLIED], s.rules.allied_naval_transport(s.turn))
    fleets = allied_fleets(s)
    if len(fleets) >= 2:
        s.pending.append(("overlord_fleet", ALLIED))
    elif fleets:
        s.remove_for_good(fleets[0])


def allied_fleets(s: GameState) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.side == ALLIED and c.type in FLEETS and c.zone == SEA)


def check_overlord_fleet(s: GameState, action: A.OverlordRemoveFleet) -> None:
    if action.fleet not in allied_fleets(s):
        raise _fail(action, f"{action.fleet!r} is not an Allied fleet at sea; Overlord removes one of "
                            f"{', '.join(allied_fleets(s))} (OVERLORD, line 900)")


def do_overlord_fleet(s: GameState, action: A.OverlordRemoveFleet) -> None:
    s.remove_for_good(action.fleet)
    s.pending.pop()


# -- Reinforcements (Forces coming into play, line 615) -----------------------------------------
def reinforcement_zones(s: GameState, side: int) -> list[int]:
    """Allies: friendly supplied coastal zones; Axis: friendly supplied zones in Europe, not
    islands (option axis_reinforcements_in_sicily admits Sicily, zone 14, as the worked example).
    A full zone takes them too: stacking is checked at the end of each impulse (line 544), and the
    end of the turn's first impulse moves or loses the excess (`movement.stacking_step`)."""
    supplied = supplied_zones(s, side)
    occ = s.occ()
    topo = s.topo
    zones: list[int] = []
    for z in topo.open_zones:
        if s.control[z] != side or z not in supplied or occ.presence[1 - side][z]:
            continue
        if side == ALLIED:
            if z not in topo.coastal:
                continue
        elif z not in topo.european_mainland and not (
                topo.zones[z].number == 14 and s.options.get("axis_reinforcements_in_sicily", False)):
            continue
        zones.append(z)
    return zones


def reinforcement_step(s: GameState) -> bool:
    """True when the current player must place cubes; advances past players with nothing to do."""
    while s.build_index < 2:
        side = s.order[s.build_index]
        if s.reinf_left < 0:
            due = s.rules.reinforcement_cubes(SIDES[side], s.turn) if s.turn >= 2 else 0
            # Not enough cubes in the pool: the player receives no reinforcements (line 617).
            s.reinf_left = max(0, min(due, s.cube_pool(side)))
        if s.reinf_left > 0 and reinforcement_zones(s, side):
            return True
        if _entry_events(s, side):      # New defensive line (events, line 958)
            return True
        s.build_index += 1
        s.reinf_left = -1
    return False


def check_reinforce(s: GameState, action: A.Reinforce) -> None:
    side = s.current_player()
    if action.count < 1:
        raise _fail(action, "place at least one cube")
    if action.count > s.reinf_left:
        raise _fail(action, f"only {s.reinf_left} reinforcement cubes remain this turn "
                            f"(Forces coming into play, line 615)")
    topo = s.topo
    if action.zone not in topo.zones:
        raise _fail(action, f"there is no zone {action.zone} on the board")
    label = topo.label(action.zone)
    if action.zone not in reinforcement_zones(s, side):
        if s.control[action.zone] != side:
            why = "it is not controlled by the player"
        elif action.zone not in supplied_zones(s, side):
            why = "it is not in supply"
        elif side == ALLIED and action.zone not in topo.coastal:
            why = "Allied reinforcements enter only zones adjacent to the sea"
        elif side == AXIS and action.zone not in topo.european_mainland:
            why = "Axis reinforcements enter only zones in Europe that are not islands"
        else:
            why = "enemy forces stand there"
        raise _fail(action, f"reinforcements cannot enter {label}: {why} (Forces coming into play, line 615)")


def list_reinforce(s: GameState) -> list[Action]:
    side = s.current_player()
    occ = s.occ()
    # Over the limit only by one at a time (any count is accepted): the excess must leave
    # at the end of the impulse (line 544), so a larger one is rarely wanted.
    limit = s.rules.stacking_limit
    rooms = tuple((z, max(1, limit - occ.forces[side][z])) for z in reinforcement_zones(s, side))
    key = ("reinforce", rooms, s.reinf_left)
    cache = s.topo.listing_cache
    listed = cache.get(key)
    if listed is None:     # the (immutable) actions memoised on the shared topology
        listed = tuple(A.Reinforce(z, count) for z, room in rooms
                       for count in range(1, min(room, s.reinf_left) + 1))
        cache[key] = listed
    return [A.ReinforceDone(), *listed]


def do_reinforce(s: GameState, action: Action) -> None:
    side = s.current_player()
    if isinstance(action, A.Reinforce):
        s.cubes[side][action.zone] += action.count
        s.reinf_left -= action.count
        s.dirty()
        if s.reinf_left > 0 or _entry_events(s, side):
            return
    # Done (or nothing left): the other player places next (line 605).
    s.build_index += 1
    s.reinf_left = -1


def _entry_events(s: GameState, side: int) -> bool:
    from sandtable.games.g1943_45.events import reinforcement_events
    return reinforcement_events(s, side)


# -- Conversion (Forces Conversion, line 623) ---------------------------------------------------
def conversion_allowed_this_turn(s: GameState) -> bool:
    return s.turn >= 2 or bool(s.options.get("conversion_in_first_turn", False))


def conversion_problem(s: GameState, side: int, zone: int, piece: str) -> str | None:
    rules = s.rules
    topo = s.topo
    name = SIDES[side]
    if piece == "cube":
        return "specialised forces are never converted into cubes, nor cubes into cubes (line 629)"
    if piece == "partisans":
        return ("partisans are converted with convert_partisans, naming the triangle zone they go to "
                "(Partisans, line 846)")
    costs = rules.conversion_costs[name]
    if piece not in costs and not (piece in ITALIAN and piece.removesuffix("_it") in costs):
        return f"the {SIDE_TITLES[side]} cannot convert cubes into {piece_name(piece, 2)} (Conversion costs)"
    cost = costs.get(piece, costs.get(piece.removesuffix("_it"), 0))
    if zone not in topo.zones:
        return f"there is no zone {zone} on the board"
    label = topo.label(zone)
    if s.cubes[side][zone] < cost:
        return (f"{label} holds {s.cubes[side][zone]} of your cubes; a {piece_name(piece)} costs "
                f"{cost} (line 623)")
    if zone not in supplied_zones(s, side):
        return f"{label} is not in supply; conversion happens in supplied zones (line 623)"
    if s.pool_counter(side, piece) is None:
        return f"no {piece_name(piece)} is available in the pool (line 627)"
    if piece == "paratroopers" and s.turn >= rules.overlord_turn:
        return "paratroopers are available only up to Overlord (Paratroopers, line 832)"
    if (side == ALLIED and piece == "plane"
            and s.planes_converted >= rules.max_allied_planes_converted_per_turn):
        return "the Allies bring at most one plane into play per turn (Forces Conversion, line 629)"
    occ = s.occ()
    if piece == "fortified_line":
        if occ.forts[zone]:
            return f"{label} already has a fortified line; at most one per zone (Fortified lines, line 854)"
    elif occ.forces[side][zone] - cost + 1 > max(rules.stacking_limit, occ.forces[side][zone]):
        return f"{label} would exceed the stacking limit (Stacking, line 542)"
    if piece in TANKS and occ.tanks[side][zone] + 1 > rules.tank_limit:
        return f"{label} already holds {rules.tank_limit} tanks (Tanks, line 776)"
    return None


def conversion_pieces(s: GameState, side: int) -> list[str]:
    costs = s.rules.conversion_costs[SIDES[side]]
    pieces = [p for p in sorted(costs) if p not in ("cube", "partisans")]
    if side == AXIS and not s.italy_out:
        pieces += [p for p in ("tank_it", "plane_it") if p.removesuffix("_it") in costs and p not in costs]
    return pieces


def list_convert(s: GameState) -> list[Action]:
    side = s.current_player()
    found: list[Action] = [A.ConvertDone()]
    # Necessary conditions of `conversion_problem`, worked out once: a piece in the pool, a supplied zone.
    pieces = [p for p in conversion_pieces(s, side) if s.pool_counter(side, p) is not None]
    supplied = supplied_zones(s, side) if pieces else ()
    for z in s.topo.open_zones:
        if not s.cubes[side][z] or z not in supplied:
            continue
        for piece in pieces:
            if conversion_problem(s, side, z, piece) is None:
                found.append(A.Convert(z, piece))
    if side == ALLIED:
        from sandtable.games.g1943_45.partisans import list_converts
        found.extend(list_converts(s))
    return found


def conversion_step(s: GameState) -> bool:
    if not conversion_allowed_this_turn(s):
        s.build_index = 2
        return False
    while s.build_index < 2:
        if len(list_convert(s)) > 1:
            return True
        s.build_index += 1
    return False


def check_convert(s: GameState, action: A.Convert) -> None:
    problem = conversion_problem(s, s.current_player(), action.zone, action.piece)
    if problem:
        raise _fail(action, problem)


def do_convert(s: GameState, action: Action) -> None:
    side = s.current_player()
    if isinstance(action, A.ConvertDone):
        s.build_index += 1
        return
    assert isinstance(action, A.Convert)
    costs = s.rules.conversion_costs[SIDES[side]]
    cost = costs.get(action.piece, costs.get(action.piece.removesuffix("_it"), 0))
    # The converted cubes return to the pool, available as reinforcements (line 625).
    s.cubes[side][action.zone] -= cost
    if side == s.active_side():
        # An event converts during the impulse (Reinforcements, lines 922, 944): fresh cubes go first,
        # so the cubes that moved or fought this impulse are only converted when no fresh ones
        # are left, and their counts never exceed the cubes standing (seed 3000001813).
        left = s.cubes[side][action.zone]
        s.moved_cubes[action.zone] = min(s.moved_cubes[action.zone], left)
        if s.combat.spent.get(action.zone, 0) > left:
            s.combat.spent[action.zone] = left
    cid = s.pool_counter(side, action.piece)
    assert cid is not None
    s.put(cid, action.zone, engaged=False)
    if side == ALLIED and action.piece == "plane":
        s.planes_converted += 1
    s.dirty()

