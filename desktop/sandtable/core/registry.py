"""Which games exist: game id -> factory. Games register themselves on import."""

from __future__ import annotations

from collections.abc import Callable

from sandtable.core.protocol import Game

_FACTORIES: dict[str, Callable[[], Game]] = {}


def register(game_id: str, factory: Callable[[], Game]) -> None:
    """Make `game_id` available to saves, records and the command line (last registration wins)."""
    if not isinstance(game_id, str) or not game_id:
        raise ValueError("a game id must be a non-empty string")
    _FACTORIES[game_id] = factory


def get_game(game_id: str) -> Game:
    """A fresh Game for `game_id`; ValueError naming the known games if there is none."""
    _load_builtin_games()
    if game_id not in _FACTORIES:
        known = ", ".join(sorted(_FACTORIES)) or "none"
        shown = repr(game_id) if len(repr(game_id)) <= 40 else repr(game_id)[:37] + "..."
        raise ValueError(f"unknown game {shown} (known: {known})")
    return _FACTORIES[game_id]()


def known_games() -> list[str]:
    _load_builtin_games()
    return sorted(_FACTORIES)


def _load_builtin_games() -> None:
    import importlib

    for module in ("sandtable.games.g1943_45",):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise
