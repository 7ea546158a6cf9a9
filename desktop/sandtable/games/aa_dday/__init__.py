"""Axis & Allies: D-Day (Avalon Hill 2004): rules engine, scenario loader and options.

`GameDDay` is registered with core.registry under "aa-dday". Seats: 0 Germany, 1 the United
Kingdom, 2 the United States; with the default 2 players, seat 1 plays the whole Allied side and
seat 2 never moves (option "players", docs/rules/aa-dday.md).
"""

from __future__ import annotations

import json
from typing import Any

from sandtable.core import registry
from sandtable.core.protocol import Action, Game, State

GAME_ID = "aa-dday"


class GameDDay(Game):
    game_id = GAME_ID
    num_players = 3
    player_names = ("Germany", "United Kingdom", "United States")

    def __init__(self) -> None:
        self._parsed: dict[str, Any] = {}
        self._default: Any = None

    def action_registry(self) -> dict[str, type[Action]]:
        from sandtable.games.aa_dday.actions import action_registry

        return action_registry()

    def default_options(self) -> dict[str, Any]:
        from sandtable.games.aa_dday.options import default_options

        return default_options()

    def load_scenario(self, ref: str) -> Any:
        """ "default" (or "") names the shipped maps/aa-dday/scenario.json."""
        from sandtable.core.jsonfile import read_json_file
        from sandtable.games.aa_dday.scenario import default_scenario_path

        if ref not in ("", "default"):
            raise ValueError(f'game {GAME_ID!r} has no scenario named {str(ref)[:40]!r} (use "default")')
        if self._default is None:
            self._default = read_json_file(default_scenario_path())
        return self._default

    def parse(self, scenario: Any) -> Any:
        from sandtable.games.aa_dday.scenario import Scenario, parse_scenario

        if isinstance(scenario, Scenario):
            return scenario
        text = json.dumps(scenario, sort_keys=True)
        if text not in self._parsed:
            self._parsed[text] = parse_scenario(scenario)
        return self._parsed[text]

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
