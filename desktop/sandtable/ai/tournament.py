"""Tournaments between two computer players: N seeded games, sides alternating, figures per side.

Game i uses seed `seed + i`; agent A plays the first side in even games and the second side in
odd ones, so each agent plays both sides equally (or, with `a_side`, always the side given: to
measure one side of an unbalanced game on the same seeds before and after a change). Chance is
drawn by `GameSession.roll` from the game seed (as in play), decisions come from the agents,
and every decision is timed. A game that exceeds `max_steps` is stopped and counted as a
timeout; an exception (including an agent's illegal action) is an error. Games can run in
several processes (`jobs`): each game is independent and the figures do not depend on the number of processes.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sandtable.ai.levels import make_agent
from sandtable.core.protocol import CHANCE
from sandtable.core.record import GameRecord
from sandtable.core.session import GameSession

MAX_STEPS = 20_000


@dataclass
class MatchResult:
    seed: int
    agents: tuple[str, str]           # by side (player index)
    winner: int | None = None         # side index, None for a draw / unfinished
    reason: str = ""
    steps: int = 0
    timeout: bool = False
    error: str | None = None
    times: list[list[float]] = field(default_factory=lambda: [[], []])   # seconds per decision, by side
    fallbacks: list[int] = field(default_factory=lambda: [0, 0])   # answers given after an agent error


def play_match(game_id: str, agents: tuple[str, str], seed: int, scenario: Any = None,
               options: dict[str, Any] | None = None, max_steps: int = MAX_STEPS,
               overrides: dict[str, Any] | None = None) -> MatchResult:
    """One game between two named agents (by side); never raises for a rules or agent failure."""
    from sandtable.core.registry import default_scenario, get_game

    game = get_game(game_id)
    if scenario is None:
        scenario = default_scenario(game_id)
    if isinstance(scenario, str):
        scenario = game.load_scenario(scenario)
    out = MatchResult(seed, agents)
    try:
        session = GameSession(game, GameRecord(game.game_id, scenario, dict(options or {}), seed))
        players = [make_agent(name, f"{seed}:{side}", game_id) for side, name in enumerate(agents)]
        for player in players:  # settings such as the budget apply to the agents that have them
            for attr, value in (overrides or {}).items():
                if hasattr(player, attr):
                    setattr(player, attr, value)
        while not session.is_over():
            if out.steps >= max_steps:
                out.timeout = True
                break
            player = session.current_player()
            if player == CHANCE:
                session.roll()
            else:
                start = time.perf_counter()
                action = players[player].choose(session.state)
                out.times[player].append(time.perf_counter() - start)
                session.decide(action)
            out.steps += 1
        out.fallbacks = [int(getattr(p, "failures", 0)) for p in players]
        result = session.state.result()
        if result is not None:
            out.winner, out.reason = result.winner, result.reason
    except Exception as exc:  # a tournament reports failures instead of stopping
        out.error = f"{type(exc).__name__}: {brief_text(str(exc))}"
    return out


def brief_text(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _play_indexed(args: tuple[str, tuple[str, str], int, Any, int, dict[str, Any] | None]) -> MatchResult:
    game_id, agents, seed, scenario, max_steps, overrides = args
    return play_match(game_id, agents, seed, scenario, None, max_steps, overrides)


def run_tournament(game_id: str, agent_a: str, agent_b: str, games: int, seed: int = 0,
                   scenario: Any = None, max_steps: int = MAX_STEPS, jobs: int = 1,
                   overrides: dict[str, Any] | None = None,
                   on_game: Callable[[int, MatchResult], None] | None = None,
                   a_side: int | None = None) -> dict[str, Any]:
    """Play `games` games, alternating sides (A always on side `a_side` if given), and summarise
    (see `summarise`)."""
    from sandtable.core.registry import get_game

    side_names = get_game(game_id).player_names
    tasks = []
    seats: list[tuple[str, str]] = []
    for index in range(games):
        first = index % 2 == 0 if a_side is None else a_side == 0
        seats.append(("A", "B") if first else ("B", "A"))
        pair = (agent_a, agent_b) if first else (agent_b, agent_a)
        tasks.append((game_id, pair, seed + index, scenario, max_steps, overrides))
    results: list[MatchResult] = []
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for index, result in enumerate(pool.map(_play_indexed, tasks)):
                results.append(result)
                if on_game is not None:
                    on_game(index, result)
    else:
        for index, task in enumerate(tasks):
            result = _play_indexed(task)
            results.append(result)
            if on_game is not None:
                on_game(index, result)
    return summarise(game_id, side_names, agent_a, agent_b, seed, results, seats)


def summarise(game_id: str, side_names: tuple[str, ...], agent_a: str, agent_b: str, seed: int,
              results: list[MatchResult], seats: list[tuple[str, str]] | None = None) -> dict[str, Any]:
    """Win/draw/loss per agent and side, decision times per agent, timeouts and errors. `seats[i]`
    says which agent ("A" or "B") sat on each side in game i (default: alternating, A first)."""
    labels = {"A": agent_a, "B": agent_b}
    per: dict[str, dict[str, Any]] = {}
    for key in ("A", "B"):
        per[key] = {"agent": labels[key], "sides": {name: {"win": 0, "draw": 0, "loss": 0}
                                                    for name in side_names[:2]},
                    "win": 0, "draw": 0, "loss": 0, "fallbacks": 0, "_times": []}
    timeouts = 0
    errors: list[dict[str, Any]] = []
    for index, r in enumerate(results):
        keys = seats[index] if seats is not None else (("A", "B") if index % 2 == 0 else ("B", "A"))
        for side, key in enumerate(keys):
            per[key]["_times"].extend(r.times[side])
            per[key]["fallbacks"] += r.fallbacks[side]
        if r.error is not None:
            errors.append({"seed": r.seed, "error": r.error})
            continue
        if r.timeout:
            timeouts += 1
            continue
        for side, key in enumerate(keys):
            outcome = "draw" if r.winner is None else ("win" if r.winner == side else "loss")
            per[key][outcome] += 1
            per[key]["sides"][side_names[side]][outcome] += 1
    finished = len(results) - timeouts - len(errors)
    for entry in per.values():
        times = entry.pop("_times")
        entry["decisions"] = len(times)
        entry["median_s"] = round(statistics.median(times), 4) if times else 0.0
        entry["max_s"] = round(max(times), 4) if times else 0.0
        entry["win_rate"] = round(entry["win"] / finished, 4) if finished else 0.0
    return {
        "game": game_id, "games": len(results), "seed": seed, "finished": finished,
        "agents": {"A": per["A"], "B": per["B"]}, "timeouts": timeouts, "errors": len(errors),
        "error_details": errors[:10],
    }


def format_summary(summary: dict[str, Any]) -> str:
    lines = [f"{summary['games']} games of {summary['game']} from seed {summary['seed']}: "
             f"{summary['finished']} finished, {summary['timeouts']} timeouts, {summary['errors']} errors"]
    for entry in summary["agents"].values():
        fallbacks = f", {entry['fallbacks']} fallback answers after errors" if entry["fallbacks"] else ""
        sides = "; ".join(f"as {name} {v['win']}-{v['draw']}-{v['loss']}"
                          for name, v in entry["sides"].items())
        lines.append(f"  {entry['agent']:>8}: won {entry['win']}, drew {entry['draw']}, lost {entry['loss']} "
                     f"({100 * entry['win_rate']:.1f}% wins; {sides}); decisions {entry['decisions']}, "
                     f"median {1000 * entry['median_s']:.1f} ms, "
                     f"max {1000 * entry['max_s']:.0f} ms{fallbacks}")
    for detail in summary["error_details"]:
        lines.append(f"  seed {detail['seed']}: {detail['error']}")
    return "\n".join(lines)


__all__ = ["MatchResult", "format_summary", "play_match", "run_tournament", "summarise"]
