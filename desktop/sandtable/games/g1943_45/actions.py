"""The actions of 1943-45 part 1, as a player would say them; frozen, JSON-serialisable.

Zones are printed zone numbers; counters are named by id (``A.tank.2``), cubes by count. Die
rolls are `core.protocol.ChanceOutcome` steps with a label.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sandtable.core.protocol import Action, ChanceOutcome
from sandtable.games.g1943_45.pieces import SIDE_TITLES, SIDES, describe_group, piece_name, type_of


def _zones(path: tuple[int, ...]) -> str:
    return ", ".join(f"{z:02d}" for z in path)


@dataclass(frozen=True)
class AcceptDefaultSetup(Action):
    """Axis: deploy the free forces as the scenario's default deployment (Setup, line 580)."""

    kind: ClassVar[str] = "accept_default_setup"

    def describe(self) -> str:
        return "Axis: accept the scenario's default deployment"


@dataclass(frozen=True)
class SetupPlace(Action):
    """Axis free set-up: place `count` free pieces of type `piece` in `zone` (Setup, line 580)."""

    kind: ClassVar[str] = "setup_place"
    zone: int = 0
    piece: str = "cube"
    count: int = 1

    def describe(self) -> str:
        return f"Axis set-up: place {self.count} {piece_name(self.piece, self.count)} in {self.zone:02d}"


@dataclass(frozen=True)
class SetupDone(Action):
    kind: ClassVar[str] = "setup_done"

    def describe(self) -> str:
        return "Axis set-up done"


@dataclass(frozen=True)
class ChooseFirst(Action):
    """The initiative winner says which side plays the first impulse (Impulses, line 633)."""

    kind: ClassVar[str] = "choose_first"
    side: str = "allied"

    def describe(self) -> str:
        title = SIDE_TITLES[SIDES.index(self.side)] if self.side in SIDES else self.side
        return f"{title} take the initiative (first impulse)"


@dataclass(frozen=True)
class OverlordRemoveFleet(Action):
    """Overlord: the Allies remove one fleet for good (Overlord, line 900; Fleets, line 860)."""

    kind: ClassVar[str] = "overlord_remove_fleet"
    fleet: str = ""

    def describe(self) -> str:
        return f"Overlord: the Allies withdraw the {piece_name(type_of(self.fleet))}"


@dataclass(frozen=True)
class Reinforce(Action):
    """Place `count` reinforcement cubes in `zone` (Forces coming into play, line 615)."""

    kind: ClassVar[str] = "reinforce"
    zone: int = 0
    count: int = 1

    def describe(self) -> str:
        return f"reinforce {self.zone:02d} with {self.count} {piece_name('cube', self.count)}"


@dataclass(frozen=True)
class ReinforceDone(Action):
    kind: ClassVar[str] = "reinforce_done"

    def describe(self) -> str:
        return "reinforcements done"


@dataclass(frozen=True)
class Convert(Action):
    """Convert cubes in `zone` into one counter of type `piece` (Forces Conversion, line 623)."""

    kind: ClassVar[str] = "convert"
    zone: int = 0
    piece: str = "tank"

    def describe(self) -> str:
        return f"convert cubes in {self.zone:02d} into {describe_group(0, ('x.' + self.piece + '.0',))}"


@dataclass(frozen=True)
class ConvertDone(Action):
    kind: ClassVar[str] = "convert_done"

    def describe(self) -> str:
        return "conversion done"


@dataclass(frozen=True)
class MoveLand(Action):
    """Land move of fresh pieces from `origin` along `path` (ending at its last zone) (line 647)."""

    kind: ClassVar[str] = "move"
    origin: int = 0
    path: tuple[int, ...] = ()
    cubes: int = 0
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        dest = self.path[-1] if self.path else self.origin
        via = f" via {_zones(self.path[:-1])}" if len(self.path) > 1 else ""
        return f"move {describe_group(self.cubes, self.counters)} from {self.origin:02d} to {dest:02d}{via}"


@dataclass(frozen=True)
class MoveAir(Action):
    """Air move of one plane to a friendly zone; `position` None = the zone's default point (line 661)."""

    kind: ClassVar[str] = "fly"
    plane: str = ""
    to: int = 0
    position: tuple[float, float] | None = None

    def describe(self) -> str:
        return f"fly the {piece_name(type_of(self.plane))} {self.plane} to {self.to:02d}"


@dataclass(frozen=True)
class Transport(Action):
    """Naval transport of pieces between two friendly coastal zones, one point each (line 679)."""

    kind: ClassVar[str] = "transport"
    origin: int = 0
    to: int = 0
    cubes: int = 0
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        group = describe_group(self.cubes, self.counters)
        return f"transport {group} by sea from {self.origin:02d} to {self.to:02d}"


@dataclass(frozen=True)
class Intercept(Action):
    """The enemy's reaction to a naval transport: the pieces that try to intercept (line 687).

    An empty tuple declines.
    """

    kind: ClassVar[str] = "intercept"
    pieces: tuple[str, ...] = ()

    def describe(self) -> str:
        if not self.pieces:
            return "no interception of the naval transport"
        names = ", ".join(piece_name(type_of(p)) for p in self.pieces)
        return f"intercept the naval transport with {names}"


