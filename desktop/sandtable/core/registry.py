"""Which games exist: game id -> rules factory, and game id -> table plug-in (`core.table.TableGame`).

Games register themselves when their package is imported. The packages shipped with the app are
listed in `sandtable.games.SHIPPED`; tests may register more (a test game), which then appear
everywhere a list of games is shown (start screen, `--game` choices, the editor's fits).
"""

from __future__ import annotations

from collections.abc import Callable

from sandtable.core.protocol import Game
from sandtable.core.table import TableGame

_FACTORIES: dict[str, Callable[[], Game]] = {}
_TABLES: dict[str, TableGame] = {}


def register(game_id: str, factory: Callable[[], Game]) -> None:
    """Make `game_id` available to saves, records and the command line (last registration wins)."""
    if not isinstance(game_id, str) or not game_id:
        raise ValueError("a game id must be a non-empty string")
    _FACTORIES[game_id] = factory


def register_table(table: TableGame, factory: Callable[[], Game] | None = None) -> None:
    """Register a game's table plug-in (and its rules factory when given)."""
    if not table.game_id:
        raise ValueError("a table plug-in needs its game_id")
    if factory is not None:
        register(table.game_id, factory)
    _TABLES[table.game_id] = table


def get_game(game_id: str) -> Game:
    """A fresh Game for `game_id`; ValueError naming the known games if there is none."""
    _load_shipped_games()
    if game_id not in _FACTORIES:
        known = ", ".join(sorted(_FACTORIES)) or "none"
        shown = repr(game_id) if len(repr(game_id)) <= 40 else repr(game_id)[:37] + "..."
        raise ValueError(f"unknown game {shown} (known: {known})")
    return _FACTORIES[game_id]()


def default_scenario(game_id: str) -> str:
    """The id of the scenario `game_id` declares as its default (else its first one): what
    selfplay, tournaments and the odds start from when no scenario is named."""
    scenarios = table_for(game_id).scenarios()
    chosen = next((info for info in scenarios if info.default), scenarios[0] if scenarios else None)
    return "default" if chosen is None else chosen.id


def table_for(game_id: str) -> TableGame:
    """The table plug-in of `game_id`: the registered one, or the default (decision lists only)."""
    _load_shipped_games()
    table = _TABLES.get(game_id)
    if table is not None:
        return table
    if game_id not in _FACTORIES:
        get_game(game_id)  # raises with the known games
    table = TableGame(_FACTORIES[game_id])
    table.game_id = game_id
    table.title = game_id
    _TABLES[game_id] = table
    return table


def known_games() -> list[str]:
    _load_shipped_games()
    return sorted(_FACTORIES)


def shipped_games() -> list[str]:
    """The ids of the games the app ships, in `sandtable.games.SHIPPED` order (no test games): the
    games whose rules factory lives in a shipped package, however early that package was imported."""
    from sandtable.games import SHIPPED

    _load_shipped_games()
    out: list[str] = []
    for package in SHIPPED:
        for game_id, factory in sorted(_FACTORIES.items()):
            module = getattr(factory, "__module__", "") or ""
            if (module == package or module.startswith(package + ".")) and game_id not in out:
                out.append(game_id)
    return out


def _load_shipped_games() -> None:
    import importlib

    from sandtable.games import SHIPPED

    for module in SHIPPED:
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                raise
