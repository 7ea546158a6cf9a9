"""Every decision a D-Day player can take, as frozen dataclasses (JSON in records).

The power acting is the one the state asks (`state.pending["power"]`), so moves and placements
do not repeat it; choices among several nations' pieces (casualties, targets) name the piece.
Dice are `ChanceOutcome`s: one die, or two for a reinforcement roll (lines 567, 686, 694). `Done`
(core's) finishes the current step: no more moves, placements or landings this card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from sandtable.core.protocol import Action, ChanceOutcome, Done, action_kinds

ADJECTIVES = {"germany": "German", "uk": "British", "us": "American"}


@cache
def _names() -> dict[str, str]:
    """Place id -> printed name, from the shipped scenario (the log's words; an id it lacks, from a
    scenario of one's own, is written as it is)."""
    from sandtable.core.jsonfile import read_json_file
    from sandtable.games.aa_dday.scenario import ScenarioError, default_scenario_path

    try:
        data = read_json_file(default_scenario_path())
    except (ScenarioError, OSError, ValueError):
        return {}
    out: dict[str, str] = {}
    for group in ("zones", "beach_boxes", "airborne_spaces"):
        for entry in data.get(group, []) if isinstance(data, dict) else []:
            if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                out[entry["id"]] = str(entry.get("name", entry["id"]))
    airfield = data.get("airfield") if isinstance(data, dict) else None
    if isinstance(airfield, dict) and isinstance(airfield.get("id"), str):
        out[airfield["id"]] = str(airfield.get("name", airfield["id"]))
    return out


def place_name(place: str) -> str:
    return _names().get(place, place)


def plural(unit: str, count: int) -> str:
    return unit + "s" if count != 1 and unit in ("tank", "blockhouse", "fighter", "bomber") else unit


@dataclass(frozen=True)
class Move(Action):
    """Move `count` units of type `unit` from `origin` to `dest`, a tank through `via` (line 274)."""

    kind: ClassVar[str] = "move"
    unit: str = "infantry"
    origin: str = ""
    dest: str = ""
    count: int = 1
    via: str = ""

    def describe(self) -> str:
        stops = [self.origin, self.via, self.dest] if self.via else [self.origin, self.dest]
        return f"move {self.count} {plural(self.unit, self.count)}: " + " → ".join(map(place_name, stops))


@dataclass(frozen=True)
class PlaceAircraft(Action):
    """Send one aircraft of the acting power from the airfield to `zone` (lines 613, 623)."""

    kind: ClassVar[str] = "place_aircraft"
    unit: str = "fighter"
    zone: str = ""

    def describe(self) -> str:
        return f"{self.unit} to {place_name(self.zone)}"


@dataclass(frozen=True)
class Casualty(Action):
    """The owner picks one of its own units as a casualty (line 449)."""

    kind: ClassVar[str] = "casualty"
    power: str = ""
    unit: str = ""

    def describe(self) -> str:
        return f"casualty: {ADJECTIVES.get(self.power, self.power)} {self.unit}"


@dataclass(frozen=True)
class Target(Action):
    """The firer picks the unit its shot aims at, or a hit destroys (targeted attack, lines 527-529)."""

    kind: ClassVar[str] = "target"
    place: str = ""
    power: str = ""
    unit: str = ""

    def describe(self) -> str:
        return f"target: {ADJECTIVES.get(self.power, self.power)} {self.unit} in {place_name(self.place)}"


@dataclass(frozen=True)
class Reinforce(Action):
    """Put the next unit of the chart being entered into `place` (a beach box or a sector zone)."""

    kind: ClassVar[str] = "reinforce"
    place: str = ""

    def describe(self) -> str:
        return f"reinforcement to {place_name(self.place)}"


@dataclass(frozen=True)
class PickZone(Action):
    """Pick a zone a card or an effect asks for (fate 4/6/11/13, tactics 3 and 8)."""

    kind: ClassVar[str] = "pick_zone"
    zone: str = ""
    power: str = ""

    def describe(self) -> str:
        return f"zone {place_name(self.zone)}" + (f" ({ADJECTIVES.get(self.power, self.power)})"
                                                  if self.power else "")


@dataclass(frozen=True)
class UseTactic(Action):
    """Play (True) or pass (False) the tactics card just drawn (line 712)."""

    kind: ClassVar[str] = "use_tactic"
    use: bool = True

    def describe(self) -> str:
        return "play the tactics card" if self.use else "pass the tactics card"


@dataclass(frozen=True)
class Reroll(Action):
    """Fate 14/15 positive: re-roll die 1 or 2 of the roll just made, or 0 to keep it."""

    kind: ClassVar[str] = "reroll"
    die: int = 0

    def describe(self) -> str:
        return f"re-roll die {self.die}" if self.die else "keep the roll"


ACTIONS: tuple[type[Action], ...] = (
    Done,
    Move,
    PlaceAircraft,
    Casualty,
    Target,
    Reinforce,
    PickZone,
    UseTactic,
    Reroll,
    ChanceOutcome,
)


def action_registry() -> dict[str, type[Action]]:
    return action_kinds(*ACTIONS)
