"""The long run of issue #15: many seeded random games of every shipped game (1943-45, D-Day, Revised,
FSTR) with random options and invariant checks, and a kill -9 harness around autosaves. Figures,
not pass/fail; run it niced on a shared machine:

    nice -n 19 .venv/bin/python bench/long_run.py --games 10000 --kills 200
    nice -n 19 .venv/bin/python bench/long_run.py --game aa-dday --games 10000
    nice -n 19 .venv/bin/python bench/long_run.py --games 0 --kills 50   # kill -9 trials, every game

Games use seeds from 3,000,000,000 up (never used by the rules tests) and the option set each
seed draws (1943-45: tests/test_hostile_games.py `random_options`; D-Day, Revised and FSTR:
tests/test_hostile_other_games.py, every option with a closed set of values drawn from it, Revised
capped at 4 rounds, FSTR on a random scenario but the campaign). 1943-45 runs its cheap invariants
every step and, every `--deep-every`-th game, the deep ones every 5 steps; the other games run
their checker every 10 steps (Revised 25) and at the end, and every step in every
`--deep-every`-th game (FSTR: with the hidden-information check); D-Day also checks every move
against its locked-in-combat rule. The kill harness (per game) starts a child that plays random games with
the autosave listener on, kills it with SIGKILL at a random moment, and checks that the autosave
opens (`open_session`, replay check included) and that `clean_temp_files` leaves no temporary file behind.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
FIRST_SEED = 3_000_000_000  # as tests/test_hostile_other_games.py: seeds the rules tests never use

CHILD = r"""
import os, random, sys
from sandtable.ai.cli import play_game
from sandtable.core import saves
from sandtable.core.registry import get_game
seed, game, scenario = int(sys.argv[1]), get_game(sys.argv[2]), sys.argv[3]
saved = 0
def on_step(session):  # counts autosaves across games: a short game (FSTR's Ortona) ends early
    global saved
    saves.autosave(session)
    saved += 1
    print(saved, flush=True)
while True:
    play_game(game, scenario, seed, ["random"] * game.num_players, on_step=on_step)
    seed += 1
"""
# The scenario each game's kill trials play (FSTR's shortest; the others' default).
KILL_SCENARIOS = {"1943-45": "default", "aa-dday": "default", "aa-revised": "default", "fstr": "ortona"}


def _play_1943(seed: int, deep: int) -> tuple[str | None, list[str], object, int]:
    from sandtable.games.g1943_45.selfplay import checked_random_game
    from test_hostile_games import GAME, random_options

    checked = checked_random_game(GAME, "default", seed, deep_every=deep, options=random_options(seed))
    return checked.outcome.error, checked.problems[:2], checked.outcome.winner, checked.outcome.steps


def _players() -> dict[str, Callable[[int, int], tuple[str | None, list[str], object, int]]]:
    from test_hostile_other_games import PLAYERS

    return {"1943-45": _play_1943, **PLAYERS}



def run_games(game: str, count: int, deep_every: int, first_seed: int, budget_s: float = 0.0) -> None:
    """Play `count` games (fewer if `budget_s` runs out first: the summary says how many)."""
    play = _players()[game]
    broken: list[str] = []
    winners: dict[object, int] = {}
    steps: list[int] = []
    started = time.perf_counter()
    played_games = 0
    for n in range(count):
        if budget_s and time.perf_counter() - started > budget_s:
            break
        played_games += 1
        seed = first_seed + n
        deep = 5 if deep_every and n % deep_every == 0 else 0
        error, problems, winner, played = play(seed, deep)
        found = ([f"seed {seed}: {error}"] if error else []) + [f"seed {seed}: {p}" for p in problems]
        for line in found:  # at once: a long run may be stopped before its summary
            print("  ", line, flush=True)
        broken.extend(found)
        winners[winner] = winners.get(winner, 0) + 1
        steps.append(played)
        if (n + 1) % 100 == 0:
            spent = time.perf_counter() - started
            print(f"  {game}: {n + 1} games, {len(broken)} problems, {spent:.0f} s", flush=True)
    seconds = time.perf_counter() - started
    steps.sort()
    clean = played_games - len({line.split(":")[0] for line in broken})
    last_seed = first_seed + played_games - 1
    print(f"{game}: {played_games} games (seeds {first_seed}-{last_seed}), random options, "
          f"deep checks in every {deep_every}th game; clean {clean}; "
          f"errors+broken invariants: {len(broken)}; "
          f"winners {winners}; steps median {steps[len(steps) // 2]}, max {steps[-1]}; {seconds:.0f} s "
          f"({1000 * seconds / played_games:.0f} ms a game; 10,000 games would take "
          f"{10_000 * seconds / played_games / 3600:.1f} h at this rate)", flush=True)


def run_kills(trials: int, game: str = "1943-45") -> None:
    from sandtable.core import saves

    opened = lost = temp_left = divergent = 0
    started = time.perf_counter()
    rng = random.Random(15)
    for trial in range(trials):
        with tempfile.TemporaryDirectory() as folder:
            env = {**os.environ, "SANDTABLE_DATA_DIR": folder}
            command = [sys.executable, "-c", CHILD, str(4_000_000_000 + trial), game, KILL_SCENARIOS[game]]
            child = subprocess.Popen(command, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
            assert child.stdout is not None
            target = rng.randint(5, 400)
            for line in child.stdout:
                if int(line) >= target:
                    break
            time.sleep(rng.random() * 0.02)  # land anywhere inside the next save
            child.send_signal(signal.SIGKILL)
            child.wait()
            os.environ["SANDTABLE_DATA_DIR"] = folder
            path = saves.autosave_path(game)
            try:
                saves.open_session(path)
                opened += 1
            except saves.DivergentSave:
                divergent += 1
            except Exception as exc:  # a lost or torn autosave
                lost += 1
                print(f"  trial {trial}: {type(exc).__name__}: {exc}", flush=True)
            saves.clean_temp_files(older_than_s=0)
            temp_left += sum(1 for p in Path(folder, "autosave").iterdir() if p.name.endswith(".tmp"))
    seconds = time.perf_counter() - started
    print(f"kill -9 ({game}): {trials} trials; autosave opened {opened}, diverged {divergent}, "
          f"lost or torn {lost}; temporary files left after clean_temp_files {temp_left}; {seconds:.0f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description="long runs of issue #15 (figures)")
    parser.add_argument("--game", choices=sorted(_players()), action="append",
                        help="a shipped game (repeatable; default: every one)")
    parser.add_argument("--games", type=int, default=1000, help="games per game")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--deep-every", type=int, default=50)
    parser.add_argument("--budget-s", type=float, default=0.0,
                        help="stop each game's run after this many seconds (the summary says how many ran)")
    parser.add_argument("--kills", type=int, default=0)
    args = parser.parse_args()
    if args.games:
        for game in args.game or sorted(_players()):
            run_games(game, args.games, args.deep_every, args.first_seed, args.budget_s)
    if args.kills:
        for game in args.game or sorted(_players()):
            run_kills(args.kills, game)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
