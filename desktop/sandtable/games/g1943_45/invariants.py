"""Invariants of a 1943-45 state, checked by the tests after every action of random games.

`problems(state)` (cheap) lists broken invariants: pieces conserved (board + pool + removed =
the scenario's pools), no zone with both sides (partisans aside), control consistent with the
pieces, stacking at every impulse boundary, sane counters and tracks. `deep_problems(state)` adds
the expensive ones: every listed legal action applies on a copy, and deliberately broken actions
are refused with a reason.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from sandtable.core.protocol import CHANCE, TERMINAL, Action, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.attack import ARROWS, RESOLVER_FRAMES, mission_limit
from sandtable.games.g1943_45.pieces import (
    ALLIED,
    AXIS,
    ITALIAN,
    PLANES,
    POOL,
    REMOVED,
    SEA,
    SEA_COUNTERS,
    SIDES,
)

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

# Pieces that may leave the game for good: the Italians (line 894), one fleet and the
# paratroopers at Overlord (line 900), the U-boat (line 868).
# A fortified line left out of the set-up leaves the game (New Defensive Line, 958).
_MAY_LEAVE = ITALIAN | {"paratroopers", "fleet_us", "fleet_uk", "uboat", "fortified_line"}


def stacking_due(s: GameState) -> bool:
    """Whether the stacking limits must hold now (Stacking, line 544: "checked at the end of each
    impulse"). Movement, the Reinforcements events and the turn's reinforcements may over-stack until
    the end of an impulse: not during the reinforcements and conversion, nor inside an impulse that has
    moved pieces, nor in the turn's first impulse (the turn's reinforcements), nor in an impulse where
    an event was played (the Axis Reinforcements may come at its start)."""
    if s.final is not None and s.phase == "impulses":
        return False
    if s.phase in ("reinforcements", "conversion"):
        return False
    if s.phase != "impulses":
        return True
    if s.pending and s.pending[-1][0] == "stacking":
        return False
    if s.impulse == 0 or ("impulse", s.turn, s.impulse) in s.ev.last:
        return False
    return s.impulse_step == "movement" and not s.acted


def place_problems(s: GameState) -> list[str]:
    """Every track is as long as the board has zones (indexes 0..N, topology.py) and every counter
    is in a zone the board has, the sea, the pool or out of the game. Checked first: the other
    checks index the tracks by these places."""
    found: list[str] = []
    size = s.topo.size
    for track, rows in (("cubes", s.cubes), ("moved cubes", [s.moved_cubes]), ("control", [s.control])):
        if any(len(row) != size for row in rows):
            found.append(f"the {track} track has {len(rows[0])} zones but the board {size}")
    for cid, c in s.counters.items():
        if not (c.zone in (SEA, POOL, REMOVED) or c.zone in s.topo.zones):
            found.append(f"{cid} stands in zone {c.zone}, which the board does not have")
    return found


def problems(s: GameState) -> list[str]:
    found = place_problems(s)
    if found:
        return found
    topo = s.topo
    rules = s.rules
    occ = s.occ()
    zones = topo.zones
    # Conservation of cubes and counters (board + pool + removed = the scenario's pools).
    for side, name in enumerate(SIDES):
        row = s.cubes[side]
        if min(row) < 0:
            found.append(f"{name} has a negative number of cubes in a zone")
        for z, n in enumerate(row):
            if n and (z not in zones or zones[z].closed):
                found.append(f"{name} cubes stand in zone {z}, not an open land zone")
        total = rules.pools[name].get("cube", 0)
        if sum(row) > total:
            found.append(f"{name} has {sum(row)} cubes on the board but owns {total}")
    counts: dict[tuple[int, str], int] = {}
    for cid, c in s.counters.items():
        key = (c.side, c.type)
        counts[key] = counts.get(key, 0) + 1
        zone = c.zone
        if zone > 0:
            if zone not in zones or zones[zone].closed:
                found.append(f"{cid} stands in zone {zone}, not an open land zone")
            if c.type in SEA_COUNTERS:
                found.append(f"{cid} is a sea piece in zone {zone}")
            if c.type in PLANES and c.pos is None:
                found.append(f"{cid} is on the board without a position")
        elif zone == SEA:
            if c.type not in SEA_COUNTERS:
                found.append(f"{cid} is at sea")
            if c.type == "fortified_line" and s.control[zone] != c.side:
                found.append(f"{cid} stands in a zone its side does not control")
        elif zone == REMOVED and c.type not in _MAY_LEAVE:
            found.append(f"{cid} was removed for good, which no rule does")
    for side, name in enumerate(SIDES):
        for piece, number in rules.pools[name].items():
            if piece != "cube" and counts.get((side, piece), 0) != number:
                found.append(f"{name} has {counts.get((side, piece), 0)} {piece} counters, the pool "
                             f"says {number}")
    # Never both sides in one zone; control follows the pieces (Controlling a Zone, line 533). The one
    # exception, partisans sharing a zone with enemy forces (Partisans, line 846), is no presence.
    found.extend(_event_problems(s))
    allied, axis = occ.presence
    control = s.control
    for z in topo.numbers:
        if allied[z] and axis[z]:
            found.append(f"zone {z} holds forces of both sides (Controlling a Zone, line 533)")
        if allied[z] and control[z] != ALLIED or axis[z] and control[z] != AXIS:
            found.append(f"zone {z} holds forces of one side but is controlled by the other")
    # Stacking at impulse boundaries (Stacking, line 542; Tanks, line 776; Fortified lines, 854).
    if stacking_due(s):
        limit, tanks = rules.stacking_limit, rules.tank_limit
        for side in (ALLIED, AXIS):
            if max(occ.forces[side]) > limit:
                found.append(f"a zone holds more than {limit} {SIDES[side]} forces after the stacking check")
            if max(occ.tanks[side]) > tanks:
                found.append(f"a zone holds more than {tanks} {SIDES[side]} tanks")
    if max(occ.forts) > 1:
        found.append("a zone holds more than one fortified line")
    # Tracks.
    active = s.active_side()
    if active >= 0:
        row = s.cubes[active]
        for z, n in enumerate(s.moved_cubes):
            if n and (n < 0 or n > row[z]):
                found.append(f"zone {z}: {n} moved cubes but {row[z]} cubes")
    if min(s.transport) < 0:
        found.append("naval transport is negative")
    if s.italy_out and s.transport[AXIS] != 0:
        found.append("the Axis keeps naval transport after the surrender of Italy (line 896)")
    found.extend(combat_problems(s))
    player = s.current_player()
    if player >= 0 and not s.legal_actions():
        found.append(f"no legal action for player {player} at {s.summary()}")
    return found


def combat_problems(s: GameState) -> list[str]:
    """Rules part 2: a resolver exists exactly while a combat frame waits; arrows, missions and the
    cubes that fought stay within their limits; eliminated counters wait in the pool, fresh."""
    found: list[str] = []
    war = s.combat
    in_combat = any(f[0] in RESOLVER_FRAMES for f in s.pending)
    if in_combat and (war.resolver is None or war.resolver.finished):
        found.append("a combat frame waits without a running resolver")
    if not in_combat and war.resolver is not None:
        found.append("a resolver is left over after its combat")
    if war.arrows > ARROWS:
        found.append(f"{war.arrows} attack arrows used in one impulse (COMBAT, line 697)")
    strange = sorted(z for z in {*war.spent, *war.missions, *war.attacked} if z not in s.topo.zones)
    if strange:
        found.append(f"the combat names zone(s) {strange} that the board does not have")
        return found
    if len(set(war.attacked)) != len(war.attacked):
        found.append("a zone was attacked twice in one impulse")
    for z, n in war.missions.items():
        if n > mission_limit(s, z):
            found.append(f"zone {z} flew {n} missions in one impulse (Airports, line 665)")
    active = s.active_side()
    # Cubes that fought only matter until the end of the combat step (stacking moves follow).
    for z, n in war.spent.items() if s.phase == "impulses" and s.impulse_step == "combat" else ():
        if n < 0 or (active >= 0 and n > s.cubes[active][z]):
            found.append(f"zone {z}: {n} cubes fought but {s.cubes[active][z] if active >= 0 else '?'} stand")
    for cid, c in s.counters.items():
        if c.zone in (-1, REMOVED) and (c.engaged or c.moved or c.pos is not None):
            found.append(f"{cid} is off the board but engaged, moved or placed")
    return found


def _event_problems(s: GameState) -> list[str]:
    """Event tokens conserved, boxes within their maxima (EVENTS, lines 908-916); partisans only on
    triangle zones and only after Italy's surrender (line 844-846), and the cubes they pin too."""
    from sandtable.games.g1943_45.events import pins_now
    from sandtable.games.g1943_45.scenario import EVENTS

    ev = s.ev
    display = s.rules.events
    maxima = tuple(tuple(display[name].get(e, 0) for e in EVENTS[name]) for name in SIDES)
    found = list(_token_problems(ev.hand, ev.plays, ev.box, s.rules.event_tokens, maxima,
                                 bool(s.options.get("kesselring_frees_boxes", False))))
    for index in range(1, s.rules.pools["allied"].get("partisans", 0) + 1):
        cid = f"A.partisans.{index}"
        c = s.counters.get(cid)
        if c is None or c.zone <= 0:
            continue
        if not s.topo.zone(c.zone).partisans:
            found.append(f"partisans {cid} stand in zone {c.zone}, which has no triangle (line 846)")
        if not s.italy_out:
            found.append(f"partisans {cid} are on the board before the surrender of Italy (line 844)")
    for zone in pins_now(s):
        # Cubes are drawn into the partisans' own zone, always a triangle zone (line 848).
        if not s.topo.zone(zone).partisans:
            found.append(f"zone {zone} holds Axis cubes pinned by partisans but has no triangle")
    return found


