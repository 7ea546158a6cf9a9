"""Benchmark of Revised's exact battle odds (games/aa_revised/odds_exact.py) against a Monte Carlo of
the same battle played through the engine's combat tasks (odds_engine.monte_carlo).

Battles: a 30-against-30 mixed land battle (with an AA gun), a 15-against-15 mixed naval battle
(subs, destroyers, carriers with fighters, battleships, a bomber), the issue's example, and the
same land battle with a retreat policy. For each: the median time of the exact count from the
text forces (the engine's position built each time; wall and CPU time, the machine being shared),
the CPU time of an S-battle Monte Carlo, their ratio, and the largest |Δp| over the outcomes and
over the final states (with its size in standard errors). Figures, not pass/fail.

    .venv/bin/python bench/aa_revised_odds.py [--runs N] [--mc-samples S] [--skip-mc]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

import sandtable.games.aa_revised  # noqa: E402,F401  (registers the game)
from sandtable.games.aa_revised import odds_engine as E  # noqa: E402
from sandtable.games.aa_revised import odds_exact as X  # noqa: E402
from sandtable.games.aa_revised.odds_spec import SPEC  # noqa: E402

BATTLES = [
    ("land 30 v 30", "inf=12,art=6,arm=6,fig=4,bom=2", "inf=16,art=4,arm=6,fig=4,aa=1", {}),
    ("naval 15 v 15", "sub=4,dst=3,car=2,fig=4,bb=1,bom=1", "sub=2,dst=3,car=2,fig=4,trn=2,bb=2",
     {"attacker_power": "germany", "defender_power": "uk"}),
    ("issue example", "inf=10,art=5,arm=5,fig=5,bom=2", "inf=15,art=3,arm=5,fig=4,aa=1", {}),
    ("land 30 v 30, retreat below 40%", "inf=12,art=6,arm=6,fig=4,bom=2", "inf=16,art=4,arm=6,fig=4,aa=1",
     {"retreat": "below:0.4"}),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--mc-samples", type=int, default=10_000)
    ap.add_argument("--skip-mc", action="store_true")
    args = ap.parse_args()
    SPEC.odds(SPEC.parse("inf=1", "inf=1", {}))  # imports and the map, once
    # wall times stretch with the machine's load; the CPU times much less: say what the load was
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name, att, dfd, settings in BATTLES:
        setup = SPEC.parse(att, dfd, settings)
        times, cpu = [], []
        for _ in range(args.runs):
            t0, c0 = time.perf_counter(), time.process_time()
            result = X.solve(setup)
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        med = statistics.median(times)
        out = {k: round(float(v), 4) for k, v in sorted(result.outcomes().items())}
        print(f"{name}: exact median {med * 1000:.1f} ms wall, {statistics.median(cpu) * 1000:.1f} ms CPU "
              f"(wall min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}; "
              f"{len(result.final)} end states; mass dropped {result.dropped:.1e})")
        print(f"  outcomes {out}")
        if args.skip_mc:
            continue
        t0 = time.process_time()
        sampled = E.monte_carlo(setup, args.mc_samples, seed=11)
        mc_time = time.process_time() - t0
        outcomes: dict[str, float] = {}
        for (k, _, _), p in sampled.items():
            outcomes[k] = outcomes.get(k, 0.0) + p
        d_out = E.max_delta(result.outcomes(), outcomes)
        print(f"  sampled outcomes { {k: round(v, 4) for k, v in sorted(outcomes.items())} }")
        d_fin = E.max_delta(result.final, sampled)
        worst = max(set(result.final) | set(sampled),
                    key=lambda k: abs(float(result.final.get(k, 0)) - sampled.get(k, 0.0)))
        p = float(result.final.get(worst, 0))
        se = math.sqrt(max(p * (1 - p), 1e-12) / args.mc_samples)
        print(f"  Monte Carlo {args.mc_samples} engine battles: {mc_time:.1f} s CPU, "
              f"{mc_time / statistics.median(cpu):.0f}x the exact count (CPU); "
              f"max |dp| outcomes {d_out:.4f}, "
              f"final states {d_fin:.4f} ({d_fin / se:.1f} SE)")


if __name__ == "__main__":
    main()
