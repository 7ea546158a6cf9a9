"""The rules protocol on the tiny dice game: legality with reasons, chance steps, hashing, actions."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import ClassVar

import pytest

import tiny_dice_game as tiny
from sandtable.core import CHANCE, TERMINAL, Action, ChanceOutcome, IllegalAction
from sandtable.core.protocol import action_from_json
from tiny_dice_game import Answer, Bet, Hold, Roll


def fresh(target: int = 30, doubling: bool = True) -> tiny.TinyDiceState:
    return tiny.TinyDiceGame().new_initial_state({"target": target}, {"doubling": doubling})


def outcome(state: tiny.TinyDiceState, low: int, high: int) -> ChanceOutcome:
    """The listed chance outcome with these faces (forcing a die means applying it)."""
    matches = [o for o, _ in state.chance_outcomes()
               if isinstance(o, ChanceOutcome) and o.values == (low, high)]
    assert len(matches) == 1
    return matches[0]


def refused(state: tiny.TinyDiceState, action: Action) -> str:
    before = state.state_hash()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.state_hash() == before, "a refused action must not change the state"
    assert info.value.action == action
    return info.value.reason


# -- legality --------------------------------------------------------------------------------

def test_opening_decisions_are_roll_or_a_bet() -> None:
    state = fresh()
    assert state.current_player() == 0
    legal = state.legal_actions()
    assert Roll() in legal and Hold() not in legal
    assert {a.at_least for a in legal if isinstance(a, Bet)} == set(range(tiny.MIN_BET, tiny.MAX_BET + 1))


@pytest.mark.parametrize(("action", "words"), [
    (Hold(), "nothing to hold"),
    (Bet(tiny.MAX_BET + 1), f"between {tiny.MIN_BET} and {tiny.MAX_BET}"),
    (Bet(0), f"between {tiny.MIN_BET} and {tiny.MAX_BET}"),
    (Answer(True), "no bet to answer"),
    (ChanceOutcome((3, 4), "roll, player 1"), "no dice"),
])
def test_illegal_opening_actions_are_refused_with_a_reason(action: Action, words: str) -> None:
    assert words in refused(fresh(), action)


def test_reasons_follow_the_phase_of_the_turn() -> None:
    state = fresh()
    state.apply(Roll())
    assert state.current_player() == CHANCE
    assert state.legal_actions() == []
    assert "rolled first" in refused(state, Hold())
    assert "not a possible outcome" in refused(state, ChanceOutcome((3, 4), "some other roll"))
    assert "not a possible outcome" in refused(state, ChanceOutcome((7, 7), state.chance_label()))
    state.apply(outcome(state, 3, 4))
    assert (state.current_player(), state.turn_total) == (0, 7)
    assert "only before rolling" in refused(state, Bet(5))
    state.apply(Hold())
    assert state.scores == [7, 0] and state.current_player() == 1


def test_the_non_active_player_answers_a_bet_as_an_ordinary_decision() -> None:
    state = fresh()
    state.apply(Bet(8))
    assert state.current_player() == 1 and state.active == 0
    assert state.legal_actions() == [Answer(False), Answer(True)]
    assert "player 2 must first answer" in refused(state, Roll())
    state.apply(Answer(True))
    assert state.current_player() == CHANCE
    assert state.chance_label() == "bet roll, player 1"
    state.apply(outcome(state, 4, 4))
    assert state.scores == [8 * 2, 0], "a doubled winning bet pays twice its value"
    assert state.current_player() == 1


def test_a_lost_bet_pays_the_opponent_and_doubling_can_be_switched_off() -> None:
    state = fresh(doubling=False)
    state.apply(Bet(12))
    assert state.current_player() == CHANCE, "no answer is asked for when doubling is off"
    state.apply(outcome(state, 2, 3))
    assert state.scores == [0, tiny.LOSS_PAYOUT]


def test_a_one_loses_the_turn_total() -> None:
    state = fresh()
    for faces in ((5, 6), (1, 6)):
        state.apply(Roll())
        state.apply(outcome(state, *faces))
    assert state.turn_total == 0 and state.scores == [0, 0] and state.current_player() == 1


def test_terminal_state_refuses_everything() -> None:
    state = fresh(target=5)
    state.apply(Roll())
    state.apply(outcome(state, 2, 3))
    state.apply(Hold())
    assert state.current_player() == TERMINAL and state.is_terminal()
    assert state.legal_actions() == [] and state.chance_outcomes() == []
    result = state.result()
    assert result is not None and result.winner == 0 and result.scores == (5.0, 0.0)
    for action in (Roll(), Hold(), Answer(False)):
        assert refused(state, action) == "the game is over"


def test_every_listed_legal_action_is_accepted_and_every_other_refused() -> None:
    rng = random.Random(7)
    universe: list[Action] = [Roll(), Hold(), Answer(False), Answer(True)]
    universe += [Bet(n) for n in range(0, 15)]
    state = fresh(target=40)
    for _ in range(300):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(rng.choice(state.chance_outcomes())[0])
            continue
        legal = state.legal_actions()
        for action in universe:
            if action not in legal:
                assert refused(state, action)
        for action in legal:
            probe = state.clone()
            probe.apply(action)
        state.apply(rng.choice(legal))


# -- chance ----------------------------------------------------------------------------------

def test_chance_outcomes_are_exact_and_match_two_real_dice() -> None:
    state = fresh()
    state.apply(Roll())
    outcomes = state.chance_outcomes()
    assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
    assert sum(p for _, p in outcomes) == 1
    assert len({o for o, _ in outcomes}) == len(outcomes)
    assert all(o.label == state.chance_label() == "roll, player 1" for o, _ in outcomes)
    # Independent check: enumerate the 36 ordered throws and compare the distribution.
    expected: dict[tuple[int, int], Fraction] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        key = (min(a, b), max(a, b))
        expected[key] = expected.get(key, Fraction(0)) + Fraction(1, 36)
    assert {o.values: p for o, p in outcomes} == expected


def test_forcing_a_chance_value_is_applying_that_outcome() -> None:
    state = fresh()
    state.apply(Roll())
    forced = outcome(state, 6, 6)
    state.apply(forced)
    assert state.last_roll == (6, 6) and state.turn_total == 12


# -- hashing and cloning ---------------------------------------------------------------------

def _play(seed: int, steps: int) -> tiny.TinyDiceState:
    rng = random.Random(seed)
    state = fresh(target=60)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


def test_state_hash_is_a_function_of_the_position() -> None:
    a, b = _play(3, 40), _play(3, 40)
    assert a is not b and a.state_hash() == b.state_hash()
    assert len(a.state_hash()) == 32 and int(a.state_hash(), 16) >= 0
    hashes = {_play(3, n).state_hash() for n in range(0, 40)}
    assert len(hashes) > 30, "positions along a game should hash differently"


def test_state_hash_is_the_same_in_another_process() -> None:
    """No dependence on Python's per-run string hashing or dict order."""
    state = _play(11, 50)
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import test_core_protocol as t; "
        "print(t._play(11, 50).state_hash())"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code, str(Path(__file__).parent)], env=env,
                         capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == state.state_hash()


