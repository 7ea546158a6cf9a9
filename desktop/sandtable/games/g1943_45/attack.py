"""Rules part 2 in the engine: attacks, landings, air bombardment, fleet attacks, and the decisions
around one battle. The battle itself is `combat.Battle` / `combat.AirBombardment` (never re-implemented
here): this module computes what the board decides (who joins, supports, ranges, retreat paths),
feeds the resolver, and applies its outcome to the pieces.

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).

- Attacks (COMBAT, line 697): after movement the active player attacks enemy-occupied zones from
  adjacent friendly zones. Each (origin, target) pair is one of the three attack arrows, a landing
  one more; so at most three zones are attacked per impulse, a zone may be attacked from two or
  three zones at once (one combat), several attacks may start from one zone, and combats are
  resolved one at a time in the attacker's order (each `Attack` is resolved before the next one).
  A force fights at most once per impulse; a zone is attacked at most once per impulse.
- Before the dice the defender may fly planes out (they become engaged, line 703) and chooses his
  supports (`Defend`); asked only when he has a plane in the zone or a plane that can support.
  Otherwise an unengaged tank in the zone supports by itself.
- Missions (Airports, line 665): per impulse at most one plane of a zone bombs or supports, two in
  a zone with an airport. Range: the ruler of the side (line 808) from the plane's position.
- Landings (Allies only, lines 746-756): see `check_landing`. Interception (line 762) is a
  decision of the Axis, offered only when a piece can try; then `Battle` rolls it, the fleets
  bombard, and the rounds follow. Broken off: the survivors go to a supplied Allied zone (a
  decision, `LandingReturn`). Landing survivors that take the zone all go ashore.
- Air bombardment (lines 800-806): `Bomb` in one's own impulse, or a reaction of the other player
  right after an enemy land move whose path a plane of his reaches (the force is hit at its
  arrival zone; threshold 4-6 as it carries no plane nor fortified line).
- Fleets (line 858) and the U-boat (line 872): `FleetAttack` in one's impulse, the attacker is
  engaged, 5-6 engages the target fleet. Neither uses an attack arrow (the sea is not attacked).

Hooks for the events (events.py plugs in through `HOOKS` and `extend_battle`): see the package
README ("Combat hooks").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action, ChanceOutcome, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat_rules import (
    DROPPED,
    FIGHTS,
    OPTION_DEFAULTS,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    Unit,
)
from sandtable.games.g1943_45.movement import own_counter
from sandtable.games.g1943_45.pieces import (
    ALLIED,
    AXIS,
    FLEETS,
    LAND_COUNTERS,
    PLANES,
    SEA,
    SIDE_TITLES,
    TANKS,
    piece_name,
    type_of,
)
from sandtable.games.g1943_45.supply import supplied_zones
from sandtable.games.g1943_45.transport import interception_choices

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

ARROWS = 3                 # "the three attack arrows" (line 697)
LANDING_FORCES = 4         # "up to a maximum of 4 cubes (or 3 cubes and a tank)" (line 746)
SECOND_FLEET_CUBES = 2     # "two more cubes" with two fleets (line 750)

# Pending frames owned by this module (state.pending): kind -> what it waits for.
FRAMES = frozenset({"landing_intercept", "defend", "battle", "bombing", "occupy", "landing_return",
                    "bomb_reaction", "bomb_window", "fleet_die"})
RESOLVER_FRAMES = frozenset({"battle", "bombing"})
OFFENSIVE_KINDS = frozenset({"attack", "land", "bomb", "fleet_attack"})


# -- hooks for the events ---------------------------------------------------------------------------
def _never(s: GameState, side: int) -> bool:
    return False


def _nothing(s: GameState, side: int) -> None:
    return None


def _three(s: GameState) -> int:
    return 3


def _anywhere(s: GameState, side: int, zone: int) -> bool:
    return True


def _pinned(s: GameState, side: int, zone: int) -> int:
    """Axis cubes drawn into `zone` by partisans this impulse cannot move (line 848)."""
    if side != AXIS:
        return 0
    from sandtable.games.g1943_45.partisans import pinned
    return pinned(s, zone)


def _no_reaction(s: GameState) -> None:
    return None


@dataclass
class CombatHooks:
    """Where the events plug into combat; each is a function of the state.

    stop_battle_available(s, side): may `side` play Stop Battle in the battle being set up
    (asked when a battle starts; the resolver offers PlayStopBattle from the end of round one).
    stop_battle_played(s, side): called when `side` played it (spend the token).
    max_rounds(s): rounds of the battle being set up (3; 4 with Reserves, line 936).
    may_attack_from(s, side, zone): False forbids attacks from that zone (Strangle plan, line 940).
    movement_ended(s): the active player ended the movement to attack (`StartCombat`); the other
    player's reactions before the attacks go here (push a pending frame).
    pinned(s, side, zone): cubes of `side` in `zone` that cannot move (partisans, line 848); they
    may fight but do not move in to occupy a conquered zone.
    may_leave(s, side, zone) / may_enter(s, side, zone): False forbids a defender's retreat or planes
    flying out of / into that zone during a battle (Strangle plan, line 940).
    """

    stop_battle_available: Callable[[GameState, int], bool] = _never
    stop_battle_played: Callable[[GameState, int], None] = _nothing
    max_rounds: Callable[[GameState], int] = _three
    may_attack_from: Callable[[GameState, int, int], bool] = _anywhere
    movement_ended: Callable[[GameState], None] = _no_reaction
    pinned: Callable[[GameState, int, int], int] = _pinned
    may_leave: Callable[[GameState, int, int], bool] = _anywhere
    may_enter: Callable[[GameState, int, int], bool] = _anywhere


HOOKS = CombatHooks()


def extend_battle(s: GameState, rounds: int = 1) -> bool:
    """Reserves (lines 936, 956): the battle in progress lasts `rounds` more (at most four in all).
    Meaningful between rounds (the resolver ends a battle as soon as its last round is over).
    Returns False when no battle is in progress or it cannot be extended."""
    battle = s.combat.resolver
    if not isinstance(battle, CB.Battle) or battle.finished or battle.setup.max_rounds >= 4:
        return False
    battle.setup = replace(battle.setup, max_rounds=min(4, battle.setup.max_rounds + rounds))
    return True


# -- per-impulse combat record ------------------------------------------------------------------------
class CombatState:
    """The arrows and missions of the impulse, the forces that fought, and the combat in progress."""

    __slots__ = ("arrows", "attacked", "landed", "missions", "spent", "fought", "fight", "resolver")

    def __init__(self) -> None:
        self.arrows = 0
        self.attacked: tuple[int, ...] = ()
        self.landed = False
        self.missions: dict[int, int] = {}      # zone -> planes that bombed or supported this impulse
        self.spent: dict[int, int] = {}         # zone -> active-side cubes that fought this impulse
        self.fought: frozenset[str] = frozenset()
        self.fight: dict[str, Any] | None = None   # the combat being set up or fought (JSON-like)
        self.resolver: CB.Battle | CB.AirBombardment | None = None

    def new_impulse(self) -> None:
        self.arrows = 0
        self.attacked = ()
        self.landed = False
        self.missions = {}
        self.spent = {}
        self.fought = frozenset()

    def clone(self) -> CombatState:
        new = CombatState()
        new.arrows, new.attacked, new.landed = self.arrows, self.attacked, self.landed
        new.missions = dict(self.missions)
        new.spent = dict(self.spent)
        new.fought = self.fought
        new.fight = self.fight          # replaced, never mutated
        new.resolver = None if self.resolver is None else self.resolver.clone()
        return new

    def to_json(self) -> dict[str, Any]:
        return {"arrows": self.arrows, "attacked": list(self.attacked), "landed": self.landed,
                "missions": {str(z): n for z, n in sorted(self.missions.items()) if n},
                "spent": {str(z): n for z, n in sorted(self.spent.items()) if n},
                "fought": sorted(self.fought), "fight": self.fight,
                "resolver": None if self.resolver is None else self.resolver.to_json()}


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


# -- board facts ------------------------------------------------------------------------------------
def mission_limit(s: GameState, zone: int) -> int:
    """One plane per zone flies missions, two with an airport (Airports, line 665)."""
    return 2 if s.topo.zone(zone).airport else 1


def mission_room(s: GameState, zone: int) -> bool:
    return s.combat.missions.get(zone, 0) < mission_limit(s, zone)


def plane_reaches(s: GameState, cid: str, zone: int) -> bool:
    c = s.counters[cid]
    return c.zone > 0 and c.pos is not None and zone in s.topo.in_range(c.pos, s.ruler(c.side))


def ready_planes(s: GameState, side: int) -> list[str]:
    """Planes of `side` that may fly a mission now: on the board, unengaged, with a mission left."""
    return sorted(cid for cid, c in s.counters.items()
                  if c.side == side and c.type in PLANES and c.zone > 0 and not c.engaged
                  and mission_room(s, c.zone))


def support_planes(s: GameState, side: int, target: int, exclude: tuple[str, ...] = ()) -> list[str]:
    return [cid for cid in ready_planes(s, side) if cid not in exclude
            and (s.counters[cid].zone == target or plane_reaches(s, cid, target))]


def droppable_paratroopers(s: GameState, side: int, target: int) -> list[str]:
    """Paratroopers that can be launched on `target` (Paratroopers, lines 832-834): Allied, before
    Overlord, unengaged, not fought this impulse, the target within the plane ruler of their zone."""
    if side != ALLIED or s.overlord_done:
        return []
    found = []
    for cid, c in s.counters.items():
        if (c.side == side and c.type == "paratroopers" and c.zone > 0 and c.zone != target
                and not c.engaged and cid not in s.combat.fought
                and target in s.topo.in_range(s.topo.default_plane_position(c.zone), s.ruler(side))):
            found.append(cid)
    return sorted(found)


def available_cubes(s: GameState, side: int, zone: int) -> int:
    return max(0, s.cubes[side][zone] - s.combat.spent.get(zone, 0))


def fresh_counters(s: GameState, side: int, zone: int, types: frozenset[str] = LAND_COUNTERS) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.zone == zone and c.side == side and c.type in types and cid not in s.combat.fought)


def tank_may_support(s: GameState, cid: str, target: int) -> bool:
    """An unengaged tank, never in or towards mountains (lines 517, 780-782; option
    mountain_tanks_support_attacks_out for a tank standing in the mountains)."""
    c = s.counters[cid]
    if c.type not in TANKS or c.engaged or s.topo.zone(target).mountain:
        return False
    if c.zone != target and s.topo.zone(c.zone).mountain:
        return bool(s.options.get("mountain_tanks_support_attacks_out", False))
    return True


def retreat_paths(s: GameState, zone: int, side: int) -> list[tuple[int, ...]]:
    """One or two zones by land, never into enemy-controlled or enemy-occupied zones, never by sea
    nor into closed zones (Retreat, lines 732-738)."""
    topo = s.topo
    enemy = s.occ().presence[1 - side]

    def ok(z: int) -> bool:
        return (z != zone and not topo.zone(z).closed and s.control[z] == side and not enemy[z]
                and HOOKS.may_enter(s, side, z))

    paths: list[tuple[int, ...]] = []
    if not HOOKS.may_leave(s, side, zone):
        return paths
    for a in topo.adjacent[zone]:
        if not ok(a):
            continue
        paths.append((a,))
        paths.extend((a, b) for b in topo.adjacent[a] if ok(b))
    return paths


def _cube_units(zone: int, n: int, role: str = FIGHTS) -> list[Unit]:
    return [Unit("cube", role=role, uid=f"cube@{zone}#{k}") for k in range(1, n + 1)]


def _unit(s: GameState, cid: str, role: str = FIGHTS, external: bool = False) -> Unit:
    c = s.counters[cid]
    return Unit(c.type, c.engaged, role, external, cid)


def _cube_zone(uid: str) -> int:
    return int(uid.split("@", 1)[1].split("#", 1)[0])


# -- attacks (COMBAT, line 697) ---------------------------------------------------------------------
def _check_offensive_common(s: GameState, action: Action, side: int, target: int, origins: tuple[int, ...],
                            cubes: tuple[int, ...], counters: tuple[str, ...], plane: str,
                            paratroopers: tuple[str, ...], arrows: int) -> None:
    topo = s.topo
    war = s.combat
    if target not in topo.zones:
        raise _fail(action, f"there is no zone {target} on the board")
    label = topo.label(target)
    if topo.zone(target).closed:
        raise _fail(action, f"{label} is closed to land forces (Board, line 500)")
    if target in war.attacked:
        raise _fail(action, f"{label} was already attacked this impulse; one combat per zone")
    if war.arrows + arrows > ARROWS:
        raise _fail(action, f"only {ARROWS - war.arrows} of the three attack arrows are left this impulse "
                            f"(COMBAT, line 697)")
    if len(origins) != len(cubes):
        raise _fail(action, "name the cubes taken from each zone of origin")
    if len(set(origins)) != len(origins):
        raise _fail(action, "a zone of origin is named twice")
    if len(set(counters)) != len(counters):
        raise _fail(action, "a counter is named twice")
    for z, n in zip(origins, cubes, strict=True):
        if z not in topo.zones:
            raise _fail(action, f"there is no zone {z} on the board")
        if n < 0:
            raise _fail(action, "the number of cubes cannot be negative")
        if n > available_cubes(s, side, z):
            raise _fail(action, f"{topo.label(z)} has only {available_cubes(s, side, z)} of your cubes "
                                f"that have not fought this impulse")
        if not HOOKS.may_attack_from(s, side, z):
            raise _fail(action, f"no attack may start from {topo.label(z)} this impulse "
                                f"(Strangle plan, line 940)")
    for cid in counters:
        c = own_counter(s, action, cid, side)
        if c.zone not in origins:
            raise _fail(action, f"{cid} is not in a zone the attack starts from")
        if c.type in PLANES:
            raise _fail(action, f"{cid} is a plane: planes support a combat, they never attack or occupy "
                                f"(Planes, line 790; Occupying the Zone, line 742)")
        if c.type not in LAND_COUNTERS:
            raise _fail(action, f"a {piece_name(c.type)} cannot attack")
        if cid in war.fought:
            raise _fail(action, f"{cid} has already fought this impulse")
    for z, n in zip(origins, cubes, strict=True):
        if not n and not any(s.counters[cid].zone == z for cid in counters):
            raise _fail(action, f"no force comes from {topo.label(z)}")
    if plane:
        c = s.counters.get(plane)
        if c is None or c.side != side or c.type not in PLANES or c.zone <= 0:
            raise _fail(action, f"{plane} is not one of your planes on the board")
        if c.engaged:
            raise _fail(action, f"{plane} is engaged: it cannot support another combat this turn (line 792)")
        if not plane_reaches(s, plane, target):
            raise _fail(action, f"{label} is beyond the {s.ruler(side)} ruler from {plane} "
                                f"(Operational Range, line 808)")
        if not mission_room(s, c.zone):
            raise _fail(action, f"{topo.label(c.zone)} has already flown its {mission_limit(s, c.zone)} "
                                f"mission(s) this impulse (Airports, line 665)")
    if paratroopers:
        allowed = droppable_paratroopers(s, side, target)
        for cid in paratroopers:
            if cid in counters:
                raise _fail(action, f"{cid} is named both as attacking and as dropped")
            if cid not in allowed:
                if side != ALLIED:
                    raise _fail(action, "paratroopers are Allied only (Paratroopers, line 832)")
                if s.overlord_done:
                    raise _fail(action, "paratroopers are available only up to Overlord (line 832)")
                raise _fail(action, f"{cid} cannot be dropped on {label}: it must be unengaged, not have "
                                    f"fought, and have the target within the plane ruler (line 834)")
        if len(set(paratroopers)) != len(paratroopers):
            raise _fail(action, "paratroopers are named twice")


def check_attack(s: GameState, action: C.Attack) -> None:
    side = s.active_side()
    topo = s.topo
    target = action.target
    _check_offensive_common(s, action, side, target, action.origins, action.cubes, action.counters,
                            action.plane_support, action.paratroopers, len(action.origins))
    label = topo.label(target)
    if not s.enemy_present(side, target):
        raise _fail(action, f"{label} holds no enemy force: an empty zone is entered by movement "
                            f"(COMBAT, line 697)")
    if not action.origins:
        raise _fail(action, "an attack starts from at least one adjacent friendly zone (line 697)")
    for z in action.origins:
        if z not in topo.adjacent[target]:
            raise _fail(action, f"{topo.label(z)} is not adjacent to {label}: attacks come from adjacent "
                                f"zones; use a landing to attack from the sea (COMBAT, line 697)")
    _check_tank(s, action, action.tank_support, action.counters, target)


def _check_tank(s: GameState, action: Action, tank: str, counters: tuple[str, ...], target: int) -> None:
    if not tank:
        return
    if tank not in counters:
        raise _fail(action, "the supporting tank must be one of the attacking forces (Tanks, line 778)")
    if s.counters[tank].type not in TANKS:
        raise _fail(action, f"{tank} is not a tank")
    if not tank_may_support(s, tank, target):
        if s.counters[tank].engaged:
            raise _fail(action, "engaged tanks cannot support combat (Tanks, line 780)")
        raise _fail(action, "tanks cannot support combat in or towards mountain zones (lines 517, 782)")


def check_landing(s: GameState, action: C.Landing) -> None:
    """Landings (Allied Only), lines 746-756."""
    side = s.active_side()
    topo = s.topo
    if side != ALLIED:
        raise _fail(action, "landings are for the Allied player only (Landings, line 746)")
    if s.combat.landed:
        raise _fail(action, "only one landing is possible in each impulse (line 756)")
    target = action.target
    _check_offensive_common(s, action, side, target, action.origins, action.cubes, action.counters,
                            action.plane_support, action.paratroopers, 1)
    label = topo.label(target)
    if target not in topo.coastal:
        raise _fail(action, f"{label} is not adjacent to the sea (Landings, line 746)")
    if s.occ().presence[ALLIED][target] or (s.control[target] == ALLIED
                                             and not s.enemy_present(side, target)):
        raise _fail(action, f"{label} is not an enemy zone (Landings, line 746)")
    if not s.enemy_present(side, target) and not s.options.get("landing_on_empty_zone", True):
        raise _fail(action, f"{label} holds no Axis force; with the option landing_on_empty_zone off a "
                            f"landing needs an enemy-occupied zone (COMBAT, line 697)")
    for z in action.origins:
        if z not in topo.coastal or s.control[z] != ALLIED:
            raise _fail(action, f"{topo.label(z)} is not a friendly zone adjacent to the sea (Landings, "
                                f"line 746)")
    if not action.origins:
        raise _fail(action, "a landing carries forces from at least one friendly coastal zone (line 746)")
    for cid in action.counters:
        if s.counters[cid].type not in TANKS:
            raise _fail(action, f"a landing carries cubes and a tank; {piece_name(s.counters[cid].type)} "
                                f"cannot land (paratroopers are dropped) (Landings, line 746)")
    fleets = action.fleets
    if not 1 <= len(fleets) <= 2 or len(set(fleets)) != len(fleets):
        raise _fail(action, "a landing must engage one or two fleets (lines 746-750)")
    for cid in fleets:
        c = s.counters.get(cid)
        if c is None or c.side != ALLIED or c.type not in FLEETS or c.zone != SEA:
            raise _fail(action, f"{cid} is not an Allied fleet at sea")
        if c.engaged:
            raise _fail(action, f"the {piece_name(c.type)} is engaged: the landing must engage a ready fleet "
                                f"(line 748)")
    limit = LANDING_FORCES + (SECOND_FLEET_CUBES if len(fleets) == 2 else 0)
    tanks = len(action.counters)
    size = sum(action.cubes) + tanks
    if size < 1:
        raise _fail(action, "the landing names no force")
    if tanks > 1 or size > limit:
        raise _fail(action, f"a landing with {len(fleets)} fleet{'s' if len(fleets) > 1 else ''} carries at "
                            f"most {limit} forces, at most one of them a tank (lines 746-750)")
    _check_tank(s, action, action.tank_support, action.counters, target)


def _mark_fought(s: GameState, side: int, origins: tuple[int, ...], cubes: tuple[int, ...],
                 counters: tuple[str, ...], paratroopers: tuple[str, ...]) -> None:
    war = s.combat
    for z, n in zip(origins, cubes, strict=True):
        if n:
            war.spent[z] = war.spent.get(z, 0) + n
    war.fought = war.fought | set(counters) | set(paratroopers)


def _use_plane(s: GameState, plane: str) -> None:
    if plane:
        zone = s.counters[plane].zone
        # The resolver engages it when the battle starts (line 717).
        s.combat.missions[zone] = s.combat.missions.get(zone, 0) + 1


def do_attack(s: GameState, action: C.Attack) -> None:
    side = s.active_side()
    war = s.combat
    war.arrows += len(action.origins)
    war.attacked = war.attacked + (action.target,)
    _open_combat_step(s)
    _mark_fought(s, side, action.origins, action.cubes, action.counters, action.paratroopers)
    _use_plane(s, action.plane_support)
    war.fight = {"kind": "attack", "attacker": side, "target": action.target,
                 "origins": list(action.origins), "cubes": list(action.cubes),
                 "counters": list(action.counters),
                 "tank": action.tank_support, "plane": action.plane_support,
                 "paratroopers": list(action.paratroopers), "fleets": [], "interceptors": []}
    _to_defence(s)


def do_landing(s: GameState, action: C.Landing) -> None:
    side = s.active_side()
    war = s.combat
    war.arrows += 1
    war.attacked = war.attacked + (action.target,)
    war.landed = True
    _open_combat_step(s)
    _mark_fought(s, side, action.origins, action.cubes, action.counters, action.paratroopers)
    _use_plane(s, action.plane_support)
    for cid in action.fleets:
        s.counters[cid] = s.counters[cid]._replace(engaged=True)   # "must necessarily engage" (746)
    s.dirty()
    war.fight = {"kind": "landing", "attacker": side, "target": action.target,
                 "origins": list(action.origins), "cubes": list(action.cubes),
                 "counters": list(action.counters),
                 "tank": action.tank_support, "plane": action.plane_support,
                 "paratroopers": list(action.paratroopers), "fleets": list(action.fleets), "interceptors": []}
    if landing_interceptors(s, action.target):
        s.pending.append(("landing_intercept", AXIS))
    else:
        _to_defence(s)


def _open_combat_step(s: GameState) -> None:
    s.acted = True


def do_start_combat(s: GameState, action: Action) -> None:
    """The movement is over; the attacks follow (COMBAT, line 697: "at the end of the movement")."""
    s.impulse_step = "combat"
    s.acted = True
    s.dirty()
    HOOKS.movement_ended(s)
    # The other player may bomb now, before the attacks ("also during the opponent's impulse, at any
    # time", line 802), when a ready plane of his reaches an enemy zone.
    if window_bombs(s, 1 - s.active_side()):
        s.pending.append(("bomb_window", 1 - s.active_side()))


def check_start_combat(s: GameState, action: Action) -> None:
    side = s.active_side()
    if not offensive_possible(s, side):
        raise _fail(action, "no attack or landing is possible now (COMBAT, line 697)")


# -- landing interception (Intercepting Landings, lines 762-766; U-boats, line 870) ------------------
def landing_interceptors(s: GameState, target: int) -> list[str]:
    """Unengaged Axis pieces that may try: planes with the landing zone in range, the U-boat, the
    Italian fleet (line 764); engaged ones cannot (line 766)."""
    found = []
    for cid, c in s.counters.items():
        if c.side != AXIS or c.engaged:
            continue
        at_sea = c.zone == SEA and c.type in ("uboat", "fleet_it")
        if at_sea or (c.type in PLANES and c.zone > 0 and plane_reaches(s, cid, target)):
            found.append(cid)
    return sorted(found)


def list_intercept_landing(s: GameState) -> list[Action]:
    allowed = landing_interceptors(s, s.combat.fight["target"])  # type: ignore[index]
    return interception_choices(C.InterceptLanding, allowed)


def check_intercept_landing(s: GameState, action: C.InterceptLanding) -> None:
    fight = s.combat.fight
    assert fight is not None
    allowed = landing_interceptors(s, fight["target"])
    if len(set(action.pieces)) != len(action.pieces):
        raise _fail(action, "a piece is named twice")
    for cid in action.pieces:
        if cid in allowed:
            continue
        c = s.counters.get(cid)
        if c is None or c.side != AXIS:
            raise _fail(action, f"{cid} is not an Axis piece")
        if c.engaged:
            raise _fail(action, f"{cid} is engaged: engaged pieces cannot intercept (line 766)")
        if c.type in PLANES:
            raise _fail(action, f"the landing zone is beyond the range of {cid} (line 764)")
        raise _fail(action, f"a {piece_name(c.type)} cannot intercept a landing (line 764)")


def do_intercept_landing(s: GameState, action: C.InterceptLanding) -> None:
    s.pending.pop()
    for cid in action.pieces:
        s.counters[cid] = s.counters[cid]._replace(engaged=True)   # "All forces involved ... are engaged"
    s.dirty()
    s.combat.fight = {**s.combat.fight, "interceptors": list(action.pieces)}  # type: ignore[dict-item]
    _to_defence(s)


# -- the defender before the dice (Procedure, line 703) --------------------------------------------
def _defence_options(s: GameState) -> tuple[list[str], list[str], list[str]]:
    """(planes in the zone, planes that may support, tanks that may support) of the defender."""
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone = sorted(cid for cid, c in s.counters.items()
                     if c.zone == target and c.side == defender and c.type in PLANES)
    planes = support_planes(s, defender, target)
    tanks = [cid for cid, c in s.counters.items()
             if c.zone == target and c.side == defender and tank_may_support(s, cid, target)]
    return in_zone, planes, sorted(tanks)


def _to_defence(s: GameState) -> None:
    fight = s.combat.fight
    assert fight is not None
    defender = 1 - fight["attacker"]
    if s.occ().presence[defender][fight["target"]]:
        in_zone, planes, tanks = _defence_options(s)
        if in_zone and not fly_out_targets(s, defender, fight["target"], 1):
            in_zone = []
        if in_zone or planes:
            s.pending.append(("defend", defender))
            return
        fight = {**fight, "def_tank": tanks[0] if tanks else "", "def_plane": ""}
    else:
        fight = {**fight, "def_tank": "", "def_plane": ""}
    s.combat.fight = fight
    _start_battle(s)


def fly_out_targets(s: GameState, side: int, target: int, count: int) -> list[int]:
    if not HOOKS.may_leave(s, side, target):
        return []
    occ = s.occ()
    return [z for z in s.topo.open_zones
            if z != target and s.control[z] == side and not occ.presence[1 - side][z]
            and occ.forces[side][z] + count <= s.rules.stacking_limit and HOOKS.may_enter(s, side, z)]


def list_defend(s: GameState) -> list[Action]:
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone, planes, tanks = _defence_options(s)
    tank = tanks[0] if tanks else ""
    found: list[Action] = []
    for plane in planes:
        found.append(C.Defend((), 0, plane, tank))
    found.append(C.Defend((), 0, "", tank))
    if in_zone:
        outside = [p for p in planes if p not in in_zone]
        near = [z for z in fly_out_targets(s, defender, target, len(in_zone)) if z in s.topo.adjacent[target]]
        for z in near[:3]:
            found.append(C.Defend(tuple(in_zone), z, outside[0] if outside else "", tank))
    return found


def check_defend(s: GameState, action: C.Defend) -> None:
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone, planes, tanks = _defence_options(s)
    if len(set(action.fly_out)) != len(action.fly_out):
        raise _fail(action, "a plane is named twice")
    for cid in action.fly_out:
        if cid not in in_zone:
            raise _fail(action, f"{cid} is not one of your planes in the attacked zone (line 703)")
    if action.fly_out:
        if action.to not in fly_out_targets(s, defender, target, len(action.fly_out)):
            raise _fail(action, f"{s.topo.label(action.to)} is not another friendly zone with room for the "
                                f"planes (Procedure, line 703; Air Movement, line 661)")
    elif action.to:
        raise _fail(action, "no plane flies out, so name no destination")
    if action.plane_support:
        if action.plane_support in action.fly_out:
            raise _fail(action, "a plane that flies out of the zone cannot support its defence")
        if action.plane_support not in planes:
            raise _fail(action, f"{action.plane_support} cannot support this combat: it must be an unengaged "
                                f"plane with the zone in range and a mission left (lines 665, 792, 808)")
    if action.tank_support and action.tank_support not in tanks:
        raise _fail(action, f"{action.tank_support} cannot support: an unengaged tank in the zone, not in "
                            f"the mountains (lines 517, 780-782)")


def do_defend(s: GameState, action: C.Defend) -> None:
    s.pending.pop()
    for cid in action.fly_out:
        # "If they do, they become engaged" (line 703).
        s.put(cid, action.to, engaged=True, moved=True)
    _use_plane(s, action.plane_support)
    s.combat.fight = {**s.combat.fight, "def_tank": action.tank_support,  # type: ignore[dict-item]
                      "def_plane": action.plane_support}
    _start_battle(s)


# -- the battle -------------------------------------------------------------------------------------
def battle_setup(s: GameState) -> CB.BattleSetup:
    fight = s.combat.fight
    assert fight is not None
    att = fight["attacker"]
    dfn = 1 - att
    target = fight["target"]
    attacking: list[Unit] = []
    for z, n in zip(fight["origins"], fight["cubes"], strict=True):
        attacking.extend(_cube_units(z, n))
    for cid in fight["counters"]:
        attacking.append(_unit(s, cid, SUPPORT_TANK if cid == fight["tank"] else FIGHTS))
    if fight["plane"]:
        attacking.append(_unit(s, fight["plane"], SUPPORT_PLANE, external=True))
    attacking.extend(_unit(s, cid, DROPPED) for cid in fight["paratroopers"])
    defending: list[Unit] = _cube_units(target, s.cubes[dfn][target])
    for cid in sorted(s.counters_at(dfn, target)):
        c = s.counters[cid]
        if c.type == "partisans":
            continue
        role = FIGHTS
        if cid == fight.get("def_tank"):
            role = SUPPORT_TANK
        elif cid == fight.get("def_plane"):
            role = SUPPORT_PLANE
        defending.append(_unit(s, cid, role))
    plane = fight.get("def_plane", "")
    if plane and s.counters[plane].zone != target:
        defending.append(_unit(s, plane, SUPPORT_PLANE, external=True))
    landing = fight["kind"] == "landing"
    return CB.BattleSetup(
        attacker=att, attacking=tuple(attacking), defending=tuple(defending),
        mountain=s.topo.zone(target).mountain, landing=landing, fleets=len(fight["fleets"]),
        interceptors=tuple(fight["interceptors"]) if landing else (),
        retreat_paths=tuple(tuple(str(z) for z in p) for p in retreat_paths(s, target, dfn)),
        max_rounds=max(1, min(4, HOOKS.max_rounds(s))),
        stop_battle=(HOOKS.stop_battle_available(s, ALLIED), HOOKS.stop_battle_available(s, AXIS)),
        options={k: bool(s.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()},
        zone=s.topo.label(target))


def _start_battle(s: GameState) -> None:
    fight = s.combat.fight
    assert fight is not None
    if fight["kind"] == "attack" and not s.occ().presence[1 - fight["attacker"]][fight["target"]]:
        _uncontested(s)
        return
    battle = CB.Battle(battle_setup(s), mode="faces")
    for uid in battle.became_engaged:     # plane support and dropped paratroopers (lines 717, 834)
        if uid in s.counters:
            s.counters[uid] = s.counters[uid]._replace(engaged=True)
    s.dirty()
    s.combat.resolver = battle
    s.pending.append(("battle", s.combat.fight["attacker"]))  # type: ignore[index]
    _settle(s)


def _settle(s: GameState) -> None:
    """Play forced single-choice losses, then apply the outcome of a finished resolver."""
    resolver = s.combat.resolver
    assert resolver is not None
    while not resolver.finished and resolver.current_player() >= 0:
        options = resolver.legal_actions()
        if len(options) != 1 or not isinstance(options[0], CB.TakeLoss):
            break
        resolver.apply(options[0])
    if resolver.finished:
        if isinstance(resolver, CB.Battle):
            _apply_battle(s, resolver)
        else:
            _apply_bombing(s, resolver)


def _uncontested(s: GameState) -> None:
    """Every defender flew out before the dice (line 703): no combat; the zone is vacated and the
    attacker may occupy it (line 742). The supporting plane flew its mission all the same."""
    fight = s.combat.fight
    assert fight is not None
    att, target = fight["attacker"], fight["target"]
    s.combat.fight = None
    for cid in fight["paratroopers"]:
        s.put(cid, target, moved=True, engaged=True)       # engaged when launched (line 834)
    if fight["paratroopers"]:
        s.enter(att, target)
    if fight["plane"]:
        s.counters[fight["plane"]] = s.counters[fight["plane"]]._replace(engaged=True)
    origins = tuple(z for z, n in zip(fight["origins"], fight["cubes"], strict=True) if n)
    cubes = tuple(n for n in fight["cubes"] if n)
    s.pending.append(("occupy", att, target, origins, cubes, tuple(sorted(fight["counters"]))))
    s.dirty()


def _remove_unit(s: GameState, side: int, unit: Unit, attacker: int) -> None:
    if unit.uid.startswith("cube@"):
        zone = _cube_zone(unit.uid)
        if side == attacker == s.active_side() and s.moved_cubes[zone] > 0:
            # The movement is over: a lost attacker is counted among the cubes that moved, so the
            # cubes left in the zone (pinned ones included) stay consistent.
            s.moved_cubes[zone] -= 1
        s.eliminate_cubes(side, zone, 1)
        if side == attacker and s.combat.spent.get(zone, 0) > 0:
            s.combat.spent[zone] -= 1
    elif unit.uid in s.counters:
        s.eliminate(unit.uid)


def _set_engaged(s: GameState, units: tuple[Unit, ...]) -> None:
    for u in units:
        c = s.counters.get(u.uid)
        if c is not None and c.engaged != u.engaged and c.zone > 0:
            s.counters[u.uid] = c._replace(engaged=u.engaged)


def _move_out(s: GameState, side: int, zone: int, uids: tuple[str, ...], path: tuple[str, ...]) -> None:
    dest = int(path[-1])
    cubes = sum(1 for uid in uids if uid.startswith("cube@"))
    s.cubes[side][zone] -= cubes
    s.cubes[side][dest] += cubes
    for uid in uids:
        if uid in s.counters and s.counters[uid].type != "fortified_line":
            s.put(uid, dest, pos=None, moved=s.counters[uid].moved)
    for z in path:
        s.enter(side, int(z))
    s.dirty()


def _apply_battle(s: GameState, battle: CB.Battle) -> None:
    outcome = battle.outcome
    fight = s.combat.fight
    assert outcome is not None and fight is not None
    att, target = fight["attacker"], fight["target"]
    dfn = 1 - att
    s.pending.pop()
    s.combat.resolver = None
    s.combat.fight = None
    if battle.stop_by is not None:
        HOOKS.stop_battle_played(s, battle.stop_by)
    _set_engaged(s, outcome.attacker_survivors)
    _set_engaged(s, outcome.defender_survivors)
    for u in outcome.attacker_eliminated:
        _remove_unit(s, att, u, att)
    for u in outcome.defender_eliminated:
        _remove_unit(s, dfn, u, att)
    for uids, path in outcome.partial_retreats:
        _move_out(s, dfn, target, uids, path)
    if outcome.retreat_path is not None:
        leaving = tuple(u.uid for u in outcome.defender_survivors
                        if not u.external and u.type != "fortified_line")
        _move_out(s, dfn, target, leaving, outcome.retreat_path)
    survivors = [u for u in outcome.attacker_survivors if not u.external]
    dropped = [u.uid for u in survivors if u.role == DROPPED]
    ground = [u for u in survivors if u.role != DROPPED]
    origins, cubes, counters = _by_origin(fight, ground)
    if outcome.zone_taken:
        for cid in dropped:
            s.put(cid, target, moved=True)
        if fight["kind"] == "landing":
            # Landed forces with no defenders left go ashore (line 754).
            _move_in(s, att, target, origins, cubes, counters)
        elif sum(cubes) or counters:
            s.pending.append(("occupy", att, target, origins, cubes, counters))
        if dropped:
            s.enter(att, target)
    elif outcome.landing_returns and (sum(cubes) or counters):
        if return_zones(s):
            s.pending.append(("landing_return", ALLIED, origins, cubes, counters))
        else:   # nowhere to go: the survivors are lost at sea (the rulebook is silent)
            for z, n in zip(origins, cubes, strict=True):
                s.eliminate_cubes(att, z, n)
            for cid in counters:
                s.eliminate(cid)
    s.dirty()


def _by_origin(fight: dict[str, Any], ground: list[Unit]) -> tuple[tuple[int, ...], tuple[int, ...],
                                                                    tuple[str, ...]]:
    per: dict[int, int] = {z: 0 for z in fight["origins"]}
    counters = []
    for u in ground:
        if u.uid.startswith("cube@"):
            z = _cube_zone(u.uid)
            per[z] = per.get(z, 0) + 1
        else:
            counters.append(u.uid)
    origins = tuple(z for z in fight["origins"] if per.get(z))
    return origins, tuple(per[z] for z in origins), tuple(sorted(counters))


def _move_in(s: GameState, side: int, target: int, origins: tuple[int, ...], cubes: tuple[int, ...],
             counters: tuple[str, ...]) -> None:
    war = s.combat
    for z, n in zip(origins, cubes, strict=True):
        if not n:
            continue
        s.cubes[side][z] -= n
        s.cubes[side][target] += n
        moved = min(n, s.moved_cubes[z]) if side == s.active_side() else 0
        if side == s.active_side():
            s.moved_cubes[z] -= moved
            s.moved_cubes[target] += n
        spent = min(n, war.spent.get(z, 0))
        war.spent[z] = war.spent.get(z, 0) - spent
        war.spent[target] = war.spent.get(target, 0) + spent
    for cid in counters:
        s.put(cid, target, moved=True)
    if sum(cubes) or counters:
        s.enter(side, target)
    s.dirty()


# -- occupying the zone (line 742) -------------------------------------------------------------------
def list_occupy(s: GameState) -> list[Action]:
    _, side, target, origins, cubes, counters = s.pending[-1]
    cubes = tuple(max(0, min(n, s.cubes[side][z] - HOOKS.pinned(s, side, z)))
                  for z, n in zip(origins, cubes, strict=True))
    found: list[Action] = [C.Occupy(origins, cubes, counters)]
    # Leave one cube behind in each zone of origin that holds nothing else.
    keep = tuple(n - 1 if n > 1 and s.cubes[s.pending[-1][1]][z] - n == 0 and not any(
        s.counters[cid].zone == z for cid in counters) else n for z, n in zip(origins, cubes, strict=True))
    if keep != cubes:
        found.append(C.Occupy(origins, keep, counters))
    if counters and sum(cubes):
        found.append(C.Occupy(origins, cubes, ()))
    found.append(C.Occupy((), (), ()))
    return found


def check_occupy(s: GameState, action: C.Occupy) -> None:
    _, _, target, origins, cubes, counters = s.pending[-1]
    have = dict(zip(origins, cubes, strict=True))
    if len(action.origins) != len(action.cubes) or len(set(action.origins)) != len(action.origins):
        raise _fail(action, "name the cubes taken from each zone of origin once")
    side = s.pending[-1][1]
    for z, n in zip(action.origins, action.cubes, strict=True):
        if n < 0 or n > have.get(z, 0):
            raise _fail(action, f"only {have.get(z, 0)} attacking cubes from {s.topo.label(z)} survived "
                                f"(Occupying the Zone, line 742)")
        if n > s.cubes[side][z] - HOOKS.pinned(s, side, z):
            raise _fail(action, f"cubes drawn into {s.topo.label(z)} by partisans cannot move until the next "
                                f"impulse (Partisans, line 848)")
    for cid in action.counters:
        if cid not in counters:
            raise _fail(action, f"{cid} is not a surviving attacking force; planes never occupy (line 742)")
    if len(set(action.counters)) != len(action.counters):
        raise _fail(action, "a counter is named twice")


def do_occupy(s: GameState, action: C.Occupy) -> None:
    _, side, target, _, _, _ = s.pending.pop()
    _move_in(s, side, target, action.origins, action.cubes, action.counters)


# -- landing survivors (line 752) ---------------------------------------------------------------------
def return_zones(s: GameState) -> list[int]:
    ok = supplied_zones(s, ALLIED)
    occ = s.occ()
    return [z for z in s.topo.open_zones if z in ok and s.control[z] == ALLIED and not occ.presence[AXIS][z]]


def list_landing_return(s: GameState) -> list[Action]:
    _, _, origins, _, _ = s.pending[-1]
    zones = return_zones(s)
    first = [z for z in origins if z in zones]
    return [C.LandingReturn(z) for z in first + [z for z in zones if z not in first]]


def check_landing_return(s: GameState, action: C.LandingReturn) -> None:
    if action.to not in return_zones(s):
        raise _fail(action, f"{s.topo.label(action.to)} is not a supplied zone controlled by the Allies "
                            f"(Landings, line 752)")


def do_landing_return(s: GameState, action: C.LandingReturn) -> None:
    _, _, origins, cubes, counters = s.pending.pop()
    to = action.to
    for z, n in zip(origins, cubes, strict=True):
        if z != to:
            s.cubes[ALLIED][z] -= n
            s.cubes[ALLIED][to] += n
            if s.active_side() == ALLIED:
                moved = min(n, s.moved_cubes[z])
                s.moved_cubes[z] -= moved
                s.moved_cubes[to] += moved
            spent = min(n, s.combat.spent.get(z, 0))
            s.combat.spent[z] = s.combat.spent.get(z, 0) - spent
            s.combat.spent[to] = s.combat.spent.get(to, 0) + spent
    for cid in counters:
        if s.counters[cid].zone != to:
            s.put(cid, to, moved=True)
    s.dirty()


# -- air bombardment (lines 800-806) ------------------------------------------------------------------
def bomb_targets(s: GameState, side: int) -> list[int]:
    occ = s.occ()
    return [z for z in s.topo.open_zones if occ.presence[1 - side][z]]


def check_bomb(s: GameState, action: C.Bomb) -> None:
    side = s.current_player()
    if not action.plane:
        raise _fail(action, "name the bombing plane")
    _check_bomber(s, action, side, action.plane)
    if action.zone not in s.topo.zones or not s.enemy_present(side, action.zone):
        raise _fail(action, f"{s.topo.label(action.zone)} holds no enemy force to bomb (line 800)")
    if not plane_reaches(s, action.plane, action.zone):
        raise _fail(action, f"{s.topo.label(action.zone)} is beyond the {s.ruler(side)} ruler from "
                            f"{action.plane} (Air Bombardment, line 800; Operational Range, line 808)")


def _check_bomber(s: GameState, action: Action, side: int, plane: str) -> None:
    c = s.counters.get(plane)
    if c is None or c.side != side or c.type not in PLANES or c.zone <= 0:
        raise _fail(action, f"{plane} is not one of your planes on the board")
    if c.engaged:
        raise _fail(action, f"{plane} is engaged and cannot bomb again this turn (Planes, line 792)")
    if not mission_room(s, c.zone):
        raise _fail(action, f"{s.topo.label(c.zone)} has already flown its {mission_limit(s, c.zone)} "
                            f"mission(s) this impulse (Airports, line 665)")


def list_bombs(s: GameState, side: int) -> list[Action]:
    found: list[Action] = []
    targets = bomb_targets(s, side)
    if not targets:
        return found
    seen: set[tuple[int, str]] = set()
    for cid in ready_planes(s, side):
        c = s.counters[cid]
        key = (c.zone, c.type)
        if key in seen:
            continue
        seen.add(key)
        reach = s.topo.in_range(c.pos, s.ruler(side)) if c.pos is not None else frozenset()
        found.extend(C.Bomb(cid, z) for z in targets if z in reach)
    return found


def _bomb_units(s: GameState, side: int, zone: int) -> list[Unit]:
    units = _cube_units(zone, s.cubes[side][zone])
    units.extend(_unit(s, cid) for cid in sorted(s.counters_at(side, zone))
                 if s.counters[cid].type != "partisans")
    return units


def _start_bombing(s: GameState, side: int, plane: str, zone: int, targets: list[Unit], kind: str) -> None:
    c = s.counters[plane]
    s.combat.missions[c.zone] = s.combat.missions.get(c.zone, 0) + 1
    s.counters[plane] = c._replace(engaged=True)   # "the plane is turned onto its engaged side" (804)
    s.dirty()
    s.combat.fight = {"kind": kind, "attacker": side, "target": zone, "plane": plane}
    options = {k: bool(s.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()}
    s.combat.resolver = CB.AirBombardment(side, plane, targets, mountain=s.topo.zone(zone).mountain,
                                          options=options, mode="faces", zone=s.topo.label(zone))
    s.pending.append(("bombing", side))


def do_bomb(s: GameState, action: C.Bomb) -> None:
    side = s.current_player()
    s.acted = True
    _start_bombing(s, side, action.plane, action.zone, _bomb_units(s, 1 - side, action.zone), "bomb")


def _apply_bombing(s: GameState, bombing: CB.AirBombardment) -> None:
    outcome = bombing.outcome
    fight = s.combat.fight
    assert outcome is not None and fight is not None
    victim = 1 - fight["attacker"]
    s.pending.pop()
    s.combat.resolver = None
    s.combat.fight = None
    _set_engaged(s, outcome.target_survivors)
    for u in outcome.target_eliminated:
        if victim == s.active_side() and u.uid.startswith("cube@"):
            # Bombed in his own impulse (a moving force, or before his attacks): the lost cube is
            # counted among those that moved, so the pinned ones stay within the zone's cubes.
            zone = _cube_zone(u.uid)
            s.moved_cubes[zone] = max(0, s.moved_cubes[zone] - 1)
        _remove_unit(s, victim, u, -1)
    s.dirty()
    # A reaction window stays open while the player can still bomb (no empty question).
    if s.pending and s.pending[-1][0] == "bomb_window" and not window_bombs(s, s.pending[-1][1]):
        s.pending.pop()


# -- bombing before the attacks, in the opponent's impulse (line 802) ---------------------------------
def window_bombs(s: GameState, side: int) -> list[Action]:
    return list_bombs(s, side)


def list_bomb_window(s: GameState) -> list[Action]:
    return [C.Bomb("", 0)] + window_bombs(s, s.pending[-1][1])


def check_bomb_window(s: GameState, action: C.Bomb) -> None:
    if action.plane:
        check_bomb(s, action)
    elif action.zone:
        raise _fail(action, "declining the bombing names no zone")


def do_bomb_window(s: GameState, action: C.Bomb) -> None:
    side = s.pending[-1][1]
    if not action.plane:
        s.pending.pop()
        return
    _start_bombing(s, side, action.plane, action.zone, _bomb_units(s, 1 - side, action.zone), "bomb")


# -- bombing a moving force: a reaction (Land movement, line 655; Air Bombardment, line 802) ---------
def reaction_bombers(s: GameState, side: int, path: tuple[int, ...]) -> list[str]:
    """Planes of `side` (not the mover) that reach a zone of the move's path, one per zone and type."""
    found = []
    seen: set[tuple[int, str]] = set()
    for cid in ready_planes(s, side):
        c = s.counters[cid]
        if (c.zone, c.type) in seen or c.pos is None:
            continue
        reach = s.topo.in_range(c.pos, s.ruler(side))
        if any(z in reach for z in path):
            seen.add((c.zone, c.type))
            found.append(cid)
    return found


