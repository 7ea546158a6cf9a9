"""The odds panel of the attack dialog: the exact outcome distribution of the attack or landing being
composed (attacker takes the zone / defender holds / defender retreats) as three bars with
percentages, plus the expected losses of each side.

The battle is described exactly as the engine would start it (`attack.battle_setup` on a copy of
the state carrying the composed action); the defender is assumed to use its supports. Anything that
cannot be described shows "—" instead of failing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from sandtable.core.protocol import Action

DASH = "—"
COLOURS = ("#2e7d32", "#c62828", "#f9a825")


def battle_setup_for(state: Any, action: Action) -> Any | None:
    """The BattleSetup the engine would fight for `action` from `state`, or None when it cannot be
    described (not a 1943-45 state, an uncontested zone, or a selection the setup refuses)."""
    from sandtable.games.g1943_45 import attack as AT

    if not hasattr(state, "combat") or not hasattr(state, "clone"):
        return None
    s = state.clone()
    side = s.active_side()
    target = action.target  # type: ignore[attr-defined]
    if not s.occ().presence[1 - side][target]:
        return None
    landing = action.kind == "land"
    s.combat.fight = {"kind": "landing" if landing else "attack", "attacker": side, "target": target,
                      "origins": list(action.origins), "cubes": list(action.cubes),  # type: ignore[attr-defined]
                      "counters": list(action.counters),  # type: ignore[attr-defined]
                      "tank": action.tank_support, "plane": action.plane_support,  # type: ignore[attr-defined]
                      "paratroopers": list(action.paratroopers),  # type: ignore[attr-defined]
                      "fleets": list(getattr(action, "fleets", ())), "interceptors": []}
    # The defender is assumed to use the supports it has (the cautious estimate for the attacker).
    _, planes, tanks = AT._defence_options(s)
    s.combat.fight["def_tank"] = tanks[0] if tanks else ""
    s.combat.fight["def_plane"] = planes[0] if planes else ""
    return AT.battle_setup(s)


def compute_odds(state: Any, action: Action) -> Any | None:
    """The exact OddsResult of `action`, or None when it cannot be described."""
    from sandtable.odds.exact import exact_odds

    try:
        setup = battle_setup_for(state, action)
        return None if setup is None else exact_odds(setup)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError):
        return None


class OddsBar(QWidget):
    """One horizontal bar filled to a fraction, with the percentage written on it."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.value: float | None = None
        self.setMinimumHeight(16)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(160, 18)

    def set_value(self, value: float | None) -> None:
        self.value = value
        self.update()

    def text(self) -> str:
        return DASH if self.value is None else f"{self.value:.1%}"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QColor("#9e9e9e"))
        painter.setBrush(QColor("#f5f5f5"))
        painter.drawRect(rect)
        if self.value is not None and self.value > 0:
            filled = QRectF(rect.x(), rect.y(), rect.width() * min(1.0, self.value), rect.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colour)
            painter.drawRect(filled)
        painter.setPen(QColor("#000000"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()


class OddsPanel(QWidget):
    """Three outcome bars and the expected losses; `show_odds(action)` recomputes synchronously."""

    def __init__(self, state: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.result: Any | None = None
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 4)
        title = QLabel(self.tr("Battle odds (defender uses its supports, never retreats)"), self)
        title.setStyleSheet("font-weight: bold;")
        grid.addWidget(title, 0, 0, 1, 2)
        names = (self.tr("Attacker takes the zone"), self.tr("Defender holds"), self.tr("Defender retreats"))
        self.bars: list[OddsBar] = []
        for row, (name, colour) in enumerate(zip(names, COLOURS, strict=True), start=1):
            grid.addWidget(QLabel(name, self), row, 0)
            bar = OddsBar(colour, self)
            grid.addWidget(bar, row, 1)
            self.bars.append(bar)
        self.losses = QLabel(DASH, self)
        grid.addWidget(self.losses, len(names) + 1, 0, 1, 2)
        grid.setColumnStretch(1, 1)

    def probabilities(self) -> tuple[float, float, float, float] | None:
        """(takes, holds, retreats, zone left empty), summing to 1, or None while "—" is shown. A
        retreat the attacker follows into the zone counts as taking it, so the four never overlap."""
        if self.result is None:
            return None
        r = self.result
        takes = float(r.p_attacker_takes_zone)
        holds = float(r.p_defender_holds)
        retreats = float(sum((p for (res, taken, _, _), p in r.outcomes.items()
                              if res == "defender_retreated" and not taken), 0.0))
        return takes, holds, retreats, max(0.0, float(r.total()) - takes - holds - retreats)

    def show_odds(self, action: Action | None) -> None:
        self.result = None if action is None else compute_odds(self.state, action)
        shown = self.probabilities()
        for i, bar in enumerate(self.bars):
            bar.set_value(None if shown is None else shown[i])
        if self.result is None:
            self.losses.setText(self.tr("Expected losses: %1").replace("%1", DASH))
        else:
            att, dfn = (float(x) for x in self.result.expected_losses)
            text = (self.tr("Expected losses: attacker %1, defender %2")
                    .replace("%1", f"{att:.2f}").replace("%2", f"{dfn:.2f}"))
            if shown is not None and shown[3] >= 0.0005:
                text += "\n" + self.tr("Both sides eliminated: %1").replace("%1", f"{shown[3]:.1%}")
            self.losses.setText(text)
