"""What the computer player's speed rests on in FSTR: a clone is a faithful, independent copy (the
search clones a state for every position it values), so the fast copy changes no game."""

from __future__ import annotations

import copy
import random

from sandtable.core.protocol import CHANCE
from sandtable.games.fstr import GameFstr
from sandtable.games.fstr.state import _ATOMS, _FLAT

GAME = GameFstr()


def _deep_clone(s):
    """The clone as it was before the fast copy: every container through copy.deepcopy."""
    new = copy.copy(s)
    new.__dict__.pop("_legal", None)
    for name, value in s.__dict__.items():
        if name not in ("world", "opts", "ap_table") and not name.startswith("_") and isinstance(
                value, set | list | dict):
            setattr(new, name, copy.deepcopy(value))
    return new


def test_a_clone_plays_on_like_the_deep_copy_and_shares_nothing_mutable():
    rng = random.Random(11)
    checked = 0
    for scenario in ("ortona", "anzio"):
        s = GAME.new_initial_state(scenario, {})
        for n in range(400):
            if s.is_terminal():
                break
            if s.current_player() == CHANCE:
                action = rng.choice(s.chance_outcomes())[0]
            else:
                action = rng.choice(s.legal_actions())
            for name in _FLAT:  # what the clone copies shallowly holds strings and numbers only
                value = getattr(s, name)
                assert all(type(v) in _ATOMS for v in (value.values() if isinstance(value, dict) else value))
            if n % 5 == 0:
                fast, deep = s.clone(), _deep_clone(s)
                assert fast.to_json() == deep.to_json()
                fast.apply(action)
                deep.apply(action)
                s.apply(action)
                assert fast.state_hash() == deep.state_hash() == s.state_hash()
                checked += 1
            else:
                s.apply(action)
        # every mutable container of the clone is its own: changing it leaves the original as it was
        before = s.state_hash()
        c = s.clone()
        for name, value in c.__dict__.items():
            if name in ("world", "opts", "ap_table") or name.startswith("_"):
                continue
            if isinstance(value, dict):
                value["zz-probe"] = 1
            elif isinstance(value, list):
                value.append("zz-probe")
                for item in value:
                    if isinstance(item, list):
                        item.append("zz-probe")
            elif isinstance(value, set):
                value.add("zz-probe")
        assert s.state_hash() == before
    assert checked > 20
