"""D-Day's "Cards" tab (Qt): the face of the card in play drawn like the printed card (the
active side at the top, the number, the action, the response in small print, the instructions), the
next order cards, and the three reinforcement charts in words: every unit left in the order it
enters, the beach limits printed on the US chart, and what a roll of 7 brings.

The texts are the game's (`games/aa_dday/table_cards.py`); this module only lays them out.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from sandtable.games.aa_dday import table_cards
from sandtable.ui.play.pieces_layer import game_text

SEAT_OF_SIDE = {"axis": 0, "allies": 1}
SEAT_OF_POWER = {"germany": 0, "uk": 1, "us": 2}


def tr(text: str) -> str:
    return QCoreApplication.translate("DDayCardsPanel", text)


def _deck_title(deck: str, n: int) -> str:
    if deck == "fate":
        return tr("Fate card %1").replace("%1", str(n))
    if deck == "tactics":
        return tr("Tactics card %1").replace("%1", str(n))
    return tr("Order card %1").replace("%1", str(n))


def _label(parent: QWidget, wrap: bool = True) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


class CardFaceView(QFrame):
    """One card: a band in the active side's colour, then the number, action, response and text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ddayCard")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 8)
        box.setSpacing(4)
        self.band = QLabel(self)
        self.band.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.band.setMinimumHeight(26)
        self.number = _label(self, False)
        self.number.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = _label(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.response = _label(self)
        self.response.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = _label(self)
        self.footer = _label(self)
        box.addWidget(self.band)
        for w in (self.number, self.title, self.response, self.text, self.footer):
            w.setContentsMargins(10, 0, 10, 0)
            box.addWidget(w)

    def show_face(self, face: table_cards.CardFace | None, colour: QColor) -> None:
        if face is None:
            self.band.setText("")
            self.number.setText("")
            self.title.setText(tr("No card in play"))
            for w in (self.response, self.text, self.footer):
                w.setText("")
            self.setStyleSheet("")
            return
        ink = "#ffffff" if colour.lightness() < 150 else "#1a1a1a"
        self.setStyleSheet(
            f"QFrame#ddayCard {{ background: #fbf8ef; border: 3px solid {colour.name()}; "
            "border-radius: 8px; }"
        )
        self.band.setStyleSheet(f"background: {colour.name()}; color: {ink}; font-weight: bold; "
                                "border-top-left-radius: 5px; border-top-right-radius: 5px;")
        self.band.setText(html.escape(game_text(face.top).upper()))
        deck = html.escape(_deck_title(face.deck, face.n))
        self.number.setText(f"<span style='font-size:20pt; font-weight:bold'>{face.n}</span>"
                            f"<br><span style='color:#555'>{deck}</span>")
        self.title.setText(f"<span style='font-size:13pt; font-weight:bold'>"
                           f"{html.escape(game_text(face.title))}</span>")
        self.response.setText(f"<i>{html.escape(game_text(face.response))}</i>" if face.response else "")
        self.response.setVisible(bool(face.response))
        self.text.setText(html.escape(game_text(face.text)))
        self.footer.setText(f"<span style='color:#666; font-size:8pt'>{html.escape(game_text(face.footer))}"
                            "</span>" if face.footer else "")
        self.footer.setVisible(bool(face.footer))


class CardsPanel(QScrollArea):
    def __init__(self, parent: QWidget, window: Any) -> None:
        super().__init__(parent)
        self.window_ = window
        self.controller: QObject | None = None
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget(self)
        box = QVBoxLayout(inner)
        box.setContentsMargins(6, 6, 6, 6)
        self.card = CardFaceView(inner)
        self.next = _label(inner)
        self.charts_head = _label(inner)
        heading = tr("Reinforcement charts")
        self.charts_head.setText(f"<b>{html.escape(heading)}</b>")
        self.charts: list[QLabel] = []
        box.addWidget(self.card)
        box.addWidget(self.next)
        box.addWidget(self.charts_head)
        self.charts_box = box
        box.addStretch(1)
        self.setWidget(inner)

    def watch(self, controller: QObject | None) -> None:
        """The window may start another game in place (a save of another game): when the controller
        of this game goes, the tab goes too unless D-Day is still on the table."""
        if controller is None or controller is self.controller:
            return
        self.controller = controller
        controller.destroyed.connect(self._controller_gone)

    def _controller_gone(self) -> None:
        QTimer.singleShot(0, self._check_game)

    def _check_game(self) -> None:
        window = self.window_
        if getattr(window.table, "ui_module", "") == __package__:
            return
        index = window.tabs.indexOf(self)
        if index >= 0:
            window.tabs.removeTab(index)
        window.dday_cards = None
        self.deleteLater()

    def follow(self, state: Any, palette: Any) -> None:
        face = table_cards.current_face(state)
        self.card.show_face(face, palette.colour(SEAT_OF_SIDE.get(face.side, 1) if face else 1))
        upcoming = table_cards.next_faces(state)
        lines = [f"{f.n} {html.escape(game_text(f.title))} ({html.escape(game_text(f.top))})"
                 for f in upcoming]
        title = tr("Next:")
        self.next.setText(f"<b>{html.escape(title)}</b> " +
                          ("; ".join(lines) if lines else html.escape(tr("the victory check"))))
        texts = table_cards.chart_texts(state)
        while len(self.charts) < len(texts):
            label = _label(self.widget())
            self.charts_box.insertWidget(self.charts_box.count() - 1, label)
            self.charts.append(label)
        for label, chart in zip(self.charts, texts, strict=False):
            colour = palette.colour(SEAT_OF_POWER.get(chart.power, 0)).name()
            left = tr("%1 units left").replace("%1", str(chart.left))
            parts = [f"<span style='color:{colour}; font-weight:bold'>■</span> "
                     f"<b>{html.escape(game_text(chart.name))}</b> — {html.escape(left)}",
                     html.escape(game_text(chart.order))]
            if chart.average:
                parts.append(f"<i>{html.escape(game_text(chart.average))}</i>")
            label.setText("<br>".join(parts))


def follow(window: Any) -> None:
    """Add the tab on first use, then show the state's card and charts."""
    panel = getattr(window, "dday_cards", None)
    if panel is None:
        panel = window.dday_cards = CardsPanel(window.tabs, window)
        window.tabs.addTab(panel, tr("Cards"))
    panel.watch(getattr(window, "controller", None))
    panel.follow(window.state, window.palette_)
