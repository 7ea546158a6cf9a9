"""`sandtable selfplay`: whole games between computer players, headless, through GameSession.

Chance is drawn by the session from the game seed (session.roll), decisions by the agents. The
summary counts wins per side, draws, errors (an exception, or a game that does not end within
the step limit) and the median time per game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sandtable.core.protocol import CHANCE, Game
from sandtable.core.record import GameRecord
from sandtable.core.session import GameSession

# name -> make(seed, game_id=None): the agents `--agents` names (the random agent, then the levels).
AGENTS: dict[str, Callable[..., Any]] = {}


def _random_agent(seed: str, game_id: str | None = None) -> Any:
    from sandtable.ai.random_agent import RandomAgent

    return RandomAgent(seed)


AGENTS["random"] = _random_agent
MAX_STEPS = 50_000


@dataclass
class GameOutcome:
    seed: int
    winner: int | None
    reason: str
    steps: int
    ms: float
    error: str | None
    record: GameRecord


def play_game(game: Game, scenario: Any, seed: int, agent_names: list[str],
              options: dict[str, Any] | None = None, max_steps: int = MAX_STEPS,
              on_step: Callable[[GameSession], None] | None = None) -> GameOutcome:
    """Play one game to its end; never raises for a rules failure (it is reported in `error`)."""
    start = time.perf_counter()
    session = GameSession(game, GameRecord(game.game_id, scenario, dict(options or {}), seed))
    agents = [AGENTS[name](f"{seed}:{index}", game.game_id) for index, name in enumerate(agent_names)]
    steps = 0
    error: str | None = None
    try:
        while not session.is_over():
            if steps >= max_steps:
                error = f"no end after {max_steps} steps"
                break
            player = session.current_player()
            if player == CHANCE:
                session.roll()
            else:
                session.decide(agents[player].choose(session.state))
            steps += 1
            if on_step is not None:
                on_step(session)
    except Exception as exc:  # a selfplay run reports rule failures instead of stopping
        error = f"{type(exc).__name__}: {exc}"
    result = session.state.result() if error is None else None
    ms = (time.perf_counter() - start) * 1000
    return GameOutcome(seed, None if result is None else result.winner,
                       "" if result is None else result.reason, steps, ms, error, session.record)


def run_selfplay(game_id: str, agent_names: list[str], games: int, seed: int,
                 records: Path | None = None, scenario: Any = None) -> dict[str, Any]:
    from sandtable.core.jsonfile import write_json_atomic
    from sandtable.core.registry import default_scenario, get_game

    game = get_game(game_id)
    if scenario is None:
        scenario = default_scenario(game_id)
    wins = {name: 0 for name in game.player_names}
    draws = 0
    errors: list[dict[str, Any]] = []
    times: list[float] = []
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)
    for index in range(games):
        outcome = play_game(game, scenario, seed + index, agent_names)
        times.append(outcome.ms)
        if outcome.error is not None:
            errors.append({"seed": outcome.seed, "error": outcome.error})
        elif outcome.winner is None:
            draws += 1
        else:
            wins[game.player_names[outcome.winner]] += 1
        if records is not None:
            write_json_atomic(records / f"{game_id}-seed{outcome.seed}.json", outcome.record.to_json())
    return {
        "game": game_id, "agents": agent_names, "games": games, "seed": seed,
        "wins": wins, "draws": draws, "errors": len(errors), "error_details": errors[:10],
        "median_ms": round(statistics.median(times), 1) if times else 0.0,
    }


def _cmd_selfplay(args: argparse.Namespace) -> int:
    agent_names = [a.strip() for a in args.agents.split(",") if a.strip()]
    unknown = [a for a in agent_names if a not in AGENTS]
    if len(agent_names) != 2 or unknown:
        print(f"error: --agents takes two of {', '.join(sorted(AGENTS))}, comma-separated")
        return 2
    if args.games < 1:
        print("error: --games must be at least 1")
        return 2
    try:
        summary = run_selfplay(args.game, agent_names, args.games, args.seed,
                               Path(args.records) if args.records else None)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}")
        return 1
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        wins = ", ".join(f"{k} {v}" for k, v in summary["wins"].items())
        print(f"{summary['games']} games of {summary['game']}: {wins}, draws {summary['draws']}, "
              f"errors {summary['errors']}, median {summary['median_ms']} ms per game")
        for detail in summary["error_details"]:
            print(f"  seed {detail['seed']}: {detail['error']}")
    return 1 if summary["errors"] else 0


def add_commands(sub: argparse._SubParsersAction) -> None:
    from sandtable.cli import add_game_option
    from sandtable.core.registry import known_games

    p = sub.add_parser("selfplay", help="play whole games between computer players, headless")
    add_game_option(p, known_games, "game id (default: the first shipped game)")
    p.add_argument("--agents", default="random,random", help="two agents, e.g. random,random")
    p.add_argument("--games", type=int, default=10, help="number of games")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (game i uses seed+i)")
    p.add_argument("--records", default=None, help="folder to write each game record to")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=_cmd_selfplay)

    # The tournament sub-command and the levels of ai.levels (owned by the AI engineer).
    from sandtable.ai.levels import agent_names, make_agent
    from sandtable.ai.tournament_cli import add_tournament_command

    for level in agent_names():
        AGENTS.setdefault(level, lambda seed, game_id=None, level=level: make_agent(level, seed, game_id))
    add_tournament_command(sub)
