"""Naval transport (line 673) and its interception by the enemy (Intercepting Naval Transport, line 685).

Each point moves one cube or land counter from a coastal zone to another coastal zone controlled
by the same side; the carried pieces may then continue normal movement (line 679). Points per
turn come from the scenario; the Axis has none once the Italian fleet has left the game (line 683).

Interception is a decision of the other player, offered right after the transport whenever one of
their pieces can try: planes with the arrival zone in range (line 689), the U-boat (line 870) and
fleets, all unengaged (line 687; engaged pieces "cannot be used again until the next turn", line
691). Every piece used becomes engaged; each rolls one die (a chance step) and a 5-6 destroys one
transported force, which returns to the pool (line 693). When the survivors differ, the mover
chooses which one is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action, ChanceOutcome, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.movement import check_group, groups, interned, made
from sandtable.games.g1943_45.pieces import (
    AXIS,
    FLEETS,
    PLANES,
    SEA,
    TRANSPORTABLE,
    piece_name,
    type_of,
)
from sandtable.games.g1943_45.supply import in_supply, order_problem, order_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


def transport_points(s: GameState, side: int) -> int:
    if side == AXIS and not s.in_play("fleet_it"):
        return 0
    return s.transport[side]


def check_transport(s: GameState, action: A.Transport) -> None:
    side = s.current_player()
    topo = s.topo
    if side == AXIS and not s.in_play("fleet_it"):
        raise _fail(action, "the Italian fleet has left the game: the Axis can no longer use naval "
                            "transport (Naval transport, line 683)")
    check_group(s, action, side, action.origin, action.cubes, action.counters, False,
                TRANSPORTABLE, "naval transport")
    problem = order_problem(s, side, action.origin, "be carried by sea")
    if problem:
        raise _fail(action, problem)
    size = action.cubes + len(action.counters)
    left = transport_points(s, side)
    if size > left:
        raise _fail(action, f"{size} pieces need {size} naval transport points; {left} remain this turn "
                            f"(Naval transport, line 681)")
    if action.origin not in topo.coastal:
        raise _fail(action, f"{topo.label(action.origin)} is not adjacent to the sea "
                            f"(Naval transport, line 679)")
    if action.to not in topo.zones:
        raise _fail(action, f"there is no zone {action.to} on the board")
    label = topo.label(action.to)
    if action.to == action.origin:
        raise _fail(action, "naval transport must carry pieces to another zone (line 679)")
    if action.to not in topo.coastal:
        raise _fail(action, f"{label} is not adjacent to the sea (Naval transport, line 679)")
    if s.control[action.to] != side or s.enemy_present(side, action.to):
        raise _fail(action, f"{label} is not controlled by you: naval transport goes to a zone controlled "
                            f"by the same player (Naval transport, line 679)")


def transport_targets(s: GameState, side: int) -> list[int]:
    """Coastal zones `side` may carry pieces to by sea (friendly, free of enemy forces)."""
    occ = s.occ()
    return [z for z in sorted(s.topo.coastal) if s.control[z] == side and not occ.presence[1 - side][z]]


def list_transports(s: GameState) -> list[Action]:
    side = s.current_player()
    points = transport_points(s, side)
    if points <= 0:
        return []
    occ = s.occ()
    carriers: dict[int, list[tuple[str, bool]]] = {}     # zone -> (counter, engaged)
    for cid, c in s.counters.items():
        if c.side == side and c.zone > 0 and c.type in TRANSPORTABLE:
            carriers.setdefault(c.zone, []).append((cid, c.engaged))
    targets = [z for z in s.topo.coastal if s.control[z] == side and not occ.presence[1 - side][z]]
    found: list[Action] = []
    cache = s.topo.listing_cache
    target_key = interned(tuple(targets))
    supplied = order_zones(s, side)      # line 876: no orders out of supply
    for origin in sorted(s.topo.coastal):
        cubes = s.cubes[side][origin]
        pairs = carriers.get(origin)
        if not cubes and not pairs or supplied is not None and origin not in supplied:
            continue
        key = ("transport", origin, cubes, tuple(sorted(pairs)) if pairs else (), points, target_key)
        listed = cache.get(key)
        if listed is None:
            options = groups(s, side, origin, cubes, [cid for cid, _ in pairs or ()], limit=points)
            listed = tuple(made(A.Transport, origin, to, n, cs) for to in targets if to != origin
                           for n, cs in options if n + len(cs) <= points)
            if len(cache) > 100000:
                cache.clear()
            cache[key] = listed
        found.extend(listed)
    return found


def do_transport(s: GameState, action: A.Transport) -> None:
    side = s.current_player()
    origin, to = action.origin, action.to
    # Spent cubes board first: the pieces left behind keep their move (the choice a player makes).
    spent = min(action.cubes, s.moved_cubes[origin])
    s.moved_cubes[origin] -= spent
    s.cubes[side][origin] -= action.cubes
    s.cubes[side][to] += action.cubes
    for cid in action.counters:
        s.put(cid, to, moved=False)   # "can continue normal movement" (line 679)
    s.transport[side] -= action.cubes + len(action.counters)
    s.acted = True
    s.dirty()
    enemy = 1 - side
    if interceptors(s, enemy, to):
        s.pending.append(("intercept", enemy, to, action.cubes, tuple(action.counters)))


def interceptors(s: GameState, side: int, dest: int) -> list[str]:
    """Unengaged pieces of `side` that may intercept a transport arriving at `dest`."""
    found: list[str] = []
    for cid, c in s.counters.items():
        if c.side != side or c.engaged:
            continue
        at_sea = c.zone == SEA and (c.type in FLEETS or c.type == "uboat")
        in_range = (c.type in PLANES and c.zone > 0 and c.pos is not None
                    and dest in s.topo.in_range(c.pos, s.ruler(side)) and in_supply(s, side, c.zone))
        if at_sea or in_range:
            found.append(cid)
    return sorted(found)


def check_intercept(s: GameState, action: A.Intercept) -> None:
    frame = s.pending[-1]
    allowed = interceptors(s, frame[1], frame[2])
    if len(set(action.pieces)) != len(action.pieces):
        raise _fail(action, "a piece is named twice")
    for cid in action.pieces:
        if cid in allowed:
            continue
        c = s.counters.get(cid)
        if c is None:
            raise _fail(action, f"there is no counter {cid!r}")
        if c.side != frame[1]:
            raise _fail(action, f"{cid} is not yours")
        if c.engaged:
            raise _fail(action, f"{cid} is engaged and cannot intercept until the next turn (line 691)")
        if c.type in PLANES:
            raise _fail(action, f"{s.topo.label(frame[2])} is beyond the range of {cid} "
                                f"(Intercepting Naval Transport, line 689)")
        raise _fail(action, f"a {piece_name(c.type)} cannot intercept naval transport (line 687)")


def interception_choices(make: Callable[[tuple[str, ...]], Action], allowed: Sequence[str]) -> list[Action]:
    """The choices offered to an interceptor: decline, each piece alone, or all of them together."""
    found: list[Action] = [make(())]
    found.extend(make((cid,)) for cid in allowed)
    if len(allowed) > 1:
        found.append(make(tuple(allowed)))
    return found


def list_intercepts(s: GameState) -> list[Action]:
    frame = s.pending[-1]
    return interception_choices(A.Intercept, interceptors(s, frame[1], frame[2]))


def do_intercept(s: GameState, action: A.Intercept) -> None:
    _, enemy, dest, cubes, counters = s.pending.pop()
    if not action.pieces:
        return
    for cid in action.pieces:
        # "All forces involved in the attempt are engaged" (line 691).
        s.counters[cid] = s.counters[cid]._replace(engaged=True)
    s.dirty()
    s.pending.append(("intercept_die", enemy, dest, cubes, counters, tuple(action.pieces), 0))


def die_label(s: GameState, frame: tuple[Any, ...]) -> str:
    cid = frame[5][0]
    return f"naval transport interception, {piece_name(type_of(cid))} {cid}"


def do_intercept_die(s: GameState, outcome: ChanceOutcome) -> None:
    _, enemy, dest, cubes, counters, dice, hits = s.pending.pop()
    if outcome.values[0] >= 5:   # "inflict a casualty on a roll of 5-6" (line 693)
        hits += 1
    dice = dice[1:]
    if dice and hits < cubes + len(counters):
        s.pending.append(("intercept_die", enemy, dest, cubes, counters, dice, hits))
        return
    if hits:
        _apply_losses(s, 1 - enemy, dest, cubes, counters, hits)


def _kinds(s: GameState, cubes: int, counters: tuple[str, ...]) -> set[tuple[str, bool]]:
    kinds = {(s.counters[cid].type, s.counters[cid].engaged) for cid in counters}
    if cubes:
        kinds.add(("cube", False))
    return kinds


def _apply_losses(s: GameState, mover: int, dest: int, cubes: int, counters: tuple[str, ...],
                  hits: int) -> None:
    while hits and (cubes or counters):
        if len(_kinds(s, cubes, counters)) > 1:
            s.pending.append(("transport_loss", mover, dest, cubes, counters, hits))
            return
        if cubes:
            s.eliminate_cubes(mover, dest, 1)
            cubes -= 1
        else:
            s.eliminate(counters[0])
            counters = counters[1:]
        hits -= 1


def check_transport_loss(s: GameState, action: A.TransportLoss) -> None:
    _, _, _, cubes, counters, _ = s.pending[-1]
    if action.piece == "cube":
        if not cubes:
            raise _fail(action, "no transported cube is left to lose")
    elif action.piece not in counters:
        raise _fail(action, f"{action.piece} was not carried by this naval transport (line 693)")


def list_transport_losses(s: GameState) -> list[Action]:
    _, _, _, cubes, counters, _ = s.pending[-1]
    found: list[Action] = [A.TransportLoss("cube")] if cubes else []
    seen: set[tuple[str, bool]] = set()
    for cid in counters:
        key = (s.counters[cid].type, s.counters[cid].engaged)
        if key not in seen:
            seen.add(key)
            found.append(A.TransportLoss(cid))
    return found


def do_transport_loss(s: GameState, action: A.TransportLoss) -> None:
    _, mover, dest, cubes, counters, hits = s.pending.pop()
    if action.piece == "cube":
        s.eliminate_cubes(mover, dest, 1)
        cubes -= 1
    else:
        s.eliminate(action.piece)
        counters = tuple(c for c in counters if c != action.piece)
    _apply_losses(s, mover, dest, cubes, counters, hits - 1)

