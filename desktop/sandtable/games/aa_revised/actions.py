"""Every decision of a Revised game as a frozen, JSON-round-tripping action.

Dice are `core.protocol.ChanceOutcome`s (one die per chance step, labelled). Units are named by
their id in the state (`state.units`), places by the board's space ids. `Done` (core's) ends the
current step: no (more) research, purchase, moves, launches or placements.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sandtable.core.protocol import Action, ChanceOutcome, Done, action_kinds


@dataclass(frozen=True)
class Research(Action):
    """Buy `dice` research dice for one development and roll them (L794-824)."""

    kind: ClassVar[str] = "research"
    development: str = ""
    dice: int = 1

    def describe(self) -> str:
        return f"research {self.development} with {self.dice} dice"


@dataclass(frozen=True)
class Buy(Action):
    """Buy `count` units of a type into the mobilization zone (L924-946)."""

    kind: ClassVar[str] = "buy"
    unit: str = ""
    count: int = 1

    def describe(self) -> str:
        return f"buy {self.count} {self.unit}"


@dataclass(frozen=True)
class LendLease(Action):
    """Lend-Lease: in the USSR's purchase phase, a friendly power's unit in Soviet territory becomes
    Soviet, same type (L3287-3292)."""

    kind: ClassVar[str] = "lend_lease"
    unit: int = 0

    def describe(self) -> str:
        return f"lend-lease unit {self.unit} to the USSR"


@dataclass(frozen=True)
class Move(Action):
    """Move units along `path` (the spaces entered, in order; the last is the destination).

    `mission` is "" or "sbr" (a strategic bombing raid, L2188-2227) or "kamikaze" (L3383-3392).
    """

    kind: ClassVar[str] = "move"
    units: tuple[int, ...] = ()
    path: tuple[str, ...] = ()
    mission: str = ""

    def describe(self) -> str:
        what = ",".join(str(u) for u in self.units)
        extra = f" ({self.mission})" if self.mission else ""
        return f"move {what} via {'-'.join(self.path)}{extra}"


@dataclass(frozen=True)
class Load(Action):
    """Load a land unit from its territory onto a transport in an adjacent sea zone (L2936-2957)."""

    kind: ClassVar[str] = "load"
    unit: int = 0
    transport: int = 0

    def describe(self) -> str:
        return f"load {self.unit} onto transport {self.transport}"


@dataclass(frozen=True)
class Unload(Action):
    """Unload the mover's cargo of a transport into an adjacent territory (L2947-2957, L1245-1250)."""

    kind: ClassVar[str] = "unload"
    transport: int = 0
    to: str = ""

    def describe(self) -> str:
        return f"unload transport {self.transport} into {self.to}"


@dataclass(frozen=True)
class UnloadUnit(Action):
    """Lightning Assaults: land one unit of a Japanese transport's cargo in an amphibious assault,
    the transport going on to another coast (L3413-3420)."""

    kind: ClassVar[str] = "unload_unit"
    transport: int = 0
    unit: int = 0
    to: str = ""

    def describe(self) -> str:
        return f"unload unit {self.unit} of transport {self.transport} into {self.to}"


@dataclass(frozen=True)
class UnloadUnits(Action):
    """Unload the chosen cargo `units` (of one or more transports in one sea zone) into `to`, the
    rest staying aboard: "sbarcare una o più unità" (L2975); every transport that unloads stops and
    unloads nowhere else this turn (L2952-2954)."""

    kind: ClassVar[str] = "unload_units"
    units: tuple[int, ...] = ()
    to: str = ""

    def describe(self) -> str:
        return f"unload units {','.join(str(u) for u in self.units)} into {self.to}"


@dataclass(frozen=True)
class FlyToCarrier(Action):
    """A combat move of fighters (`units` along `path`) whose landing is the carrier `carrier`,
    declared now to come to sea zone `meet` in the non-combat move (L1748-1766, L2272-2278,
    L2691-2697)."""

    kind: ClassVar[str] = "fly_to_carrier"
    units: tuple[int, ...] = ()
    path: tuple[str, ...] = ()
    carrier: int = 0
    meet: str = ""

    def describe(self) -> str:
        what = ",".join(str(u) for u in self.units)
        return f"move {what} via {'-'.join(self.path)}, carrier {self.carrier} to come to {self.meet}"


