"""Benchmark of the 1943-45 exact battle odds against Monte Carlo of the same resolver.

Grid: every Allied attack on an Axis zone with up to 6 forces a side (cubes, tanks, dropped
paratroopers, a supporting plane; the defender's cubes, tanks, elite, a supporting plane, with or
without a fortified line), every choice of tank support, not in the mountains. Prints the exact
enumeration time (median, 90th percentile, max), then for a random sample of battles (plus a few
landings) a 10,000-battle Monte Carlo: the speed ratio and the largest deviation of any outcome
probability (with its size in standard errors). Figures, not pass/fail.

    .venv/bin/python bench/odds.py [--sample N] [--mc-battles K] [--mc-samples S] [--full]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from sandtable.games.g1943_45.combat import BattleSetup  # noqa: E402
from sandtable.games.g1943_45.combat_rules import (  # noqa: E402
    DROPPED,
    FIGHTS,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    Unit,
)
from sandtable.games.g1943_45.odds_exact import OddsPolicy, exact_odds, outcome_probabilities  # noqa: E402
from sandtable.games.g1943_45.odds_montecarlo import monte_carlo  # noqa: E402


def attackers() -> list[tuple[Unit, ...]]:
    out = []
    for cubes in range(7):
        for tanks in range(3):
            for para in range(2):
                for plane in range(2):
                    if not 1 <= cubes + tanks + para + plane <= 6 or cubes + tanks + para == 0:
                        continue
                    for support in ((False, True) if tanks else (False,)):
                        units = [Unit("cube")] * cubes
                        units += [Unit("tank", role=SUPPORT_TANK if support and i == 0 else FIGHTS)
                                  for i in range(tanks)]
                        units += [Unit("paratroopers", True, DROPPED)] * para
                        units += [Unit("plane", False, SUPPORT_PLANE, True)] * plane
                        out.append(tuple(units))
    return out


def defenders() -> list[tuple[Unit, ...]]:
    out = []
    for cubes in range(7):
        for tanks in range(3):
            for elite in range(2):
                for plane in range(2):
                    for fort in range(2):
                        if not 1 <= cubes + tanks + elite + plane <= 6 or cubes + tanks + elite == 0:
                            continue
                        for support in ((False, True) if tanks else (False,)):
                            units = [Unit("cube")] * cubes
                            units += [Unit("tank", role=SUPPORT_TANK if support and i == 0 else FIGHTS)
                                      for i in range(tanks)]
                            units += [Unit("elite")] * elite
                            units += [Unit("plane", False, SUPPORT_PLANE, True)] * plane
                            units += [Unit("fortified_line")] * fort
                            out.append(tuple(units))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=3000, help="battles timed exactly (default 3000)")
    parser.add_argument("--full", action="store_true", help="time every battle of the grid")
    parser.add_argument("--mc-battles", type=int, default=20)
    parser.add_argument("--mc-samples", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    grid = [(a, d) for a in attackers() for d in defenders()]
    print(f"grid: {len(grid)} battles ({len(attackers())} attacking x {len(defenders())} defending forces)")
    chosen = grid if args.full else rng.sample(grid, min(args.sample, len(grid)))
    times = []
    worst_sum = 0.0
    for a, d in chosen:
        setup = BattleSetup(attacker=0, attacking=a, defending=d, retreat_paths=(("rear",),))
        t0 = time.perf_counter()
        result = exact_odds(setup)
        times.append(time.perf_counter() - t0)
        worst_sum = max(worst_sum, abs(float(result.total()) - 1.0))
    times.sort()
    ms = [t * 1000 for t in times]
    print(f"exact: {len(ms)} battles, median {statistics.median(ms):.3f} ms, "
          f"p90 {ms[int(0.9 * (len(ms) - 1))]:.3f} ms, max {ms[-1]:.3f} ms, "
          f"largest |sum of probabilities - 1| {worst_sum:.2e}")

    mc_cases: list[tuple[str, BattleSetup, OddsPolicy]] = []
    for a, d in rng.sample(grid, args.mc_battles):
        policy = rng.choice([OddsPolicy(), OddsPolicy("after-round", 1), OddsPolicy("losses", 2)])
        mc_cases.append(("attack", BattleSetup(attacker=0, attacking=a, defending=d,
                                               retreat_paths=(("rear",),)), policy))
    landing = (Unit("cube"),) * 3 + (Unit("tank", role=SUPPORT_TANK), Unit("paratroopers", True, DROPPED),
                                     Unit("plane", False, SUPPORT_PLANE, True))
    for d, icp in (((Unit("cube"),) * 3 + (Unit("tank", role=SUPPORT_TANK), Unit("elite")), ("fleet_it",)),
                   ((Unit("cube"),) * 2 + (Unit("fortified_line"),), ("plane", "uboat"))):
        setup = BattleSetup(attacker=0, attacking=landing, defending=d, landing=True, fleets=1,
                            interceptors=icp, retreat_paths=(("rear",),))
        mc_cases.append(("landing", setup, OddsPolicy()))
    ratios = []
    max_dev = 0.0
    max_z = 0.0
    for _kind, setup, policy in mc_cases:
        t0 = time.perf_counter()
        exact = exact_odds(setup, policy)
        t_exact = time.perf_counter() - t0
        t0 = time.perf_counter()
        mc = monte_carlo(setup, policy, samples=args.mc_samples, seed=rng.randrange(10**9))
        t_mc = time.perf_counter() - t0
        ratios.append(t_mc / t_exact)
        p_exact = outcome_probabilities(exact)
        p_mc = mc.probabilities()
        for name, p in p_exact.items():
            dev = abs(p - p_mc[name])
            se = math.sqrt(max(p * (1 - p), 1e-12) / args.mc_samples)
            max_dev = max(max_dev, dev)
            max_z = max(max_z, dev / se if p * (1 - p) > 0 else 0.0)
    print(f"monte carlo: {len(mc_cases)} battles x {args.mc_samples} samples; exact is "
          f"{min(ratios):.0f}x to {max(ratios):.0f}x faster (median {statistics.median(ratios):.0f}x); "
          f"largest deviation {max_dev:.4f} ({max_z:.2f} standard errors)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