def after_move(s: GameState, action: Action) -> None:
    """Offer the other player the bombing of a force that just moved by land, when he can."""
    if not isinstance(action, _MOVE_TYPES) or s.final is not None:
        return
    mover = s.active_side()
    enemy = 1 - mover
    path = tuple(action.path)
    if reaction_bombers(s, enemy, path):
        s.pending.append(("bomb_reaction", enemy, path[-1], path, action.cubes, tuple(action.counters)))


def list_bomb_reaction(s: GameState) -> list[Action]:
    _, side, dest, path, _, _ = s.pending[-1]
    return [C.Bomb("", dest)] + [C.Bomb(cid, dest) for cid in reaction_bombers(s, side, path)]


def check_bomb_reaction(s: GameState, action: C.Bomb) -> None:
    _, side, dest, path, _, _ = s.pending[-1]
    if action.zone != dest:
        raise _fail(action, f"the moving force arrives in {s.topo.label(dest)}: bomb it there")
    if not action.plane:
        return
    _check_bomber(s, action, side, action.plane)
    if not any(plane_reaches(s, action.plane, z) for z in path):
        raise _fail(action, f"no zone of the move is within the {s.ruler(side)} ruler from {action.plane} "
                            f"(Operational Range, line 808)")


def do_bomb_reaction(s: GameState, action: C.Bomb) -> None:
    _, side, dest, _, cubes, counters = s.pending.pop()
    if not action.plane:
        return
    mover = 1 - side
    present = [cid for cid in counters if s.counters[cid].zone == dest and s.counters[cid].side == mover]
    targets = _cube_units(dest, min(cubes, s.cubes[mover][dest])) + [_unit(s, cid) for cid in present]
    if not targets:
        return
    _start_bombing(s, side, action.plane, dest, targets, "bomb_reaction")


