"""Benchmark figures of Axis & Allies Revised (not pass/fail): random games, legal actions, one combat.

- random games: seeded games with random decisions (`games/aa_revised/selfplay.py`) to a round
  cap; milliseconds per game and per round (median), decisions per game;
- legal actions: `legal_actions()` at every decision of those games, median and 90th percentile,
  and in the combat-move phase alone (the heaviest list);
- one combat: 20 against 20 in West Russia (10 infantry, 5 artillery, 5 tanks against 10
  infantry, 5 artillery, 3 tanks, 2 fighters), fought to the end with random dice and choices.

    .venv/bin/python bench/aa_revised.py [--games N] [--rounds R] [--combats N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from timing import spread_ms  # noqa: E402

from sandtable.core.protocol import CHANCE  # noqa: E402
from sandtable.games.aa_revised import GameRevised  # noqa: E402
from sandtable.games.aa_revised import actions as A  # noqa: E402
from sandtable.games.aa_revised.fixtures import ids, position  # noqa: E402
from sandtable.games.aa_revised.selfplay import choose  # noqa: E402


def random_games(game: GameRevised, games: int, rounds: int) -> None:
    per_game, per_round, steps, legal_all, legal_cm = [], [], [], [], []
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_initial_state(game.load_scenario("default"), {"round_limit": rounds})
        n = 0
        start = time.perf_counter()
        while not state.is_terminal():
            if state.current_player() != CHANCE:
                t0 = time.perf_counter()
                state.legal_actions()
                dt = time.perf_counter() - t0
                legal_all.append(dt)
                if state.pending and state.pending["kind"] == "combat_move":
                    legal_cm.append(dt)
            state.apply(choose(state, rng))
            n += 1
        elapsed = time.perf_counter() - start
        per_game.append(elapsed)
        per_round.append(elapsed / state.round)
        steps.append(n)
    print(
        f"random games ({games}, {rounds} rounds): per game {spread_ms(per_game)}; "
        f"per round {spread_ms(per_round)}; "
        f"median {statistics.median(steps):.0f} actions a game"
    )
    print("  (per-game times include one extra legal_actions() call per decision for the figures below)")
    print(f"legal_actions, every decision ({len(legal_all)}): {spread_ms(legal_all)}")
    print(f"legal_actions, combat move ({len(legal_cm)}): {spread_ms(legal_cm)}")


def one_combat(game: GameRevised, combats: int) -> None:
    times = []
    for seed in range(combats):
        rng = random.Random(seed)
        s = position(
            game,
            {
                "west_russia": {"germany": {"infantry": 10, "artillery": 5, "tank": 3, "fighter": 2}},
                "russia": {"ussr": {"infantry": 10, "artillery": 5, "tank": 5}},
            },
            owner={"west_russia": "germany"},
            power="ussr",
        )
        for kind in ("infantry", "artillery", "tank"):
            s.apply(A.Move(tuple(ids(s, "russia", "ussr", kind)), ("west_russia",)))
        start = time.perf_counter()
        s.apply(A.Done())
        while (
            s.battle is not None
            or (s.pending and s.pending["kind"] in ("casualty", "press"))
            or s.current_player() == CHANCE
        ):
            if s.pending and s.pending["kind"] == "press":
                s.apply(A.Press())
            else:
                s.apply(choose(s, rng))
        times.append(time.perf_counter() - start)
    print(f"one 20-against-20 combat to the end ({combats}): {spread_ms(times)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--combats", type=int, default=50)
    args = parser.parse_args()
    game = GameRevised()
    game.new_initial_state(game.load_scenario("default"), {})  # load the board once
    random_games(game, args.games, args.rounds)
    one_combat(game, args.combats)


if __name__ == "__main__":
    main()
