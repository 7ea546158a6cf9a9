"""The long run: seeded random 1943-45 games with random options and the invariant checker, on seeds
the rules tests never use (issue #15).

The default suite plays a small sample plus the seeds that once broke an invariant. The opt-in run
(`SANDTABLE_SLOW=1`, `SANDTABLE_SLOW_GAMES=n` to change its size, default 10,000) plays many more
and prints its figures (games, errors, broken invariants, winners, steps); run it niced.
"""

from __future__ import annotations

import os
import random
import time

import pytest

from sandtable.core.registry import get_game
from sandtable.games.g1943_45.options import OPTIONS
from sandtable.games.g1943_45.selfplay import checked_random_game

GAME = get_game("1943-45")
SLOW = os.environ.get("SANDTABLE_SLOW") == "1"
# Seeds far from the ones test_g1943_selfplay.py uses (0..4,999).
FIRST_SEED = 3_000_000_000
SAMPLE = int(os.environ.get("SANDTABLE_SLOW_GAMES", "10000")) if SLOW else 24
DEEP_EVERY_NTH_GAME = 50 if SLOW else 8


def random_options(seed: int) -> dict[str, bool]:
    """The option set a seed plays with: drawn from the seed alone, so a failure is reproducible."""
    rng = random.Random(f"options:{seed}")
    return {option.name: rng.random() < 0.5 for option in OPTIONS}


def _broken_option_set() -> dict[str, bool]:
    # The options of the report in issue #15, the others at their off position (which reproduces it).
    options = {option.name: False for option in OPTIONS}
    for name in ("tanks_engaged_in_mountains", "landing_on_empty_zone", "kesselring_frees_boxes",
                 "logistical_effort_counts_as_supply"):
        options[name] = True
    return options


# Seeds that once broke an invariant, with the options that showed it.
REGRESSIONS: list[tuple[int, dict[str, bool]]] = [
    # An Axis Reinforcements event converted cubes that had just fought in zone 23: the count of
    # cubes that fought stayed above the cubes standing (build.do_convert now takes fresh ones first).
    (3000001813, _broken_option_set()),
]


@pytest.mark.parametrize(("seed", "options"), REGRESSIONS, ids=[str(s) for s, _ in REGRESSIONS])
def test_seeds_that_once_broke_an_invariant_play_clean(seed: int, options: dict[str, bool]) -> None:
    checked = checked_random_game(GAME, "default", seed, deep_every=1, options=options)
    assert checked.outcome.error is None, checked.outcome.error
    assert checked.problems == []
    assert checked.outcome.steps > 100  # the game reached and passed the step that broke


def test_random_games_with_random_options_keep_every_invariant() -> None:
    broken: list[str] = []
    winners: dict[object, int] = {}
    steps: list[int] = []
    started = time.perf_counter()
    for n in range(SAMPLE):
        seed = FIRST_SEED + n
        deep = 5 if n % DEEP_EVERY_NTH_GAME == 0 else 0
        checked = checked_random_game(GAME, "default", seed, deep_every=deep, options=random_options(seed))
        if checked.outcome.error:
            broken.append(f"seed {seed}: {checked.outcome.error}")
        broken.extend(f"{p} (options of seed {seed})" for p in checked.problems[:2])
        winners[checked.outcome.winner] = winners.get(checked.outcome.winner, 0) + 1
        steps.append(checked.outcome.steps)
        if len(broken) > 10:
            break
    if SLOW:
        seconds = time.perf_counter() - started
        steps.sort()
        print(f"\nlong run: {len(steps)} games from seed {FIRST_SEED}, {len(broken)} problems, winners "
              f"{winners}, steps median {steps[len(steps) // 2]} max {steps[-1]}, {seconds:.0f} s")
    assert not broken, "\n".join(broken[:10])
    assert sum(winners.values()) == SAMPLE