def test_clone_is_independent() -> None:
    state = _play(5, 25)
    while state.current_player() == CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    before = state.state_hash()
    copy = state.clone()
    assert copy.state_hash() == before and copy.to_json() == state.to_json()
    copy.apply(copy.legal_actions()[0])
    while copy.current_player() == CHANCE:
        copy.apply(copy.chance_outcomes()[-1][0])
    assert copy.state_hash() != before
    assert state.state_hash() == before, "changing the clone must not change the original"
    again = state.clone()
    again.scores[0] += 100
    assert state.state_hash() == before


# -- actions as JSON -------------------------------------------------------------------------

def test_every_action_survives_json() -> None:
    game = tiny.TinyDiceGame()
    registry = game.action_registry()
    seen = 0
    for seed in range(5):
        state = _play(seed, 0)
        rng = random.Random(seed)
        while not state.is_terminal():
            options = ([o for o, _ in state.chance_outcomes()] if state.current_player() == CHANCE
                       else state.legal_actions())
            for action in options:
                text = json.dumps(action.to_json())
                back = action_from_json(json.loads(text), registry)
                assert back == action and type(back) is type(action)
                seen += 1
            state.apply(rng.choice(options))
    assert seen > 100


@pytest.mark.parametrize(("data", "words"), [
    ([], "must be a JSON object"),
    ("roll", "must be a JSON object"),
    ({}, "unknown action kind None"),
    ({"kind": 5}, "unknown action kind 5"),
    ({"kind": "__class__"}, "unknown action kind"),
    ({"kind": "teleport"}, "unknown action kind 'teleport'"),
    ({"kind": "roll", "amount": 3}, "unknown fields: 'amount'"),
    ({"kind": "bet"}, "lacks fields: at_least"),
    ({"kind": "bet", "at_least": True}, "must be an integer"),
    ({"kind": "bet", "at_least": "5"}, "must be an integer"),
    ({"kind": "bet", "at_least": 5.0}, "must be an integer"),
    ({"kind": "bet", "at_least": [5]}, "must be an integer"),
    ({"kind": "bet", "at_least": {"n": 5}}, "unsupported value"),
    ({"kind": "answer", "double": 1}, "must be true or false"),
    ({"kind": "chance", "values": [3, [4]], "label": "x"}, "list of integers"),
    ({"kind": "chance", "values": 7, "label": "x"}, "list of integers"),
    ({"kind": "chance", "values": [3, 4], "label": None}, "must be a string"),
])
def test_malformed_action_json_is_refused_with_a_reason(data: object, words: str) -> None:
    with pytest.raises(ValueError) as info:
        action_from_json(data, tiny.TinyDiceGame().action_registry())
    assert words in str(info.value)
    assert type(info.value) is ValueError


@dataclass(frozen=True)
class _Typed(Action):
    kind: ClassVar[str] = "typed"
    amount: float = 0.0
    maybe: int | None = None
    pair: tuple[str, int] = ("", 0)
    tags: frozenset[str] = frozenset()


def test_decoding_follows_field_annotations() -> None:
    registry: dict[str, type[Action]] = {"typed": _Typed}
    action = _Typed(2.5, None, ("a", 1), frozenset({"x", "y"}))
    assert action_from_json(action.to_json(), registry) == action
    decoded = action_from_json({"kind": "typed", "amount": 3, "maybe": 4, "pair": ["b", 2], "tags": []},
                               registry)
    assert decoded == _Typed(3.0, 4, ("b", 2), frozenset())
    assert isinstance(decoded, _Typed) and isinstance(decoded.amount, float)
    for bad in ({"pair": ["b"]}, {"pair": [2, "b"]}, {"maybe": "4"}, {"amount": False}, {"tags": [1]}):
        data = {**action.to_json(), **bad}
        with pytest.raises(ValueError):
            action_from_json(data, registry)
