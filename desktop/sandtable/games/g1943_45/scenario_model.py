"""What a 1943-1945 scenario is: the file's constants (format, piece types, sides, events), the typed
model (`Scenario`, `Setup`, `Placement`) with its queries and canonical JSON form, and
`ScenarioError`. Reading and checking a file is scenario.py's.

A scenario holds every printed value of the box that the rulebook text does not give (pools,
conversion costs, the turn track, the event display) plus the set-up, so a player who owns the
box can type the printed numbers in without touching code. The defaults and which of them are
facts or reconstructions are in docs/rules/1943-45.md; the schema is in docs/formats.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sandtable.core.jsonfile import FileProblem
from sandtable.games.g1943_45.options import resolve_options

FORMAT = "sandtable-scenario"
SCHEMA = 1
GAME_ID = "1943-45"
SCENARIO_FILE = "scenario.json"
MAPS_ENV = "SANDTABLE_MAPS_DIR"

SIDES: tuple[str, str] = ("allied", "axis")
SEA_ZONE = 0

PIECE_TYPES: tuple[str, ...] = (
    "cube", "tank", "plane", "elite", "paratroopers", "partisans", "fortified_line",
    "tank_it", "plane_it", "fleet_us", "fleet_uk", "fleet_it", "uboat",
)
SIDE_PIECES: dict[str, tuple[str, ...]] = {
    "allied": ("cube", "tank", "plane", "paratroopers", "partisans", "fleet_us", "fleet_uk"),
    "axis": ("cube", "tank", "plane", "elite", "fortified_line", "tank_it", "plane_it",
             "fleet_it", "uboat"),
}
SEA_PIECES: frozenset[str] = frozenset({"fleet_us", "fleet_uk", "fleet_it", "uboat"})
LAND_PIECES: frozenset[str] = frozenset(PIECE_TYPES) - SEA_PIECES
# Rulebook: fortified lines do not count for stacking (line 546, 854), partisans ignore it (846).
STACKING_EXEMPT: frozenset[str] = frozenset({"fortified_line", "partisans"})
TANK_PIECES: frozenset[str] = frozenset({"tank", "tank_it"})
SEA_STATES: frozenset[str] = frozenset({"ready", "engaged"})
MAX_FORTIFIED_LINES_PER_ZONE = 1  # rulebook line 854

EVENTS: dict[str, tuple[str, ...]] = {
    "allied": ("reinforcements", "additional_impulse", "stop_battle", "logistical_effort",
               "operational", "reserves", "strangle_plan"),
    "axis": ("reinforcements", "additional_impulse", "stop_battle", "logistics_effort",
             "kesselring", "reserves", "new_defensive_line"),
}
NAVAL_TRANSPORT_KEYS: tuple[str, ...] = ("allied", "allied_after_overlord", "axis")


class ScenarioError(FileProblem):
    """A scenario that cannot be used; the message is one sentence naming the problem."""


@dataclass(frozen=True)
class Placement:
    """Pieces of one side standing in one land zone (by printed zone number) at the start."""

    zone: int
    pieces: dict[str, int]


@dataclass(frozen=True)
class Setup:
    allied: tuple[Placement, ...]
    allied_sea: dict[str, str]
    axis_fixed: tuple[Placement, ...]
    axis_free: dict[str, int]
    axis_default_deployment: tuple[Placement, ...]
    axis_sea: dict[str, str]

    def axis_placements(self) -> tuple[Placement, ...]:
        """The Axis start on land with the default free deployment: what a new game uses."""
        return self.axis_fixed + self.axis_default_deployment

    def zone_numbers(self) -> set[int]:
        return {p.zone for p in self.allied + self.axis_fixed + self.axis_default_deployment}


@dataclass(frozen=True)
class Scenario:
    """A validated scenario. Treat the dicts as read-only (copy before changing anything)."""

    name: str
    board: str | None
    turns: int
    overlord_turn: int
    long_ruler: dict[str, int]
    stacking_limit: int
    tank_limit: int
    impulses_per_player: int
    pools: dict[str, dict[str, int]]
    conversion_costs: dict[str, dict[str, int]]
    max_allied_planes_converted_per_turn: int
    reinforcements: dict[str, dict[int, int]]
    naval_transport: dict[str, int]
    event_tokens: int
    events: dict[str, dict[str, int]]
    setup: Setup
    options: dict[str, bool] = field(default_factory=dict)
    description: str = ""

    # Convenience queries, so rules code reads the turn track in one way.
    def reinforcement_cubes(self, side: str, turn: int) -> int:
        return self.reinforcements[side].get(turn, 0)

    def allied_naval_transport(self, turn: int) -> int:
        key = "allied_after_overlord" if turn >= self.overlord_turn else "allied"
        return self.naval_transport[key]

    def uses_long_ruler(self, side: str, turn: int) -> bool:
        first = self.long_ruler.get(side)
        return first is not None and turn >= first

    def can_convert(self, side: str, piece: str) -> bool:
        return piece in self.conversion_costs[side]

    def resolved_options(self, player_choices: Mapping[str, Any] | None = None) -> dict[str, bool]:
        """Option defaults, overridden by this scenario, then by the player's choices."""
        return resolve_options(self.options, player_choices)

    def to_json(self) -> dict[str, Any]:
        """The canonical JSON form; parse_scenario(to_json()) gives an equal Scenario."""
        data: dict[str, Any] = {
            "format": FORMAT, "schema": SCHEMA, "game": GAME_ID, "name": self.name,
        }
        if self.description:
            data["description"] = self.description
        if self.board is not None:
            data["board"] = self.board
        data.update({
            "turns": self.turns,
            "overlord_turn": self.overlord_turn,
            "long_ruler": dict(self.long_ruler),
            "stacking_limit": self.stacking_limit,
            "tank_limit": self.tank_limit,
            "impulses_per_player": self.impulses_per_player,
            "pools": {s: dict(v) for s, v in self.pools.items()},
            "conversion_costs": {s: dict(v) for s, v in self.conversion_costs.items()},
            "max_allied_planes_converted_per_turn": self.max_allied_planes_converted_per_turn,
            "reinforcements": {s: {str(t): n for t, n in sorted(v.items())}
                               for s, v in self.reinforcements.items()},
            "naval_transport": dict(self.naval_transport),
            "event_tokens": self.event_tokens,
            "events": {s: dict(v) for s, v in self.events.items()},
            "setup": {
                "allied": _placements_json(self.setup.allied),
                "allied_sea": dict(self.setup.allied_sea),
                "axis_fixed": _placements_json(self.setup.axis_fixed),
                "axis_free": dict(self.setup.axis_free),
                "axis_default_deployment": _placements_json(self.setup.axis_default_deployment),
                "axis_sea": dict(self.setup.axis_sea),
            },
            "options": dict(self.options),
        })
        return data


def _placements_json(placements: Iterable[Placement]) -> list[dict[str, Any]]:
    return [{"zone": p.zone, "pieces": dict(p.pieces)} for p in placements]
