"""Computer players on the core protocol: the tiny dice game and a crafted chance game.

Every level finishes seeded games without an error or a stalled decision; the search and greedy
agents weigh chance outcomes by their exact probabilities (not uniformly); agents never mutate
the state they are given, answer within their budget, obey "move now", report progress, and are
reproducible from their seed.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar

import pytest

import tiny_dice_game as tiny
from sandtable.ai.agent import Thinking, values_of
from sandtable.ai.evaluation import RolloutEvaluator, evaluator_for, game_of
from sandtable.ai.greedy import GreedyAgent, expected_values
from sandtable.ai.levels import DIFFICULTIES, agent_names, make_agent
from sandtable.ai.search import SearchAgent
from sandtable.core.protocol import CHANCE, TERMINAL, Action, GameResult, State
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game, table_for
from sandtable.core.session import GameSession
from tiny_dice_game import Hold, Roll


def tiny_value(state: State) -> tuple[float, float]:
    """A plain tiny-dice heuristic: the share of the target still to score, banked and unbanked."""
    assert isinstance(state, tiny.TinyDiceState)
    if state.current_player() == TERMINAL:
        v = values_of(state)
        return (v[0], v[1])
    scores = list(state.scores)
    scores[state.active] += 0.8 * state.turn_total
    left = [max(0.5, state.target - s) for s in scores]
    p0 = left[1] / (left[0] + left[1])
    return (p0, 1.0 - p0)


@pytest.fixture(autouse=True)
def tiny_heuristic(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tiny game's table gives `tiny_value` as its evaluator while these tests run (the game
    itself ships none: other tests see its random play-outs)."""
    monkeypatch.setattr(table_for(tiny.GAME_ID), "evaluator", lambda lookahead=False: tiny_value)

FAST = {"random": {}, "greedy": {}, "easy": {}, "normal": {"iterations": 15}, "hard": {"iterations": 25},
        "search": {"iterations": 15}}


def play_tiny(names: tuple[str, str], seed: int, scenario: Any = "short") -> tuple[GameSession, float]:
    game = get_game(tiny.GAME_ID)
    record = GameRecord(tiny.GAME_ID, game.load_scenario(scenario), {"doubling": True}, seed)
    session = GameSession(game, record)
    agents = [make_agent(n, f"{seed}:{i}", tiny.GAME_ID, **FAST[n]) for i, n in enumerate(names)]
    slowest = 0.0
    for _ in range(2000):
        session.advance()
        if session.is_over():
            break
        player = session.current_player()
        start = time.perf_counter()
        action = agents[player].choose(session.state, budget=1.0)
        slowest = max(slowest, time.perf_counter() - start)
        session.decide(action)  # the session checks legality: an illegal answer fails the test
    assert session.is_over()
    return session, slowest


@pytest.mark.parametrize("name", sorted(FAST))
def test_every_agent_finishes_seeded_tiny_games(name: str) -> None:
    for seed in range(10):
        names = (name, "random") if seed % 2 == 0 else ("random", name)
        session, slowest = play_tiny(names, seed, "standard")
        assert session.state.result() is not None
        assert slowest < 1.5


def test_search_beats_random_at_tiny_dice() -> None:
    wins = 0
    for seed in range(20):
        names = ("normal", "random") if seed % 2 == 0 else ("random", "normal")
        session, _ = play_tiny(names, 100 + seed, "standard")
        result = session.state.result()
        assert result is not None
        wins += result.winner == names.index("normal")
    assert wins >= 14


def test_levels_and_names() -> None:
    assert set(DIFFICULTIES) <= set(agent_names())
    assert {"random", "greedy", "search"} <= set(agent_names())
    with pytest.raises(ValueError, match="unknown computer player"):
        make_agent("grandmaster")
    with pytest.raises(ValueError, match="no setting"):
        make_agent("greedy", 1, colour="red")
    assert make_agent(" Normal ", 3, budget=0.1).budget == 0.1  # type: ignore[attr-defined]