@dataclass(frozen=True)
class TransportLoss(Action):
    """The mover chooses which transported piece an interception hit destroys (line 693)."""

    kind: ClassVar[str] = "transport_loss"
    piece: str = "cube"     # "cube" or a counter id

    def describe(self) -> str:
        name = "a cube" if self.piece == "cube" else f"the {piece_name(type_of(self.piece))} {self.piece}"
        return f"naval transport loses {name}"


@dataclass(frozen=True)
class StackingMove(Action):
    """Move excess pieces to an adjacent friendly zone at the end of an impulse (Stacking, line 544)."""

    kind: ClassVar[str] = "stacking_move"
    origin: int = 0
    to: int = 0
    cubes: int = 0
    counters: tuple[str, ...] = ()

    def describe(self) -> str:
        group = describe_group(self.cubes, self.counters)
        return f"over-stacked: move {group} from {self.origin:02d} to {self.to:02d}"


@dataclass(frozen=True)
class EndImpulse(Action):
    kind: ClassVar[str] = "end_impulse"

    def describe(self) -> str:
        return "end of impulse"


@dataclass(frozen=True)
class Pass(Action):
    """Pass the impulse without acting; two consecutive passes end the turn (line 639)."""

    kind: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "pass"


# -- events and partisans (rules part 2: EVENTS, lines 904-958; Partisans, lines 842-850) --------
@dataclass(frozen=True)
class PlayEvent(Action):
    """Place an event token on the display and apply the event (EVENTS, line 912).

    `zone` names the target zone of the events that have one (reinforcements, operational: 0 is
    the sea, logistical effort, strangle plan, new defensive line); -1 otherwise. `returns` names
    the boxes Kesselring takes tokens back from (line 954)."""

    kind: ClassVar[str] = "play_event"
    event: str = ""
    zone: int = -1
    returns: tuple[str, ...] = ()

    def describe(self) -> str:
        title = self.event.replace("_", " ")
        if self.returns:
            return f"event: {title}, tokens back from {', '.join(r.replace('_', ' ') for r in self.returns)}"
        if self.zone == 0:
            return f"event: {title} at sea"
        return f"event: {title} in {self.zone:02d}" if self.zone > 0 else f"event: {title}"


@dataclass(frozen=True)
class NoEvent(Action):
    """Decline the events (and partisans) offered at this moment; play goes on."""

    kind: ClassVar[str] = "no_event"

    def describe(self) -> str:
        return "no event: continue"


@dataclass(frozen=True)
class ConvertPartisans(Action):
    """Convert one cube from `origin` into partisans placed in `to` (Partisans, line 844)."""

    kind: ClassVar[str] = "convert_partisans"
    origin: int = 0
    to: int = 0

    def describe(self) -> str:
        return f"convert a cube in {self.origin:02d} into partisans in {self.to:02d}"


@dataclass(frozen=True)
class MovePartisans(Action):
    """Move partisans along `path` of partisan-triangle zones (Partisans, line 846)."""

    kind: ClassVar[str] = "move_partisans"
    partisans: str = ""
    path: tuple[int, ...] = ()

    def describe(self) -> str:
        dest = self.path[-1] if self.path else 0
        return f"move the partisans {self.partisans} to {dest:02d}"


@dataclass(frozen=True)
class EngagePartisans(Action):
    """Engage partisans: they draw an enemy cube from `origin` into their zone (line 848)."""

    kind: ClassVar[str] = "engage_partisans"
    partisans: str = ""
    origin: int = 0

    def describe(self) -> str:
        return f"partisans {self.partisans} draw an Axis cube from {self.origin:02d}"


EVENT_ACTION_CLASSES: tuple[type[Action], ...] = (
    PlayEvent, NoEvent, ConvertPartisans, MovePartisans, EngagePartisans,
)


ACTION_CLASSES: tuple[type[Action], ...] = (
    AcceptDefaultSetup, SetupPlace, SetupDone, ChooseFirst, OverlordRemoveFleet, Reinforce,
    ReinforceDone, Convert, ConvertDone, MoveLand, MoveAir, Transport, Intercept, TransportLoss,
    StackingMove, EndImpulse, Pass, ChanceOutcome,
) + EVENT_ACTION_CLASSES


def action_registry() -> dict[str, type[Action]]:
    # Rules part 2: combat actions (combat_actions.py) and the battle resolver's own (combat.py).
    from sandtable.games.g1943_45.combat import ACTION_CLASSES as BATTLE_ACTIONS
    from sandtable.games.g1943_45.combat_actions import COMBAT_ACTION_CLASSES
    found = {cls.kind: cls for cls in ACTION_CLASSES}
    found.update({cls.kind: cls for cls in COMBAT_ACTION_CLASSES})
    found.update(BATTLE_ACTIONS)
    return found
