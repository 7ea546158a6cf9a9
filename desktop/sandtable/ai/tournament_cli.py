"""`sandtable tournament`: N seeded games between two computer players, figures per agent and side.

Registered by `ai.cli.add_commands`. Exit status 0 when every game finished without error, 1 when
some game raised or hit the step cap, 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import sys

from sandtable.ai.levels import agent_names
from sandtable.ai.tournament import MAX_STEPS, MatchResult, format_summary, run_tournament

SIDE_CHOICES: dict[str, int | None] = {"alternate": None, "first": 0, "second": 1}


def _cmd_tournament(args: argparse.Namespace) -> int:
    names = [a.strip().lower() for a in args.agents.split(",") if a.strip()]
    known = agent_names()
    if len(names) != 2 or any(n not in known for n in names):
        print(f"error: --agents takes two of {', '.join(known)}, comma-separated (e.g. normal,random)")
        return 2
    if args.games < 1 or args.max_steps < 1 or args.jobs < 1:
        print("error: --games, --max-steps and --jobs must be at least 1")
        return 2
    overrides: dict[str, object] = {}
    if args.budget is not None:
        if args.budget <= 0:
            print("error: --budget must be positive")
            return 2
        overrides["budget"] = args.budget
    if args.reading == "static":
        overrides["lookahead"] = False

    def on_game(index: int, result: MatchResult) -> None:
        if args.progress:
            if result.error:
                end = f"error {result.error}"
            elif result.timeout:
                end = "timeout"
            else:
                end = "draw" if result.winner is None else f"won by {result.agents[result.winner]}"
            slowest = "/".join(f"{max(t) if t else 0.0:.3f}" for t in result.times)
            print(f"game {index + 1}/{args.games} seed {result.seed} {'/'.join(result.agents)}: {end}, "
                  f"{result.steps} steps, slowest decision {slowest} s", file=sys.stderr, flush=True)

    try:
        summary = run_tournament(args.game, names[0], names[1], args.games, args.seed,
                                 max_steps=args.max_steps, jobs=args.jobs, overrides=overrides or None,
                                 on_game=on_game, a_side=SIDE_CHOICES[args.side])
    except (ValueError, OSError) as exc:
        print(f"error: {exc}")
        return 1
    print(json.dumps(summary, indent=1) if args.json else format_summary(summary))
    return 1 if summary["errors"] or summary["timeouts"] else 0


def add_tournament_command(sub: argparse._SubParsersAction) -> None:
    from sandtable.cli import add_game_option
    from sandtable.core.registry import known_games

    p = sub.add_parser("tournament", help="play N games between two computer players, sides alternating")
    add_game_option(p, known_games, "game id (default: the first shipped game)")
    p.add_argument("--agents", default="normal,random",
                   help=f"two of {', '.join(agent_names())}, comma-separated (default normal,random)")
    p.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (game i uses seed+i)")
    p.add_argument("--max-steps", type=int, default=MAX_STEPS,
                   help=f"stop a game after this many steps and count a timeout (default {MAX_STEPS})")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes (default 1)")
    p.add_argument("--budget", type=float, default=None, help="seconds per decision for both agents")
    p.add_argument("--side", choices=list(SIDE_CHOICES), default="alternate",
                   help="the side the first agent plays: alternate (default), first or second")
    p.add_argument("--reading", choices=("lookahead", "static"), default="lookahead",
                   help="how search agents value their leaves: lookahead (default: also what the "
                        "opponent's next move could do) or static (the position as greedy sees it)")
    p.add_argument("--progress", action="store_true", help="print one line per finished game to stderr")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=_cmd_tournament)
