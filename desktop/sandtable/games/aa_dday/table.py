"""D-Day at the table: its `core.table.TableGame` plug-in, registered with the rules in `__init__.py`.

Everything the shared window, the odds host, the computer players and the command line know of D-Day
comes through this class: the drawing is in `table_view`, the meaning of gestures in `table_gestures`,
the battle board in `table_battle`, the heuristic in `ai_eval`, the odds in `odds_spec`; the battle
board dialog (Qt) in `sandtable.ui.games.aa_dday`.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Game, State
from sandtable.core.table import (
    BattleSpec,
    DelegatingTable,
    Evaluator,
    OptionInfo,
    ScenarioInfo,
    SideInfo,
)
from sandtable.games.aa_dday import table_gestures as G
from sandtable.games.aa_dday import table_view as V

_BOARDS: dict[str, Any] = {}

OPTION_TITLES = {
    "players": "Players",
    "fate_deck": "Advanced: fate deck",
    "tactics_deck": "Advanced: tactics deck",
    "chart_beach_restrictions": "US chart: Utah/Omaha marks bind",
    "hold_back_reinforcements": "Reinforcements may be held back",
    "axis_place_where_allies_are": "Axis reinforcements may enter zones with Allied units",
    "strafe_passing_twice": "Strafing: a crossed zone counts twice",
    "airborne_hits_blockhouses": "Airborne assault may hit blockhouses",
    "declined_tactics_return": "A passed tactics card stays in the deck",
    "tactics1_turn1_only": "Tactics card 1 on turn 1 only",
    "continuous_control": "Victory: no city may be lost during the holding turn",
}


class DDayTable(DelegatingTable):
    game_id = "aa-dday"
    title = "Axis & Allies: D-Day"
    description = ("Normandy, June 1944: the order deck plays the turn; the Allies must hold Cherbourg, "
                   "St. Lô and Caen for a full turn within ten turns.")
    ui_module = "sandtable.ui.games.aa_dday"
    rules_doc = "rules/aa-dday.md"
    drawing = V
    gestures = G
    battle_module = "sandtable.games.aa_dday.table_battle"

    def new_game(self, board: Any = None) -> Game:
        from sandtable.games.aa_dday import GameDDay

        return GameDDay()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("default", "6 June 1944 (default)",
                             "The landings in Normandy, ten turns, the shipped board and charts.", True)]

    def options(self) -> list[OptionInfo]:
        from sandtable.games.aa_dday.options import OPTIONS

        out = []
        for key, (default, text) in OPTIONS.items():
            choices = (2, 3) if key == "players" else ()
            out.append(OptionInfo(key, OPTION_TITLES.get(key, key), default, text, choices))
        return out

    def sides(self) -> list[SideInfo]:
        return [SideInfo("Germany", "#4d5358", "#d9dadc"),
                SideInfo("United Kingdom", "#8a6a2f", "#eadfc6"),
                SideInfo("United States", "#4f6f32", "#dbe6c9")]

    # -- the board --------------------------------------------------------------------------------
    def board(self, game: Game, scenario: Any) -> Any:
        from sandtable.board import load_board
        from sandtable.games.aa_dday.scenario import default_scenario_path

        path = str(default_scenario_path("board.geojson").resolve())
        board = _BOARDS.get(path)
        if board is None:
            board = _BOARDS[path] = load_board(path)
        return board

    def places(self, state: State, board: Any) -> dict[Any, str]:
        zones = state.scen.zones  # type: ignore[attr-defined]
        return {z.id: z.id for z in board.zones.values() if z.id in zones}

    def place_of_zone(self, zone: Any) -> Any:
        return zone.id if getattr(zone, "kind", "") != "sea" else None

    def describe_place(self, state: State, place: Any) -> str:
        return state.scen.place_name(str(place))  # type: ignore[attr-defined]

    def describe_text(self, state: State, text: str) -> str:
        """A roll's label or a refusal with the nations in words ("British infantry defends")."""
        return V.words_text(text)

    # -- what is drawn ----------------------------------------------------------------------------
    # -- the computer and the odds ----------------------------------------------------------------
    def evaluator(self, lookahead: bool = False) -> Evaluator | None:
        from sandtable.games.aa_dday.ai_eval import DDayEvaluator

        return DDayEvaluator(lookahead)

    def battle_spec(self) -> BattleSpec | None:
        from sandtable.games.aa_dday.odds_spec import SPEC

        return SPEC  # type: ignore[return-value]
