"""Tournaments of Revised computer players with the Revised heuristic (games/aa_revised/ai_eval.py).

Pairings: Normal against random, Normal against greedy, Hard against Normal. Game i of a pairing
uses seed `seed + i`; the first player takes the Allies in even games and the Axis in odd ones, so
both sides are reported. Two seats (Allies, Axis), the book's options, a round limit (the side with
more victory cities then wins; equal is a draw; a second tally reads even cities by the change in
production, since a few rounds rarely move a victory city). Chance is drawn from the game's seed. Also the
time of each computer power's turn (the sum of its decisions from research to placement).
Figures, not pass/fail.

    .venv/bin/python bench/aa_revised_ai.py [--games N] [--rounds R] [--seed S]
        [--pairings normal-random,normal-greedy,hard-normal] [--budget-scale X]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

import sandtable.games.aa_revised  # noqa: E402,F401  (registers the game)
from sandtable.ai.levels import make_agent  # noqa: E402
from sandtable.core.playout import random_outcome  # noqa: E402
from sandtable.core.protocol import CHANCE, TERMINAL  # noqa: E402
from sandtable.core.registry import get_game  # noqa: E402
from sandtable.games.aa_revised.ai_eval import RevisedEvaluator  # noqa: E402
from sandtable.games.aa_revised.rules import SIDE as SIDE_OF  # noqa: E402

SIDES = ("Allies", "Axis")  # seat 0, seat 1 with two players
START_LEAD = (96 - 70, 70 - 96)  # the shipped production, Allies 96 and Axis 70, from each seat's side


def wilson(k: int, n: int, z: float = 1.96) -> str:
    """The 95% Wilson interval of k successes in n, as 'lo-hi%'."""
    if n == 0:
        return "-"
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return f"{100 * max(0.0, mid - half):.0f}-{100 * min(1.0, mid + half):.0f}%"


def agent(level: str, seed: str, scale: float) -> Any:
    if level == "random":
        return make_agent("random", seed)
    found = make_agent(level, seed, "aa-revised", evaluator=RevisedEvaluator(level in ("normal", "hard")))
    if hasattr(found, "budget") and level != "greedy":
        found.budget *= scale
    return found


def play(levels: tuple[str, str], seed: int, rounds: int,
         scale: float) -> tuple[int | None, dict[str, Any], int]:
    """One game, levels by seat; (winning seat or None, [wall, CPU] seconds per (round, power) turn,
    steps)."""
    game = get_game("aa-revised")
    state = game.new_initial_state(game.load_scenario("default"), {"round_limit": rounds})
    players = [agent(level, f"{seed}:{seat}", scale) for seat, level in enumerate(levels)]
    rng = random.Random(seed)
    turns: dict[str, Any] = {}
    steps = 0
    while state.current_player() != TERMINAL:
        seat = state.current_player()
        if seat == CHANCE:
            state.apply(random_outcome(state, rng))
        else:
            t0, c0 = time.perf_counter(), time.process_time()
            action = players[seat].choose(state)
            key = f"{state.round}:{state.power}:{levels[seat]}"
            spent = turns.setdefault(key, [0.0, 0.0])
            spent[0] += time.perf_counter() - t0
            spent[1] += time.process_time() - c0  # the process's own CPU: the machine may be loaded
            state.apply(action)
        steps += 1
    result = state.result()
    held = {side: [0, 0] for side in ("allies", "axis")}  # victory cities, production at the end
    for t, p in state.owner.items():
        side = SIDE_OF[p]
        held[side][0] += t in state.ctx.victory_cities
        held[side][1] += state.ctx.income[t]
    turns["_held"] = held
    return (None if result is None else result.winner), turns, steps


def pairing(first: str, second: str, games: int, seed: int, rounds: int, scale: float) -> None:
    wins = {side: [0, 0, 0] for side in SIDES}  # first's wins, draws, losses with first on that side
    adjudged = [0, 0, 0]  # the same with even cities decided by the change in production
    turn_times: dict[str, list[list[float]]] = {}
    margins: list[tuple[int, int]] = []  # first's lead in cities and production at the end
    t0 = time.perf_counter()
    for i in range(games):
        first_seat = i % 2
        levels = (first, second) if first_seat == 0 else (second, first)
        g0 = time.perf_counter()
        winner, turns, steps = play(levels, seed + i, rounds, scale)
        held = turns.pop("_held")
        result = "draw" if winner is None else f"{levels[winner]} ({SIDES[winner]}) won"
        mine = held["allies" if first_seat == 0 else "axis"]
        theirs = held["axis" if first_seat == 0 else "allies"]
        margins.append((mine[0] - theirs[0], mine[1] - theirs[1]))
        print(f"  game {i + 1} (seed {seed + i}): {levels[0]} Allies, {levels[1]} Axis: {result}; "
              f"cities {held['allies'][0]}-{held['axis'][0]}, "
              f"production {held['allies'][1]}-{held['axis'][1]}; "
              f"{steps} steps, {time.perf_counter() - g0:.0f} s", flush=True)
        cell = wins[SIDES[first_seat]]
        cell[0 if winner == first_seat else 1 if winner is None else 2] += 1
        # A round-limited game with the cities even is read again by production (the territory
        # taken and held), the usual adjudication of an unfinished game; 0 only if that is even too.
        lead = (mine[0] - theirs[0]) or (mine[1] - theirs[1] - START_LEAD[first_seat])
        adjudged[0 if lead > 0 else 1 if lead == 0 else 2] += 1
        for key, seconds in turns.items():  # [wall, CPU]
            turn_times.setdefault(key.rsplit(":", 1)[1], []).append(seconds)
    print(f"{first} vs {second}: {games} games of {rounds} rounds in {time.perf_counter() - t0:.0f} s")
    total = [sum(wins[s][k] for s in SIDES) for k in range(3)]
    for side in SIDES:
        w, d, lost = wins[side]
        n = w + d + lost
        if n:
            print(f"  {first} as {side}: won {w}, drew {d}, lost {lost} of {n} "
                  f"({w / n:.0%} won, 95% {wilson(w, n)})")
    print(f"  overall: {first} won {total[0]}, drew {total[1]}, lost {total[2]} "
          f"({total[0] / max(1, games):.0%} won, 95% {wilson(total[0], games)}, "
          f"{(total[0] + total[1] / 2) / max(1, games):.0%} scored)")
    print(f"  adjudged (cities, then the change in production): {first} won {adjudged[0]}, "
          f"even {adjudged[1]}, lost {adjudged[2]} ({adjudged[0] / max(1, games):.0%} won)")
    if margins:
        print(f"  {first}'s mean lead at the end: "
              f"{statistics.mean(m[0] for m in margins):+.2f} victory cities, "
              f"{statistics.mean(m[1] for m in margins):+.1f} production (the sides start 6-6 cities)")
    for level, times in sorted(turn_times.items()):
        if level != "random":
            wall, cpu = [t[0] for t in times], [t[1] for t in times]
            print(f"  {level}: a power's turn median {statistics.median(wall):.1f} s wall, "
                  f"{statistics.median(cpu):.1f} s CPU; max {max(wall):.1f} s wall, {max(cpu):.1f} s CPU "
                  f"over {len(times)} turns")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=4, help="games per pairing (half with each side)")
    ap.add_argument("--rounds", type=int, default=3, help="round limit of each game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairings", default="normal-random,normal-greedy,hard-normal")
    ap.add_argument("--budget-scale", type=float, default=1.0, help="multiply the search agents' time caps")
    args = ap.parse_args()
    for item in args.pairings.split(","):
        first, second = item.strip().split("-")
        pairing(first, second, args.games, args.seed, args.rounds, args.budget_scale)


if __name__ == "__main__":
    main()
