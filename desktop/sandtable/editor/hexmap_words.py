"""The hex-map editor's words for what a map holds: terrains, hex features, hexside kinds and road
classes, shown in the windows' language while the map keeps its English ids (issue 26).

The ids come from the owning game's vocabulary (`board.hexmap_check.Vocabulary`); the words here
are the hex-map vocabulary the printed maps use (Italian from the FSTR rulebook: pianura, collina,
montagna, cresta, città, villaggio). An id without a word here is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("HexMapWords", text)


def _words() -> dict[str, str]:
    # Literal tr() calls so that lupdate extracts every word.
    return {
        "sea": tr("sea"), "lake": tr("lake"), "plain": tr("plain"), "hill": tr("hill"),
        "mountain": tr("mountain"), "city": tr("city"), "village": tr("village"), "port": tr("port"),
        "airfield": tr("airfield"), "gustav": tr("Gustav line"), "bernhardt": tr("Bernhardt line"),
        "axis_supply": tr("Axis supply terminal"), "viii_supply": tr("VIII Army supply"),
        "adriatic": tr("Adriatic coast"), "border_sea": tr("grey-border sea"),
        "river": tr("river"), "major_river": tr("major river"), "ridge": tr("ridge"),
        "road": tr("road"), "bridge": tr("bridge"), "major": tr("major"), "minor": tr("minor"),
    }


def word(map_id: str) -> str:
    """`map_id` ("major_river") in the windows' language ("fiume maggiore"), else as it is."""
    return _words().get(map_id, map_id)


def words(map_ids: Iterable[str], sep: str = ", ") -> str:
    return sep.join(word(i) for i in map_ids)


def ids_of(text: str, known: Iterable[str] = ()) -> list[str]:
    """The ids of a list of words as the player reads or types them: comma-separated words, each
    in the windows' language or as an id ("città, linea Gustav" or "city gustav" -> city, gustav).
    A piece that is no known word is split at spaces (ids have none) and kept as typed."""
    by_word = {word(i).casefold(): i for i in (*_words(), *known)}
    out: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        found = by_word.get(piece.casefold())
        out.extend([found] if found else [by_word.get(w.casefold(), w) for w in piece.split()])
    return out