# -- fleets and the U-boat (Fleets, line 858; U-boats, line 872) -------------------------------------
def _sea_attackers(s: GameState, side: int) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.side == side and c.zone == SEA and not c.engaged
                  and (c.type in FLEETS or c.type == "uboat"))


def _sea_targets(s: GameState, side: int) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.side != side and c.zone == SEA and not c.engaged and c.type in FLEETS)


def list_fleet_attacks(s: GameState, side: int) -> list[Action]:
    targets = _sea_targets(s, side)
    return [C.FleetAttack(f, t) for f in _sea_attackers(s, side) for t in targets]


def check_fleet_attack(s: GameState, action: C.FleetAttack) -> None:
    side = s.current_player()
    c = s.counters.get(action.fleet)
    if c is None or c.side != side or c.zone != SEA or not (c.type in FLEETS or c.type == "uboat"):
        raise _fail(action, f"{action.fleet} is not one of your fleets or your U-boat at sea "
                            f"(lines 858, 872)")
    if c.engaged:
        raise _fail(action, f"the {piece_name(c.type)} is engaged and cannot attack until the next turn")
    t = s.counters.get(action.target)
    if t is None or t.side == side or t.zone != SEA or t.type not in FLEETS:
        raise _fail(action, f"{action.target} is not an enemy fleet at sea: fleets and the U-boat attack "
                            f"fleets (lines 858, 872)")
    if t.engaged:
        raise _fail(action, f"the {piece_name(t.type)} is already engaged")


