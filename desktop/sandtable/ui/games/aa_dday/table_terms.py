"""D-Day's short words at the table in the windows' language: the letters on its unit counters
(games/aa_dday/table_view.py writes them in English: "I4", "T", "Bo"). The window draws each code
through the game's `table_words()` hook (ui/play/hooks.py, `Palette.label`, which keeps the count).

The letters are the initials of each language's unit names (the Italian D-Day rules: fanteria,
artiglieria, carro armato, bunker, caccia, bombardiere; French: infanterie, artillerie, char,
blockhaus, chasseur, bombardier), two letters where two units share one (caccia and carro).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("DDayTable", text)


def words() -> dict[str, str]:
    """{English code: the code in the windows' language}; translated when called, not at import."""
    return {
        "I": tr("I"),     # infantry
        "A": tr("A"),     # artillery
        "T": tr("T"),     # tank
        "B": tr("B"),     # blockhouse
        "F": tr("F"),     # fighter
        "Bo": tr("Bo"),   # bomber
    }
