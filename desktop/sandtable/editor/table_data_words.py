"""The game-data editor's cells and row labels in the windows' language while the file keeps its
ids (issue 26): a row "polish_corps" reads "corps polonais", a cell "true" reads "oui", "0.5"
reads "0,5", a list '["river", "major_river"]' reads '["rivière", "fleuve"]'; what the designer
types in either form is written back as the id.

The words of a game's ids come from that game (its UI module's `data_words()` hook, found through
`TableGame.ui_module`, see editor/hexmap_words.py), so the editor names no game; JSON's own
literals (true, false, null) are the editor's words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QLocale

from sandtable.editor.hexmap_words import game_hook_words
from sandtable.ui.i18n import shown_language

_DECIMAL = re.compile(r"-?\d+\.\d+")


def tr(text: str) -> str:
    return QCoreApplication.translate("GameDataWords", text)


class CellWords:
    """Id <-> word for one game's data files; anything else reads and is typed as it is."""

    def __init__(self, words: Mapping[str, str]) -> None:
        self._words = dict(words)
        self._literals = {"true": tr("yes"), "false": tr("no"), "null": tr("none")}
        # Typed back: a word, in any case.
        self._ids = {w.casefold(): i for i, w in self._words.items()}
        self._literal_ids = {w.casefold(): i for i, w in self._literals.items()}
        self._locale = QLocale(shown_language())

    @classmethod
    def of(cls, game_package: str) -> CellWords:
        return cls(game_hook_words(game_package, "data_words") if game_package else {})

    def label(self, row_label: str) -> str:
        """A row label ("polish_corps") as the designer reads it; a name or a number as it is."""
        return self._words.get(row_label, row_label)

    def show(self, text: str) -> str:
        """A cell's text (`table_data.show_cell`) in the windows' language."""
        if text in self._literals:
            return self._literals[text]
        if text in self._words:
            return self._words[text]
        if _DECIMAL.fullmatch(text):
            return self._locale.toString(float(text), "f", len(text.split(".")[1]))
        if text.startswith("["):
            items = self._strings(text)
            if items is not None:
                return json.dumps([self._words.get(i, i) for i in items], ensure_ascii=False)
        return text

    def typed(self, text: str, before: str = "") -> str:
        """What the designer typed over a cell that read `before` (its file text), with the words
        put back as the file's ids (the inverse of `show`; decimals with a comma are read by
        `table_data.parse_cell`). A word becomes an id only in a cell that held an id or nothing:
        a unit typed "MG" in a name column stays "MG", though "mg" is a kind."""
        stripped = text.strip()
        literal = self._literal_ids.get(stripped.casefold())
        if literal is not None:
            return literal
        found = self._ids.get(stripped.casefold())
        if found is not None and (not before.strip() or before in self._words):
            return found
        if stripped.startswith("["):
            items = self._strings(stripped)
            if items is not None:
                return json.dumps([self._ids.get(i.strip().casefold(), i) for i in items])
        return text

    @staticmethod
    def _strings(text: str) -> list[str] | None:
        try:
            value = json.loads(text)
        except ValueError:
            return None
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return value if ok else None
