"""Tournaments of the D-Day computer players (issue #19's targets), as `sandtable tournament` plays
them: game i of a pairing uses seed `seed + i`, the first player takes Germany in even games and the
Allies in odd ones, so both sides are reported. Each game is printed as it ends; then per pairing
the first player's win rate with its 95% Wilson interval, overall and per side, and the decision
times. Figures, not pass/fail; run it niced on a shared machine.

    nice .venv/bin/python bench/aa_dday_ai.py [--games N] [--seed S] [--jobs J]
        [--pairings normal-random,normal-greedy,hard-normal,greedy-greedy] [--side alternate|germany|allies]

`--side allies` gives the first player the Allies in every game (the hard side: greedy's Allies won
no game against greedy), on the same seeds before and after a change.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

import sandtable.games.aa_dday  # noqa: E402,F401  (registers the game)
from sandtable.ai.tournament import MatchResult, format_summary, run_tournament  # noqa: E402

GAME = "aa-dday"


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (sound at 0 and at every game won)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: int, games: int) -> str:
    low, high = wilson(wins, games)
    share = 100 * wins / games if games else 0.0
    return f"{wins}/{games} = {share:.0f}% (95% CI {100 * low:.0f}-{100 * high:.0f}%)"


SIDES = {"alternate": None, "germany": 0, "allies": 1}


def pairing(a: str, b: str, games: int, seed: int, side: str = "alternate", jobs: int = 1) -> None:
    start = time.perf_counter()

    def on_game(index: int, r: MatchResult) -> None:
        a_seat = SIDES[side] if SIDES[side] is not None else (0 if index % 2 == 0 else 1)
        played = "Germany" if a_seat == 0 else "the Allies"
        if r.error is not None:
            outcome = f"error {r.error}"
        elif r.timeout:
            outcome = "timeout"
        else:
            outcome = "draw" if r.winner is None else ("won" if r.winner == a_seat else "lost")
        print(f"  game {index + 1}/{games} seed {r.seed}: {a} as {played} {outcome} "
              f"({time.perf_counter() - start:.0f} s so far)", flush=True)

    print(f"-- {a} v {b}, {games} games from seed {seed}", flush=True)
    summary: dict[str, Any] = run_tournament(GAME, a, b, games, seed=seed, on_game=on_game, jobs=jobs,
                                             a_side=SIDES[side])
    first = summary["agents"]["A"]
    print(format_summary(summary))
    print(f"  {a} v {b}: {a} wins {rate(first['win'], summary['finished'])}")
    for seat, (name, record) in enumerate(first["sides"].items()):
        played = record["win"] + record["draw"] + record["loss"]
        # Two players: seat 1 plays both Allied nations, whatever the seat's first name says.
        print(f"    as {'the Allies' if seat == 1 else name}: {rate(record['win'], played)}")
    print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--pairings", default="normal-random,normal-greedy,hard-normal,greedy-greedy")
    parser.add_argument("--side", choices=list(SIDES), default="alternate")
    parser.add_argument("--jobs", type=int, default=1, help="games in parallel processes")
    args = parser.parse_args()
    for item in args.pairings.split(","):
        a, _, b = item.partition("-")
        pairing(a, b, args.games, args.seed, args.side, args.jobs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
