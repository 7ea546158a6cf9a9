"""Benchmark: 1943-45 with combat (rules part 2): the time of a whole random game, and of resolving one
combat through the engine (from the attack or landing action to its outcome on the board, the
decisions and dice of both players included, each listed with legal_actions as in play).

A figure, not a pass/fail test:

    .venv/bin/python bench/combat_1943.py [--games 100] [--seed 0]
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from sandtable.ai.cli import play_game
from sandtable.core.registry import get_game
from sandtable.games.g1943_45.attack import FRAMES


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = get_game("1943-45")
    scenario = game.load_scenario("default")
    game_ms: list[float] = []
    combat_ms: dict[str, list[float]] = {"attack": [], "land": [], "bomb": []}
    combats = {"attack": 0, "land": 0, "bomb": 0}
    wins: dict[Any, int] = {}
    open_fight: list[tuple[float, str]] = []

    def on_step(session: Any) -> None:
        state = session.state
        last = session.record.actions[-1] if session.record.actions else None
        kind = last.get("kind") if isinstance(last, dict) else None
        now = time.perf_counter()
        if kind in combats and not open_fight:
            combats[kind] += 1
            open_fight.append((now, kind))
        in_combat = any(frame[0] in FRAMES for frame in state.pending)
        if open_fight and not in_combat:
            start, what = open_fight.pop()
            combat_ms[what].append((now - start) * 1000)
        if state.current_player() >= 0:
            state.legal_actions()

    for index in range(args.games):
        outcome = play_game(game, scenario, args.seed + index, ["random", "random"], on_step=on_step)
        open_fight.clear()
        game_ms.append(outcome.ms)
        wins[outcome.winner] = wins.get(outcome.winner, 0) + 1
    names = {0: "Allies", 1: "Axis", None: "draws"}
    print(f"1943-45 random games with combat, {args.games} games from seed {args.seed}")
    print(f"  game: median {statistics.median(game_ms):.1f} ms, p90 {_pct(game_ms, 0.9):.1f} ms")
    titles = {"attack": "attacks", "land": "landings", "bomb": "air bombardments"}
    for kind, values in combat_ms.items():
        if values:
            print(f"  {titles[kind]} (declaration to outcome): median {statistics.median(values):.3f} ms, "
                  f"p90 {_pct(values, 0.9):.3f} ms over {len(values)}")
    print("  results: " + ", ".join(f"{names[k]} {v}" for k, v in sorted(wins.items(), key=str)))


if __name__ == "__main__":
    main()
