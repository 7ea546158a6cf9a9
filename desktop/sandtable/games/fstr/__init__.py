"""From Salerno to Rome: maps, counters, charts, scenarios and the rules engine (see README.md).

`GameFstr` is registered with core.registry under "fstr" (rules only: the table plug-in is
issue #25, and the game is not in `sandtable.games.SHIPPED` yet). Players: 0 Allies, 1 Axis.
"""

from __future__ import annotations

from typing import Any

from sandtable.core import registry
from sandtable.core.protocol import Action, Game, State

GAME_ID = "fstr"


class GameFstr(Game):
    game_id = GAME_ID
    num_players = 2
    player_names = ("Allies", "Axis")

    def action_registry(self) -> dict[str, type[Action]]:
        from sandtable.games.fstr.actions import action_registry

        return action_registry()

    def default_options(self) -> dict[str, Any]:
        from sandtable.games.fstr.options import default_options

        return default_options()

    def load_scenario(self, ref: str) -> Any:
        """A scenario id of maps/fstr/scenarios ("ortona", "salerno", ..., "campaign")."""
        from sandtable.games.fstr.scenario import SCENARIO_IDS

        if ref not in SCENARIO_IDS:
            raise ValueError(
                f"game {GAME_ID!r} has no scenario named {str(ref)[:40]!r} "
                f"(use one of {', '.join(SCENARIO_IDS)})"
            )
        return ref

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> State:
        from sandtable.games.fstr.engine import start
        from sandtable.games.fstr.options import resolve_options
        from sandtable.games.fstr.scenario import SCENARIO_IDS
        from sandtable.games.fstr.state import FstrState
        from sandtable.games.fstr.world import load_world

        if not isinstance(scenario, str) or scenario not in SCENARIO_IDS:
            raise ValueError(f"an FSTR scenario is one of {', '.join(SCENARIO_IDS)}")
        world = load_world(scenario)
        state = FstrState(world, resolve_options(options, world.scenario.rules.get("optional_rules")))
        start(state)
        return state


registry.register(GAME_ID, GameFstr)