@lru_cache(maxsize=4096)
def _token_problems(hand: tuple[int, int], plays: tuple[tuple[int, ...], ...],
                    box: tuple[tuple[int, ...], ...], tokens: int, maxima: tuple[tuple[int, ...], ...],
                    frees: bool) -> tuple[str, ...]:
    """The display's invariants (memoised: the track changes only when an event is played)."""
    from sandtable.games.g1943_45.scenario import EVENTS

    found: list[str] = []
    for side, name in enumerate(SIDES):
        if hand[side] < 0 or hand[side] + sum(box[side]) != tokens:
            found.append(f"{name} event tokens: {hand[side]} in hand and {sum(box[side])} on the "
                         f"display, but the scenario gives {tokens}")
        for event, n, on, most in zip(EVENTS[name], plays[side], box[side], maxima[side], strict=True):
            if on < 0 or on > n:
                found.append(f"{name} {event}: {on} tokens on the box after {n} plays")
            if (on if frees else n) > most:
                found.append(f"{name} {event} played {n} times, the display allows {most}")
    return tuple(found)


def broken_variants(s: GameState) -> list[Action]:
    """Actions that must be refused now: rule-breaking variants of listed ones, and an action of
    a kind nobody is deciding."""
    variants: list[Action] = []
    legal = s.legal_actions()
    seen_kinds: set[str] = set()
    for action in legal:
        if action.kind in seen_kinds:
            continue
        seen_kinds.add(action.kind)
        if isinstance(action, A.MoveLand | A.Transport | A.StackingMove):
            variants.append(replace(action, cubes=action.cubes + 99))
            variants.append(replace(action, counters=action.counters + ("A.bogus.9",)))
        if isinstance(action, A.MoveLand):
            variants.append(replace(action, path=action.path + (999,)))
        if isinstance(action, A.MoveAir):
            variants.append(replace(action, to=999))
            variants.append(replace(action, position=(1000.0, 1000.0)))
        if isinstance(action, A.Reinforce):
            variants.append(replace(action, count=action.count + 99))
        if isinstance(action, A.Convert):
            variants.append(replace(action, zone=999))
        if isinstance(action, A.SetupPlace):
            variants.append(replace(action, count=action.count + 99))
        if isinstance(action, A.Intercept):
            variants.append(A.Intercept(("A.bogus.9",)))
        if isinstance(action, A.PlayEvent):
            variants.append(replace(action, event="bogus"))
            variants.append(replace(action, zone=999, returns=("bogus",)))
        if isinstance(action, A.EngagePartisans):
            variants.append(replace(action, origin=999))
        if isinstance(action, A.MovePartisans):
            variants.append(replace(action, path=action.path + (999,)))
        if isinstance(action, A.ConvertPartisans):
            variants.append(replace(action, to=999))
        if isinstance(action, C.Attack | C.Landing):
            variants.append(replace(action, cubes=tuple(n + 99 for n in action.cubes)))
            variants.append(replace(action, counters=action.counters + ("A.bogus.9",)))
            variants.append(replace(action, target=999))
        if isinstance(action, C.Landing):
            variants.append(replace(action, fleets=("X.fleet_it.1",)))
        if isinstance(action, C.Bomb) and action.plane:
            variants.append(replace(action, zone=999))
        if isinstance(action, C.FleetAttack):
            variants.append(replace(action, target=action.fleet))
        if isinstance(action, C.Occupy):
            variants.append(replace(action, counters=action.counters + ("A.bogus.9",)))
        if isinstance(action, C.Defend):
            variants.append(replace(action, fly_out=("A.bogus.9",), to=1))
        if isinstance(action, C.InterceptLanding):
            variants.append(C.InterceptLanding(("A.bogus.9",)))
    if "choose_first" not in seen_kinds:
        variants.append(A.ChooseFirst("allied"))
    if "pass" not in seen_kinds and "end_impulse" not in seen_kinds:
        variants.append(A.Pass())
    return variants


def deep_problems(s: GameState) -> list[str]:
    found = problems(s)
    player = s.current_player()
    if player == CHANCE:
        total = sum(p for _, p in s.chance_outcomes())
        if total != 1:
            found.append(f"chance outcomes sum to {total}")
    if player in (TERMINAL, CHANCE):
        return found
    for action in s.legal_actions():
        copy = s.clone()
        try:
            copy.apply(action)
        except IllegalAction as exc:
            found.append(f"listed action {action.describe()} was refused: {exc.reason}")
            continue
        found.extend(f"after {action.describe()}: {p}" for p in problems(copy))
    for action in broken_variants(s):
        try:
            s.clone().apply(action)
        except IllegalAction as exc:
            if not exc.reason:
                found.append(f"{action.describe()} was refused without a reason")
        else:
            found.append(f"{action.describe()} was accepted although it breaks the rules")
    return found
