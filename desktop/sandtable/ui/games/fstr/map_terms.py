"""FSTR's words for the ids of its hex maps (terrains, hex features, hexside kinds, road classes),
as the hex-map editor shows them in the windows' language while the map keeps its English ids.

The shared editor asks for them through this game's UI module (`map_words` hook of
`sandtable.ui.games.fstr`), so it names no game. Italian from the FSTR rulebook (pianura, collina,
montagna, cresta, città, villaggio, linea Gustav); French from the 1943-1945 rulebook's vocabulary.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


# The context the editor has always used, so the translations made for it are kept.
def tr(text: str) -> str:
    return QCoreApplication.translate("HexMapWords", text)


def map_words() -> dict[str, str]:
    """Map id -> word in the windows' language. Literal tr() calls so that lupdate extracts each."""
    return {
        "sea": tr("sea"), "lake": tr("lake"), "plain": tr("plain"), "hill": tr("hill"),
        "mountain": tr("mountain"), "city": tr("city"), "village": tr("village"), "port": tr("port"),
        "airfield": tr("airfield"), "gustav": tr("Gustav line"), "bernhardt": tr("Bernhardt line"),
        "axis_supply": tr("Axis supply terminal"), "viii_supply": tr("VIII Army supply"),
        "adriatic": tr("Adriatic coast"), "border_sea": tr("grey-border sea"),
        "river": tr("river"), "major_river": tr("major river"), "ridge": tr("ridge"),
        "road": tr("road"), "bridge": tr("bridge"), "major": tr("major"), "minor": tr("minor"),
    }
