"""Seeded random FSTR games to the end on each of the six scenarios with zero invariant breaks;
records replay to the same state hash; the observation of a side never holds a hidden fact.

Default suite: a small sample (6 Ortona games, one game of each other scenario), invariants after
every move, retreat, advance and step end, and the hidden-information check every 20 actions.
SANDTABLE_SLOW=1 plays FSTR_GAMES (default 500) games of each scenario, checking every action.
"""

from __future__ import annotations

import os
import random

import pytest

from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord, replay
from sandtable.games.fstr import GAME_ID, GameFstr
from sandtable.games.fstr.invariants import leaks, problems
from sandtable.games.fstr.observation import observe
from sandtable.games.fstr.scenario import SCENARIO_IDS
from sandtable.games.fstr.selfplay import choose, random_game

GAME = GameFstr()
SLOW = bool(os.environ.get("SANDTABLE_SLOW"))
SAMPLE = {"ortona": 6} if not SLOW else {}
CHECKED = ("move", "react", "retreat", "advance", "done", "lose_step", "attack")


def _checker(scenario: str, seed: int, every_action: bool):
    count = {"n": 0}

    def check(state, action):
        count["n"] += 1
        if every_action or action.kind in CHECKED or state.is_terminal():
            found = problems(state, check_observation=every_action or count["n"] % 20 == 0)
            assert not found, f"{scenario} seed {seed}, after {action.describe()}: {found}"

    return check


@pytest.mark.parametrize("scenario", SCENARIO_IDS)
def test_random_games_keep_every_invariant(scenario):
    n = SAMPLE.get(scenario, 1) if not SLOW else int(os.environ.get("FSTR_GAMES", "500"))
    results = []
    for seed in range(n):
        state = random_game(GAME, seed, scenario, check=_checker(scenario, seed, SLOW))
        assert state.is_terminal() and state.result() is not None
        results.append(state.winner)
    assert len(results) == n


def test_a_record_replays_to_the_same_hash():
    rng = random.Random(7)
    state = GAME.new_initial_state("ortona", {})
    actions = []
    while not state.is_terminal():
        action = choose(state, rng)
        actions.append(action.to_json())
        state.apply(action)
    record = GameRecord(GAME_ID, "ortona", {}, 7, actions)
    again, _ = replay(GAME, GameRecord.from_json(record.to_json()))
    assert again.state_hash() == state.state_hash()
    assert again.result() == state.result()


def test_chance_steps_are_labelled_and_exact():
    state = GAME.new_initial_state("ortona", {})
    rng = random.Random(3)
    seen = set()
    for _ in range(400):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == 1 and state.chance_label()
            seen.add(state.chance_label().split(",")[0])
        state.apply(choose(state, rng))
    assert "aircraft availability" in seen


def test_observation_hides_far_stacks_and_secret_purchases():
    state = GAME.new_initial_state("ortona", {})
    rng = random.Random(1)
    while not (
        state.pending
        and state.pending["kind"] == "allocate"
        and state.pending["side"] == "allied"
        and state.bought["axis"]
    ):
        if state.is_terminal():
            state = GAME.new_initial_state("ortona", {})
        state.apply(choose(state, rng))
    allied = observe(state, 0)
    assert allied.bought["axis"] == [] and allied.spent["axis"] == 0
    assert allied.ap["axis"] == state.ap_before["axis"]
    assert not any("axis: buy" in line for line in allied.log[-30:])
    assert leaks(state) == []
    hidden = sum(allied.hidden_stacks.values())
    axis_units = [u for u in state.loc if state.side_of(u) == "axis"]
    seen = [u for u in allied.loc if allied.side_of(u) == "axis"]
    assert hidden > 0 and len(seen) + hidden == len(axis_units)
    assert observe(state, 1).bought["axis"] == state.bought["axis"]  # a side sees its own secrets
    assert GAME.new_initial_state("ortona", {"fstr.open_stacks": True}).observation(0).hidden_stacks == {}


def test_illegal_actions_are_refused_with_a_reason():
    from sandtable.core.protocol import IllegalAction
    from sandtable.games.fstr import actions as A

    state = GAME.new_initial_state("ortona", {})
    while state.current_player() == CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    with pytest.raises(IllegalAction) as err:
        state.apply(A.Buy("division", "No Such Division"))
    assert "programming phase" in err.value.reason
