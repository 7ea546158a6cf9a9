"""Benchmark figures of the From Salerno to Rome rules engine (not pass/fail).

- random games: whole seeded games of each scenario with random decisions
  (`games/fstr/selfplay.py`): seconds per game (median, max), decisions and chance steps per game;
- a random impulse: the median time of one impulse of the campaign (all decisions and dice from
  one "impulse" task to the next);
- `legal_actions` on the campaign's biggest turn: the median time of a fresh (uncached) call at the
  decisions of the campaign's busiest impulse, and the largest list seen.

    .venv/bin/python bench/fstr_engine.py [--games N] [--scenarios ortona,salerno,...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from sandtable.core.protocol import CHANCE  # noqa: E402
from sandtable.games.fstr import GameFstr  # noqa: E402
from sandtable.games.fstr.legal import legal_actions  # noqa: E402
from sandtable.games.fstr.scenario import SCENARIO_IDS  # noqa: E402
from sandtable.games.fstr.selfplay import choose  # noqa: E402

GAME = GameFstr()


def play(scenario: str, seed: int) -> tuple[float, int, int, list[float], list[tuple[float, int]]]:
    """One random game: seconds, decisions, chance steps, impulse durations, (legal time, size)."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    s = GAME.new_initial_state(scenario, {})
    decisions = chance = 0
    impulses: list[float] = []
    legal: list[tuple[float, int]] = []
    mark, started = (s.turn, s.impulse), time.perf_counter()
    while not s.is_terminal():
        if s.current_player() == CHANCE:
            chance += 1
        else:
            decisions += 1
            t = time.perf_counter()
            n = len(legal_actions(s))
            legal.append((time.perf_counter() - t, n))
        s.apply(choose(s, rng))
        if (s.turn, s.impulse) != mark:
            impulses.append(time.perf_counter() - started)
            mark, started = (s.turn, s.impulse), time.perf_counter()
    return time.perf_counter() - t0, decisions, chance, impulses, legal


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--scenarios", default=",".join(SCENARIO_IDS))
    args = ap.parse_args()
    print(f"FSTR engine, {args.games} random game(s) per scenario")
    for scenario in args.scenarios.split(","):
        runs = [play(scenario, seed) for seed in range(args.games)]
        secs = [r[0] for r in runs]
        print(f"  {scenario:11s} game: median {statistics.median(secs):6.2f} s, max {max(secs):6.2f} s; "
              f"decisions {statistics.median([r[1] for r in runs]):.0f}, "
              f"chance steps {statistics.median([r[2] for r in runs]):.0f}")
        if scenario == "campaign":
            impulses = [x for r in runs for x in r[3]]
            print(f"  campaign impulse: median {statistics.median(impulses) * 1000:7.1f} ms, "
                  f"max {max(impulses) * 1000:7.1f} ms over {len(impulses)} impulses")
            legal = [x for r in runs for x in r[4]]
            top = sorted(legal, key=lambda x: -x[0])[: max(1, len(legal) // 10)]
            med = statistics.median(t for t, _ in legal) * 1000
            print(f"  campaign legal_actions: median {med:6.2f} ms, "
                  f"median of the slowest 10% {statistics.median(t for t, _ in top) * 1000:6.2f} ms, "
                  f"largest list {max(n for _, n in legal)} actions")


if __name__ == "__main__":
    main()
