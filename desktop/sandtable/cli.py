"""The `sandtable` command: the GUI by default, plus headless sub-commands.

Each sub-command lives in its own module and is imported only when used, so
`sandtable --version` and the validators start fast and never load Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from sandtable import __version__


def default_game(games: Sequence[str]) -> str | None:
    """The first of `games` that a shipped package (`games.SHIPPED`, in its order) registers, else the
    first of them: what `--game` means when it is not given."""
    from sandtable.core.registry import get_game
    from sandtable.games import SHIPPED

    for package in SHIPPED:
        for game_id in games:
            module = type(get_game(game_id)).__module__
            if module == package or module.startswith(package + "."):
                return game_id
    return games[0] if games else None


def add_game_option(parser: argparse.ArgumentParser, games: Callable[[], list[str]], help: str,
                    extend: Callable[[argparse.ArgumentParser, list[str]], None] | None = None) -> None:
    """A `--game` option whose choices are `games()` (read from the registry) and whose default is
    `default_game`. The registry is read, and `extend(parser, games)` adds the games' own flags, only
    when this sub-command is parsed or its help shown, so `sandtable --version` imports no game."""
    action = parser.add_argument("--game", default=None, help=help)
    loaded: list[bool] = []

    def load() -> None:
        if loaded:
            return
        loaded.append(True)
        known = games()
        action.choices = known
        action.default = default_game(known)
        if extend is not None:
            extend(parser, known)

    def lazily(method: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            load()
            return method(*args, **kwargs)
        return call

    # Instance attributes shadow the methods argparse calls on a sub-command's parser.
    parser.parse_known_args = lazily(parser.parse_known_args)  # type: ignore[method-assign]
    parser.format_help = lazily(parser.format_help)  # type: ignore[method-assign]
    parser.format_usage = lazily(parser.format_usage)  # type: ignore[method-assign]


def _cmd_validate_hexmap(path: str) -> int:
    from sandtable.board.hexmap import HexMapError, load_hexmap
    from sandtable.board.hexmap_check import hexmap_problems

    try:
        hm = load_hexmap(path)
    except HexMapError as exc:
        print(f"invalid: {exc}")
        return 1
    problems = hexmap_problems(hm, path)
    for message in problems:
        print(f"error: {message}")
    if problems:
        print(f"invalid: {len(problems)} problem(s)")
        return 1
    print(f"valid: hex map {hm.id}, {len(hm.hexes)} hexes, {len(hm.hexsides)} hexside features, "
          f"{len(hm.exits)} exits")
    return 0


def _cmd_validate_game_file(path: str, check: Callable[[str], tuple[list[str], str]]) -> int:
    problems, summary = check(path)
    for message in problems:
        print(f"error: {message}")
    if problems:
        print(f"invalid: {len(problems)} problem(s)")
        return 1
    print(f"valid: {summary}")
    return 0


def _cmd_validate_scenario(path: str) -> int:
    """A game's scenario file ("format": "sandtable-scenario" and its "game"): the game builds the
    opening position from it, as a game started from the file would, and says what it refuses."""
    from sandtable.core.jsonfile import FileProblem, read_json_file
    from sandtable.core.record import GameRecord, initial_state
    from sandtable.core.registry import get_game, known_games, table_for

    try:
        data = read_json_file(path)
    except (FileProblem, OSError) as exc:
        print(f"invalid: {exc}")
        return 1
    game_id = data.get("game") if isinstance(data, dict) else None
    if not isinstance(game_id, str) or game_id not in known_games():
        known = ", ".join(known_games())
        print(f'invalid: the scenario\'s "game" field names no installed game (known: {known})')
        return 1
    try:
        initial_state(get_game(game_id), GameRecord(game_id, data, {}, 0))
    except (ValueError, TypeError, KeyError, AttributeError) as exc:  # the game's refusal, one sentence
        print(f"invalid: {exc}")
        return 1
    name = data.get("name")
    print(f"valid: {table_for(game_id).title} scenario" + (f" {name!r}" if isinstance(name, str) else ""))
    return 0


def _cmd_validate(args: argparse.Namespace) -> int:
    from sandtable.board import BoardFileError, load_board, validate_board
    from sandtable.board.hexmap_check import file_format, is_hexmap_file

    if is_hexmap_file(args.board):
        return _cmd_validate_hexmap(args.board)
    fmt = file_format(args.board)
    if fmt is not None:
        from sandtable.editor.table_data import file_checks

        check = file_checks().get(fmt)
        if check is not None:  # a game's own file (its data_files.FILE_CHECKS)
            return _cmd_validate_game_file(args.board, check)
        if fmt == "sandtable-scenario":
            return _cmd_validate_scenario(args.board)
    try:
        board = load_board(args.board)
    except BoardFileError as exc:
        print(f"invalid: {exc}")
        return 1
    problems = validate_board(board)
    errors = [p for p in problems if p.severity == "error"]
    for problem in problems:
        print(f"{problem.severity}: {problem.message}")
    if errors:
        print(f"invalid: {len(errors)} problem(s)")
        return 1
    promise = ("" if board.expected_adjacency is None
               else f", the expected adjacency ({len(board.expected_adjacency)} pairs)")
    print(f"valid: {len(board.zones)} zones, {board.link_count()} links{promise}")
    return 0


def _cmd_replay(args: argparse.Namespace) -> int:
    from sandtable.core.jsonfile import FileProblem
    from sandtable.core.saves import open_session

    try:
        session = open_session(args.record)
    except FileProblem as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    state = session.state
    result = state.result()
    out = {
        "game": session.record.game_id,
        "actions": len(session.record.actions),
        "state_hash": state.state_hash(),
        "terminal": state.is_terminal(),
        "result": None if result is None else {"winner": result.winner, "reason": result.reason},
    }
    print(json.dumps(out, indent=1))
    return 0


def _cmd_smoke(args: argparse.Namespace) -> int:
    from sandtable.smoke import run_smoke

    return run_smoke(decisions=args.decisions, seed=args.seed, gui=not args.no_gui)


def _cmd_gui(args: argparse.Namespace) -> int:
    from sandtable.ui.app import run_gui

    return run_gui(args.file)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sandtable", description="Sandtable wargame table")
    parser.add_argument("--version", action="version", version=f"sandtable {__version__}")
    parser.add_argument("--open", dest="file", metavar="FILE",
                        help="a board (.geojson) or saved game to open (also accepted as the only argument)")
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("validate", help="check a board file (GeoJSON), a hex map (sandtable-hexmap) "
                                           "or a game's data file (a scenario)")
    p.add_argument("board")
    p.set_defaults(func=_cmd_validate)

    p = sub.add_parser("replay", help="replay a game record or save and print its final state hash")
    p.add_argument("record")
    p.set_defaults(func=_cmd_replay)

    p = sub.add_parser("smoke", help="headless end-to-end check (used on frozen builds)")
    p.add_argument("--decisions", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-gui", action="store_true", help="skip opening the main window")
    p.set_defaults(func=_cmd_smoke)

    _add_optional_commands(sub)
    return parser


def _add_optional_commands(sub: argparse._SubParsersAction) -> None:
    """Sub-commands owned by other packages register here (selfplay, tournament, odds)."""
    import importlib

    for module in ("sandtable.ai.cli", "sandtable.odds.cli"):
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is not None and module.startswith(exc.name):
                continue
            raise
        mod.add_commands(sub)


def _subcommand_names(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--smoke"]:
        argv[0] = "smoke"
    # `sandtable FILE` opens a file: a lone argument that is not a sub-command or an option.
    commands = _subcommand_names(parser)
    if len(argv) == 1 and not argv[0].startswith("-") and argv[0] not in commands:
        argv = ["--open", argv[0]]
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        return _cmd_gui(args)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
