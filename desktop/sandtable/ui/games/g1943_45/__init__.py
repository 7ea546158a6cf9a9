"""1943-45's own widgets at the table: the attack and landing composer (`compose_attack`, a hook of
`ui.play.hooks`) and the piece names it shows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# The texts of 1943-45's odds report (games/g1943_45/odds_spec.py, no Qt there): the generic odds panel
# translates them in its own context at run time; these markers keep them in the translation files.
ODDS_TEXTS = (
    QT_TRANSLATE_NOOP("OddsPanel", "Battle odds (defender uses its supports, never retreats)"),
    QT_TRANSLATE_NOOP("OddsPanel", "Attacker takes the zone"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender holds"),
    QT_TRANSLATE_NOOP("OddsPanel", "Defender retreats"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected losses: %1"),
    QT_TRANSLATE_NOOP("OddsPanel", "Expected losses: attacker %1, defender %2"),
    QT_TRANSLATE_NOOP("OddsPanel", "Both sides eliminated: %1"),
)


def piece_title(piece: str) -> str:
    t = QCoreApplication.translate
    names = {
        "cube": t("PiecesLayer", "cube"), "tank": t("PiecesLayer", "tank"),
        "tank_it": t("PiecesLayer", "Italian tank"), "plane": t("PiecesLayer", "plane"),
        "plane_it": t("PiecesLayer", "Italian plane"), "elite": t("PiecesLayer", "elite"),
        "paratroopers": t("PiecesLayer", "paratroopers"), "partisans": t("PiecesLayer", "partisans"),
        "fortified_line": t("PiecesLayer", "fortified line"),
        "fleet_us": t("PiecesLayer", "American fleet"), "fleet_uk": t("PiecesLayer", "British fleet"),
        "fleet_it": t("PiecesLayer", "Italian fleet"), "uboat": t("PiecesLayer", "U-boat"),
    }
    return names.get(piece, piece)


def compose_attack(window: Any, target: int, candidates: list[Any]) -> Any:
    """Open the attack/landing dialog on `target` (non-modal: OK submits the composed action)."""
    from sandtable.games.g1943_45.table_compose import composer_candidates
    from sandtable.ui.games.g1943_45.attack_dialog import AttackDialog

    controller = window.controller
    state = controller.state
    offered = composer_candidates(state, target, candidates)  # every origin and count, not only the listed
    dialog = AttackDialog(state.topo.label(target), offered, state.counters, controller.why_illegal,
                          window)
    dialog.accepted.connect(lambda: window.submit(dialog.action()))
    dialog.open()
    return dialog