def test_games_are_reproducible_from_the_seed() -> None:
    first, _ = play_tiny(("normal", "greedy"), 11)
    second, _ = play_tiny(("normal", "greedy"), 11)
    assert first.record.actions == second.record.actions
    assert first.state.state_hash() == second.state.state_hash()


def _tiny_state(scores: tuple[int, int], turn_total: int, target: int = 30) -> tiny.TinyDiceState:
    state = tiny.TinyDiceState(target, doubling=True)
    state.scores = list(scores)
    state.turn_total = turn_total
    return state


@pytest.mark.parametrize("name", ["greedy", "normal", "hard"])
def test_banking_the_winning_total(name: str) -> None:
    # Holding wins on the spot; rolling loses everything with probability 11/36.
    state = _tiny_state((20, 28), turn_total=12)
    before = state.state_hash()
    agent = make_agent(name, 5, tiny.GAME_ID, **FAST[name])
    assert agent.choose(state) == Hold()
    assert state.state_hash() == before  # thinking happened on clones


def test_rolling_when_holding_cannot_save_the_game() -> None:
    # The opponent needs 2 points and scores them on nearly any turn: holding 2 changes nothing,
    # rolling on is the only chance to reach the target now.
    state = _tiny_state((10, 28), turn_total=2)
    agent = SearchAgent(0, evaluator=tiny_value, iterations=300, budget=5.0)
    assert agent.choose(state) == Roll()


# -- a crafted game where weighing outcomes uniformly picks the wrong move --------------------
@dataclass(frozen=True)
class Pick(Action):
    kind: ClassVar[str] = "pick"
    option: str = "a"


@dataclass(frozen=True)
class Luck(Action):
    kind: ClassVar[str] = "luck"
    win: bool = False
    tag: int = 0


class LopsidedState(State):
    """Player 0 picks "a" (2 outcomes: win 1/10, lose 9/10) or "b" (3 outcomes: win 1/2, lose 1/4,
    lose 1/4). Uniform weighting would prefer "a" (1/2 > 1/3); the exact weights give "b" (1/2 > 1/10)."""

    def __init__(self) -> None:
        self.picked: str | None = None
        self.won: bool | None = None

    def current_player(self) -> int:
        if self.won is not None:
            return TERMINAL
        return 0 if self.picked is None else CHANCE

    def legal_actions(self) -> list[Action]:
        return [Pick("a"), Pick("b")] if self.picked is None else []

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.picked == "a" and self.won is None:
            return [(Luck(True, 0), Fraction(1, 10)), (Luck(False, 1), Fraction(9, 10))]
        if self.picked == "b" and self.won is None:
            return [(Luck(True, 0), Fraction(1, 2)), (Luck(False, 1), Fraction(1, 4)),
                    (Luck(False, 2), Fraction(1, 4))]
        return []

    def chance_label(self) -> str:
        return "luck" if self.current_player() == CHANCE else ""

    def _apply(self, action: Action) -> None:
        if isinstance(action, Pick):
            self.picked = action.option
        elif isinstance(action, Luck):
            self.won = action.win

    def result(self) -> GameResult | None:
        if self.won is None:
            return None
        return GameResult(0 if self.won else 1, "luck")

    def to_json(self) -> dict[str, Any]:
        return {"picked": self.picked, "won": self.won}

    def clone(self) -> LopsidedState:
        copy = LopsidedState()
        copy.picked, copy.won = self.picked, self.won
        return copy


def _neutral(state: State) -> tuple[float, float]:
    v = values_of(state) if state.current_player() == TERMINAL else (0.5, 0.5)
    return (v[0], v[1])