def do_fleet_attack(s: GameState, action: C.FleetAttack) -> None:
    side = s.current_player()
    s.acted = True
    s.counters[action.fleet] = s.counters[action.fleet]._replace(engaged=True)
    s.dirty()
    s.pending.append(("fleet_die", side, action.fleet, action.target))


def do_fleet_die(s: GameState, outcome: Action) -> None:
    _, _, _, target = s.pending.pop()
    assert isinstance(outcome, ChanceOutcome)
    if outcome.values[0] >= 5:     # "if they roll 5-6 on the die an enemy fleet is engaged" (858)
        s.counters[target] = s.counters[target]._replace(engaged=True)
        s.dirty()


# -- dispatch (legal.py and state.py call these) ------------------------------------------------------
def list_in_movement(s: GameState) -> list[Action]:
    """During the movement: bombing and fleet attacks (any time in the impulse, lines 800, 858), and
    going to the attacks when one is possible."""
    side = s.active_side()
    found: list[Action] = []
    if offensive_possible(s, side):
        found.append(C.StartCombat())
    found.extend(list_bombs(s, side))
    found.extend(list_fleet_attacks(s, side))
    return found


def offensive_possible(s: GameState, side: int) -> bool:
    """Whether an attack or a landing could be declared now (a cheap test for listing StartCombat)."""
    war = s.combat
    if war.arrows >= ARROWS:
        return False
    occ = s.occ()
    enemy, own = occ.presence[1 - side], occ.presence[side]
    counters: set[int] = set()
    tanks: set[int] = set()
    for cid, c in s.counters.items():
        if c.side == side and c.zone > 0 and c.type in LAND_COUNTERS and cid not in war.fought:
            counters.add(c.zone)
            if c.type in TANKS:
                tanks.add(c.zone)
    adjacent = s.topo.adjacent
    for z in s.topo.open_zones:
        if not own[z] or not (available_cubes(s, side, z) or z in counters):
            continue
        if any(enemy[t] and t not in war.attacked for t in adjacent[z]) and HOOKS.may_attack_from(s, side, z):
            return True
    if side != ALLIED or war.landed:
        return False
    if not any(c.side == ALLIED and c.zone == SEA and c.type in FLEETS and not c.engaged
               for c in s.counters.values()):
        return False
    coastal = s.topo.coastal
    if not any(own[z] and s.control[z] == ALLIED and (available_cubes(s, side, z) or z in tanks)
               for z in coastal):
        return False
    empty_ok = bool(s.options.get("landing_on_empty_zone", True))
    return any(t not in war.attacked and not own[t] and (enemy[t] or (empty_ok and s.control[t] == AXIS))
               for t in coastal)


