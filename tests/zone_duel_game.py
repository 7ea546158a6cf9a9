"""Zone duel: a small second game written for the tests, to prove the table contract is enough.

Rules. Five zones in a row (1..5). Red starts with 3 men in zone 1, Blue with 3 in zone 5; each
side's home is its starting zone. On its turn a side moves some of its men from one zone to a
neighbouring zone, or passes. Men moving into a zone the enemy holds fight a battle: each round
both sides roll one die, the lower roll loses a man (the defender wins ties), until one side is gone.
A side wins by standing in the enemy's home zone or by destroying every enemy man; after the
scenario's turn limit the game is a draw.

Everything the table needs comes from `DuelTable` (registered with `register_table`); nothing of
this game is named outside this file.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any, ClassVar

from sandtable.core import registry
from sandtable.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceOutcome,
    Game,
    GameResult,
    IllegalAction,
    State,
)
from sandtable.core.table import (
    ActionPlaces,
    BoardFit,
    OddsReport,
    OptionInfo,
    PieceView,
    ScenarioInfo,
    Selection,
    SideInfo,
    TableGame,
    TableView,
    TrackView,
)

GAME_ID = "zone-duel"
ZONES = 5
SIDES = ("Red", "Blue")
HOME = (1, ZONES)
SCENARIOS = {"standard": {"men": 3, "turns": 30}, "long": {"men": 5, "turns": 60}}


@dataclass(frozen=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    origin: int = 1
    to: int = 2
    count: int = 1

    def describe(self) -> str:
        return f"{self.count} man/men from zone {self.origin} to zone {self.to}"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def describe(self) -> str:
        return "pass"


class DuelState(State):
    def __init__(self, men: int, turns: int) -> None:
        self.men = [[0] * (ZONES + 1) for _ in SIDES]
        self.men[0][HOME[0]] = men
        self.men[1][HOME[1]] = men
        self.active = 0
        self.turn = 1
        self.turns = turns
        self.battle: tuple[int, int] | None = None  # (zone, attacker) while dice are rolled
        self.winner: int | None = None
        self.over = False

    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        return CHANCE if self.battle is not None else self.active

    def legal_actions(self) -> list[Action]:
        if self.current_player() < 0:
            return []
        out: list[Action] = [Pass()]
        for zone in range(1, ZONES + 1):
            here = self.men[self.active][zone]
            for to in (zone - 1, zone + 1):
                if 1 <= to <= ZONES:
                    out.extend(Move(zone, to, n) for n in range(1, here + 1))
        return out

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.battle is None:
            return []
        label = self.chance_label()
        return [(ChanceOutcome((a, d), label), Fraction(1, 36)) for a in range(1, 7) for d in range(1, 7)]

    def chance_label(self) -> str:
        if self.battle is None:
            return ""
        zone, attacker = self.battle
        return f"battle in zone {zone}, {SIDES[attacker]} attacks"

    def check_legal(self, action: Action) -> None:
        if isinstance(action, Move) and self.current_player() >= 0:
            if abs(action.origin - action.to) != 1 or not 1 <= action.to <= ZONES:
                raise IllegalAction(f"zone {action.to} is not next to zone {action.origin}", action)
            if not 1 <= action.count <= self.men[self.active][action.origin]:
                raise IllegalAction(f"you have {self.men[self.active][action.origin]} men in zone "
                                    f"{action.origin}", action)
        super().check_legal(action)

    def _apply(self, action: Action) -> None:
        if isinstance(action, ChanceOutcome):
            self._fight(action.values)
            return
        if isinstance(action, Move):
            side = self.active
            self.men[side][action.origin] -= action.count
            self.men[side][action.to] += action.count
            if self.men[1 - side][action.to]:
                self.battle = (action.to, side)
                return
        self._end_turn()

    def _fight(self, faces: tuple[int, ...]) -> None:
        assert self.battle is not None
        zone, attacker = self.battle
        loser = 1 - attacker if faces[0] > faces[1] else attacker
        self.men[loser][zone] -= 1
        if not self.men[loser][zone]:
            self.battle = None
            self._end_turn()

    def _end_turn(self) -> None:
        for side in (0, 1):
            if self.men[side][HOME[1 - side]] or not any(self.men[1 - side]):
                self.winner, self.over = side, True
                return
        if self.active == 1:
            self.turn += 1
            if self.turn > self.turns:
                self.over = True
                return
        self.active = 1 - self.active

    def result(self) -> GameResult | None:
        if not self.over:
            return None
        if self.winner is None:
            return GameResult(None, f"the {self.turns} turns are over: a draw", (0.5, 0.5))
        return GameResult(self.winner, f"{SIDES[self.winner]} wins",
                          (1.0, 0.0) if self.winner == 0 else (0.0, 1.0))

    def to_json(self) -> dict[str, Any]:
        return {"men": self.men, "active": self.active, "turn": self.turn, "turns": self.turns,
                "battle": list(self.battle) if self.battle else None, "winner": self.winner,
                "over": self.over}

    def clone(self) -> DuelState:
        copy = DuelState.__new__(DuelState)
        copy.__dict__.update(self.__dict__)
        copy.men = [list(row) for row in self.men]
        return copy


class DuelGame(Game):
    game_id: ClassVar[str] = GAME_ID
    num_players: ClassVar[int] = 2
    player_names: ClassVar[tuple[str, ...]] = SIDES

    def __init__(self, board: Any = None) -> None:
        self.board = board

    def action_registry(self) -> dict[str, type[Action]]:
        return {cls.kind: cls for cls in (Move, Pass, ChanceOutcome)}

    def load_scenario(self, ref: str) -> Any:
        ref = "standard" if ref in ("", "default") else ref  # "default" names the default scenario
        if ref not in SCENARIOS:
            raise ValueError(f"zone duel has no scenario named {ref!r}")
        return dict(SCENARIOS[ref])

    def new_initial_state(self, scenario: Any, options: dict[str, Any]) -> DuelState:
        data = scenario.get("scenario", scenario) if isinstance(scenario, dict) else scenario
        return DuelState(int(data["men"]), int(data["turns"]))


# -- the board, drawn from five squares in lon/lat ---------------------------------------------------

def board_json() -> dict[str, Any]:
    features = []
    for n in range(1, ZONES + 1):
        lon = 10.0 + (n - 1)
        ring = [[lon, 40.0], [lon + 1, 40.0], [lon + 1, 41.0], [lon, 41.0], [lon, 40.0]]
        props = {"id": f"d{n}", "number": n, "name": f"Field {n}", "kind": "land", "symbols": [], "props": {}}
        features.append({"type": "Feature", "id": f"d{n}",
                         "geometry": {"type": "Polygon", "coordinates": [ring]}, "properties": props})
    return {"type": "FeatureCollection",
            "sandtable": {"format": "sandtable-board", "schema": 1, "name": "Zone duel",
                          "projection": {"type": "equirectangular", "lon0": 12.5, "lat0": 40.5},
                          "rulers": {}, "counter_size_km": 20.0, "links": [], "cuts": []},
            "features": features}


@cache
def shipped_board() -> Any:
    from sandtable.board import board_from_geojson

    return board_from_geojson(board_json())


# -- the odds: the battle's exact distribution ------------------------------------------------------

P_ATTACKER_ROUND = Fraction(15, 36)   # the attacker's die strictly higher


@cache
def _battle(att: int, dfd: int) -> tuple[Fraction, Fraction]:
    """(P attacker wins, expected attacker survivors) from `att` attackers against `dfd` defenders."""
    if dfd == 0:
        return Fraction(1), Fraction(att)
    if att == 0:
        return Fraction(0), Fraction(0)
    p = P_ATTACKER_ROUND
    win_a, surv_a = _battle(att, dfd - 1)
    win_b, surv_b = _battle(att - 1, dfd)
    return p * win_a + (1 - p) * win_b, p * surv_a + (1 - p) * surv_b


class DuelOdds:
    forces_help = "men=N"

    def settings(self) -> list[OptionInfo]:
        return []

    def parse(self, attacker: str, defender: str, settings: Mapping[str, str]) -> Any:
        def men(text: str) -> int:
            name, _, value = text.partition("=")
            if name.strip() != "men" or not value.strip().isdigit() or not 0 < int(value) <= 99:
                raise ValueError(f"{text!r}: write men=N with N from 1 to 99")
            return int(value)

        return men(attacker), men(defender)

    def odds(self, setup: Any, *, exact: bool = False, samples: int = 0) -> OddsReport:
        win, survivors = _battle(*setup)
        return OddsReport({"attacker_wins": float(win), "defender_holds": float(1 - win)},
                          {"attacker_survivors": float(survivors)},
                          {"attacker_wins": "attacker wins", "defender_holds": "defender holds"},
                          {"attacker_wins": str(win)} if exact else {}, {}, f"attacker wins {float(win):.1%}")

    def from_state(self, state: State, action: Action) -> Any | None:
        if not isinstance(action, Move) or not isinstance(state, DuelState):
            return None
        defenders = state.men[1 - state.active][action.to]
        return (action.count, defenders) if defenders else None


class DuelTable(TableGame):
    game_id = GAME_ID
    title = "Zone duel (test game)"
    description = "Five zones, two sides, a die each per round."

    def new_game(self, board: Any = None) -> Game:
        return DuelGame(board)

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("standard", "Standard (3 men)", default=True),
                ScenarioInfo("long", "Long (5 men)")]

    def sides(self) -> list[SideInfo]:
        return [SideInfo("Red", "#a03030"), SideInfo("Blue", "#2f5f9f")]

    def board(self, game: Game, scenario: Any) -> Any:
        if isinstance(scenario, dict) and "board" in scenario:
            from sandtable.board import board_from_geojson

            return board_from_geojson(scenario["board"])
        return shipped_board()

    def board_fit(self, board: Any) -> list[BoardFit]:
        numbers = {z.number for z in board.zones.values()}
        missing = sorted(set(range(1, ZONES + 1)) - numbers)
        out = []
        for info in self.scenarios():
            if missing:
                out.append(BoardFit(info.id, info.title, False, f"the duel needs zones {missing}"))
            else:
                from sandtable.board import board_to_geojson

                data = {"scenario": SCENARIOS[info.id], "board": board_to_geojson(board)}
                out.append(BoardFit(info.id, info.title, True, "", data))
        return out

    def view(self, state: State, observer: int | None) -> TableView:
        assert isinstance(state, DuelState)
        stacks = {}
        control = {}
        for zone in range(1, ZONES + 1):
            chips = []
            for side in (0, 1):
                n = state.men[side][zone]
                if n:
                    chips.append(PieceView("man", side, n, str(n), f"{SIDES[side]}: {n} men", "block"))
                    control[zone] = side
            stacks[zone] = tuple(chips)
        turn = TrackView("turn", "Turn", tuple(str(t) for t in range(1, state.turns + 1)),
                         frozenset({state.turn - 1}))
        return TableView(stacks=stacks, tracks=(turn,), control=control,
                         summary=f"turn {state.turn}, {SIDES[state.active]} to move")

    def action_places(self, state: State, action: Action) -> ActionPlaces | None:
        if isinstance(action, Move):
            return ActionPlaces(action.origin, action.to, (), "move")
        return None

    def movable(self, state: State, place: Any) -> list[PieceView]:
        assert isinstance(state, DuelState)
        if state.current_player() < 0 or not isinstance(place, int) or not 1 <= place <= ZONES:
            return []
        n = state.men[state.active][place]
        return [PieceView("man", state.active, n, str(n), "men", "block")] if n else []

    def compose(self, state: State, legal: list[Action], selection: Selection, target: Any) -> Action | None:
        if selection.origin is None:
            return None
        return Move(selection.origin, target, int(selection.counts.get("man", 1)))

    def buttons(self, state: State, actions: list[Action]) -> list[tuple[str, Action]]:
        return [("Pass", a) for a in actions if isinstance(a, Pass)]

    def evaluator(self, lookahead: bool = False) -> Any:
        def value(state: State) -> tuple[float, ...]:
            assert isinstance(state, DuelState)
            red, blue = sum(state.men[0]), sum(state.men[1])
            # Men count, and how far each side's front has come towards the enemy home.
            red_front = max((z for z in range(1, ZONES + 1) if state.men[0][z]), default=0)
            blue_front = min((z for z in range(1, ZONES + 1) if state.men[1][z]), default=ZONES + 1)
            score = 0.5 + 0.08 * (red - blue) + 0.04 * ((red_front - 1) - (ZONES - blue_front))
            score = min(0.99, max(0.01, score))
            return score, 1 - score
        return value

    def battle_spec(self) -> Any:
        return DuelOdds()


registry.register_table(DuelTable(), DuelGame)
