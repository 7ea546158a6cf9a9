"""From Salerno to Rome: the computer players' tournaments behind issue 25's targets.

Per scenario and run, N seeded games (game i seeded seed+i, sides alternating: A plays the Allies in
the even games, the Axis in the odd ones):
  vs-random       normal vs random   target: Normal wins >= 95% on each scenario (>= 100 games a side)
  vs-greedy       normal vs greedy   target: Normal wins >= 70%
  hard-vs-normal  hard vs normal     target: Hard wins >= 60%
Printed: wins/draws/losses of A per side, games stopped at the step cap, errors, and the time of a
computer impulse (the sum of A's decision times within one impulse of the game, the target being
<= 10 s at Normal on 2 cores), wall and CPU (the process's own: on a loaded machine the wall time
mostly measures the other workers), median and max, and the 95% Wilson interval of A's win rate
(draws count as not won). Figures, not pass/fail.

    .venv/bin/python bench/fstr_ai.py [--games N] [--seed S] [--scenarios ortona,anzio]
        [--only vs-random,vs-greedy,hard-vs-normal] [--max-steps N] [--budget SECONDS] [--json FILE]

Timing one impulse (`--impulses 1`: each game stops when A's first impulse is over; `--no-time-cap`:
the search stops at its evaluation cap only, so the work done is the same on any machine and
before/after figures compare the code, not the load):

    .venv/bin/python bench/fstr_ai.py --only vs-greedy --scenarios ortona --games 2 --impulses 1 --no-time-cap
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from sandtable.ai.levels import make_agent  # noqa: E402
from sandtable.core.protocol import CHANCE  # noqa: E402
from sandtable.games.fstr import GameFstr  # noqa: E402
from sandtable.games.fstr.scenario import SCENARIO_IDS  # noqa: E402

RUNS = {"vs-random": ("normal", "random", 0.95), "vs-greedy": ("normal", "greedy", 0.70),
        "hard-vs-normal": ("hard", "normal", 0.60)}
SIDES = ("allied", "axis")


def play(scenario: str, agents: tuple[str, str], seed: int, max_steps: int,
         budget: float | None, no_time_cap: bool = False, impulses: tuple[int, int] | None = None
         ) -> dict[str, Any]:
    """One game; agents by seat (0 Allies, 1 Axis). Chance from the seed; per-impulse decision times
    [wall, CPU]. `impulses` (seat, n): stop once that seat's n-th impulse is over."""
    state = GameFstr().new_initial_state(scenario, {})
    rng = random.Random(f"fstr-ai:{scenario}:{seed}")
    players = [make_agent(name, f"{seed}:{side}", "fstr") for side, name in enumerate(agents)]
    if budget is not None:
        for p in players:
            if hasattr(p, "budget"):
                p.budget = budget
    if no_time_cap:
        for p in players:
            if hasattr(p, "budget") and getattr(p, "evaluations", None) is not None:
                p.budget = None
    impulse: dict[tuple[int, int, int], list[float]] = {}
    steps = 0
    error = ""
    try:
        while not state.is_terminal() and steps < max_steps:
            if impulses is not None:
                seat, n = impulses
                done = sorted(k for k in impulse if k[0] == seat)
                if len(done) >= n and done[n - 1][1:] < (state.turn, state.impulse):
                    break
            player = state.current_player()
            if player == CHANCE:
                outcomes = state.chance_outcomes()
                pick = rng.random()
                acc = 0.0
                chosen = outcomes[-1][0]
                for outcome, p in outcomes:
                    acc += float(p)
                    if pick < acc:
                        chosen = outcome
                        break
                state.apply(chosen)
            else:
                start, cpu = time.perf_counter(), time.process_time()
                action = players[player].choose(state)
                key = (player, state.turn, state.impulse)
                spent = impulse.setdefault(key, [0.0, 0.0])
                spent[0] += time.perf_counter() - start
                spent[1] += time.process_time() - cpu
                state.apply(action)
            steps += 1
    except Exception as exc:  # a tournament reports failures rather than stopping
        error = f"{type(exc).__name__}: {str(exc)[:160]}"
    result = state.result() if state.is_terminal() else None
    return {"winner": None if result is None else result.winner, "steps": steps, "error": error,
            "capped": result is None and not error, "impulse": impulse,
            "reason": "" if result is None else result.reason}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate: small samples must show how little they prove."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def tournament(scenario: str, a: str, b: str, games: int, seed: int, max_steps: int,
               budget: float | None, no_time_cap: bool = False, impulses: int | None = None
               ) -> dict[str, Any]:
    sides = {s: {"win": 0, "draw": 0, "loss": 0} for s in SIDES}
    capped = 0
    errors: list[str] = []
    times: list[list[float]] = []
    for i in range(games):
        a_seat = i % 2
        agents = (a, b) if a_seat == 0 else (b, a)
        r = play(scenario, agents, seed + i, max_steps, budget, no_time_cap,
                 None if impulses is None else (a_seat, impulses))
        mine = [t for (player, _turn, _imp), t in sorted(r["impulse"].items()) if player == a_seat]
        print(f"   {scenario} game {seed + i}: {agents[0]} (Allies) vs {agents[1]} (Axis): "
              f"{r['error'] or r['reason'] or 'stopped'}; {r['steps']} steps, {a} impulses (wall/CPU s) "
              f"{' '.join(f'{w:.1f}/{c:.1f}' for w, c in mine)}", flush=True)
        times += mine
        if r["error"]:
            errors.append(f"game {seed + i}: {r['error']}")
            continue
        if r["capped"]:
            capped += 1
        out = "draw" if r["winner"] is None else "win" if r["winner"] == a_seat else "loss"
        sides[SIDES[a_seat]][out] += 1
    played = sum(sum(v.values()) for v in sides.values())
    wins = sum(v["win"] for v in sides.values())
    walls, cpus = [t[0] for t in times], [t[1] for t in times]
    return {"scenario": scenario, "a": a, "b": b, "games": games, "played": played,
            "a_win_rate": wins / played if played else 0.0, "sides": sides, "capped": capped,
            "errors": errors, "impulse_median_s": statistics.median(walls) if walls else 0.0,
            "impulse_max_s": max(walls, default=0.0), "impulses": len(times),
            "impulse_cpu_median_s": statistics.median(cpus) if cpus else 0.0,
            "impulse_cpu_max_s": max(cpus, default=0.0)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per scenario and run (both sides)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--scenarios", default=",".join(s for s in SCENARIO_IDS if s != "campaign"))
    parser.add_argument("--only", default=",".join(RUNS))
    parser.add_argument("--max-steps", type=int, default=20000, help="a game stops (as a draw) here")
    parser.add_argument("--budget", type=float, default=None, help="override the search's seconds a move")
    parser.add_argument("--no-time-cap", action="store_true",
                        help="searches stop at their evaluation cap only (the same work on any machine)")
    parser.add_argument("--impulses", type=int, default=None,
                        help="stop each game once A's N-th impulse is over (impulse timing)")
    parser.add_argument("--json", default=None)
    args = parser.parse_args()
    figures = []
    for key in [k.strip() for k in args.only.split(",") if k.strip()]:
        if key not in RUNS:
            print(f"unknown run {key!r} (known: {', '.join(RUNS)})")
            return 2
        a, b, target = RUNS[key]
        for scen in [s.strip() for s in args.scenarios.split(",") if s.strip()]:
            if scen not in SCENARIO_IDS:
                print(f"unknown scenario {scen!r} (known: {', '.join(SCENARIO_IDS)})")
                return 2
            start = time.perf_counter()
            f = tournament(scen, a, b, args.games, args.seed, args.max_steps, args.budget,
                           args.no_time_cap, args.impulses)
            f["run"], f["target"], f["wall_s"] = key, target, time.perf_counter() - start
            figures.append(f)
            per_side = ", ".join(f"as {s} {v['win']}-{v['draw']}-{v['loss']}" for s, v in f["sides"].items())
            low, high = wilson(f["a_win_rate"] * f["played"], f["played"])
            f["a_win_ci95"] = [low, high]
            print(f"== {key} {scen}: {a} vs {b}: {a} wins {f['a_win_rate']:.0%} of {f['played']} "
                  f"(95% CI {low:.0%}-{high:.0%}; target {target:.0%}); W-D-L {per_side}; "
                  f"capped {f['capped']}, "
                  f"errors {len(f['errors'])}; "
                  f"{a} impulse wall median {f['impulse_median_s']:.2f} s, max {f['impulse_max_s']:.2f} s, "
                  f"CPU median {f['impulse_cpu_median_s']:.2f} s, max {f['impulse_cpu_max_s']:.2f} s "
                  f"({f['impulses']} impulses); {f['wall_s']:.0f} s wall", flush=True)
            for e in f["errors"][:3]:
                print("   ", e)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
