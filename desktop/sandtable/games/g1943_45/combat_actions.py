"""The actions of 1943-45 rules part 2 (combat), as a player would say them; frozen, JSON-serialisable.

Attacks and landings name the target, the zones the forces come from with the cubes taken from each,
the counters, and the supports. The decisions inside one battle (casualties, the elite, retreats,
Stop Battle, breaking off) are the resolver's own actions (`combat.ACTION_CLASSES`); its dice are
`combat.DiceRoll` chance steps. Rules: attack.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sandtable.core.protocol import Action
from sandtable.games.g1943_45.pieces import describe_group, piece_name, type_of


def _from(origins: tuple[int, ...], cubes: tuple[int, ...], counters: tuple[str, ...]) -> str:
    total = sum(cubes)
    where = ", ".join(f"{z:02d}" for z in origins)
    return f"from {where} with {describe_group(total, counters)}" if origins else \
        f"with {describe_group(total, counters)}"


def _supports(tank: str, plane: str, paratroopers: tuple[str, ...]) -> str:
    bits = []
    if tank:
        bits.append("tank support")
    if plane:
        bits.append(f"plane support ({plane})")
    if paratroopers:
        bits.append("paratroopers dropped")
    return ", " + ", ".join(bits) if bits else ""


@dataclass(frozen=True)
class Attack(Action):
    """Attack an enemy-occupied zone from adjacent friendly zones (COMBAT, line 697).

    `cubes[i]` cubes come from `origins[i]`; `counters` are land counters of those zones;
    `tank_support` is one of them (line 713); `plane_support` a plane with the target in range
    (lines 790, 808); `paratroopers` are dropped on the combat (line 834)."""

    kind: ClassVar[str] = "attack"
    target: int = 0
    origins: tuple[int, ...] = ()
    cubes: tuple[int, ...] = ()
    counters: tuple[str, ...] = ()
    tank_support: str = ""
    plane_support: str = ""
    paratroopers: tuple[str, ...] = ()

    def describe(self) -> str:
        return (f"attack {self.target:02d} {_from(self.origins, self.cubes, self.counters)}"
                f"{_supports(self.tank_support, self.plane_support, self.paratroopers)}")


@dataclass(frozen=True)
class Landing(Action):
    """Allied landing on an enemy coastal zone from friendly coastal zones, engaging one or two
    fleets (Landings, lines 746-756)."""

    kind: ClassVar[str] = "land"
    target: int = 0
    origins: tuple[int, ...] = ()
    cubes: tuple[int, ...] = ()
    counters: tuple[str, ...] = ()
    fleets: tuple[str, ...] = ()
    tank_support: str = ""
    plane_support: str = ""
    paratroopers: tuple[str, ...] = ()

    def describe(self) -> str:
        fleets = " and ".join(piece_name(type_of(f)) for f in self.fleets) or "no fleet"
        return (f"land in {self.target:02d} {_from(self.origins, self.cubes, self.counters)}, "
                f"engaging the {fleets}"
                f"{_supports(self.tank_support, self.plane_support, self.paratroopers)}")


@dataclass(frozen=True)
class InterceptLanding(Action):
    """The Axis answer to a landing: the pieces that try to intercept it (line 764); () declines."""

    kind: ClassVar[str] = "intercept_landing"
    pieces: tuple[str, ...] = ()

    def describe(self) -> str:
        if not self.pieces:
            return "no interception of the landing"
        return "intercept the landing with " + ", ".join(piece_name(type_of(p)) for p in self.pieces)


@dataclass(frozen=True)
class Defend(Action):
    """The defender before the combat dice: planes flown out of the attacked zone to `to` (they
    become engaged, line 703), and the supports of the defence (lines 713, 790)."""

    kind: ClassVar[str] = "defend"
    fly_out: tuple[str, ...] = ()
    to: int = 0
    plane_support: str = ""
    tank_support: str = ""

    def describe(self) -> str:
        bits = []
        if self.fly_out:
            bits.append(f"fly {len(self.fly_out)} plane{'s' if len(self.fly_out) > 1 else ''} out to "
                        f"{self.to:02d}")
        if self.tank_support:
            bits.append("tank support")
        if self.plane_support:
            bits.append(f"plane support ({self.plane_support})")
        return "defend: " + (", ".join(bits) if bits else "no support")


@dataclass(frozen=True)
class Occupy(Action):
    """After taking a zone, the attacker moves in with all or part of the attacking force, never
    planes (Occupying the Zone, line 742): `cubes[i]` cubes from `origins[i]`, and `counters`."""

    kind: ClassVar[str] = "occupy"
    origins: tuple[int, ...] = ()
    cubes: tuple[int, ...] = ()
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        if not sum(self.cubes) and not self.counters:
            return "do not occupy the conquered zone"
        return "occupy the conquered zone " + _from(self.origins, self.cubes, self.counters)


@dataclass(frozen=True)
class LandingReturn(Action):
    """Survivors of an interrupted landing go to a supplied Allied zone (line 752)."""

    kind: ClassVar[str] = "landing_return"
    to: int = 0

    def describe(self) -> str:
        return f"the landing survivors go back to {self.to:02d}"


@dataclass(frozen=True)
class Bomb(Action):
    """Air bombardment of an enemy zone in range (lines 800-806), in one's own impulse or as a
    reaction in the opponent's; `plane` "" declines a reaction."""

    kind: ClassVar[str] = "bomb"
    plane: str = ""
    zone: int = 0

    def describe(self) -> str:
        if not self.plane:
            return "no bombing"
        return f"the {piece_name(type_of(self.plane))} {self.plane} bombs {self.zone:02d}"


@dataclass(frozen=True)
class FleetAttack(Action):
    """A fleet or the U-boat tries to engage an enemy fleet: 5-6 engages it (lines 858, 872)."""

    kind: ClassVar[str] = "fleet_attack"
    fleet: str = ""
    target: str = ""

    def describe(self) -> str:
        return (f"the {piece_name(type_of(self.fleet))} attacks the {piece_name(type_of(self.target))} "
                f"to engage it")


@dataclass(frozen=True)
class StartCombat(Action):
    """End the movement of the impulse and go to the attacks (COMBAT, line 697: "at the end of the
    movement"); listed only when an attack or a landing is possible."""

    kind: ClassVar[str] = "to_combat"

    def describe(self) -> str:
        return "end of movement: to the attacks"


COMBAT_ACTION_CLASSES: tuple[type[Action], ...] = (
    StartCombat, Attack, Landing, InterceptLanding, Defend, Occupy, LandingReturn, Bomb, FleetAttack,
)
