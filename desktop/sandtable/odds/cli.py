"""The `sandtable odds` sub-command: the outcome distribution of one battle of any game with odds.

    sandtable odds [--game GAME] --attacker FORCES --defender FORCES [game's own flags]
        [--monte-carlo N] [--json]

    e.g. sandtable odds --game 1943-45 --attacker "cube=3,tank=1,plane=1" \\
        --defender "cube=2,fortified_line=1" --mountain --defender-retreat losses-2

`--game` choices are the registered games whose table has a battle spec (`odds.host.battle_games`);
each spec adds its own flags in a group of its own (`add_arguments`), or the command offers its
settings as `--key VALUE`. The output is the spec's own text or JSON. Bad input is reported in one
sentence on stderr with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from sandtable.core.table import BattleSpec


def add_commands(sub: Any) -> None:
    from sandtable.cli import add_game_option
    from sandtable.odds.host import battle_games

    p = sub.add_parser("odds", help="exact outcome distribution of one battle",
                       description="Exact battle odds from the same combat resolver the game uses.")
    add_game_option(p, battle_games, "game id (default: the first shipped game with battle odds)",
                    _add_game_flags)
    p.add_argument("--attacker", required=True, help='attacking forces, e.g. "cube=3,tank=1,plane=1"')
    p.add_argument("--defender", required=True, help='defending forces, e.g. "cube=2,fortified_line=1"')
    p.set_defaults(func=run)


class _FirstComes:
    """An argument group where a flag another game already added is kept as that game defined it
    (two games naming the same setting share the flag)."""

    def __init__(self, group: Any) -> None:
        self.group = group

    def add_argument(self, *names: str, **kwargs: Any) -> Any:
        try:
            return self.group.add_argument(*names, **kwargs)
        except argparse.ArgumentError:
            return None


def _add_game_flags(parser: argparse.ArgumentParser, games: list[str]) -> None:
    """Each game's flags, then the common tail (the usage line reads as it always has)."""
    from sandtable.odds.host import spec_for

    for game_id in games:
        spec = spec_for(game_id)
        group = _FirstComes(parser.add_argument_group(f"{game_id} battles", spec.forces_help))
        if hasattr(spec, "add_arguments"):
            spec.add_arguments(group)
            continue
        for option in spec.settings():
            flag = "--" + option.key.replace("_", "-")
            if isinstance(option.default, bool):
                group.add_argument(flag, action="store_true", help=option.description or option.title)
            else:
                group.add_argument(flag, default=option.default, help=option.description or option.title)
    parser.add_argument("--monte-carlo", default="0", metavar="N",
                        help=f"also play N random battles (0 to {MAX_SAMPLES})")
    parser.add_argument("--json", action="store_true", help="print JSON")


MAX_SAMPLES = 1000      # ~0.4 ms a battle on one core: every accepted request answers within a second


def _samples(text: str) -> int:
    """The --monte-carlo count: ASCII digits, 0 to MAX_SAMPLES (the exact odds need none)."""
    text = str(text).strip()
    if not text.isascii() or not text.isdigit() or int(text) > MAX_SAMPLES:
        raise ValueError(f"--monte-carlo {text!r}: write a whole number from 0 to {MAX_SAMPLES} "
                         "(the exact odds are printed anyway)")
    return int(text)


def _settings(spec: BattleSpec, args: argparse.Namespace) -> dict[str, Any]:
    read = getattr(spec, "settings_from_args", None)
    if read is not None:
        return dict(read(args))
    return {o.key: getattr(args, o.key, o.default) for o in spec.settings()}


def run(args: argparse.Namespace) -> int:
    from sandtable.odds.host import report_json, report_text, spec_for

    try:
        spec = spec_for(args.game)
        setup = spec.parse(args.attacker, args.defender, _settings(spec, args))
        report = spec.odds(setup, samples=_samples(args.monte_carlo))
    except ValueError as exc:          # includes a game's refusal of the battle (BattleSetupError)
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(report_json(report), indent=1) if args.json else (report.text or report_text(report)))
    return 0