def list_combat_step(s: GameState) -> list[Action]:
    """After the movement: attacks, landings, bombing, fleet attacks, or the end of the impulse."""
    side = s.active_side()
    found: list[Action] = [A.EndImpulse()]
    found.extend(list_attacks(s, side))
    found.extend(list_landings(s, side))
    found.extend(list_bombs(s, side))
    found.extend(list_fleet_attacks(s, side))
    return found


def frame_player(s: GameState) -> int:
    from sandtable.core.protocol import CHANCE
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.current_player()
    if frame[0] == "fleet_die":
        return CHANCE
    return int(frame[1])


def chance_label(s: GameState) -> str:
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.chance_label()
    if frame[0] == "fleet_die":
        _, _, fleet, target = frame
        return (f"fleet attack: the {piece_name(type_of(fleet))} against the {piece_name(type_of(target))} "
                f"(5-6 engages it)")
    return ""


def chance_outcomes(s: GameState) -> list[tuple[Action, Any]] | None:
    """The resolver's dice, or None for a plain one-die frame (the state lists those)."""
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.chance_outcomes()
    return None


_LISTERS: dict[str, Callable[[GameState], list[Action]]] = {
    "landing_intercept": list_intercept_landing,
    "defend": list_defend,
    "occupy": list_occupy,
    "landing_return": list_landing_return,
    "bomb_reaction": list_bomb_reaction,
    "bomb_window": list_bomb_window,
}

