"""The tracks beside the board, as on the printed map: turn (with Overlord marked), impulse (whose
and which step), each side's naval transport points, the combat round, and each side's event
display with the tokens left when the engine keeps one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from sandtable.ui.play.pieces_layer import SIDE_COLOURS

_ROW = 22.0
_LABEL_W = 112.0


def _events(state: Any) -> list[dict[str, int]] | None:
    """Per side {event: times played}, with the tokens in hand under "hand", from the engine's
    event display (`state.ev`, or `state.events` as two dicts)."""
    track = getattr(state, "ev", None)
    if track is not None and hasattr(track, "plays") and hasattr(track, "hand"):
        try:
            from sandtable.games.g1943_45.events import EVENTS
        except ImportError:
            return None
        result = []
        for side, name in enumerate(("allied", "axis")):
            played = {e: n for e, n in zip(EVENTS[name], track.plays[side], strict=False) if n}
            result.append({"hand": int(track.hand[side]), **played})
        return result
    events = getattr(state, "events", None)
    if isinstance(events, list | tuple) and len(events) == 2 and all(isinstance(e, dict) for e in events):
        return [{str(k): int(v) for k, v in e.items() if isinstance(v, int)} for e in events]
    return None


class TracksWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: Any = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def _height(self) -> int:
        rows = 6 + (2 if self.state is not None and _events(self.state) else 0)
        return int(rows * (_ROW + 4) + 6)

    def sizeHint(self) -> QSize:
        return QSize(340, self._height())

    def set_state(self, state: Any) -> None:
        self.state = state
        self.setMinimumHeight(self._height())
        self.update()

    def _label(self, painter: QPainter, y: float, text: str) -> None:
        painter.setPen(QColor("#222222"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(4, y, _LABEL_W - 6, _ROW), Qt.AlignmentFlag.AlignVCenter, text)

    def _boxes(self, painter: QPainter, y: float, count: int, current: int | set[int] | None,
               colour: QColor, marks: dict[int, str] | None = None) -> None:
        width = max(10.0, min(26.0, (self.width() - _LABEL_W - 8) / max(count, 1) - 3))
        lit = current if isinstance(current, set) else ({current} if current is not None else set())
        for i in range(count):
            rect = QRectF(_LABEL_W + i * (width + 3), y, width, _ROW)
            on = i in lit
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(colour if on else QColor("#f4f1e8"))
            painter.drawRoundedRect(rect, 3, 3)
            text = (marks or {}).get(i, str(i + 1))
            painter.setPen(QColor("#ffffff") if on else QColor("#333333"))
            painter.setFont(self.font())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        s = self.state
        if s is None:
            painter.end()
            return
        tr = self.tr
        y = 4.0
        rules = getattr(s, "rules", None)
        turns = int(getattr(rules, "turns", 8) or 8)
        overlord = int(getattr(rules, "overlord_turn", 0) or 0)
        self._label(painter, y, tr("Turn"))
        self._boxes(painter, y, turns, s.turn - 1, QColor("#8a5a00"),
                    {overlord - 1: f"{overlord}★"} if 0 < overlord <= turns else None)
        y += _ROW + 4
        self._label(painter, y, tr("Impulse"))
        total = s.impulses_total() if hasattr(s, "impulses_total") else 4
        if s.phase == "impulses":
            side = s.active_side()
            marks = {i: ("A" if s.order[i % 2] == 0 else "X") + str(i // 2 + 1) for i in range(total)}
            self._boxes(painter, y, total, s.impulse, SIDE_COLOURS[side], marks)
        else:
            marks = {i: ("A" if s.order[i % 2] == 0 else "X") + str(i // 2 + 1) for i in range(total)}
            self._boxes(painter, y, total, None, QColor("#888888"), marks)
            painter.setPen(QColor("#555555"))
            painter.drawText(QRectF(_LABEL_W + total * 29 + 4, y, 200, _ROW), Qt.AlignmentFlag.AlignVCenter,
                             _phase_title(s.phase))
        y += _ROW + 4
        for side, name in ((0, tr("Transport Allies")), (1, tr("Transport Axis"))):
            self._label(painter, y, name)
            points = int(s.transport[side]) if hasattr(s, "transport") else 0
            start = int(getattr(rules, "naval_transport", {}).get(("allied", "axis")[side], points)) \
                if rules is not None else points
            # Points left are lit; spent points stay as empty boxes, as markers moved down a track.
            boxes = max(start, points, 1)
            self._boxes(painter, y, boxes, set(range(points)), SIDE_COLOURS[side],
                        {i: "⚓" for i in range(boxes)})
            y += _ROW + 4
        combat = getattr(s, "combat", None)
        battle = getattr(combat, "resolver", None) or getattr(s, "battle", None)
        self._label(painter, y, tr("Combat round"))
        rnd = int(getattr(battle, "round", 0) or 0) if battle is not None else 0
        self._boxes(painter, y, max(4, rnd), rnd - 1 if rnd else None, QColor("#b71c1c"))
        y += _ROW + 4
        if combat is not None and s.phase == "impulses":
            self._label(painter, y, tr("Attack arrows"))
            used = int(getattr(combat, "arrows", 0))
            self._boxes(painter, y, 3, set(range(used)), QColor("#b71c1c"), {i: "➜" for i in range(3)})
            y += _ROW + 4
        events = _events(s)
        if events:
            for side, name in ((0, tr("Events Allies")), (1, tr("Events Axis"))):
                self._label(painter, y, name)
                row = dict(events[side])
                hand = row.pop("hand", None)
                text = (tr("%1 tokens").replace("%1", str(hand)) + "  ") if hand is not None else ""
                text += ", ".join(f"{k.replace('_', ' ')} ×{v}" for k, v in sorted(row.items())) or ""
                painter.setPen(QColor("#222222"))
                painter.setFont(self.font())
                painter.drawText(QRectF(_LABEL_W, y, self.width() - _LABEL_W, _ROW),
                                 Qt.AlignmentFlag.AlignVCenter, text)
                y += _ROW + 4
        painter.end()


def _phase_title(phase: str) -> str:
    from PySide6.QtCore import QCoreApplication as Q

    titles = {
        "axis_setup": Q.translate("TracksWidget", "Axis set-up"),
        "initiative_roll": Q.translate("TracksWidget", "initiative"),
        "initiative_choice": Q.translate("TracksWidget", "initiative"),
        "reinforcements": Q.translate("TracksWidget", "reinforcements"),
        "conversion": Q.translate("TracksWidget", "conversion"),
        "overlord": Q.translate("TracksWidget", "Overlord"),
        "supply": Q.translate("TracksWidget", "supply"),
        "end_of_turn": Q.translate("TracksWidget", "end of turn"),
    }
    return titles.get(phase, phase)
