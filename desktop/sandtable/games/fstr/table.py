"""From Salerno to Rome at the table: its `core.table.TableGame` plug-in, registered in `__init__.py`.

Everything the shared window, the odds host, the computer players and the command line know of FSTR
comes through this class: the drawing in `table_view`, the meaning of gestures in `table_gestures`,
the board of a scenario's area as hex zones in `table_board`; the combat dialog (Qt) in
`sandtable.ui.games.fstr`. FSTR hides information (H1 secret programming, H3 far stacks): the window
draws `observation(state, player)` for the person at the screen and the computer players get theirs.
The odds are `odds_spec.SPEC`, the computer's heuristic `ai_eval.FstrEvaluator`.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action, Game, State
from sandtable.core.table import (
    BattleSpec,
    DelegatingTable,
    Evaluator,
    OptionInfo,
    ScenarioInfo,
    SideInfo,
    TableView,
)
from sandtable.games.fstr import table_gestures as G
from sandtable.games.fstr import table_view as V

# What each scenario is about, for the start screen (rule 22; turns and maps from the files).
SCENARIO_TEXTS = {
    "ortona": "December 1943 on the Adriatic: VIII Army attacks across the Moro toward Ortona and "
              "Pescara. The smallest scenario, a good first game.",
    "salerno": "September 1943: V Army lands at Salerno and must break out toward Naples while the "
               "Germans counter-attack the beachhead.",
    "anzio": "January 1944: VI Corps lands at Anzio behind the Gustav line; Kesselring seals the "
             "beachhead.",
    "diadem": "May 1944: the Allied spring offensive breaks the Gustav line at Cassino and drives on "
              "Rome.",
    "kesselring": "Kesselring's Option: the German alternative to the historical defence of autumn 1943.",
    "campaign": "The whole campaign, September 1943 to June 1944, on both maps joined: every "
                "reinforcement, landing and offensive. Long.",
}
OPTION_TITLES = {
    "fstr.open_stacks": "No fog of war (every stack can be examined)",
    "fstr.corps_cost_all_divisions": "A corps costs all its divisions + 1",
    "fstr.retreat_free_direction": "Retreats in any direction",
    "fstr.end_ops_expires_with_impulse": "END OPS markers go at the end of the impulse",
    "fstr.reaction_counts_as_activation": "A unit that reacted may not be activated",
    "fstr.losses_include_reduced": "Decisive victory counts reduced units",
    "fstr.inactive_art_supports_attack": "Non-active divisional artillery may support",
    "fstr.adjustment_move_only": "Tactical adjustment only moves",
    "fstr.air_closing_window": "Aircraft may bombard when the enemy ends his segment",
    "fstr.interdiction_ignores_supply": "Interdiction does not raise supply costs",
    "fstr.errata_drop_no_penalty": "Drops cost no step (English errata)",
    "fstr.rome_literal": "Rome: literal reading of rule 20",
    "opt.9.2.1": "Optional 9.2.1: Polish corps for 2 AP",
    "opt.9.3.3": "Optional 9.3.3: a second KG",
    "opt.9.9": "Optional 9.9: intelligence",
    "opt.9.10": "Optional 9.10: Allied offensives",
    "opt.12": "Optional 12: rearguards",
    "opt.14.2.7": "Optional 14.2.7: Green and Red Devils",
    "opt.14.2.8": "Optional 14.2.8: Gegenangriff",
    "opt.16.3": "Optional 16.3: interdiction",
    "opt.21": "Optional 21: Case Foggia",
}


class FstrTable(DelegatingTable):
    game_id = "fstr"
    title = "From Salerno to Rome"
    description = ("Italy, September 1943 - June 1944: two hex maps, formations activated by secret "
                   "activation points, a combat results table and hidden stacks.")
    ui_module = "sandtable.ui.games.fstr"
    rules_doc = "rules/fstr.md"
    drawing = V
    gestures = G
    battle_module = "sandtable.games.fstr.table_battle"
    hidden_information = True

    def new_game(self, board: Any = None) -> Game:
        from sandtable.games.fstr import GameFstr

        return GameFstr()

    def scenarios(self) -> list[ScenarioInfo]:
        from sandtable.games.fstr.scenario import SCENARIO_IDS
        from sandtable.games.fstr.world import load_world

        out = []
        for sid in SCENARIO_IDS:
            sc = load_world(sid).scenario
            turns = (f"turn {sc.first_turn}" if sc.first_turn == sc.last_turn
                     else f"turns {sc.first_turn}-{sc.last_turn}")
            maps = " and ".join(m.replace("map", "map ") for m in sc.maps)
            text = f"{SCENARIO_TEXTS.get(sid, '')} Rule {sc.raw.get('rule', '22')}, {turns}, {maps}."
            out.append(ScenarioInfo(sid, sc.name, text.strip(), sid == "ortona"))
        return out

    def options(self) -> list[OptionInfo]:
        from sandtable.games.fstr.options import COMPAT, OPTIONS

        out = []
        for key, (default, text) in OPTIONS.items():
            if key in COMPAT:
                continue  # for old saves only
            choices = (None, True, False) if default is None else ()
            out.append(OptionInfo(key, OPTION_TITLES.get(key, key), default, text, choices))
        return out

    def sides(self) -> list[SideInfo]:
        return [SideInfo("Allies", "#5b6b2f", "#e3e8cc"), SideInfo("Axis", "#4d5963", "#d9dde2")]

    # -- the board --------------------------------------------------------------------------------
    def board(self, game: Game, scenario: Any) -> Any:
        from sandtable.games.fstr.table_board import scenario_board

        return scenario_board(str(scenario))

    def places(self, state: State, board: Any) -> dict[Any, str]:
        return {z: z for z in board.zones}

    def place_of_zone(self, zone: Any) -> Any:
        return zone.id

    def describe_place(self, state: State, place: Any) -> str:
        return V.describe_place(state, place)  # type: ignore[arg-type]

    # -- what is drawn ----------------------------------------------------------------------------
    def view(self, state: State, observer: int | None) -> TableView:
        return V.build_view(state, observer)  # type: ignore[arg-type]

    def counter_art(self) -> dict[str, str]:
        return dict(V.COUNTER_ART)

    def observation(self, state: State, player: int) -> State:
        return state.observation(player)  # type: ignore[attr-defined, no-any-return]

    def describe_text(self, state: State, text: str) -> str:
        if V.secret(text):  # a logged purchase: secret until both commit, then in the reveal line
            return "a secret purchase of activation points"
        return V.reason_text(V.player_text(state, text))  # type: ignore[arg-type]

    # -- gestures ---------------------------------------------------------------------------------
    def is_combat_decision(self, action: Action) -> bool:
        return G.is_combat_decision(None, action)

    # -- the computer and the odds ----------------------------------------------------------------
    def evaluator(self, lookahead: bool = False) -> Evaluator | None:
        from sandtable.games.fstr.ai_eval import FstrEvaluator

        return FstrEvaluator(lookahead)

    def battle_spec(self) -> BattleSpec | None:
        from sandtable.games.fstr.odds_spec import SPEC

        return SPEC  # type: ignore[return-value]
