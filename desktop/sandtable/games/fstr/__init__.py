"""From Salerno to Rome: maps, counters, charts, scenarios and the rules engine (see README.md).

`GameFstr` is registered with core.registry under "fstr" with its table plug-in (`table.FstrTable`,
issue #25). Players: 0 Allies, 1 Axis.
"""

from __future__ import annotations

from typing import Any

from sandtable.core import registry
from sandtable.core.game_base import PackagedGame
from sandtable.core.protocol import State

GAME_ID = "fstr"


class GameFstr(PackagedGame):
    game_id = GAME_ID
    num_players = 2
    player_names = ("Allies", "Axis")
    actions_module = "sandtable.games.fstr.actions"
    options_module = "sandtable.games.fstr.options"
    # "2" (issue #24, #15/#28): the Bari Port Box (9.5.7); the set-up placed side by side as rule 4
    # says (the second side in the hexes of its zones the first left free). Saves of "1" replay
    # with the set-up of version 1 (`options_for_rules`). "3" (issue #15): a move that interdiction
    # cuts short ends on its last hex with room (spec C11); saves of "1" and "2" replay with the
    # moves of version 2 (option fstr.rules_v2).
    rules_version = "3"

    def options_for_rules(self, version: str) -> dict[str, Any]:
        """Options that make this engine play as rules version `version` did (core/saves.py)."""
        return {"1": {"fstr.setup_v1": True, "fstr.rules_v2": True},
                "2": {"fstr.rules_v2": True}}.get(version, {})

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


from sandtable.games.fstr.table import FstrTable  # noqa: E402  (the table needs GameFstr defined)

registry.register_table(FstrTable(), GameFstr)
