"""Benchmark of the computer players: the tournaments behind the targets of issue 8.

Runs, for N games each (sides alternating, game i seeded seed+i):
  1. search (Normal) vs random   target: search wins >= 95% of the games, both sides together
  2. search (Normal) vs greedy   target: search wins >= 70%
  3. greedy vs greedy            the balance of the game between equal players (per side)
  4. hard vs normal (opt-in, --only hard-vs-normal)   target: hard wins >= 60%
and prints win/draw/loss per agent and side, timeouts, errors, and the search agent's median and
max decision time (target: median <= 1 s, max <= 3 s at Normal on a 2-core machine). Figures,
not pass/fail; `--json FILE` also writes them as JSON.

Opt-in runs for tuning the evaluation, one side at a time on the same seeds (`--only` them):
allies-lookahead / allies-static and axis-lookahead / axis-static play Normal against greedy with
Normal on that side, its leaves valued with the look at the enemy's next impulse (as shipped) or
statically (as greedy values them), so the difference is what the look-ahead is worth.

    .venv/bin/python bench/ai.py [--game G] [--games N] [--seed S] [--jobs J]
        [--only vs-random,vs-greedy,balance]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from sandtable.ai.tournament import format_summary, run_tournament  # noqa: E402
from sandtable.cli import default_game  # noqa: E402
from sandtable.core.jsonfile import write_json_atomic  # noqa: E402
from sandtable.core.registry import known_games  # noqa: E402

RUNS = {
    "vs-random": ("normal", "random", 0.95),
    "vs-greedy": ("normal", "greedy", 0.70),
    "balance": ("greedy", "greedy", None),
    # Issue 14's targets for 1943-45: Hard beats Normal >= 60%; Normal beats greedy >= 75% on each
    # side (the per-side figures are printed with every run); Hard <= 3 s a decision.
    "hard-vs-normal": ("hard", "normal", 0.60),
}
DEFAULT_RUNS = ("vs-random", "vs-greedy", "balance")
# Opt-in: (side Normal plays, search settings).
SIDE_RUNS = {
    "allies-lookahead": (0, {}), "allies-static": (0, {"lookahead": False}),
    "axis-lookahead": (1, {}), "axis-static": (1, {"lookahead": False}),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    games = known_games()
    parser.add_argument("--game", default=default_game(games), choices=games,
                        help="game id (default: the first shipped game)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default=",".join(DEFAULT_RUNS),
                        help="comma-separated runs among " + ", ".join([*RUNS, *SIDE_RUNS]))
    parser.add_argument("--json", default=None, help="write the figures to this file")
    args = parser.parse_args()
    figures: dict[str, object] = {}
    for key in [k.strip() for k in args.only.split(",") if k.strip()]:
        if key not in RUNS and key not in SIDE_RUNS:
            print(f"unknown run {key!r} (known: {', '.join([*RUNS, *SIDE_RUNS])})")
            return 2
        a_side, overrides = None, None
        if key in SIDE_RUNS:
            (a, b, _), (a_side, overrides) = RUNS["vs-greedy"], SIDE_RUNS[key]
            target = None  # the 70% target is over both sides
        else:
            a, b, target = RUNS[key]
        start = time.perf_counter()
        summary = run_tournament(args.game, a, b, args.games, args.seed, jobs=args.jobs,
                                 overrides=overrides or None, a_side=a_side)
        wall = time.perf_counter() - start
        print(f"== {key}: {a} vs {b} ({wall:.0f} s wall)")
        print(format_summary(summary))
        entry = summary["agents"]["A"]
        if target is not None:
            verdict = "meets" if entry["win_rate"] >= target else "misses"
            print(f"   {a} won {100 * entry['win_rate']:.1f}% of finished games: {verdict} the "
                  f"{100 * target:.0f}% target; decision time median {entry['median_s']:.3f} s, "
                  f"max {entry['max_s']:.3f} s (targets 1 s / 3 s)")
        summary["wall_s"] = round(wall, 1)
        figures[key] = summary
        sys.stdout.flush()
    if args.json:
        write_json_atomic(Path(args.json), figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
