"""What the editor's view shows besides the board and how the mouse reaches the tools: `EditorView`
(the tools in front of the board view's pan and click handling), the active tool's overlay, the
adjacency lines, and `SceneBoard` (the board as the scene is given it).
"""

from __future__ import annotations

import dataclasses
import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from sandtable.board import Board
from sandtable.editor import tools as tl
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.board_view import BoardView

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow


PROBLEM = QColor("#e0263c")
BORDER_LINK = QColor(60, 90, 40, 200)
SEA_LINK = QColor(40, 90, 170, 210)
CUT = QColor("#d7263d")


class OverlayItem(QGraphicsItem):
    """Paints the active tool's feedback over the board (a single item, redrawn on demand)."""

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__()
        self.editor = editor
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.editor.tool.paint(painter, scale)


class AdjacencyItem(QGraphicsItem):
    """Adjacency derived from the board: border neighbours joined label to label, sea adjacency
    as a blue line from a coastal zone's label to its coast, cut pairs crossed out in red."""

    def __init__(self, lines: list[tuple[QPointF, QPointF, str]], rect: QRectF) -> None:
        super().__init__()
        self.lines = lines
        self._rect = rect
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for a, b, kind in self.lines:
            color = {"border": BORDER_LINK, "sea": SEA_LINK, "cut": CUT}.get(kind, BORDER_LINK)
            style = Qt.PenStyle.DotLine if kind == "sea" else Qt.PenStyle.SolidLine
            pen = QPen(color, 1.6 if kind != "cut" else 2.0, style, Qt.PenCapStyle.RoundCap)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawLine(a, b)
            if kind == "cut":
                m = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
                r = 6.0 / scale
                painter.drawLine(QPointF(m.x() - r, m.y() - r), QPointF(m.x() + r, m.y() + r))
                painter.drawLine(QPointF(m.x() - r, m.y() + r), QPointF(m.x() + r, m.y() - r))
            elif kind == "sea":
                painter.setBrush(color)
                painter.drawEllipse(b, 2.5 / scale, 2.5 / scale)


class SceneBoard:
    """The board as the scene is given it: the same object except that hexes carry no name.

    BoardScene labels every named zone and lays the labels out against each other, which takes
    minutes for a grid of a few thousand hexes; the editor names a hex in the status bar instead.
    """

    def __init__(self, board: Board) -> None:
        self._board = board
        self.zones = {zid: (dataclasses.replace(z, name="") if z.kind == "hex" and z.name else z)
                      for zid, z in board.zones.items()}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._board, name)


class EditorView(BoardView):
    """The board view with the editor's tools in front of its pan and click handling."""

    def __init__(self, scene: BoardScene, editor: EditorWindow) -> None:
        super().__init__(scene, editor)
        self.editor = editor
        self._taken = False
        self._press_at: QPoint | None = None

    def mouse_at(self, viewport_pos: QPoint, button: Qt.MouseButton = Qt.MouseButton.NoButton,
                 modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> tl.Mouse | None:
        """The tool's view of a viewport point (None without a board)."""
        board = self.editor.board
        if board is None:
            return None
        pos = self.mapToScene(viewport_pos)
        km = (pos.x(), -pos.y())
        return tl.Mouse(pos, km, board.unproject(*km), button, modifiers)

    def mouse(self, event: QMouseEvent) -> tl.Mouse | None:
        return self.mouse_at(event.position().toPoint(), event.button(), event.modifiers())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        self._press_at = event.position().toPoint()
        if m is not None and self.editor.tool.press(m):
            self._taken = True
            event.accept()
            return
        self._taken = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        if m is not None:
            self.editor.show_position(m)
        if self._taken and m is not None:
            self.editor.tool.drag(m)
            event.accept()
            return
        super().mouseMoveEvent(event)
        if m is not None and (self._press_at is None or not event.buttons()):
            self.editor.tool.hover(m)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        press, self._press_at = self._press_at, None
        if self._taken:
            self._taken = False
            if m is not None:
                self.editor.tool.release(m)
            event.accept()
            return
        super().mouseReleaseEvent(event)
        moved = (event.position().toPoint() - press).manhattanLength() if press is not None else 99
        if m is not None and moved <= 4 and event.button() == Qt.MouseButton.LeftButton:
            self.editor.tool.click(m)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        self._press_at = None  # the release that follows is not another click
        if m is not None:
            self.editor.tool.double_click(m)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.editor.tool.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)
