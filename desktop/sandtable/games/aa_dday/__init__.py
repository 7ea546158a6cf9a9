"""Axis & Allies: D-Day (Avalon Hill 2004): rules engine, scenario loader and options.

`GameDDay` is registered with core.registry under "aa-dday". Seats: 0 Germany, 1 the United
Kingdom, 2 the United States; with the default 2 players, seat 1 plays the whole Allied side and
seat 2 never moves (option "players", docs/rules/aa-dday.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sandtable.core import registry
from sandtable.core.game_base import OneScenarioGame, by_content
from sandtable.core.protocol import State

GAME_ID = "aa-dday"


class GameDDay(OneScenarioGame):
    game_id = GAME_ID
    num_players = 3
    player_names = ("Germany", "United Kingdom", "United States")
    actions_module = "sandtable.games.aa_dday.actions"
    options_module = "sandtable.games.aa_dday.options"

    def __init__(self) -> None:
        self._parsed: dict[str, Any] = {}

    def default_scenario_path(self) -> Path:
        """maps/aa-dday/scenario.json"""
        from sandtable.games.aa_dday.scenario import default_scenario_path

        return default_scenario_path()

    def parse(self, scenario: Any) -> Any:
        from sandtable.games.aa_dday.scenario import Scenario, parse_scenario

        if isinstance(scenario, Scenario):
            return scenario
        return by_content(self._parsed, scenario, parse_scenario)

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> State:
        from sandtable.games.aa_dday import advanced, cards_air, cards_land, combat  # noqa: F401  (register)
        from sandtable.games.aa_dday.engine import advance
        from sandtable.games.aa_dday.options import resolve_options
        from sandtable.games.aa_dday.state import DDayState

        state = DDayState(self.parse(scenario), resolve_options(options))
        advance(state)
        return state


from sandtable.games.aa_dday.table import DDayTable  # noqa: E402  (the table needs GameDDay defined)

registry.register_table(DDayTable(), GameDDay)
