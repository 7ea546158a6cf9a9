"""What the board decides for a combat: the impulse's record (`CombatState`), the limits of an
impulse (three attack arrows, missions per zone), which forces are still fresh, the planes that
reach a zone, which tanks may support, where a defender may retreat, and the battle unit ids.

- Missions (Airports, line 665): per impulse at most one plane of a zone bombs or supports, two in
  a zone with an airport. Range: the ruler of the side (line 808) from the plane's position.
- Unit ids inside a battle: counters by their id, cubes as `cube@<zone>#<n>` (the zone they come
  from or stand in).

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45.combat_hooks import HOOKS
from sandtable.games.g1943_45.combat_rules import FIGHTS, Unit
from sandtable.games.g1943_45.pieces import ALLIED, LAND_COUNTERS, PLANES, TANKS
from sandtable.games.g1943_45.supply import in_supply, order_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


ARROWS = 3                 # "the three attack arrows" (line 697)
LANDING_FORCES = 4         # "up to a maximum of 4 cubes (or 3 cubes and a tank)" (line 746)
SECOND_FLEET_CUBES = 2     # "two more cubes" with two fleets (line 750)


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


def fail(action: Action, reason: str) -> IllegalAction:
    """The refusal of `action` with its reason (raised by every check of the combat engine)."""
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


def ready_planes(s: GameState, side: int, keep: int = 0) -> list[str]:
    """Planes of `side` that may fly a mission now: on the board, unengaged, with a mission left,
    in supply (line 876) unless they stand in zone `keep` (the attacked zone: its defenders fight
    where they stand whatever their supply)."""
    found = [cid for cid, c in s.counters.items()
             if c.side == side and c.type in PLANES and c.zone > 0 and not c.engaged
             and mission_room(s, c.zone)]
    if found:
        supplied = order_zones(s, side)
        if supplied is not None:
            found = [cid for cid in found if s.counters[cid].zone in supplied or s.counters[cid].zone == keep]
        found.sort()
    return found


def support_planes(s: GameState, side: int, target: int, exclude: tuple[str, ...] = ()) -> list[str]:
    return [cid for cid in ready_planes(s, side, keep=target) if cid not in exclude
            and (s.counters[cid].zone == target or plane_reaches(s, cid, target))]


def droppable_paratroopers(s: GameState, side: int, target: int) -> list[str]:
    """Paratroopers that can be launched on `target` (Paratroopers, lines 832-834): Allied, before
    Overlord, unengaged, not fought this impulse, the target within the plane ruler of their zone."""
    if side != ALLIED or s.overlord_done:
        return []
    found = []
    for cid, c in s.counters.items():
        if (c.side == side and c.type == "paratroopers" and c.zone > 0 and c.zone != target
                and not c.engaged and cid not in s.combat.fought and in_supply(s, side, c.zone)
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
    nor into closed zones (Retreat, lines 732-738); none from a zone whose forces may not leave it
    (Strangle plan, 940; a cube pinned by partisans, 848)."""
    topo = s.topo
    enemy = s.occ().presence[1 - side]

    def ok(z: int) -> bool:
        return (z != zone and not topo.zone(z).closed and s.control[z] == side and not enemy[z]
                and HOOKS.may_enter(s, side, z))

    paths: list[tuple[int, ...]] = []
    if not HOOKS.may_leave(s, side, zone):
        return paths
    if HOOKS.pinned(s, side, zone):
        # A cube drawn by partisans "cannot move until the next round" (848): the retreat moves all
        # the forces defending the zone (732), so with the cube held there is none.
        return paths
    for a in topo.adjacent[zone]:
        if not ok(a):
            continue
        paths.append((a,))
        paths.extend((a, b) for b in topo.adjacent[a] if ok(b))
    return paths


def cube_units(zone: int, n: int, role: str = FIGHTS) -> list[Unit]:
    """`n` cubes standing in or coming from `zone`, as battle units."""
    return [Unit("cube", role=role, uid=f"cube@{zone}#{k}") for k in range(1, n + 1)]


def counter_unit(s: GameState, cid: str, role: str = FIGHTS, external: bool = False) -> Unit:
    """A counter as a battle unit, under its own id."""
    c = s.counters[cid]
    return Unit(c.type, c.engaged, role, external, cid)


def cube_zone(uid: str) -> int:
    """The zone in a cube's battle id (`cube@<zone>#<n>`)."""
    return int(uid.split("@", 1)[1].split("#", 1)[0])


def use_plane(s: GameState, plane: str) -> None:
    """Count a supporting plane's mission against its zone's limit (none when `plane` is "")."""
    if plane:
        zone = s.counters[plane].zone
        # The resolver engages it when the battle starts (line 717).
        s.combat.missions[zone] = s.combat.missions.get(zone, 0) + 1
