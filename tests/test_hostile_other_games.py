"""The long run of the games beside 1943-45 (issue #15): seeded random D-Day, Revised and FSTR games
with random options and the invariant checker, on seeds the rules tests never use.

The default suite plays a few games of each; the opt-in run (`SANDTABLE_SLOW=1`,
`SANDTABLE_SLOW_GAMES=n` to change its size, default 10,000 a game) plays many more and prints its
figures; bench/long_run.py plays the same games with progress figures (run it niced).
Each player returns (error, problems, winner, steps) for one seed: D-Day checks every move against
locked-in-combat and its invariants every 10 steps; Revised (4 rounds) every 25; FSTR (a random
scenario but the campaign) every 10; `deep` checks every step (FSTR: hidden information too).
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from typing import Any

import pytest

SLOW = os.environ.get("SANDTABLE_SLOW") == "1"
FIRST_SEED = 3_000_000_000
SAMPLE = int(os.environ.get("SANDTABLE_SLOW_GAMES", "10000")) if SLOW else 2


def _random_choices(seed: int, options: dict[str, tuple[Any, ...]]) -> dict[str, Any]:
    """An option set drawn from the seed alone, so a failure is reproducible."""
    rng = random.Random(f"options:{seed}")
    return {name: choices[rng.randrange(len(choices))] for name, choices in options.items()}


def _dday_options() -> dict[str, tuple[Any, ...]]:
    from sandtable.games.aa_dday.options import OPTIONS

    return {name: ((2, 3) if name == "players" else (False, True)) for name in OPTIONS}


def _revised_options() -> dict[str, tuple[Any, ...]]:
    from sandtable.games.aa_revised.options import OPTIONS

    # Free-form options (bid, advantages, round_limit) stay at their defaults; the game is capped
    # at 4 rounds so 10,000 of them fit in a night.
    return {name: choices for name, (choices, _, _) in OPTIONS.items() if choices is not None}


def _fstr_options() -> dict[str, tuple[Any, ...]]:
    from sandtable.games.fstr.options import COMPAT, OPTIONS

    # The COMPAT options replay saves of older rules versions, faults included: never drawn.
    return {name: ((None, False, True) if default is None else (False, True))
            for name, (default, _) in OPTIONS.items() if name not in COMPAT}


def _play_checked(play: Callable[[Callable[..., None]], Any], check_state: Callable[[Any], list[str]],
                  every: int) -> tuple[str | None, list[str], object, int]:
    """Run `play(check)`; `check` counts steps and runs `check_state` every `every` steps and at the end."""
    found: list[str] = []
    steps = [0]

    def check(state: Any, action: Any, *_: Any) -> None:
        steps[0] += 1
        if not found and (steps[0] % every == 0 or state.is_terminal()):
            found.extend(f"after step {steps[0]} ({action.describe()}): {p}" for p in check_state(state)[:2])

    try:
        state = play(check)
    except Exception as error:  # a crash is a finding, reported with the seed
        return f"{type(error).__name__}: {error}", found, None, steps[0]
    if not state.is_terminal():
        found.append("the game did not end")
    return None, found, state.winner, steps[0]


def _play_dday(seed: int, deep: int) -> tuple[str | None, list[str], object, int]:
    from sandtable.games.aa_dday import GameDDay
    from sandtable.games.aa_dday.invariants import move_problems, problems
    from sandtable.games.aa_dday.selfplay import random_game

    options = _random_choices(seed, _dday_options())

    def play(check: Callable[..., None]) -> Any:
        def checked(state: Any, action: Any, before: Any) -> None:
            if before is not None:
                extra = move_problems(before, action)
                if extra:
                    raise AssertionError(f"move: {extra[:2]}")
            check(state, action)
        return random_game(GameDDay(), seed, options, check=checked)

    return _play_checked(play, problems, 1 if deep else 10)


def _play_revised(seed: int, deep: int) -> tuple[str | None, list[str], object, int]:
    from sandtable.games.aa_revised import GameRevised
    from sandtable.games.aa_revised.invariants import problems
    from sandtable.games.aa_revised.selfplay import random_game

    options = {**_random_choices(seed, _revised_options()), "round_limit": 4}
    return _play_checked(lambda check: random_game(GameRevised(), seed, options, check=check), problems,
                         1 if deep else 25)


def _play_fstr(seed: int, deep: int) -> tuple[str | None, list[str], object, int]:
    from sandtable.games.fstr import GameFstr
    from sandtable.games.fstr.invariants import problems
    from sandtable.games.fstr.scenario import SCENARIO_IDS
    from sandtable.games.fstr.selfplay import random_game

    rng = random.Random(f"scenario:{seed}")
    # The short scenarios mostly: the campaign takes minutes a game.
    scenario = rng.choice([s for s in SCENARIO_IDS if s != "campaign"])
    options = _random_choices(seed, _fstr_options())

    def check_state(state: Any) -> list[str]:
        return problems(state, check_observation=bool(deep))

    return _play_checked(lambda check: random_game(GameFstr(), seed, scenario, options, check=check),
                         check_state, 1 if deep else 10)


PLAYERS: dict[str, Callable[[int, int], tuple[str | None, list[str], object, int]]] = {
    "aa-dday": _play_dday, "aa-revised": _play_revised, "fstr": _play_fstr}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_random_games_with_random_options_keep_every_invariant(game: str) -> None:
    broken: list[str] = []
    winners: dict[object, int] = {}
    started = time.perf_counter()
    for n in range(SAMPLE):
        seed = FIRST_SEED + n
        error, problems, winner, _ = PLAYERS[game](seed, 5 if n % 50 == 0 else 0)
        broken.extend(([f"seed {seed}: {error}"] if error else []) + [f"seed {seed}: {p}" for p in problems])
        winners[winner] = winners.get(winner, 0) + 1
        if len(broken) > 10:
            break
    if SLOW:
        print(f"\nlong run {game}: {sum(winners.values())} games from seed {FIRST_SEED}, {len(broken)} "
              f"problems, winners {winners}, {time.perf_counter() - started:.0f} s")
    assert not broken, "\n".join(broken[:10])
    assert sum(winners.values()) == SAMPLE
