"""Editor tools that act on whole zones, hexes and rulers: merge, link or cut, delete, put symbols,
paint hex terrain, and see each ruler's range under the mouse (see `tool_base`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from sandtable.editor import edits
from sandtable.editor import geometry as geo
from sandtable.editor.tool_base import (
    ACCENT,
    RULER_COLORS,
    Mouse,
    Tool,
    terrain_color,
    tool_pen,
)

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorTool", text)


class PairTool(Tool):
    """A tool acting on two zones clicked one after the other."""

    kinds: tuple[str, ...] = ("land", "sea")

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.first: str | None = None

    def reset(self) -> None:
        self.first = None

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, self.kinds)
        if zid is None:
            return
        if self.first is None or self.first not in self.board.zones:
            self.first = zid
            self.editor.select(zid)
            return
        first, self.first = self.first, None
        if first == zid:
            return
        self.act(first, zid)

    def act(self, a: str, b: str) -> None:
        raise NotImplementedError


class MergeTool(PairTool):
    key = "merge"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click the zone to keep, then the zone to join into it.")

    def act(self, a: str, b: str) -> None:
        if self.push(lambda: edits.make_merge(self.board, a, b)):
            self.editor.select(a)


class LinkTool(PairTool):
    key = "link"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click two zones: not neighbours, they get an island arrow; neighbours, their "
                  "adjacency is cut; click again to take an arrow or a cut back.")

    def act(self, a: str, b: str) -> None:
        self.push(lambda: edits.make_link_toggle(self.board, a, b))


class DeleteTool(Tool):
    key = "delete"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Click a zone to delete it.")

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, ("land", "sea"))
        if zid is not None and self.push(lambda: edits.make_delete_zone(self.board, zid)):
            self.editor.select(None)


class SymbolTool(Tool):
    key = "symbol"

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Choose a symbol in the palette, then click zones to put it on or take it off.")

    def click(self, m: Mouse) -> None:
        zid = self.pick(m, ("land", "hex", "sea"))
        symbol = self.editor.current_symbol
        if zid is None or not symbol:
            return
        if self.push(lambda: edits.make_toggle_symbol(self.board, zid, symbol)):
            self.editor.select(zid)


class BrushTool(Tool):
    """Paint the brush's terrain on the hexes the mouse drags over; an empty terrain erases."""

    key = "brush"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.painted: list[str] = []

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Drag over hexes to paint the terrain named in the palette (empty name: erase).")

    def reset(self) -> None:
        self.painted = []

    def _add(self, m: Mouse) -> None:
        zid = geo.pick_zone(self.board, m.lonlat, ("hex",))
        if zid is not None and zid not in self.painted:
            self.painted.append(zid)
            self.editor.overlay_changed()

    def press(self, m: Mouse) -> bool:
        if m.button != Qt.MouseButton.LeftButton or geo.pick_zone(self.board, m.lonlat, ("hex",)) is None:
            return False
        self.painted = []
        self._add(m)
        return True

    def drag(self, m: Mouse) -> None:
        self._add(m)

    def release(self, m: Mouse) -> None:
        hexes, self.painted = self.painted, []
        value = self.editor.brush_value.strip()
        if hexes:
            self.push(lambda: edits.make_paint_hexes(self.board, hexes, "terrain", value or None))
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if not self.painted:
            return
        value = self.editor.brush_value
        color = terrain_color(value) if value.strip() else QColor(0, 0, 0, 0)
        painter.setPen(tool_pen(ACCENT, 1.5))
        painter.setBrush(color)
        known = set(self.editor.scene.zone_ids())
        for zid in self.painted:
            if zid in known:
                painter.drawPath(self.editor.scene.zone_item(zid).path())


class RulerTool(Tool):
    """Hover a point: each ruler's range circle around it and a plane counter's square."""

    key = "ruler"

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__(editor)
        self.at: tuple[float, float] | None = None

    @property
    def hint(self) -> str:  # type: ignore[override]
        return tr("Move the mouse over the map to see the range of each ruler and the size of a counter.")

    def reset(self) -> None:
        self.at = None

    def hover(self, m: Mouse) -> None:
        self.at = m.km
        if self.board is not None and self.board.rulers:
            parts = []
            for name in sorted(self.board.rulers, key=lambda n: self.board.rulers[n]):
                hexes = {z.id for z in self.board.zones_of_kind("hex")}
                n = len(self.board.zones_in_range(m.lonlat, name) - hexes)
                parts.append(tr("%1: %2 zones in range").replace("%1", name).replace("%2", str(n)))
            text = parts[0] if parts else ""
            for part in parts[1:]:  # French writes " ; " (a no-break space before the semicolon)
                text = tr("%1; %2").replace("%1", text).replace("%2", part)
            self.editor.show_message(text)
        self.editor.overlay_changed()

    def paint(self, painter: QPainter, scale: float) -> None:
        if self.at is None or self.board is None:
            return
        c = QPointF(self.at[0], -self.at[1])
        rulers = sorted(self.board.rulers.items(), key=lambda kv: kv[1])
        font = painter.font()
        for i, (name, km) in enumerate(rulers):
            color = RULER_COLORS[i % len(RULER_COLORS)]
            painter.setPen(tool_pen(color, 2.0))
            fill = QColor(color)
            fill.setAlpha(25)
            painter.setBrush(fill)
            painter.drawEllipse(c, km, km)
            painter.save()
            painter.translate(QPointF(c.x() + km * math.cos(math.radians(-35 - 12 * i)),
                                      c.y() + km * math.sin(math.radians(-35 - 12 * i))))
            painter.scale(1 / scale, 1 / scale)
            font.setPixelSize(12)
            font.setBold(True)
            painter.setFont(font)
            text = tr("%1 %2 km").replace("%1", name).replace("%2", f"{km:g}")
            path = QPainterPath()
            path.addText(QPointF(4, -4), font, text)
            painter.setPen(tool_pen(QColor(255, 255, 255, 220), 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawPath(path)
            painter.restore()
        half = self.board.counter_size_km / 2
        painter.setPen(tool_pen(QColor(20, 20, 20), 1.5))
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half))