_FRAME_KINDS: dict[str, tuple[type[Action], ...]] = {
    "landing_intercept": (C.InterceptLanding,),
    "defend": (C.Defend,),
    "occupy": (C.Occupy,),
    "landing_return": (C.LandingReturn,),
    "bomb_reaction": (C.Bomb,),
    "bomb_window": (C.Bomb,),
}

_FRAME_PHRASES = {
    "landing_intercept": "the interception of the landing (line 762)",
    "defend": "the defence before the combat dice: planes flying out, supports (line 703)",
    "battle": "a combat (line 697)",
    "bombing": "an air bombardment (line 800)",
    "occupy": "the occupation of the conquered zone (line 742)",
    "landing_return": "where the landing survivors go (line 752)",
    "bomb_reaction": "bombing the moving force (line 655)",
    "bomb_window": "bombing before the attacks (line 802)",
}


def _refresh_stop_battle(s: GameState) -> None:
    """Stop Battle stays available only while the events say so (a token may have been spent since
    the battle began)."""
    battle = s.combat.resolver
    if isinstance(battle, CB.Battle) and not battle.finished:
        now = (HOOKS.stop_battle_available(s, ALLIED), HOOKS.stop_battle_available(s, AXIS))
        if now != battle.setup.stop_battle:
            battle.setup = replace(battle.setup, stop_battle=now)


