"""What every mouse tool of the board editor shares: the `Mouse` event, the `Tool` base class, the
colours and handles of the tools' feedback, terrain colours. The tools themselves are in
`shape_tools.py` (drawing and reshaping zones) and `zone_tools.py` (whole zones, hexes, rulers);
`tools.py` lists them for the toolbar.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen

from sandtable.editor import geometry as geo
from sandtable.editor.geometry import LonLat

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow

SNAP_PX = 9.0
HANDLE_PX = 4.0
ACCENT = QColor("#e0489a")
SNAP_VERTEX = QColor("#ffd23f")
SNAP_COAST = QColor("#38c6f4")
PREVIEW_FILL = QColor(224, 72, 154, 60)
RULER_COLORS = (QColor("#d7263d"), QColor("#1b998b"), QColor("#3d5a80"), QColor("#f46036"), QColor("#6d2e46"))


# Usual terrain names get the colours a map reader expects; other names get one from their text.
TERRAIN_COLORS = {"clear": "#cfe3a6", "forest": "#6fa35a", "woods": "#6fa35a", "mountain": "#a98461",
                  "hills": "#c9ad7f", "rough": "#c9ad7f", "marsh": "#7fb8a8", "swamp": "#7fb8a8",
                  "city": "#9a9a9a", "town": "#b5b5b5", "desert": "#e8d29a"}


def terrain_color(name: str) -> QColor:
    """A stable colour per terrain name (names are free-form)."""
    key = name.strip().lower()
    if key in TERRAIN_COLORS:
        color = QColor(TERRAIN_COLORS[key])
        color.setAlpha(200)
        return color
    hue = zlib.crc32(key.encode("utf-8")) % 360
    return QColor.fromHsv(hue, 110, 225, 190)


@dataclass
class Mouse:
    pos: QPointF               # scene point
    km: tuple[float, float]    # board km (y north)
    lonlat: LonLat
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier


def scene_point(editor: EditorWindow, lonlat: LonLat) -> QPointF:
    x, y = editor.board.project(*lonlat)
    return QPointF(x, -y)


def tool_pen(color: QColor, width: float = 2.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(True)
    return pen


def draw_handle(painter: QPainter, p: QPointF, scale: float, color: QColor, px: float = HANDLE_PX,
            square: bool = False) -> None:
    r = px / scale
    painter.setPen(tool_pen(QColor(20, 20, 20), 1.2))
    painter.setBrush(color)
    if square:
        painter.drawRect(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r))
    else:
        painter.drawEllipse(p, r, r)


class GestureTool:
    """The gesture protocol every editor tool follows (board editor and hex-map editor alike): does
    nothing, so the view pans on drags. `editor` is the window the tool works for; it has
    `overlay_changed()`."""

    key = "tool"
    hint = ""

    def __init__(self, editor: Any) -> None:
        self.editor = editor

    def activate(self) -> None:
        self.reset()

    def deactivate(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget a gesture in progress (also called after the board changes under the tool)."""

    def press(self, m: Mouse) -> bool:
        return False

    def drag(self, m: Mouse) -> None:
        pass

    def release(self, m: Mouse) -> None:
        pass

    def click(self, m: Mouse) -> None:
        pass

    def hover(self, m: Mouse) -> None:
        pass

    def double_click(self, m: Mouse) -> None:
        pass

    def key_press(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self.reset()
            self.editor.overlay_changed()
            return True
        return False

    def paint(self, painter: QPainter, scale: float) -> None:
        pass


class Tool(GestureTool):
    """A board-editor tool: a click selects the zone under the mouse."""

    editor: EditorWindow

    @property
    def board(self):  # noqa: ANN201 - the editor's Board
        return self.editor.board

    def radius_km(self) -> float:
        scale = self.editor.view.current_scale() or 1.0
        return SNAP_PX / scale

    def click(self, m: Mouse) -> None:
        self.editor.select(self.pick(m))

    def pick(self, m: Mouse, kinds: tuple[str, ...] = ("land", "hex", "sea")) -> str | None:
        if self.board is None:
            return None
        for kind in kinds:
            found = geo.pick_zone(self.board, m.lonlat, (kind,))
            if found is not None:
                return found
        return None

    def push(self, command_or_error) -> bool:  # noqa: ANN001 - a callable making a command
        return self.editor.push_edit(command_or_error)
