"""The hex-map editor's words for what a map holds (terrains, hex features, hexside kinds, road
classes), shown in the windows' language while the map keeps its English ids (issue 26).

The editor names no game: the words come from the game that owns the map's vocabulary
(`board.hexmap_check.Vocabulary.game_module`, e.g. `sandtable.games.<folder>.terrain`), through
that game's UI module (`TableGame.ui_module`, hook `map_words() -> {id: word}`; see ui/play/hooks.py).
A map no game owns, or an id the game gives no word, is shown as its id.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import ModuleType

from sandtable.ui.i18n import game_words


def game_hook_words(package: str, name: str) -> dict[str, str]:
    """The words the game whose rules live in `package` ("sandtable.games.<folder>") gives through
    its UI module's hook `name` (`map_words`, `data_words`); empty when it gives none."""
    from sandtable.core import registry
    from sandtable.ui.play.hooks import hook

    for game_id in registry.known_games():
        table = registry.table_for(game_id)
        if type(table).__module__.rpartition(".")[0] != package:
            continue
        words = hook(table, name)
        found = words() if words is not None else {}
        return {str(k): str(v) for k, v in found.items()} if isinstance(found, Mapping) else {}
    return {}


def game_map_words(game_module: ModuleType | None) -> dict[str, str]:
    """The words the game owning `game_module` gives its map ids (empty when it gives none)."""
    if game_module is None:
        return {}
    return game_hook_words(game_module.__name__.rpartition(".")[0], "map_words")


class MapWords:
    """Map id <-> the word a designer reads or types, for one game's vocabulary."""

    def __init__(self, words: Mapping[str, str]) -> None:
        self._words = dict(words)

    @classmethod
    def of(cls, game_module: ModuleType | None) -> MapWords:
        return cls(game_map_words(game_module))

    def word(self, map_id: str) -> str:
        """`map_id` ("major_river") in the windows' language ("fiume maggiore"), else as it is."""
        return self._words.get(map_id, map_id)

    def words(self, map_ids: Iterable[str], sep: str = ", ") -> str:
        return sep.join(self.word(i) for i in map_ids)

    def ids_of(self, text: str, known: Iterable[str] = ()) -> list[str]:
        """The ids of a list of words as the designer reads or types them: comma-separated words,
        each in the windows' language or as an id (words with spaces stay one piece; "a_id b_id"
        gives both). A piece that is no known word is split at spaces (ids have none) and kept as typed."""
        by_word = {self.word(i).casefold(): i for i in (*self._words, *known)}
        out: list[str] = []
        for piece in (p.strip() for p in text.split(",")):
            if not piece:
                continue
            found = by_word.get(piece.casefold())
            out.extend([found] if found else [by_word.get(w.casefold(), w) for w in piece.split()])
        return out


def problem_text(problem: str) -> str:
    """A map problem (an English sentence of the board's or the game's checks) in the windows'
    language, through the game-text catalogues (as the game-data editor's problems)."""
    return game_words(problem)