def test_chance_is_weighted_by_exact_probabilities() -> None:
    state = LopsidedState()
    after_a, after_b = state.clone(), state.clone()
    after_a.apply(Pick("a"))
    after_b.apply(Pick("b"))
    rng = __import__("random").Random(0)
    assert expected_values(after_a, _neutral, rng)[0] == pytest.approx(0.1)
    assert expected_values(after_b, _neutral, rng)[0] == pytest.approx(0.5)
    assert GreedyAgent(1, evaluator=_neutral).choose(state) == Pick("b")
    for seed in range(5):
        # Leaves valued by sampling the chance node only (chance_leaves=1): the mean over draws
        # must still converge to the weighted expectation.
        agent = SearchAgent(seed, evaluator=_neutral, iterations=400, budget=5.0, chance_leaves=1)
        assert agent.choose(state) == Pick("b")


def test_budget_stop_and_progress() -> None:
    state = _tiny_state((5, 5), turn_total=6)
    agent = SearchAgent(2, evaluator=tiny_value, budget=0.15)
    start = time.perf_counter()
    assert agent.choose(state) in state.legal_actions()
    assert time.perf_counter() - start < 0.15 + 0.25
    stop = threading.Event()
    stop.set()
    start = time.perf_counter()
    assert agent.choose(state, budget=30.0, stop=stop) in state.legal_actions()
    assert time.perf_counter() - start < 0.25
    seen: list[float] = []
    capped = SearchAgent(2, evaluator=tiny_value, iterations=40, budget=10.0)
    capped.choose(state, progress=seen.append)
    assert seen and seen[-1] == 1.0
    assert all(0.0 <= f <= 1.0 for f in seen) and seen == sorted(seen)
    assert 0 < capped.last_iterations <= 40


def test_move_now_from_another_thread() -> None:
    state = _tiny_state((5, 5), turn_total=6)
    agent = SearchAgent(4, evaluator=tiny_value, budget=60.0)
    stop = threading.Event()
    answer: list[Action] = []
    worker = threading.Thread(target=lambda: answer.append(agent.choose(state.clone(), stop=stop)))
    worker.start()
    time.sleep(0.1)
    stop.set()
    worker.join(timeout=2.0)
    assert not worker.is_alive()
    assert answer and answer[0] in state.legal_actions()


def test_a_broken_progress_display_does_not_stop_the_player() -> None:
    def broken(fraction: float) -> None:
        raise RuntimeError("widget gone")

    thinking = Thinking(1.0, None, broken)
    thinking.report(0.5)
    thinking.report(1.0)
    agent = GreedyAgent(0, evaluator=tiny_value)
    state = _tiny_state((0, 0), turn_total=4)
    assert agent.choose(state, progress=broken) in state.legal_actions()


def test_no_legal_action_is_refused_clearly() -> None:
    state = LopsidedState()
    state.apply(Pick("a"))  # a chance state: no decision to take
    for name in ("random", "greedy", "normal"):
        with pytest.raises(ValueError, match="no legal action"):
            make_agent(name, 0).choose(state)


def test_unknown_games_fall_back_to_playouts() -> None:
    state = LopsidedState()
    evaluator = evaluator_for(state)
    assert isinstance(evaluator, RolloutEvaluator)
    values = evaluator(state)
    assert len(values) == 2 and all(0.0 <= v <= 1.0 for v in values)
    assert game_of(_tiny_state((0, 0), 0)) == tiny.GAME_ID and game_of(state) is None
    assert evaluator_for(_tiny_state((0, 0), 0)) is tiny_value


def test_a_failing_heuristic_still_gets_a_legal_answer() -> None:
    calls = {"n": 0}

    def flaky(state: State) -> tuple[float, float]:
        calls["n"] += 1
        if calls["n"] > 3:
            raise KeyError("zone 99")
        return tiny_value(state)

    state = _tiny_state((3, 4), turn_total=0)
    for agent in (SearchAgent(1, evaluator=flaky, iterations=50), GreedyAgent(1, evaluator=flaky)):
        calls["n"] = 0
        assert agent.choose(state) in state.legal_actions()
        assert agent.failures == 1 and "zone 99" in agent.last_error
