"""1943-45 at the table: its `core.table.TableGame` plug-in, registered with the rules.

Everything the shared window, the odds host, the computer players, the command line and the
editor's "Play on this board" know of 1943-45 comes through this class; the drawing is in
`table_view`, the meaning of gestures in `table_gestures`, the attack composer (Qt) in
`sandtable.ui.games.g1943_45`.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action, Game, State
from sandtable.core.table import (
    BattleSpec,
    BoardFit,
    DelegatingTable,
    Evaluator,
    OptionInfo,
    OverlayInfo,
    OverlayView,
    ScenarioInfo,
    SideInfo,
)
from sandtable.games.g1943_45 import table_gestures as G
from sandtable.games.g1943_45 import table_view as V
from sandtable.games.g1943_45.pieces import SEA, SIDE_TITLES

_BOARDS: dict[str, Any] = {}


def _option_title(name: str) -> str:
    """'axis_reinforcements_in_sicily' -> 'Axis reinforcements in Sicily'."""
    proper = {"sicily": "Sicily", "axis": "Axis", "allies": "Allies", "allied": "Allied", "italy": "Italy"}
    text = " ".join(proper.get(word, word) for word in name.split("_"))
    return text[:1].upper() + text[1:]


class Table1943(DelegatingTable):
    game_id = "1943-45"
    title = "1943-1945"
    description = "Italy and the Mediterranean, 1943-1945: zones, impulses, cubes, events, plane rulers."
    ui_module = "sandtable.ui.games.g1943_45"
    rules_doc = "rules/1943-45.md"
    drawing = V
    gestures = G
    battle_module = "sandtable.games.g1943_45.table_battle"

    def new_game(self, board: Any = None) -> Game:
        from sandtable.games.g1943_45 import Game1943

        return Game1943(board=board)

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("default", "Shipped scenario (default)",
                             "The campaign from Sicily, July 1943, to the end of the war.", True)]

    def options(self) -> list[OptionInfo]:
        from sandtable.games.g1943_45.options import OPTIONS

        return [OptionInfo(o.name, _option_title(o.name), o.default, o.description) for o in OPTIONS]

    def sides(self) -> list[SideInfo]:
        # Allies olive green, Axis field grey; the control tints are light shades of them.
        return [SideInfo(SIDE_TITLES[0], "#3f7f3a", "#dbe8c6"),
                SideInfo(SIDE_TITLES[1], "#4a5460", "#d9d6e4")]

    # -- the board --------------------------------------------------------------------------------
    def board(self, game: Game, scenario: Any) -> Any:
        """The Board the game's topology was read from (a record's own board, else the shipped one)."""
        from sandtable.board import load_board
        from sandtable.games.g1943_45.scenario import default_scenario_path

        carried = game.inline_board(scenario) if hasattr(game, "inline_board") else None
        if carried is not None:  # a record that carries its own board (the editor's "Play on this board")
            return carried
        if isinstance(scenario, str):
            scenario = game.load_scenario(scenario)
        name = getattr(game.parse(scenario), "board", None) or "board.geojson"  # type: ignore[attr-defined]
        path = str((default_scenario_path().parent / name).resolve())
        board = _BOARDS.get(path)
        if board is None:
            board = _BOARDS[path] = load_board(path)
        return board

    def places(self, state: State, board: Any) -> dict[Any, str]:
        # The engine's own dense zone indexes (topology.index_of), not the designer's numbers: a board
        # numbered with gaps still draws every piece in its zone.
        return {index: facts.zone_id for index, facts in state.topo.zones.items()}  # type: ignore[attr-defined]

    def place_of_zone(self, zone: Any) -> Any:
        return zone.number if getattr(zone, "kind", "") != "hex" else None

    def board_fit(self, board: Any) -> list[BoardFit]:
        from sandtable.board import board_to_geojson
        from sandtable.games.g1943_45.board_setup import make_setup
        from sandtable.games.g1943_45.scenario import (
            ScenarioError,
            check_scenario_against_board,
            load_default_scenario,
        )

        info = self.scenarios()[0]
        try:
            scenario = load_default_scenario()
        except Exception:  # a missing or broken shipped scenario only disables the choice
            return [BoardFit(info.id, info.title, False, "No scenario is installed for this board.")]
        numbers = {z.number for z in board.zones.values() if z.kind != "hex"}
        missing = sorted(set(scenario.setup.zone_numbers()) - numbers)
        if missing:
            reason = "The scenario needs zone(s) " + ", ".join(f"{n:02d}" for n in missing) + "."
            return [BoardFit(info.id, info.title, False, reason)]
        try:
            check_scenario_against_board(scenario, board, "the scenario")
        except ScenarioError as exc:
            return [BoardFit(info.id, info.title, False, str(exc))]
        return [BoardFit(info.id, info.title, True, "", make_setup(board_to_geojson(board)))]

    def wrap_scenario(self, board: Any, scenario: Any) -> Any:
        """A scenario file chosen for an edited board, stored together with that board."""
        from sandtable.board import board_to_geojson
        from sandtable.games.g1943_45.board_setup import make_setup

        return make_setup(board_to_geojson(board), scenario)

    # -- what is drawn ----------------------------------------------------------------------------
    def counter_art(self) -> dict[str, str]:
        return dict(V.COUNTER_ART)

    def describe_decision(self, state: State, action: Action) -> str:
        from sandtable.games.g1943_45.table_battle import describe_decision

        return describe_decision(state, action)

    def describe_text(self, state: State, text: str) -> str:
        from sandtable.games.g1943_45.wording import reason_words

        return reason_words(state, text)

    def overlays(self) -> list[OverlayInfo]:
        return [OverlayInfo("supply-0", "Supply: &Allies", "F5"),
                OverlayInfo("supply-1", "Supply: A&xis", "F6"),
                OverlayInfo("ranges", "Plane &ranges", "F7")]

    def overlay(self, state: State, overlay_id: str, board: Any, focus: Any = None) -> OverlayView:
        if overlay_id.startswith("supply-"):
            return V.supply_overlay(state, int(overlay_id.split("-")[1]))
        if overlay_id == "ranges":
            return V.range_overlay(state, board, None)
        if overlay_id == "focus" and isinstance(focus, str):
            return V.range_overlay(state, board, focus)
        return OverlayView()

    def describe_place(self, state: State, place: Any) -> str:
        from sandtable.games.g1943_45.wording import zone_name

        return zone_name(state, place) if place in state.topo.zones else str(place)  # type: ignore[attr-defined]

    # -- the computer and the odds ----------------------------------------------------------------
    def evaluator(self, lookahead: bool = False) -> Evaluator | None:
        from sandtable.games.g1943_45.ai_eval import Evaluator1943

        return Evaluator1943(lookahead=lookahead)

    def battle_spec(self) -> BattleSpec | None:
        from sandtable.games.g1943_45.odds_spec import SPEC

        return SPEC  # type: ignore[no-any-return]

    # -- how often a person is asked ----------------------------------------------------------------
    def routine(self, state: State, legal: list[Action]) -> Action | None:
        from sandtable.games.g1943_45.table_flow import routine

        return routine(state, legal)

    def real_choice(self, state: State, legal: list[Action]) -> bool:
        from sandtable.games.g1943_45.table_flow import real_choice

        return real_choice(state, legal)

    def confirm(self, state: State, action: Action, careful: bool) -> str | None:
        from sandtable.games.g1943_45.table_flow import confirm

        return confirm(state, action, careful)

    # -- the log ----------------------------------------------------------------------------------
    def notes(self, state: State) -> list[str]:
        return [text for text, _ in getattr(state, "notes", ())]

    def note_places(self, state: State) -> list[tuple[Any, ...]]:
        # The sea (zone 0 in the rules) is the sea box on the table: a fleet removed there lights it.
        notes = getattr(state, "notes", ())
        return [tuple(V.SEA_BOX if z == SEA else z for z in zones) for _, zones in notes]
