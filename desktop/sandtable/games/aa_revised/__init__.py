"""Axis & Allies Revised (2004): the world board and the starting scenario (loaders only).

The rules engine (a Game subclass) is the next issue; this package reads and checks the board
and the scenario so that it can be built on them. See README.md.
"""

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

__all__ = [
    "GAME_ID",
    "Canal",
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
