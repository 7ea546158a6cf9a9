"""Benchmark figures of D-Day (not pass/fail): random games, computer decisions, exact odds.

- random games: whole seeded games with uniformly random decisions (`games/aa_dday/selfplay.py`),
  milliseconds per game (median, max) and decisions per game;
- computer decisions: one game's first decisions for each level (Germany and the Allies both played
  by the level), milliseconds per decision (median, 90th percentile, max);
- exact odds: the battle board cycle of 8 against 8 with 2 blockhouses, one cycle, until one side is
  gone, and 20 cycles, the exact enumeration's median time; one such cycle through the engine; then
  for a sample of battles a Monte Carlo of 10,000 battles played through the engine's own combat
  tasks: max |Δp| over the end states and how much faster the exact count is;
- with --tournament N: N seeded games Normal v random, Normal v greedy, greedy v greedy (sides
  alternating, both sides reported), as `sandtable tournament` plays them.

    .venv/bin/python bench/aa_dday.py [--games N] [--decisions N] [--mc-samples S] [--tournament N]
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

import sandtable.games.aa_dday  # noqa: E402,F401  (registers the game)
from sandtable.core.registry import get_game  # noqa: E402
from sandtable.games.aa_dday import odds_exact as X  # noqa: E402
from sandtable.games.aa_dday.odds_spec import SPEC  # noqa: E402
from sandtable.games.aa_dday.selfplay import choose, random_game  # noqa: E402

GAME = "aa-dday"


def bench_random(games: int) -> None:
    game = get_game(GAME)
    times, cpu, steps = [], [], []
    for seed in range(games):
        start, start_cpu = time.perf_counter(), time.process_time()
        state = random_game(game, seed)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        steps.append(len(state.log))
    # The CPU time is the figure to hold against the 30 ms target: on the shared machine the wall
    # clock also counts the time other processes hold the core.
    print(f"random games: {games}, wall {spread_ms(times, 1)} per game, CPU median "
          f"{statistics.median(cpu) * 1000:.1f} ms, {statistics.median(steps):.0f} log lines per game")


def bench_ai(decisions: int) -> None:
    from sandtable.ai.levels import make_agent

    if decisions <= 0:
        return

    game = get_game(GAME)
    for level in ("greedy", "easy", "normal", "hard"):
        state = game.new_initial_state(game.load_scenario("default"), {})
        agents = [make_agent(level, f"1:{side}", GAME) for side in range(3)]
        rng = random.Random(1)
        times: list[float] = []
        count = decisions if level != "hard" else max(10, decisions // 5)
        while len(times) < count and not state.is_terminal():
            if state.current_player() < 0:
                state.apply(choose(state, rng))
                continue
            start = time.perf_counter()
            action = agents[state.current_player()].choose(state)
            times.append(time.perf_counter() - start)
            state.apply(action)
        failures = sum(int(getattr(a, "failures", 0)) for a in agents)
        print(f"AI {level:<6}: {len(times)} decisions, {spread_ms(times, 1)} per decision, "
              f"{failures} fallbacks")


def bench_odds(mc_samples: int, battles: int) -> None:
    big = SPEC.parse("inf=3,art=2,tank=3", "inf=3,art=2,tank=1,bunker=2", {})
    for cycles in (1, 0, 20):
        setup = X.BattleSetup(big.attacker, big.defender, cycles)
        runs = []
        for _ in range(50):
            start = time.perf_counter()
            X.battle(setup)
            runs.append(time.perf_counter() - start)
        what = "until one side is gone" if cycles == 0 else f"{cycles} cycle(s)"
        print(f"exact odds 8 v 8 with 2 blockhouses, {what}: median "
              f"{statistics.median(runs) * 1000:.3f} ms")
    # One combat cycle played through the engine's own tasks (cards 11 and 13: dice, casualty
    # choices, removal), as the Monte Carlo plays it: the time per cycle.
    one = X.BattleSetup(big.attacker, big.defender, 1)
    start = time.perf_counter()
    X.monte_carlo(one, 2000, seed=3)
    print(f"one combat cycle 8 v 8 with 2 blockhouses through the engine: "
          f"{(time.perf_counter() - start) / 2000 * 1000:.3f} ms (mean of 2,000)")
    rng = random.Random(7)
    worst, ratios = 0.0, []
    for _ in range(battles):
        att = {u: rng.randint(0, 3) for u in ("inf", "art", "tank")}
        dfd = {u: rng.randint(0, 3) for u in ("inf", "art", "tank", "bunker")}
        att["inf"] = max(1, att["inf"])
        dfd["inf"] = max(1, dfd["inf"])
        cycles = rng.choice((1, 3, 20))
        setup = SPEC.parse(",".join(f"{k}={v}" for k, v in att.items()),
                           ",".join(f"{k}={v}" for k, v in dfd.items()), {"cycles": cycles})
        start = time.perf_counter()
        exact = X.battle(setup).final
        t_exact = time.perf_counter() - start
        start = time.perf_counter()
        mc = X.monte_carlo(setup, mc_samples, seed=rng.randrange(10**6))
        t_mc = time.perf_counter() - start
        delta = max(abs(mc.get(k, 0.0) - float(exact.get(k, 0))) for k in set(mc) | set(exact))
        worst = max(worst, delta)
        ratios.append(t_mc / max(t_exact, 1e-9))
    if not ratios:
        return
    print(f"Monte Carlo through the engine, {battles} battles x {mc_samples}: max |dp| {worst:.4f}, exact "
          f"faster by x{min(ratios):.0f} (worst) to x{statistics.median(ratios):.0f} (median)")


def bench_tournament(games: int) -> None:
    from sandtable.ai.tournament import format_summary, run_tournament

    for a, b in (("normal", "random"), ("normal", "greedy"), ("greedy", "greedy")):
        start = time.perf_counter()
        summary = run_tournament(GAME, a, b, games, seed=1000, jobs=1)
        print(f"-- {a} v {b} ({time.perf_counter() - start:.0f} s)")
        print(format_summary(summary))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--mc-samples", type=int, default=10_000)
    parser.add_argument("--mc-battles", type=int, default=6)
    parser.add_argument("--tournament", type=int, default=0)
    args = parser.parse_args()
    bench_random(args.games)
    bench_ai(args.decisions)
    bench_odds(args.mc_samples, args.mc_battles)
    if args.tournament:
        bench_tournament(args.tournament)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
