"""The actions of From Salerno to Rome: every decision a player makes, as a frozen dataclass.

Dice are `core.protocol.ChanceOutcome` with a label ("CRT, 2:1 on Ortona (4913)"). Hexes are
board keys ("map2:0812"); units are counter ids ("Afkl/26.Pz"). `Done` (core's) ends the current
step, window or list of choices (pass).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sandtable.core.protocol import Action, ChanceOutcome, Done, action_kinds


@dataclass(frozen=True)
class Buy(Action):
    """Programming phase (6, lines 378-388): buy an operation for this impulse, secretly.
    item: "division" | "corps" | "offensive" | "gustav" | "airfield_group" | "reassign"...; target: its
    name; divisions: the corps' divisions activated (9.2, line 398, spec C1), or a reassignment's
    destination corps or army (7.1)."""

    kind: ClassVar[str] = "buy"
    item: str = ""
    target: str = ""
    divisions: tuple[str, ...] = ()

    def describe(self) -> str:
        if self.item == "reassign":  # 7.1: to a corps or an army of the command display
            return f"reassign {self.target} to {self.divisions[0] if self.divisions else '?'}"
        extra = f" with {', '.join(self.divisions)}" if self.divisions else ""
        return f"buy {self.item} {self.target}{extra}"


@dataclass(frozen=True)
class Commit(Action):
    """Programming phase: the purchases of this impulse are final (revealed when both commit)."""

    kind: ClassVar[str] = "commit"

    def describe(self) -> str:
        return "commit the activation points"


@dataclass(frozen=True)
class PlaceArtillery(Action):
    """Step 4e (16, lines 815-817): put an artillery counter in or next to a unit of its formation."""

    kind: ClassVar[str] = "place_artillery"
    unit: str = ""
    hex: str = ""

    def describe(self) -> str:
        return f"place {self.unit} at {self.hex}"


@dataclass(frozen=True)
class Fortify(Action):
    """Step 4f (9.7, line 575): a fortification marker on a supplied hex."""

    kind: ClassVar[str] = "fortify"
    hex: str = ""

    def describe(self) -> str:
        return f"fortification at {self.hex}"


@dataclass(frozen=True)
class PlaceRearguard(Action):
    """Step 4f (12, line 671): a rearguard in a supplied hex not next to the enemy."""

    kind: ClassVar[str] = "place_rearguard"
    hex: str = ""

    def describe(self) -> str:
        return f"rearguard at {self.hex}"


@dataclass(frozen=True)
class Operate(Action):
    """Segment: start the operation of an activated formation (9.1-9.2, lines 459-479)."""

    kind: ClassVar[str] = "operate"
    formation: str = ""

    def describe(self) -> str:
        return f"operate {self.formation}"


@dataclass(frozen=True)
class Adjust(Action):
    """Tactical adjustment (9.11, line 611): units of at most 3 dots in one hex, free, once an impulse."""

    kind: ClassVar[str] = "adjust"
    units: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"tactical adjustment with {', '.join(self.units)}"


@dataclass(frozen=True)
class Emergency(Action):
    """Emergency activation (9.3, lines 485-503): the KG (Axis: units under or next to the marker)
    or the TF (Allies: units under it, one army), up to 6 dots, 1 AP, once an impulse."""

    kind: ClassVar[str] = "emergency"
    hex: str = ""

    def describe(self) -> str:
        return f"emergency activation at {self.hex}"


@dataclass(frozen=True)
class Drop(Action):
    """Make the first drop bought this impulse on `hex`, a plain or hill hex (9.4, line 507)."""

    kind: ClassVar[str] = "drop"
    hex: str = ""

    def describe(self) -> str:
        return f"airborne drop on {self.hex}"


@dataclass(frozen=True)
class Land(Action):
    """Make the first landing bought this impulse: the unit's beach (minor) or the depot's hex
    (major) (9.5, 9.5.3, lines 519, 535)."""

    kind: ClassVar[str] = "land"
    hex: str = ""

    def describe(self) -> str:
        return f"landing at {self.hex}"


@dataclass(frozen=True)
class AddBonus(Action):
    """Step A: activate an independent unit as a bonus unit (9.1-9.2, lines 463, 475-477)."""

    kind: ClassVar[str] = "add_bonus"
    unit: str = ""

    def describe(self) -> str:
        return f"bonus unit {self.unit}"


@dataclass(frozen=True)
class SetReserve(Action):
    """Step A: put the activated units of a hex in Reserve (15, line 789)."""

    kind: ClassVar[str] = "set_reserve"
    hex: str = ""

    def describe(self) -> str:
        return f"Reserve at {self.hex}"


@dataclass(frozen=True)
class ActivateReserve(Action):
    """Step D: activate the Reserve units of one hex (15.1-15.2, lines 799-809)."""

    kind: ClassVar[str] = "activate_reserve"
    hex: str = ""

    def describe(self) -> str:
        return f"activate the Reserve at {self.hex}"


@dataclass(frozen=True)
class Move(Action):
    """Move units that start in one hex to another (11, lines 619-641); strategic: x4 / x3 MA."""

    kind: ClassVar[str] = "move"
    units: tuple[str, ...] = ()
    to: str = ""
    strategic: bool = False

    def describe(self) -> str:
        how = "strategic move" if self.strategic else "move"
        return f"{how} {', '.join(self.units)} to {self.to}"


@dataclass(frozen=True)
class Bridge(Action):
    """Blow (unit "") or repair or build (by `unit`) the bridge on hexside `bridge` ("a|b") (11.7-11.8)."""

    kind: ClassVar[str] = "bridge"
    bridge: str = ""
    unit: str = ""

    def describe(self) -> str:
        return (
            f"{self.unit} works on bridge {self.bridge}" if self.unit else f"blow the bridge {self.bridge}"
        )


@dataclass(frozen=True)
class Mule(Action):
    """Step B (17.4, line 911): put a mule in a mountain hex (or move the oldest one there)."""

    kind: ClassVar[str] = "mule"
    hex: str = ""

    def describe(self) -> str:
        return f"mule to {self.hex}"


@dataclass(frozen=True)
class React(Action):
    """Reaction (13, lines 675-681): units of one hex move up to half their MA, rounded up."""

    kind: ClassVar[str] = "react"
    units: tuple[str, ...] = ()
    to: str = ""

    def describe(self) -> str:
        return f"react with {', '.join(self.units)} to {self.to}"


@dataclass(frozen=True)
class Attack(Action):
    """Combat (14, lines 685-701): every eligible unit in the `origins` hexes attacks `target`."""

    kind: ClassVar[str] = "attack"
    target: str = ""
    origins: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"attack {self.target} from {', '.join(self.origins)}"


@dataclass(frozen=True)
class Support(Action):
    """Tactical support (14.2.6, 16.2, lines 737-741, 859): one counter or none ("")."""

    kind: ClassVar[str] = "support"
    counter: str = ""

    def describe(self) -> str:
        return f"support with {self.counter}" if self.counter else "no support"


@dataclass(frozen=True)
class Bombard(Action):
    """Bombardment (16.1, lines 827-855) of a hex; counters of one kind (artillery, aircraft, naval)."""

    kind: ClassVar[str] = "bombard"
    target: str = ""
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"bombard {self.target} with {', '.join(self.counters)}"


@dataclass(frozen=True)
class Interdict(Action):
    """Interdiction (16.3, line 867): counters raise the MP cost of `hex` until the impulse ends."""

    kind: ClassVar[str] = "interdict"
    hex: str = ""
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        return f"interdict {self.hex} with {', '.join(self.counters)}"


@dataclass(frozen=True)
class LoseStep(Action):
    """The owner picks the unit that loses a step (14.3, line 757)."""

    kind: ClassVar[str] = "lose_step"
    unit: str = ""

    def describe(self) -> str:
        return f"{self.unit} loses a step"


@dataclass(frozen=True)
class Choose(Action):
    """A named choice: "retreat_instead" / "take_loss" (14.3.2), "step" / "end_ops" (HIT results)."""

    kind: ClassVar[str] = "choose"
    option: str = ""

    def describe(self) -> str:
        return self.option.replace("_", " ")


@dataclass(frozen=True)
class AirSupply(Action):
    """Air supply (17.3, line 907): an unused aircraft tries to supply the units of a hex."""

    kind: ClassVar[str] = "air_supply"
    hex: str = ""

    def describe(self) -> str:
        return f"air supply to {self.hex}"


@dataclass(frozen=True)
class Retreat(Action):
    """Retreat all defending units to `to` (14.3.1, lines 761-765)."""

    kind: ClassVar[str] = "retreat"
    to: str = ""

    def describe(self) -> str:
        return f"retreat to {self.to}"


@dataclass(frozen=True)
class Advance(Action):
    """Advance after combat (14.3.3, line 773): the attackers from `origin` enter the vacated hex."""

    kind: ClassVar[str] = "advance"
    origin: str = ""
    units: tuple[str, ...] = ()  # empty: every attacker still in `origin`

    def describe(self) -> str:
        who = ", ".join(self.units) if self.units else "all"
        return f"advance from {self.origin} ({who})"


@dataclass(frozen=True)
class SeaMove(Action):
    """Naval movement (11.5, line 649): a unit of the operation from a friendly supplied port to
    another port the enemy does not hold; END OPS at once; three units an impulse."""

    kind: ClassVar[str] = "sea_move"
    unit: str = ""
    to: str = ""

    def describe(self) -> str:
        return f"{self.unit} by sea to {self.to}"


@dataclass(frozen=True)
class Examine(Action):
    """Intelligence (9.9, lines 589-593): examine the stack of one enemy-occupied hex (10 an use)."""

    kind: ClassVar[str] = "examine"
    hex: str = ""

    def describe(self) -> str:
        return f"examine {self.hex}"


@dataclass(frozen=True)
class PlaceUnit(Action):
    """Put a unit on a hex the rule lets its owner choose: a replacement (19, line 937) or a unit
    of a major landing (9.5, line 519)."""

    kind: ClassVar[str] = "place_unit"
    unit: str = ""
    hex: str = ""

    def describe(self) -> str:
        return f"place {self.unit} at {self.hex}"


ALL: tuple[type[Action], ...] = (
    *(
        c
        for c in list(globals().values())
        if isinstance(c, type) and issubclass(c, Action) and c is not Action and c.__module__ == __name__
    ),
    Done,
    ChanceOutcome,
)


def action_registry() -> dict[str, type[Action]]:
    return action_kinds(*ALL)