@dataclass(frozen=True)
class Fight(Action):
    """Resolve the combat in `space` next; the attacker picks the order (L1310-1330)."""

    kind: ClassVar[str] = "fight"
    space: str = ""

    def describe(self) -> str:
        return f"fight in {self.space}"


@dataclass(frozen=True)
class Rocket(Action):
    """An AA gun in `launch` fires a rocket at the enemy IC in `target` (L2169-2187)."""

    kind: ClassVar[str] = "rocket"
    launch: str = ""
    target: str = ""

    def describe(self) -> str:
        return f"rocket from {self.launch} at {self.target}"


@dataclass(frozen=True)
class Casualty(Action):
    """The hit side picks a casualty (L1357-1364); a healthy battleship hit is damaged (L2092-2108)."""

    kind: ClassVar[str] = "casualty"
    unit: int = 0

    def describe(self) -> str:
        return f"casualty {self.unit}"


@dataclass(frozen=True)
class Press(Action):
    """The attacker fights another round (L1610-1619)."""

    kind: ClassVar[str] = "press"

    def describe(self) -> str:
        return "press the attack"


@dataclass(frozen=True)
class Retreat(Action):
    """The attacker retreats (L1620-1659): land and sea units to `to`; "" = only the aircraft leave
    (the land combat of an amphibious assault, L1650-1652)."""

    kind: ClassVar[str] = "retreat"
    to: str = ""

    def describe(self) -> str:
        return f"retreat to {self.to}" if self.to else "retreat the aircraft"


@dataclass(frozen=True)
class Submerge(Action):
    """The side's submarines in the combat submerge (True) or stay (False) (L1653-1659)."""

    kind: ClassVar[str] = "submerge"
    submerge: bool = True

    def describe(self) -> str:
        return "submerge the submarines" if self.submerge else "the submarines stay"


@dataclass(frozen=True)
class Land(Action):
    """An aircraft that fought lands (L1728-1766), or a fighter of a sunk carrier escapes (L2726)."""

    kind: ClassVar[str] = "land"
    unit: int = 0
    to: str = ""

    def describe(self) -> str:
        return f"aircraft {self.unit} lands in {self.to}"


@dataclass(frozen=True)
class Place(Action):
    """Mobilize one bought unit at `at` through the IC in `via` (L2373-2441)."""

    kind: ClassVar[str] = "place"
    unit: str = ""
    at: str = ""
    via: str = ""

    def describe(self) -> str:
        return f"place {self.unit} at {self.at}" + (
            f" (IC {self.via})" if self.via and self.via != self.at else ""
        )


@dataclass(frozen=True)
class ChooseAdvantage(Action):
    """A power takes a national advantage before play (L3170-3173)."""

    kind: ClassVar[str] = "choose_advantage"
    power: str = ""
    name: str = ""

    def describe(self) -> str:
        return f"{self.power} takes {self.name}"


@dataclass(frozen=True)
class Declare(Action):
    """Use a once-per-game national advantage now (Russian Winter L3243-3248, Joint Strike L3341-3349),
    or decline (`use` False)."""

    kind: ClassVar[str] = "declare"
    name: str = ""
    use: bool = True

    def describe(self) -> str:
        return f"{'declare' if self.use else 'decline'} {self.name}"


ACTIONS: tuple[type[Action], ...] = (
    Done,
    Research,
    Buy,
    LendLease,
    Move,
    Load,
    Unload,
    UnloadUnit,
    UnloadUnits,
    FlyToCarrier,
    Fight,
    Rocket,
    Casualty,
    Press,
    Retreat,
    Submerge,
    Land,
    Place,
    ChooseAdvantage,
    Declare,
    ChanceOutcome,
)


def action_registry() -> dict[str, type[Action]]:
    return action_kinds(*ACTIONS)
