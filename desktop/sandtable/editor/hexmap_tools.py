"""The mouse tools of the hex-map editor and its view (the protocol of `tool_base.Tool`:
`press` takes a gesture, `drag`, `release` pushes one command per stroke, `click`, `hover`,
`paint` in scene units = map-frame km).

- `HexSelectTool` ("select"): click a hex to edit its names and features in the properties.
- `TerrainBrushTool` ("terrain"): drag over hexes to paint the chosen terrain, one undo per stroke.
- `HexsideTool` ("hexside"): drag along hexsides (rivers, ridges, bridges) or from hex to hex
  (roads) to draw the chosen kind; a stroke over sides that have it already, or a right-drag,
  takes it off.
- `ExitTool` ("exit"): click a hex on the map's edge to add or remove a road exit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import QWidget

from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_scene import HexMapScene
from sandtable.editor.tool_base import ACCENT, GestureTool, Mouse, tool_pen
from sandtable.ui.board_view import BoardView

if TYPE_CHECKING:
    from sandtable.editor.hexmap_window import HexMapWindow


class HexTool(GestureTool):
    """A hex-map tool: a click selects the hex under the mouse."""

    editor: HexMapWindow

    @property
    def scene(self) -> HexMapScene:
        return self.editor.scene

    def click(self, m: Mouse) -> None:
        self.editor.select_hex(self.scene.hex_at(m.pos))


class HexSelectTool(HexTool):
    key = "select"


class TerrainBrushTool(HexTool):
    key = "terrain"

    def reset(self) -> None:
        self.stroke: list[str] = []

    def _add(self, m: Mouse) -> None:
        label = self.scene.hex_at(m.pos)
        if label is None:
            return
        if self.stroke and label != self.stroke[-1]:
            for between in hc.hexes_between(self.editor.hexmap, self.stroke[-1], label):
                if between not in self.stroke:
                    self.stroke.append(between)
        elif label not in self.stroke:
            self.stroke.append(label)
        self.editor.overlay_changed()

    def press(self, m: Mouse) -> bool:
        if m.button != Qt.MouseButton.LeftButton:
            return False
        self.stroke = []
        self._add(m)
        return True

    def drag(self, m: Mouse) -> None:
        self._add(m)

    def release(self, m: Mouse) -> None:
        self._add(m)
        stroke, self.stroke = self.stroke, []
        if stroke:
            terrain = self.editor.current_terrain()
            self.editor.push_edit(lambda: hc.make_paint_terrain(self.editor.hexmap, stroke, terrain))
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        item = self.scene.item
        painter.setPen(tool_pen(ACCENT, 2.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for label in self.stroke:
            painter.drawPolygon(item._polys[label])


class HexsideTool(HexTool):
    key = "hexside"

    def reset(self) -> None:
        self.sides: list[tuple[str, str]] = []
        self.last_hex: str | None = None
        self.erase = False

    def _crossing(self) -> bool:
        return self.editor.current_hexside_kind() in hc.CROSSING_KINDS

    def _add(self, m: Mouse) -> None:
        if self._crossing():
            label = self.scene.hex_at(m.pos)
            if label is None:
                return
            if self.last_hex is not None and label != self.last_hex:
                path = hc.hexes_between(self.editor.hexmap, self.last_hex, label)
                for a, b in zip(path, path[1:], strict=False):
                    if (a, b) not in self.sides and (b, a) not in self.sides:
                        self.sides.append((a, b))
            self.last_hex = label
        else:
            side = self.scene.side_at(m.pos)
            if side is not None and side not in self.sides and side[::-1] not in self.sides:
                self.sides.append(side)
        self.editor.overlay_changed()

    def press(self, m: Mouse) -> bool:
        if m.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return False
        self.reset()
        self.erase = (m.button == Qt.MouseButton.RightButton
                      or bool(m.modifiers & Qt.KeyboardModifier.ShiftModifier))
        self._add(m)
        return True

    def drag(self, m: Mouse) -> None:
        self._add(m)

    def release(self, m: Mouse) -> None:
        if self._crossing():
            self._add(m)
        sides, erase = self.sides, self.erase
        self.reset()
        if not sides:
            self.editor.show_message(self.editor.tr_text("Draw along the sides between neighbouring hexes."))
        else:
            kind, props = self.editor.current_hexside_kind(), self.editor.current_hexside_props()
            self.editor.push_edit(lambda: hc.make_hexside_stroke(self.editor.hexmap, sides, kind, props,
                                                                 erase=erase))
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        item = self.scene.item
        painter.setPen(tool_pen(ACCENT, 4.0))
        for a, b in self.sides:
            line = None if self._crossing() else item.side_line(a, b)
            if line is None:
                painter.drawLine(item.centre(a), item.centre(b))
            else:
                painter.drawLine(*line)


class ExitTool(HexTool):
    key = "exit"

    def click(self, m: Mouse) -> None:
        label = self.scene.hex_at(m.pos)
        if label is None:
            return
        self.editor.select_hex(label)
        road, road_class = self.editor.current_exit()
        self.editor.push_edit(lambda: hc.make_toggle_exit(self.editor.hexmap, label, road, road_class))


HEX_TOOL_CLASSES: tuple[type[HexTool], ...] = (HexSelectTool, TerrainBrushTool, HexsideTool, ExitTool)


class HexMapView(BoardView):
    """The board view (wheel zoom, drag to pan, fit) with the hex tools in front of its mouse."""

    def __init__(self, scene: HexMapScene, editor: HexMapWindow, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)  # type: ignore[arg-type] - the scene has BoardScene's protocol
        self.editor = editor
        self._taken = False
        self._press_at: QPoint | None = None

    def mouse_at(self, viewport_pos: QPoint, button: Qt.MouseButton = Qt.MouseButton.NoButton,
                 modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> Mouse:
        pos = self.mapToScene(viewport_pos)
        return Mouse(QPointF(pos), (pos.x(), -pos.y()), (pos.x(), pos.y()), button, modifiers)

    def mouse(self, event: QMouseEvent) -> Mouse:
        return self.mouse_at(event.position().toPoint(), event.button(), event.modifiers())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press_at = event.position().toPoint()
        if self.editor.tool.press(self.mouse(event)):
            self._taken = True
            event.accept()
            return
        self._taken = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        self.editor.show_position(m)
        if self._taken:
            self.editor.tool.drag(m)
            event.accept()
            return
        super().mouseMoveEvent(event)
        if self._press_at is None or not event.buttons():
            self.editor.tool.hover(m)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        m = self.mouse(event)
        press, self._press_at = self._press_at, None
        if self._taken:
            self._taken = False
            self.editor.tool.release(m)
            event.accept()
            return
        super().mouseReleaseEvent(event)
        moved = (event.position().toPoint() - press).manhattanLength() if press is not None else 99
        if moved <= 4 and event.button() == Qt.MouseButton.LeftButton:
            self.editor.tool.click(m)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.editor.tool.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)
