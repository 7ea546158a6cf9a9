"""Axis & Allies Revised at the table: its `core.table.TableGame` plug-in, registered with the rules in
`__init__.py`.

Everything the shared window, the odds host, the computer players and the command line know of Revised
comes through this class: the drawing is in `table_view`, the meaning of gestures in `table_gestures`,
the battle in `table_battle`, the odds in `odds_spec`, the heuristic in `ai_eval`; the purchase and
battle windows (Qt) in `sandtable.ui.games.aa_revised`.

The table's sides are the five powers in turn order (their colours). The seats follow the option
"players" (rules.SEATINGS); with five players seat i is the i-th power, so the start screen's rows
read right, which is why the table offers five players first.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Game, State
from sandtable.core.table import (
    BattleSpec,
    DelegatingTable,
    Evaluator,
    OptionInfo,
    OverlayInfo,
    OverlayView,
    ScenarioInfo,
    SideInfo,
)
from sandtable.games.aa_revised import table_gestures as G
from sandtable.games.aa_revised import table_view as V

_BOARDS: dict[str, Any] = {}

# The options a player sets at the start screen (the rest, bids and chosen advantages by name, are
# set in a record's options): title and why, as the spec's section 13 words them.
OPTION_TITLES = {
    "players": "Players",
    "victory_cities": "Victory cities to win",
    "individual_winner": "Name an individual winner",
    "national_advantages": "National advantages per power",
    "national_advantage_selection": "National advantages: chosen or rolled",
    "aa_overflight": "AA fire at aircraft flying over",
    "aa_casualties": "AA casualties",
    "rockets": "Rockets",
    "sbr_cap": "Strategic bombing cap",
    "heavy_bombers": "Heavy bombers",
    "super_subs": "Super submarines",
    "tech_timing": "Developments take effect",
    "carrier_production": "New fighters and carriers",
    "new_carrier_rescues_fighter": "A new carrier saves a fighter at sea",
    "allied_ic_when_capital_lost": "Allied factories when a capital is lost",
    "multinational_casualties": "Allied defenders' casualties",
    "joint_strike_casualties": "Joint Strike casualties",
    "enigma_move": "Enigma Decoded's special move",
    "strict_exile": "No purchase in the first turn after liberation",
    "low_luck": "Low luck (house rule)",
    "tech_development": "Weapons development is played",
    "round_limit": "Round limit (0: none)",
}
# Offered first: one power a seat, so each row of the start screen is a power.
TABLE_DEFAULTS = {"players": 5}


class RevisedTable(DelegatingTable):
    game_id = "aa-revised"
    title = "Axis & Allies Revised"
    description = ("The world in spring 1942: five powers, two sides; buy, move, fight and hold victory "
                   "cities (8 of 12 by default) at the end of a round.")
    ui_module = "sandtable.ui.games.aa_revised"
    rules_doc = "rules/aa-revised.md"
    drawing = V
    gestures = G
    battle_module = "sandtable.games.aa_revised.table_battle"

    def new_game(self, board: Any = None) -> Game:
        from sandtable.games.aa_revised import GameRevised

        return GameRevised()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("default", "Spring 1942 (default)",
                             "The book's set-up on the world board; the USSR plays first.", True)]

    def options(self) -> list[OptionInfo]:
        from sandtable.games.aa_revised.options import OPTIONS

        out = []
        for key, (choices, default, text) in OPTIONS.items():
            if key not in OPTION_TITLES:
                continue
            default = TABLE_DEFAULTS.get(key, default)
            listed = tuple(choices) if choices is not None and not isinstance(default, bool) else ()
            if key == "round_limit":
                listed = (0, 2, 4, 6, 8, 10, 12)
            out.append(OptionInfo(key, OPTION_TITLES[key], default, text, listed))
        return out

    def sides(self) -> list[SideInfo]:
        return list(V.SIDES)

    # -- the board --------------------------------------------------------------------------------
    def board(self, game: Game, scenario: Any) -> Any:
        from sandtable.board import load_board
        from sandtable.games.aa_revised.scenario import shipped_scenario_path

        path = str((shipped_scenario_path().parent / "board.geojson").resolve())
        board = _BOARDS.get(path)
        if board is None:
            board = _BOARDS[path] = load_board(path)
        return board

    def places(self, state: State, board: Any) -> dict[Any, str]:
        spaces = state.ctx.spaces  # type: ignore[attr-defined]
        return {z.id: z.id for z in board.zones.values() if z.id in spaces}

    def place_of_zone(self, zone: Any) -> Any:
        return zone.id if getattr(zone, "kind", "") in ("land", "sea") else None

    def winner_title(self, state: State) -> str:
        # The side wins, not a power: with several seats the winning seat's power would be named.
        side = str(getattr(state, "winner", None))
        return V.SIDE_TITLES[side] if side in ("axis", "allies") else ""

    def describe_place(self, state: State, place: Any) -> str:
        if place == G.BOX:
            return "the mobilization zone"
        return state.ctx.name(str(place))  # type: ignore[attr-defined]

    # -- what is drawn ----------------------------------------------------------------------------
    def overlays(self) -> list[OverlayInfo]:
        # The window shows overlays named "supply..." as tinted places (one at a time).
        return [OverlayInfo("supply-landing", "&Landing spots of aircraft", "F5")]

    def overlay(self, state: State, overlay_id: str, board: Any, focus: Any = None) -> OverlayView:
        if overlay_id == "supply-landing":
            return V.landing_overlay(state)  # type: ignore[arg-type]
        return OverlayView()

    # -- the computer and the odds ----------------------------------------------------------------
    def evaluator(self, lookahead: bool = False) -> Evaluator | None:
        from sandtable.games.aa_revised.ai_eval import RevisedEvaluator

        return RevisedEvaluator(lookahead)

    def describe_text(self, state: State, text: str) -> str:
        # Refusals and roll labels as the combat panel shows them: "German bomber", not "germany bomber 58".
        return V.reason_text(state, text)  # type: ignore[arg-type]

    def battle_spec(self) -> BattleSpec | None:
        from sandtable.games.aa_revised.odds_spec import SPEC

        return SPEC  # type: ignore[return-value]
