"""Background thinking for front ends: move now, cancel, progress, errors handed back."""

from __future__ import annotations

import threading
import time

import pytest

import tiny_dice_game as tiny
from sandtable.ai.background import think
from sandtable.ai.search import SearchAgent
from sandtable.core.protocol import Action, State


def _value(state: State) -> tuple[float, float]:
    assert isinstance(state, tiny.TinyDiceState)
    if state.winner is not None:
        return (1.0, 0.0) if state.winner == 0 else (0.0, 1.0)
    lead = (state.scores[0] - state.scores[1]) / (2 * state.target)
    return (0.5 + lead, 0.5 - lead)


def _state() -> tiny.TinyDiceState:
    state = tiny.TinyDiceState(30, doubling=True)
    state.scores = [8, 11]
    state.turn_total = 7
    return state


def test_move_now_returns_a_legal_action_quickly() -> None:
    state = _state()
    seen: list[float] = []
    thought = think(SearchAgent(1, evaluator=_value, budget=60.0), state, progress=seen.append)
    time.sleep(0.1)
    assert not thought.done()
    start = time.perf_counter()
    thought.move_now()
    assert thought.wait(2.0)
    assert time.perf_counter() - start < 0.5
    action = thought.result()
    assert action in state.legal_actions()
    assert seen and seen[-1] == 1.0 and thought.fraction == 1.0


def test_cancel_discards_the_answer_and_leaves_the_state_alone() -> None:
    state = _state()
    before = state.state_hash()
    thought = think(SearchAgent(2, evaluator=_value, budget=60.0), state)
    thought.cancel()
    assert thought.result(timeout=2.0) is None and thought.cancelled
    assert state.state_hash() == before


def test_agent_errors_reach_the_caller() -> None:
    class Broken:
        name = "broken"

        def choose(self, state: State, budget: float | None = None, stop: threading.Event | None = None,
                   progress: object = None) -> Action:
            raise RuntimeError("evaluation table missing")

    thought = think(Broken(), _state())
    with pytest.raises(RuntimeError, match="evaluation table missing"):
        thought.result(timeout=2.0)


def test_result_waits_with_a_timeout() -> None:
    thought = think(SearchAgent(3, evaluator=_value, budget=60.0), _state())
    with pytest.raises(TimeoutError):
        thought.result(timeout=0.01)
    thought.move_now()
    assert thought.result(timeout=2.0) is not None


def test_one_agent_asked_from_two_threads_answers_both() -> None:
    agent = SearchAgent(5, evaluator=_value, budget=0.2)
    first, second = _state(), _state()
    second.scores = [20, 3]
    thoughts = [think(agent, first), think(agent, second)]
    for thought, state in zip(thoughts, (first, second), strict=True):
        assert thought.result(timeout=3.0) in state.legal_actions()
