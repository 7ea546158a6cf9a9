"""The tracks beside the board, as the game's view lists them (turn, impulse, transport points,
combat round, event displays, ...): a title, then a row of boxes with the lit ones in their owner's
colour, or a line of text when a track has no boxes. Nothing here knows a game.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from sandtable.core.table import TrackView
from sandtable.ui.play.pieces_layer import Palette, game_text

_ROW = 22.0
_LABEL_W = 112.0
TURN_COLOUR = QColor("#8a5a00")     # a track lit by nobody in particular (the turn marker)
COMBAT_COLOUR = QColor("#b71c1c")   # owner -1: the combat's tracks


class TracksWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tracks: tuple[TrackView, ...] = ()
        self.palette_: Palette = Palette([])
        self._label_w = _LABEL_W
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self._height())

    def _height(self) -> int:
        return int(max(1, len(self.tracks)) * (_ROW + 4) + 6)

    def sizeHint(self) -> QSize:
        return QSize(340, self._height())

    def set_tracks(self, tracks: tuple[TrackView, ...], palette: Palette) -> None:
        self.tracks = tuple(tracks)
        self.palette_ = palette
        self.setMinimumHeight(self._height())
        self.setToolTip("\n".join(f"{game_text(t.title)}: {game_text(t.tooltip)}".lstrip(": ")
                                  for t in self.tracks if t.tooltip))
        self.update()

    def _colour(self, track: TrackView) -> QColor:
        if track.owner is None:
            return QColor(TURN_COLOUR)
        if track.owner < 0:
            return QColor(COMBAT_COLOUR)
        return self.palette_.colour(track.owner)

    def _label_width(self) -> float:
        """The titles' column: as wide as the longest title (Italian and French run longer than
        English: "Città della vittoria" was cut), at least _LABEL_W, at most 40% of the panel."""
        font = QFont(self.font())
        font.setBold(True)
        metrics = QFontMetricsF(font)
        widest = max((metrics.horizontalAdvance(game_text(t.title)) for t in self.tracks), default=0.0)
        return max(_LABEL_W, min(widest + 10.0, self.width() * 0.4))

    def _label(self, painter: QPainter, y: float, text: str) -> None:
        painter.setPen(QColor("#222222"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(4, y, self._label_w - 6, _ROW), Qt.AlignmentFlag.AlignVCenter, text)

    def cell_texts(self, track: TrackView) -> list[str]:
        """A track's cells as drawn: in the game's words ("URSS", not "SU")."""
        return [self.palette_.label(text) for text in track.cells]

    def cell_width(self, track: TrackView) -> float:
        """Each cell of `track`: as wide as its widest text (26 px cut Italian "URSS"), room permitting."""
        metrics = QFontMetricsF(self.font())
        widest = max((metrics.horizontalAdvance(t) for t in self.cell_texts(track)), default=0.0) + 6.0
        room = (self.width() - self._label_width() - 8) / max(len(track.cells), 1) - 3
        return max(10.0, min(max(26.0, widest), room))

    def _boxes(self, painter: QPainter, y: float, track: TrackView) -> float:
        count = len(track.cells)
        texts = self.cell_texts(track)
        width = self.cell_width(track)
        colour = self._colour(track)
        for i, text in enumerate(texts):
            rect = QRectF(self._label_w + i * (width + 3), y, width, _ROW)
            on = i in track.lit
            painter.setPen(QPen(QColor("#555555"), 1))
            painter.setBrush(colour if on else QColor("#f4f1e8"))
            painter.drawRoundedRect(rect, 3, 3)
            painter.setPen(QColor("#ffffff") if on else QColor("#333333"))
            painter.setFont(self.font())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        return self._label_w + count * (width + 3)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        y = 4.0
        self._label_w = self._label_width()
        for track in self.tracks:
            self._label(painter, y, game_text(track.title))
            if track.cells:
                right = self._boxes(painter, y, track)
                if track.tooltip and not track.lit:
                    # A track waiting between its uses says why (the impulse track between impulses).
                    painter.setPen(QColor("#555555"))
                    painter.drawText(QRectF(right + 4, y, 200, _ROW), Qt.AlignmentFlag.AlignVCenter,
                                     game_text(track.tooltip))
            else:
                painter.setPen(QColor("#222222"))
                painter.setFont(self.font())
                room = self.width() - self._label_w - 4
                text = painter.fontMetrics().elidedText(game_text(track.tooltip), Qt.TextElideMode.ElideRight,
                                                        int(room))  # the whole text is in the tooltip
                painter.drawText(QRectF(self._label_w, y, room, _ROW), Qt.AlignmentFlag.AlignVCenter, text)
            y += _ROW + 4
        painter.end()
