"""Benchmark: the time of a whole random 1943-45 game (rules part 1) through GameSession.

Prints the median, mean and 90th percentile milliseconds per game (wall clock, and the median CPU
time of the process), the steps per game, and the legal_actions time per decision. A figure, not
a pass/fail test:

    .venv/bin/python bench/selfplay_1943.py [--games 200] [--seed 0]
"""

from __future__ import annotations

import argparse
import statistics
import time

from sandtable.ai.cli import play_game
from sandtable.core.registry import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = get_game("1943-45")
    scenario = game.load_scenario("default")
    times: list[float] = []
    steps: list[int] = []
    errors = 0
    listing: list[float] = []

    def on_step(session: object) -> None:
        state = session.state  # type: ignore[attr-defined]
        if state.current_player() >= 0 and len(listing) < 20000:
            state._legal = None     # time a fresh listing, as after a change
            start = time.perf_counter()
            state.legal_actions()
            listing.append((time.perf_counter() - start) * 1000)

    cpu: list[float] = []
    for index in range(args.games):
        began = time.process_time()
        outcome = play_game(game, scenario, args.seed + index, ["random", "random"])
        cpu.append((time.process_time() - began) * 1000)
        times.append(outcome.ms)
        steps.append(outcome.steps)
        errors += outcome.error is not None
    for index in range(min(20, args.games)):
        play_game(game, scenario, args.seed + index, ["random", "random"], on_step=on_step)
    ordered = sorted(times)
    print(f"1943-45 random selfplay, {args.games} games from seed {args.seed}")
    print(f"  median {statistics.median(times):.1f} ms per game, mean {statistics.mean(times):.1f} ms, "
          f"p90 {ordered[int(0.9 * (len(ordered) - 1))]:.1f} ms, first game {times[0]:.1f} ms")
    # CPU time of this process: on a machine shared with other work the wall clock counts their
    # time too; the CPU figure is the one to compare across runs (it still varies with the load).
    print(f"  CPU: median {statistics.median(cpu):.1f} ms per game, mean {statistics.mean(cpu):.1f} ms")
    print(f"  median {statistics.median(steps):.0f} steps per game, errors {errors}")
    print(f"  legal_actions: median {statistics.median(listing):.3f} ms, max {max(listing):.3f} ms "
          f"over {len(listing)} decisions")


if __name__ == "__main__":
    main()
