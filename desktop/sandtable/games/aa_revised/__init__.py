"""Axis & Allies Revised (2004): the world board, the starting scenario and the rules engine.

`GameRevised` is registered with core.registry under "aa-revised" with its table plug-in
(`table.RevisedTable`, registered at the end of this module). Seats follow option "players"
(rules.SEATINGS): with the default 2, seat 0 plays the Allies (USSR, UK, US) and seat 1 the Axis.
See README.md for the modules and what remains.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sandtable.core import registry
from sandtable.core.game_base import OneScenarioGame, by_content
from sandtable.core.protocol import State
from sandtable.games.aa_revised.scenario import (
    GAME_ID,
    Canal,
    Option,
    Power,
    Scenario,
    ScenarioError,
    UnitType,
    load_scenario,
    scenario_from_json,
    shipped_scenario_path,
)
from sandtable.games.aa_revised.topology import Space, Topology, TopologyError, topology_from_board

_CONTEXTS: dict[str, Any] = {}


class GameRevised(OneScenarioGame):
    game_id = GAME_ID
    num_players = 5
    player_names = ("Allies", "Axis", "Seat 3", "Seat 4", "Seat 5")
    actions_module = "sandtable.games.aa_revised.actions"
    options_module = "sandtable.games.aa_revised.options"
    # "2" (issue #21): a fighter whose only landing is a carrier yet to come declares it in its
    # combat move (L1748-1766, L2272-2278). Saves of "1" replay with carrier_declaration=landing.
    rules_version = "2"

    def options_for_rules(self, version: str) -> dict[str, Any]:
        """Options that make this engine play as rules version `version` did (core/saves.py)."""
        return {"carrier_declaration": "landing"} if version == "1" else {}

    def default_scenario_path(self) -> Path:
        """maps/aa-revised/scenario.json"""
        return shipped_scenario_path()

    def context(self, scenario: Any) -> Any:
        """The parsed scenario and its board (cached per scenario text)."""
        return by_content(_CONTEXTS, scenario, _context)

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> State:
        from sandtable.games.aa_revised import bombing, combat, moves, setup  # noqa: F401  (register)
        from sandtable.games.aa_revised.engine import advance
        from sandtable.games.aa_revised.options import resolve_options
        from sandtable.games.aa_revised.state import RevisedState

        state = RevisedState(self.context(scenario), resolve_options(options))
        setup.begin(state)
        advance(state)
        return state


def _context(scenario: Any) -> Any:
    from sandtable.board.geojson_io import load_board
    from sandtable.games.aa_revised.state import Context

    scen = scenario_from_json(scenario)
    board_path = shipped_scenario_path().parent / Path(scen.board).name
    return Context(scen, topology_from_board(load_board(board_path), scen))


registry.register(GAME_ID, GameRevised)

from sandtable.games.aa_revised.table import RevisedTable  # noqa: E402  (the table needs GameRevised defined)

registry.register_table(RevisedTable(), GameRevised)

__all__ = [
    "GAME_ID",
    "Canal",
    "GameRevised",
    "Option",
    "Power",
    "Scenario",
    "ScenarioError",
    "Space",
    "Topology",
    "TopologyError",
    "UnitType",
    "load_scenario",
    "scenario_from_json",
    "shipped_scenario_path",
    "topology_from_board",
]
