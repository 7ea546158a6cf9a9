"""Revised's short words at the table in the windows' language: the codes on its unit counters and
the powers in the turn-order track (games/aa_revised/table_view.py writes them in English: "Inf3",
"SU"). The window draws each code through the game's `table_words()` hook (ui/play/hooks.py,
`Palette.label`), so no game's code is known to the shared window.

The short forms follow the unit and power names of each language's rulebook (the Italian Revised
rules: fanteria, carro armato, caccia, corazzata, cacciatorpediniere, portaerei, sommergibile,
complesso industriale; French: infanterie, char, chasseur, cuirassé, porte-avions, sous-marin,
DCA for the AA gun) and stay as short as the English, so a counter is no wider than its stack's room.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("RevisedTable", text)


def words() -> dict[str, str]:
    """{English code: the code in the windows' language}; translated when called, not at import."""
    return {
        # Unit counters (table_view.CODES).
        "Inf": tr("Inf"),     # infantry
        "Art": tr("Art"),     # artillery
        "Arm": tr("Arm"),     # tank (armour)
        "AA": tr("AA"),       # AA gun
        "IC": tr("IC"),       # industrial complex
        "Fig": tr("Fig"),     # fighter
        "Bom": tr("Bom"),     # bomber
        "BB": tr("BB"),       # battleship
        "DD": tr("DD"),       # destroyer
        "CV": tr("CV"),       # aircraft carrier
        "Tr": tr("Tr"),       # transport
        "Sub": tr("Sub"),     # submarine
        # The powers in the turn-order track (table_view.CODES_POWER).
        "SU": tr("SU"),       # USSR
        "GE": tr("GE"),       # Germany
        "UK": tr("UK"),       # United Kingdom
        "JP": tr("JP"),       # Japan
        "US": tr("US"),       # United States
    }
