"""Seeded random games of every rules engine as final state hashes: the check of a refactoring
that must not change how a game plays.

    .venv/bin/python tools/seeded_hashes.py record before.json [--games 20] [--only aa-dday,fstr]
    ... change the code ...
    .venv/bin/python tools/seeded_hashes.py record after.json
    .venv/bin/python tools/seeded_hashes.py compare before.json after.json

Per game and seed it keeps: a game between random agents through a `GameSession` (the record's
hash, its final state hash, replayed from its JSON); a game of the package's own
`selfplay.choose` (its record, the final hash, the hash the record replays to); and for a game
with `selfplay.random_game` / `checked_random_game`, that function's final hash. `compare` says
every difference and replays the BEFORE file's records under today's code (exit 1 if any).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from sandtable.ai.cli import play_game  # noqa: E402
from sandtable.core import registry  # noqa: E402
from sandtable.core.protocol import Game  # noqa: E402
from sandtable.core.record import GameRecord, replay  # noqa: E402

# game id -> (package, scenario name, options); the engines not yet in games.SHIPPED included
GAMES: dict[str, tuple[str, str, dict[str, Any]]] = {
    "aa-dday": ("sandtable.games.aa_dday", "default", {}),
    "aa-revised": ("sandtable.games.aa_revised", "default", {"round_limit": 2}),
    "fstr": ("sandtable.games.fstr", "ortona", {}),
    "1943-45": ("sandtable.games.g1943_45", "default", {}),
}
MAX_STEPS = 20_000


def _digest(data: Any) -> str:
    return hashlib.sha256(json.dumps(data).encode("utf-8")).hexdigest()[:16]


def _replayed(game_id: str, record: dict[str, Any]) -> str:
    state, _ = replay(registry.get_game(game_id), GameRecord.from_json(json.loads(json.dumps(record))))
    return state.state_hash()


def _own_random_game(selfplay: Any, game: Game, game_id: str, scenario: Any, seed: int) -> str | None:
    options = GAMES[game_id][2]
    if hasattr(selfplay, "checked_random_game"):
        return str(selfplay.checked_random_game(game, scenario, seed, options=options).final_hash)
    if not hasattr(selfplay, "random_game"):
        return None
    if game_id == "fstr":
        return str(selfplay.random_game(game, seed, GAMES[game_id][1], options).state_hash())
    return str(selfplay.random_game(game, seed, options).state_hash())


def record_games(game_id: str, games: int) -> list[dict[str, Any]]:
    package, scenario_name, options = GAMES[game_id]
    importlib.import_module(package)
    game = registry.get_game(game_id)
    scenario = game.load_scenario(scenario_name)
    selfplay = importlib.import_module(f"{package}.selfplay")
    choose = getattr(selfplay, "choose", None)
    rows: list[dict[str, Any]] = []
    for seed in range(games):
        row: dict[str, Any] = {"seed": seed}
        outcome = play_game(game, scenario, seed, ["random", "random"], options, max_steps=3000)
        record = outcome.record.to_json()
        row["session"] = {"steps": outcome.steps, "error": outcome.error, "record": _digest(record),
                          "final": _replayed(game_id, record)}
        if choose is not None:
            rng = random.Random(seed)
            state = game.new_initial_state(scenario, {**game.default_options(), **options})
            actions = []
            while not state.is_terminal() and len(actions) < MAX_STEPS:
                action = choose(state, rng)
                actions.append(action.to_json())
                state.apply(action)
            own = {"game": game_id, "scenario": scenario_name, "options": options, "seed": seed,
                   "actions": actions}
            row["choose"] = {"steps": len(actions), "record": _digest(own), "final": state.state_hash(),
                             "replayed": _replayed(game_id, own)}
            row["record"] = own
        row["selfplay"] = _own_random_game(selfplay, game, game_id, scenario, seed)
        rows.append(row)
    return rows


def compare(before: dict[str, Any], after: dict[str, Any]) -> int:
    differences = 0
    for game_id, rows in before.items():
        importlib.import_module(GAMES[game_id][0])
        for old, new in zip(rows, after.get(game_id, []), strict=False):
            for key in ("session", "choose", "selfplay"):
                if old.get(key) != new.get(key):
                    differences += 1
                    print(f"{game_id} seed {old['seed']} {key}: {old.get(key)} -> {new.get(key)}")
            if "record" in old and _replayed(game_id, old["record"]) != old["choose"]["final"]:
                differences += 1
                print(f"{game_id} seed {old['seed']}: the recorded game replays to another hash")
        if len(after.get(game_id, [])) != len(rows):
            differences += 1
            print(f"{game_id}: {len(rows)} games before, {len(after.get(game_id, []))} after")
        print(f"{game_id}: {len(rows)} seeded games compared")
    print(f"differences: {differences}")
    return 1 if differences else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="play the seeded games and write their figures")
    rec.add_argument("out", type=Path)
    rec.add_argument("--games", type=int, default=20)
    rec.add_argument("--only", default=",".join(GAMES), help="game ids, comma-separated")
    cmp = sub.add_parser("compare", help="compare two files of figures")
    cmp.add_argument("before", type=Path)
    cmp.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "compare":
        return compare(json.loads(args.before.read_text()), json.loads(args.after.read_text()))
    result = {game_id: record_games(game_id, args.games) for game_id in args.only.split(",")}
    args.out.write_text(json.dumps(result), encoding="utf-8")
    print(", ".join(f"{game_id}: {len(rows)} games" for game_id, rows in result.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
