"""FSTR's words for the ids of its data files (charts.json, counters.json) as the game-data editor
shows them: row ids (terrains, operations bought with activation points, counter kinds) and the ids
a cell may hold ("always", "operational"). The files keep their ids; typed words are read back.

Italian from the FSTR rulebook (seed 003: sbarco maggiore, corpo polacco, Kampfgruppe, task force,
terminale di rifornimento, linea Gustav operativa); French in the 1943-1945 rulebook's manner.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandtable.ui.games.fstr.map_terms import map_words

# Unit sizes as printed on the counters: the same in every language.
SIZES = ("X", "III", "II")


def tr(text: str) -> str:
    return QCoreApplication.translate("FstrDataWords", text)


def kind_words() -> dict[str, str]:
    """The counters' `type` ids (counters.json) in the windows' language."""
    return {
        "inf": tr("infantry"), "armour": tr("armour"), "tank": tr("tanks"), "td": tr("tank destroyers"),
        "recon": tr("reconnaissance"), "para": tr("paratroopers"), "sf": tr("special forces"),
        "mtn": tr("mountain troops"), "engr": tr("engineers"), "mech": tr("mechanised infantry"),
        "heavy": tr("heavy tanks"), "at": tr("anti-tank"), "mg": tr("machine-guns"),
        "kg": tr("Kampfgruppe"), "naval": tr("naval"),
    }


def data_words() -> dict[str, str]:
    """Id -> word for the game-data editor (literal tr() calls so that lupdate extracts each)."""
    words = dict(map_words())
    words.update({
        "fortification": tr("fortification"), "mountain_less": tr("mountain, less"),
        "ridge_less": tr("ridge, less"), "source": tr("source"),
        "division": tr("division"), "corps": tr("corps"), "army": tr("army"),
        "polish_corps": tr("Polish corps"), "reassign_division": tr("reassign a division"),
        "reassign_corps": tr("reassign a corps"), "tf": tr("task force"),
        "drop_division": tr("drop a division"), "drop_unit": tr("drop a unit"),
        "major_landing": tr("major landing"), "minor_landing": tr("minor landing"),
        "gustav_box": tr("Gustav line box"), "airfield_group": tr("group of aircraft from airfields"),
        "intelligence": tr("intelligence"), "offensive": tr("offensive"),
        "tactical_adjustment": tr("tactical adjustment"), "gegenangriff": tr("Gegenangriff"),
        "supply_extension": tr("supply extension"), "other_army_terminal": tr("another army's terminal"),
        "always": tr("always"), "operational": tr("once operational"),
        # The operations chart's costs written as rules (corps: its activated divisions + 1).
        "activated divisions + 1": tr("activated divisions + 1"), "divisions + 1": tr("divisions + 1"),
        "impassable without a bridge": tr("impassable without a bridge"),
        # The drop-direction chart's compass points (north-west is NO in French and Italian).
        "NW": tr("NW"), "SW": tr("SW"),
    })
    kinds = kind_words()
    words.update(kinds)
    # The typical-values rows: a kind and a size ("inf-III" -> "fanteria III").
    words.update({f"{k}-{size}": f"{word} {size}" for k, word in kinds.items() for size in SIZES})
    return words