def list_frame(s: GameState) -> list[Action]:
    kind = s.pending[-1][0]
    if kind in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        _refresh_stop_battle(s)
        return s.combat.resolver.legal_actions()
    return _LISTERS[kind](s)


def check_frame(s: GameState, action: Action) -> None:
    kind = s.pending[-1][0]
    who = SIDE_TITLES[s.current_player()]
    if kind in RESOLVER_FRAMES:
        resolver = s.combat.resolver
        assert resolver is not None
        _refresh_stop_battle(s)
        if type(action) not in CB.ACTION_CLASSES.values():
            raise _fail(action, f"{action.describe()} is not possible now: the {who} are deciding "
                                f"{_FRAME_PHRASES[kind]}")
        if (isinstance(action, CB.PartialRetreat) and isinstance(resolver, CB.Battle)
                and resolver.phase == CB.P_DEFENDER_CHOICE):
            reason = resolver.check_partial(action)
            if reason:
                raise _fail(action, reason)
            return
        resolver.check_legal(action)
        return
    if not isinstance(action, _FRAME_KINDS[kind]):
        raise _fail(action, f"{action.describe()} is not possible now: the {who} are deciding "
                            f"{_FRAME_PHRASES[kind]}")
    {
        "landing_intercept": check_intercept_landing,
        "defend": check_defend,
        "occupy": check_occupy,
        "landing_return": check_landing_return,
        "bomb_reaction": check_bomb_reaction,
        "bomb_window": check_bomb_window,
    }[kind](s, action)  # type: ignore[operator]


