"""The odds panel of an attack dialog: the outcome distribution of the battle being composed, one bar
with its percentage per outcome, rare outcomes as a line under the bars, and the expected values.

The panel knows no game: it asks the game's battle spec, through the odds host, to describe the
battle exactly as the engine would start it (`BattleSpec.from_state`) and to count it (`odds`), and
draws the `OddsReport` it gets. Its rows come from the spec's `layout()`, so the same rows stand
before any battle is described; anything that cannot be described shows "—" instead of failing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from sandtable.core.protocol import Action
from sandtable.core.table import OddsReport
from sandtable.ui.i18n import shown_language

DASH = "—"
COLOURS = ("#2e7d32", "#c62828", "#f9a825", "#1565c0", "#6a1b9a", "#4e342e")
SHOWN_FROM = 0.0005  # a minor outcome is written once it would show as 0.1%


def _tr(text: str) -> str:
    # The game's titles are looked up in the panel's context, where their translations live.
    return QCoreApplication.translate("OddsPanel", text)


def number(value: float, decimals: int) -> str:
    """`value` written as the windows' language writes numbers (French and Italian "3,00")."""
    return QLocale(shown_language()).toString(float(value), "f", decimals)


def percent(p: float) -> str:
    """A probability as a percentage in the windows' language ("12.5%", French "12,5 %")."""
    return QCoreApplication.translate("OddsPanel", "%1%").replace("%1", number(100.0 * p, 1))


def expected_lines(report: OddsReport) -> list[tuple[str, list[tuple[str, str]]]]:
    """Expected values grouped by the prefix of their titles: "Expected losses: attacker" and
    "Expected losses: defender" -> [("Expected losses", [("attacker", name), ("defender", name)])]."""
    groups: list[tuple[str, list[tuple[str, str]]]] = []
    for name in report.expected:
        head, sep, item = report.titles.get(name, name).partition(": ")
        if not sep:
            head, item = report.titles.get(name, name), ""
        if groups and groups[-1][0] == head and item:
            groups[-1][1].append((item, name))
        else:
            groups.append((head, [(item, name)]))
    return groups


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
        return DASH if self.value is None else percent(self.value)

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
    """One bar per outcome and the expected values; `show_odds(action)` recomputes synchronously.

    `game_id` names the game whose battle spec counts the odds; without it the panel finds the game
    `state` belongs to. A game without a battle spec gets a hidden panel; a spec without `layout()`
    gets its rows from the first report drawn.
    """

    def __init__(self, state: Any, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        from sandtable.ai.evaluation import game_of
        from sandtable.core.registry import table_for

        self.state = state
        self.game_id = game_id if game_id is not None else game_of(state)
        spec = None if self.game_id is None else table_for(self.game_id).battle_spec()
        layout = getattr(spec, "layout", None)
        self.report: OddsReport | None = None
        self.layout_report = layout() if layout is not None else OddsReport(outcomes={})
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setColumnStretch(1, 1)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-weight: bold;")
        self.grid.addWidget(self.title, 0, 0, 1, 2)
        self.losses = QLabel(DASH, self)
        self.bar_names: list[str] = []
        self.bars: list[OddsBar] = []
        self._rows: list[QWidget] = []
        self._build_rows(self.layout_report)
        if spec is None:
            self.hide()

    def _build_rows(self, shape: OddsReport) -> None:
        """A title, one labelled bar per outcome that is not minor, and the line of text under them."""
        for widget in self._rows:
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.grid.removeWidget(self.losses)
        self.layout_report = shape
        self.title.setText(_tr(shape.heading))
        self.bar_names = [n for n in shape.outcomes if n not in shape.minor]
        self.bars, self._rows = [], []
        for row, name in enumerate(self.bar_names, start=1):
            label = QLabel(_tr(shape.titles.get(name, name)), self)
            bar = OddsBar(COLOURS[(row - 1) % len(COLOURS)], self)
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(bar, row, 1)
            self.bars.append(bar)
            self._rows += [label, bar]
        self.grid.addWidget(self.losses, len(self.bar_names) + 1, 0, 1, 2)

    def probabilities(self) -> tuple[float, ...] | None:
        """Every outcome's probability in the report's order (bars, then the minor ones), summing to
        1, or None while "—" is shown."""
        return None if self.report is None else tuple(float(p) for p in self.report.outcomes.values())

    def show_odds(self, action: Action | None) -> None:
        from sandtable.odds.host import odds_at_table

        self.report = None
        if action is not None and self.game_id is not None:
            self.report = odds_at_table(self.game_id, self.state, action)
        report = self.report
        if report is not None and (list(report.outcomes) != list(self.layout_report.outcomes)
                                   or report.minor != self.layout_report.minor):
            self._build_rows(report)
        for name, bar in zip(self.bar_names, self.bars, strict=True):
            bar.set_value(None if report is None else float(report.outcomes.get(name, 0.0)))
        self.losses.setText("\n".join(self._lines()))

    def _lines(self) -> list[str]:
        """The expected values, one line per group, then the minor outcomes that can happen. A line is
        translated whole ("Expected losses: attacker %1, defender %2") and its numbers filled in."""
        report = self.report
        lines: list[str] = []
        for head, items in expected_lines(report or self.layout_report):
            if report is None:
                lines.append(_tr(f"{head}: %1").replace("%1", DASH))
                continue
            source = f"{head}: " + ", ".join(f"{item} %{i}".lstrip() for i, (item, _) in enumerate(items, 1))
            text = _tr(source)
            for i, (_, name) in enumerate(items, 1):
                text = text.replace(f"%{i}", number(float(report.expected[name]), 2))
            lines.append(text)
        if report is not None:
            for name in report.minor:
                p = float(report.outcomes.get(name, 0.0))
                if p >= SHOWN_FROM:
                    title = report.titles.get(name, name)
                    lines.append(_tr(f"{title}: %1").replace("%1", percent(p)))
        return lines or [DASH]
