"""A D-Day record replays to the same state hash whatever the key order of an equivalent scenario
(issue #18): JSON objects are unordered, so the scenario loader puts set-up counts, unit types and
blockhouse arcs in the order of the powers, the unit types and the listed zones, never the file's.
Once, a record made on the shipped file stopped at a shot on Utah Beach ("that unit is not a
possible target") when replayed against the same scenario written with other key orders.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from sandtable.core.record import GameRecord, replay
from sandtable.games.aa_dday import GameDDay
from sandtable.games.aa_dday.scenario import default_scenario_path, parse_scenario
from sandtable.games.aa_dday.selfplay import choose

SHIPPED = json.loads(default_scenario_path().read_text(encoding="utf-8"))


def reversed_keys(value: Any) -> Any:
    """The same JSON value with every object's keys in reverse order (lists keep theirs)."""
    if isinstance(value, dict):
        return {key: reversed_keys(value[key]) for key in reversed(list(value))}
    if isinstance(value, list):
        return [reversed_keys(item) for item in value]
    return value


def shuffled_keys(value: Any, rng: random.Random) -> Any:
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {key: shuffled_keys(value[key], rng) for key in keys}
    if isinstance(value, list):
        return [shuffled_keys(item, rng) for item in value]
    return value


def test_the_parsed_scenario_ignores_key_order() -> None:
    a, b = parse_scenario(SHIPPED), parse_scenario(reversed_keys(SHIPPED))
    assert a.setup == b.setup and list(a.setup["caen"]) == list(b.setup["caen"])
    assert list(a.unit_types) == list(b.unit_types) and list(a.arcs) == list(b.arcs)


@pytest.mark.parametrize("seed", [0, 1, 4, 5])
def test_a_record_replays_to_the_same_hash_on_a_reordered_scenario(seed: int) -> None:
    options = {"fate_deck": seed % 2 == 1, "tactics_deck": seed % 2 == 1, "players": 2 + seed // 4}
    state = GameDDay().new_initial_state(SHIPPED, options)
    rng = random.Random(seed)
    actions = []
    while not state.is_terminal():
        action = choose(state, rng)
        actions.append(action.to_json())
        state.apply(action)
    for scenario in (reversed_keys(SHIPPED), shuffled_keys(SHIPPED, random.Random(seed))):
        # A fresh Game: its parse cache must not hand back the shipped file's parse.
        replayed, _ = replay(GameDDay(), GameRecord("aa-dday", scenario, options, seed, actions))
        assert replayed.state_hash() == state.state_hash()