def perform_frame(s: GameState, action: Action) -> None:
    kind = s.pending[-1][0]
    if kind in RESOLVER_FRAMES:
        resolver = s.combat.resolver
        assert resolver is not None
        resolver.apply(action)
        s.dirty()
        _settle(s)
        return
    if kind == "fleet_die":
        do_fleet_die(s, action)
        return
    {
        "landing_intercept": do_intercept_landing,
        "defend": do_defend,
        "occupy": do_occupy,
        "landing_return": do_landing_return,
        "bomb_reaction": do_bomb_reaction,
        "bomb_window": do_bomb_window,
    }[kind](s, action)  # type: ignore[operator]


# -- listing attacks and landings (representative groups; any legal group is accepted) -------------
def _force(s: GameState, side: int, zone: int) -> tuple[int, list[str]]:
    return available_cubes(s, side, zone), fresh_counters(s, side, zone)


def _best_tank(s: GameState, counters: list[str], target: int) -> str:
    return next((cid for cid in counters if tank_may_support(s, cid, target)), "")


def list_attacks(s: GameState, side: int) -> list[Action]:
    war = s.combat
    left = ARROWS - war.arrows
    if left <= 0:
        return []
    occ = s.occ()
    enemy = occ.presence[1 - side]
    own = occ.presence[side]
    found: list[Action] = []
    planes = ready_planes(s, side)
    for target in s.topo.open_zones:
        if not enemy[target] or target in war.attacked:
            continue
        sources = []
        for z in s.topo.adjacent[target]:
            if not own[z] or not HOOKS.may_attack_from(s, side, z):
                continue
            cubes, counters = _force(s, side, z)
            if cubes or counters:
                sources.append((z, cubes, counters))
        if not sources:
            continue
        sources.sort(key=lambda t: (-(t[1] + len(t[2])), t[0]))
        plane = next((p for p in planes if plane_reaches(s, p, target)), "")
        paras = tuple(droppable_paratroopers(s, side, target))
        groups = [sources[:left]] + ([[src] for src in sources[:3]] if len(sources) > 1 else [])
        for group in groups:
            origins = tuple(z for z, _, _ in group)
            cubes = tuple(n for _, n, _ in group)
            counters = tuple(sorted(cid for _, _, cs in group for cid in cs))
            tank = _best_tank(s, list(counters), target)
            dropped = tuple(p for p in paras if p not in counters)
            full = C.Attack(target, origins, cubes, counters, tank, plane, dropped)
            found.append(full)
            if (plane or full.paratroopers) and group is groups[0]:
                found.append(C.Attack(target, origins, cubes, counters, tank, "", ()))
    return found


def list_landings(s: GameState, side: int) -> list[Action]:
    war = s.combat
    if side != ALLIED or war.landed or war.arrows >= ARROWS:
        return []
    fleets = sorted(cid for cid, c in s.counters.items()
                    if c.side == ALLIED and c.zone == SEA and c.type in FLEETS and not c.engaged)
    if not fleets:
        return []
    occ = s.occ()
    sources = []
    for z in sorted(s.topo.coastal):
        if s.control[z] != ALLIED or not occ.presence[ALLIED][z]:
            continue
        cubes = available_cubes(s, ALLIED, z)
        tanks = fresh_counters(s, ALLIED, z, TANKS)
        if cubes or tanks:
            sources.append((z, cubes, tanks))
    if not sources:
        return []
    sources.sort(key=lambda t: (-(t[1] + len(t[2])), t[0]))
    empty_ok = bool(s.options.get("landing_on_empty_zone", True))
    planes = ready_planes(s, ALLIED)
    found: list[Action] = []
    for target in sorted(s.topo.coastal):
        if target in war.attacked or occ.presence[ALLIED][target]:
            continue
        if not occ.presence[AXIS][target] and (not empty_ok or s.control[target] != AXIS):
            continue
        plane = next((p for p in planes if plane_reaches(s, p, target)), "")
        paras = tuple(droppable_paratroopers(s, ALLIED, target))
        for engaged in ([fleets[:1], fleets[:2]] if len(fleets) > 1 else [fleets[:1]]):
            limit = LANDING_FORCES + (SECOND_FLEET_CUBES if len(engaged) == 2 else 0)
            tank = next((t for _, _, ts in sources for t in ts), "")
            room = limit - (1 if tank else 0)
            origins: list[int] = []
            cubes: list[int] = []
            for z, n, ts in sources:
                take = min(n, room)
                if take or (tank and tank in ts):
                    origins.append(z)
                    cubes.append(take)
                    room -= take
            support = tank if tank and tank_may_support(s, tank, target) else ""
            found.append(C.Landing(target, tuple(origins), tuple(cubes), (tank,) if tank else (),
                                   tuple(engaged), support, plane, paras))
    return found


_MOVE_TYPES: tuple[type, ...] = (A.MoveLand,)
