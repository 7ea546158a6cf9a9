"""1943-1945 (DiSimula): rules engine, scenario data loader and game options.

`Game1943` is registered with core.registry under "1943-45". It builds states from scenario JSON
(validated by scenario.parse_scenario) on a board read once into a `topology.Topology`; by default
the shipped maps/1943-45/board.geojson, or any board/topology passed in (tests, the editor).
A record may also carry its own board (board_setup.py: the editor's "Play on this board").
"""

from __future__ import annotations

import json
from typing import Any

from sandtable.core import registry
from sandtable.core.protocol import Action, Game, State
from sandtable.games.g1943_45.actions import action_registry
from sandtable.games.g1943_45.topology import Topology

GAME_ID = "1943-45"

_TOPOLOGIES: dict[str, Topology] = {}


def shipped_topology(board_name: str = "board.geojson") -> Topology:
    """The board next to the shipped scenario, read once per process."""
    from sandtable.games.g1943_45.scenario import default_scenario_path

    path = str((default_scenario_path().parent / board_name).resolve())
    topo = _TOPOLOGIES.get(path)
    if topo is None:
        from sandtable.board import load_board

        topo = Topology.from_board(load_board(path))
        _TOPOLOGIES[path] = topo
    return topo


class Game1943(Game):
    game_id = GAME_ID
    num_players = 2
    player_names = ("Allies", "Axis")
    # "2" (issue #14): a lone tank or plane never supports itself (lines 778-780, 794), bombing a
    # moving force reads the whole arrival zone (802), and the other rule fixes listed in
    # docs/rules/1943-45.md, "Changes of rules version 2". A save of version 1 that never met them
    # replays as saved; one that did is refused with a DivergentSave naming the step.
    # "3" (issue #14): planes withdraw by air between rounds (703, 795), Reserves after the last
    # round (914, 936), New Defensive Line revives only eliminated lines (958). Saves of "1" and "2"
    # replay under their readings through `options_for_rules` (named options in the record).
    # "4" (issue #14): forces out of supply receive no orders (876, option supply_to_move_and_fight).
    rules_version = "4"

    def options_for_rules(self, version: str) -> dict[str, Any]:
        """Options that make this engine play as rules version `version` did (core/saves.py)."""
        if version in ("1", "2"):
            return {"planes_withdraw_by_air": False, "reserves_after_last_round": False,
                    "defensive_line_from_pool": True, "supply_to_move_and_fight": False}
        if version == "3":
            return {"supply_to_move_and_fight": False}
        return {}

    def __init__(self, board: Any = None, topology: Topology | None = None) -> None:
        if topology is None and board is not None:
            topology = Topology.from_board(board)
        self._topology = topology
        self._board = board
        self._scenarios: dict[str, Any] = {}
        self._refs: dict[str, Any] = {}

    def action_registry(self) -> dict[str, type[Action]]:
        return action_registry()

    def default_options(self) -> dict[str, Any]:
        from sandtable.games.g1943_45.options import default_options

        return dict(default_options())

    def topology(self, scenario: Any = None) -> Topology:
        if self._topology is None:
            name = getattr(scenario, "board", None) or "board.geojson"
            self._topology = shipped_topology(name)
        return self._topology

    def parse(self, scenario: Any) -> Any:
        """A validated Scenario from JSON data (memoised by content) or a Scenario as is; for an
        inline-board set-up, the scenario it names."""
        from sandtable.games.g1943_45.board_setup import is_board_setup, split_setup
        from sandtable.games.g1943_45.scenario import Scenario, parse_scenario

        if isinstance(scenario, Scenario):
            return scenario
        if is_board_setup(scenario):
            inner, _ = split_setup(scenario)
            return self.parse(self.load_scenario(inner) if isinstance(inner, str) else inner)
        key = json.dumps(scenario, sort_keys=True)
        parsed = self._scenarios.get(key)
        if parsed is None:
            parsed = parse_scenario(scenario)
            self._scenarios[key] = parsed
        return parsed

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> State:
        from sandtable.games.g1943_45.state import GameState

        parsed = self.parse(scenario)
        inline = self.inline_topology(scenario, parsed)
        topo = inline if inline is not None else self.topology(parsed)
        resolved = parsed.resolved_options(options)
        state = GameState(parsed, topo, resolved)
        state.advance()
        return state

    def inline_topology(self, scenario: Any, parsed: Any = None) -> Topology | None:
        """The topology of the board an inline-board set-up carries, read and validated once per
        content and checked against its scenario (None for a plain scenario)."""
        from sandtable.games.g1943_45.board_setup import is_board_setup, read_board, split_setup
        from sandtable.games.g1943_45.scenario import check_scenario_against_board

        if not is_board_setup(scenario):
            return None
        _, board_json = split_setup(scenario)
        setup = read_board(board_json)
        parsed = parsed if parsed is not None else self.parse(scenario)
        check_scenario_against_board(parsed, setup.board, "the scenario")
        return setup.topology

    def inline_board(self, scenario: Any) -> Any:
        """The Board of an inline-board set-up (None for a plain scenario): what the UI draws."""
        from sandtable.games.g1943_45.board_setup import board_of

        return board_of(scenario)

    def load_scenario(self, ref: str) -> Any:
        """"default" (or "") names the shipped maps/1943-45/scenario.json. Records from elsewhere
        carry their scenario inline, so no other name is resolved (a record never picks a file)."""
        from sandtable.core.jsonfile import read_json_file
        from sandtable.games.g1943_45.scenario import default_scenario_path

        if ref not in ("", "default"):
            raise ValueError(f"game {self.game_id!r} has no scenario named {ref!r} (use \"default\" "
                             f"or store the scenario in the record)")
        if "default" not in self._refs:
            self._refs["default"] = read_json_file(default_scenario_path())
        return self._refs["default"]


from sandtable.games.g1943_45.table import Table1943  # noqa: E402  (the plug-in names Game1943 lazily)

registry.register_table(Table1943(), Game1943)
