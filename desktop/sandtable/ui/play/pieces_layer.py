"""Forces on the board: readable stacks per zone, planes at their positions, the sea box, and
zones coloured by control, all mirrored from a 1943-45 state onto an existing BoardScene.

Stacks and counters keep a fixed pixel size (they ignore the zoom) so they stay legible at
fit-to-window; cubes are one chip with their count, other pieces are counters with a type code,
their owner's colour and a red band when engaged. Items report presses, clicks and drags to the
layer's signals; what a gesture means is decided by the play window (and the engine).
"""

from __future__ import annotations

import math
from collections import Counter as Tally
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from sandtable.ui.board_scene import BoardScene, Layer

SIDE_COLOURS = (QColor("#3f7f3a"), QColor("#4a5460"))       # Allies olive green, Axis field grey
ITALIAN_COLOUR = QColor("#1f6f8b")
CONTROL_FILLS = (QColor("#dbe8c6"), QColor("#d9d6e4"))       # light tints of the side colours
ENGAGED = QColor("#d22b2b")
SELECTED = QColor("#ffcc00")
TEXT = QColor("#ffffff")
_DRAG_PX = 6

# Short codes a player reads on a counter (tooltips give the full name).
CODES = {
    "tank": "T", "tank_it": "T", "plane": "P", "plane_it": "P", "elite": "E", "paratroopers": "Pa",
    "partisans": "Pt", "fortified_line": "FL", "fleet_us": "US", "fleet_uk": "UK", "fleet_it": "IT",
    "uboat": "U",
}
ORDER = ("tank", "tank_it", "elite", "paratroopers", "plane", "plane_it", "fortified_line", "partisans",
         "fleet_us", "fleet_uk", "fleet_it", "uboat")


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


def side_title(side: int) -> str:
    if side == 0:
        return QCoreApplication.translate("PiecesLayer", "Allies")
    if side == 1:
        return QCoreApplication.translate("PiecesLayer", "Axis")
    return "?"


def piece_colour(piece: str, side: int) -> QColor:
    if piece in ("tank_it", "plane_it", "fleet_it"):
        return QColor(ITALIAN_COLOUR)
    return QColor(SIDE_COLOURS[side])


@dataclass(frozen=True)
class Chip:
    """One drawn chip: cubes (count) or counters of one type and engaged state (count)."""

    piece: str
    side: int
    count: int
    engaged: bool = False
    moved: bool = False


def zone_chips(state: Any, zone: int) -> list[Chip]:
    """The chips of a zone in reading order: each side's cubes, then its counters by type."""
    chips: list[Chip] = []
    for side in (0, 1):
        cubes = state.cubes[side][zone]
        if cubes:
            moved = side == state.active_side() and state.moved_cubes[zone] >= cubes
            chips.append(Chip("cube", side, cubes, False, moved))
        tally: Tally[tuple[str, bool, bool]] = Tally()
        for c in state.counters.values():
            if c.zone == zone and c.side == side and c.type not in ("plane", "plane_it"):
                tally[(c.type, c.engaged, c.moved)] += 1
        for (piece, engaged, moved), n in sorted(tally.items(), key=lambda kv: (
                ORDER.index(kv[0][0]) if kv[0][0] in ORDER else 99, kv[0][1])):
            chips.append(Chip(piece, side, n, engaged, moved))
    return chips


def chip_text(chip: Chip) -> str:
    if chip.piece == "cube":
        return str(chip.count)
    code = CODES.get(chip.piece, chip.piece[:2])
    return f"{code}{chip.count}" if chip.count > 1 else code


def chips_tooltip(chips: list[Chip]) -> str:
    lines = []
    for chip in chips:
        state = []
        if chip.engaged:
            state.append(QCoreApplication.translate("PiecesLayer", "engaged"))
        if chip.moved:
            state.append(QCoreApplication.translate("PiecesLayer", "moved"))
        extra = f" ({', '.join(state)})" if state else ""
        lines.append(f"{side_title(chip.side)}: {chip.count} × {piece_title(chip.piece)}{extra}")
    return "\n".join(lines)


def _font(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def paint_chip(painter: QPainter, rect: QRectF, chip: Chip, selected: bool = False) -> None:
    """A cube chip (square with its count) or a counter (rounded, type code, engaged band)."""
    colour = piece_colour(chip.piece, chip.side)
    if chip.moved:
        colour = colour.lighter(135)
    painter.setPen(QPen(QColor(20, 20, 20, 200), 1.0))
    painter.setBrush(colour)
    if chip.piece == "cube":
        painter.drawRect(rect)
        # A light top face reads as a cube at a glance.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 60))
        painter.drawRect(QRectF(rect.left() + 1, rect.top() + 1, rect.width() - 2, rect.height() * 0.28))
    else:
        painter.drawRoundedRect(rect, 3, 3)
        if chip.engaged:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ENGAGED)
            band = rect.height() * 0.26
            painter.drawRect(QRectF(rect.left() + 1, rect.bottom() - band, rect.width() - 2, band - 1))
    if selected:
        pen = QPen(SELECTED, 2.4)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 4, 4)
    painter.setPen(TEXT)
    painter.setFont(_font(rect.height() * 0.62))
    text_rect = rect.adjusted(0, 0, 0, -rect.height() * 0.12) if chip.engaged else rect
    painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, chip_text(chip))


class _GestureItem(QGraphicsItem):
    """A fixed-pixel-size item that turns mouse presses into click / drag reports to its layer."""

    def __init__(self, layer: PiecesLayer) -> None:
        super().__init__()
        self.layer = layer
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._press: QPointF | None = None
        self._dragging = False

    def key(self) -> tuple[str, Any]:
        raise NotImplementedError

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.screenPos().toPointF()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.screenPos().toPointF() - self._press
        if not self._dragging and delta.manhattanLength() > _DRAG_PX:
            self._dragging = True
            self.layer.drag_started.emit(*self.key())
        if self._dragging:
            self.layer.drag_moved.emit(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        kind, value = self.key()
        if self._dragging:
            self._dragging = False
            self.layer.dropped.emit(kind, value, event.scenePos())
        else:
            self.layer.clicked.emit(kind, value)


class StackItem(_GestureItem):
    """The forces of one land zone as a row (two rows when long) of chips, centred on an anchor."""

    CHIP = 18.0
    GAP = 2.0
    PER_ROW = 5

    def __init__(self, layer: PiecesLayer, zone: int) -> None:
        super().__init__(layer)
        self.zone = zone
        self.chips: list[Chip] = []
        self.selected = False
        self.offset = QPointF(0.0, -self.CHIP / 2 - 14.0)
        self._rect = QRectF()

    def key(self) -> tuple[str, Any]:
        return "zone", self.zone

    def set_chips(self, chips: list[Chip], selected: bool) -> None:
        if chips == self.chips and selected == self.selected:
            return
        self.chips = chips
        self.selected = selected
        self.setVisible(bool(chips))
        self.setToolTip(chips_tooltip(chips))
        self._update_rect()

    def set_offset(self, offset: QPointF) -> None:
        """Where the block's centre sits relative to the zone's label anchor (pixels)."""
        if offset != self.offset:
            self.offset = QPointF(offset)
            self._update_rect()

    def _update_rect(self) -> None:
        self.prepareGeometryChange()
        rect = QRectF()
        for chip_rect in self.chip_rects():
            rect = rect.united(chip_rect)
        if math.hypot(self.offset.x(), self.offset.y()) > 34:
            rect = rect.united(QRectF(-12, -12, 24, 24))  # the leader line
        self._rect = rect.adjusted(-4, -4, 4, 4)
        self.update()

    def chip_width(self, chip: Chip) -> float:
        if chip.piece == "cube":
            return self.CHIP
        metrics = QFontMetricsF(_font(self.CHIP * 0.62))
        return max(self.CHIP * 1.25, metrics.horizontalAdvance(chip_text(chip)) + 8)

    def block_size(self) -> tuple[float, float]:
        rows = [self.chips[i:i + self.PER_ROW] for i in range(0, len(self.chips), self.PER_ROW)]
        width = max((sum(self.chip_width(c) for c in row) + self.GAP * (len(row) - 1) for row in rows),
                    default=0.0)
        return width, len(rows) * self.CHIP + max(0, len(rows) - 1) * self.GAP

    def chip_rects(self) -> list[QRectF]:
        rows = [self.chips[i:i + self.PER_ROW] for i in range(0, len(self.chips), self.PER_ROW)]
        rects: list[QRectF] = []
        _, height = self.block_size()
        top = self.offset.y() - height / 2
        for row in rows:
            widths = [self.chip_width(c) for c in row]
            total = sum(widths) + self.GAP * (len(row) - 1)
            x = self.offset.x() - total / 2
            for w in widths:
                rects.append(QRectF(x, top, w, self.CHIP))
                x += w + self.GAP
            top += self.CHIP + self.GAP
        return rects

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 204, 0, 120))
            painter.drawRoundedRect(self._rect, 5, 5)
        rects = self.chip_rects()
        block = QRectF()
        for rect in rects:
            block = block.united(rect)
        if math.hypot(self.offset.x(), self.offset.y()) > 34:
            # Pushed away from its number by crowding: a leader line says which zone it belongs to.
            centre = block.center()
            length = math.hypot(centre.x(), centre.y())
            stop = QPointF(centre.x() * 11 / length, centre.y() * 11 / length)
            painter.setPen(QPen(QColor(30, 30, 30, 200), 1.6))
            painter.drawLine(stop, centre)
        for chip, rect in zip(self.chips, rects, strict=True):
            paint_chip(painter, rect, chip)


class PlaneItem(_GestureItem):
    """One plane counter at its position in the zone (the point its range is measured from)."""

    SIZE = 17.0

    def __init__(self, layer: PiecesLayer, cid: str) -> None:
        super().__init__(layer)
        self.cid = cid
        self.chip = Chip("plane", 0, 1)
        self.selected = False

    def key(self) -> tuple[str, Any]:
        return "plane", self.cid

    def set_chip(self, chip: Chip, selected: bool) -> None:
        if chip != self.chip or selected != self.selected:
            self.chip = chip
            self.selected = selected
            text = chips_tooltip([chip]).split(": ", 1)[-1]
            self.setToolTip(f"{side_title(chip.side)}: {self.cid} — {text}")
            self.update()

    def boundingRect(self) -> QRectF:
        half = self.SIZE / 2 + 4
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        half = self.SIZE / 2
        paint_chip(painter, QRectF(-half, -half, self.SIZE, self.SIZE), self.chip, self.selected)


class SeaBoxItem(_GestureItem):
    """The sea box: every fleet and the U-boat, by side, in one framed panel."""

    CHIP = 20.0

    def __init__(self, layer: PiecesLayer) -> None:
        super().__init__(layer)
        self.rows: list[tuple[int, list[tuple[str, Chip]]]] = []
        self._rect = QRectF(0, 0, 10, 10)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def key(self) -> tuple[str, Any]:
        return "sea", 0

    def set_pieces(self, state: Any) -> None:
        rows: list[tuple[int, list[tuple[str, Chip]]]] = []
        for side in (0, 1):
            row = []
            for cid, c in sorted(state.counters.items()):
                if c.zone == 0:
                    row.append((cid, Chip(c.type, c.side, 1, c.engaged)))
            row = [(cid, chip) for cid, chip in row if chip.side == side]
            rows.append((side, row))
        if rows == self.rows:
            return
        self.prepareGeometryChange()
        self.rows = rows
        title_h = 16.0
        width = max(120.0, 70 + max((len(r) for _, r in rows), default=0) * (self.CHIP * 1.5 + 3))
        self._rect = QRectF(0, 0, width, title_h + 2 * (self.CHIP + 6) + 6)
        tips = [QCoreApplication.translate("PiecesLayer", "Sea box: fleets and U-boat")]
        for side, row in rows:
            for cid, chip in row:
                engaged = f" ({QCoreApplication.translate('PiecesLayer', 'engaged')})" if chip.engaged else ""
                tips.append(f"{side_title(side)}: {piece_title(chip.piece)} {cid}{engaged}")
        self.setToolTip("\n".join(tips))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor(20, 40, 70, 220), 1.2))
        painter.setBrush(QColor(230, 240, 250, 225))
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setPen(QColor("#1d3c5e"))
        painter.setFont(_font(11))
        painter.drawText(QRectF(6, 2, self._rect.width() - 12, 15), Qt.AlignmentFlag.AlignLeft,
                         QCoreApplication.translate("PiecesLayer", "SEA BOX"))
        y = 19.0
        for side, row in self.rows:
            painter.setPen(QColor("#1d3c5e"))
            painter.setFont(_font(10, bold=False))
            painter.drawText(QRectF(6, y, 56, self.CHIP), Qt.AlignmentFlag.AlignVCenter, side_title(side))
            x = 62.0
            for _, chip in row:
                rect = QRectF(x, y, self.CHIP * 1.5, self.CHIP)
                paint_chip(painter, rect, chip)
                x += rect.width() + 3
            if not row:
                painter.setPen(QColor("#5d6f82"))
                painter.drawText(QRectF(x, y, 60, self.CHIP), Qt.AlignmentFlag.AlignVCenter, "—")
            y += self.CHIP + 6


class PiecesLayer(QObject):
    """Mirrors a state's pieces and control onto `scene`; see the module docstring."""

    clicked = Signal(str, object)            # ("zone", number) | ("plane", id) | ("sea", 0)
    drag_started = Signal(str, object)
    drag_moved = Signal(QPointF)
    dropped = Signal(str, object, QPointF)   # what was dragged, scene point of the drop

    def __init__(self, scene: BoardScene, topo: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.topo = topo
        self.zone_ids: dict[int, str] = {n: f.zone_id for n, f in topo.zones.items()}
        self.numbers: dict[str, int] = {zid: n for n, zid in self.zone_ids.items()}
        self.stacks: dict[int, StackItem] = {}
        self.planes: dict[str, PlaneItem] = {}
        self.selected_zone: int | None = None
        self.selected_plane: str | None = None
        self.sea_box = SeaBoxItem(self)
        scene.add_layer_item(self.sea_box, Layer.PIECES, 2)
        for number, zid in self.zone_ids.items():
            label = scene.label_item(zid)
            if label is None:
                continue
            item = StackItem(self, number)
            item.setPos(label.pos())
            item.setVisible(False)
            scene.add_layer_item(item, Layer.PIECES)
            self.stacks[number] = item
        self._place_sea_box()
        self._state: Any = None
        self._layout_key: Any = None

    def _place_sea_box(self) -> None:
        rect = self.scene.board_rect()
        if rect.isEmpty():
            return
        # Lower right of the board: open sea (Ionian) on the 1943-45 map, clear of zone labels.
        self.sea_box.setPos(rect.right() - 0.20 * rect.width(), rect.bottom() - 0.17 * rect.height())

    def zone_number(self, zone_id: str | None) -> int | None:
        return None if zone_id is None else self.numbers.get(zone_id)

    def zone_at(self, scene_pos: QPointF) -> int | None:
        """The land zone number under a scene point (the sea and off-board give None)."""
        return self.zone_number(self.scene.zone_at(scene_pos))

    def update_state(self, state: Any) -> None:
        self._state = state
        for number in self.topo.zones:
            zid = self.zone_ids[number]
            side = state.control[number] if number < len(state.control) else -1
            if self.topo.zones[number].closed or side not in (0, 1):
                self.scene.set_zone_fill(zid, None)
            else:
                self.scene.set_zone_fill(zid, CONTROL_FILLS[side])
        for number, item in self.stacks.items():
            item.set_chips(zone_chips(state, number), number == self.selected_zone)
            item.setToolTip(f"{self.topo.label(number)}\n{chips_tooltip(item.chips)}")
        seen = set()
        for cid, c in state.counters.items():
            if c.type not in ("plane", "plane_it") or c.zone <= 0:
                continue
            seen.add(cid)
            item = self.planes.get(cid)
            if item is None:
                item = PlaneItem(self, cid)
                self.scene.add_layer_item(item, Layer.PIECES, 1)
                self.planes[cid] = item
            pos = c.pos or self.topo.default_plane_position(c.zone)
            item.setPos(self.scene.to_scene(*pos))
            item.set_chip(Chip(c.type, c.side, 1, c.engaged, c.moved), cid == self.selected_plane)
        for cid in list(self.planes):
            if cid not in seen:
                self.scene.removeItem(self.planes.pop(cid))
        self.sea_box.set_pieces(state)
        self.relayout()

    def relayout(self, scale: float | None = None) -> None:
        """Place each stack beside its zone's number where it covers no label, symbol, plane or other
        stack, preferring above, then below, right and left; stacks stay inside their zone."""
        scale = self.scene.view_scale if scale is None else scale
        if scale <= 0:
            return
        # The layout depends only on the scale, the stacks' sizes and the planes' places.
        key = (round(scale, 6), tuple((n, s.block_size()) for n, s in sorted(self.stacks.items()) if s.chips),
               tuple(sorted((cid, p.pos().x(), p.pos().y()) for cid, p in self.planes.items())))
        if key == self._layout_key:
            return
        self._layout_key = key
        obstacles: list[QRectF] = []
        for zid in self.zone_ids.values():
            for item in (self.scene.label_item(zid), self.scene.symbol_item(zid)):
                if item is not None and item.isVisible():
                    rect = item.boundingRect().adjusted(2, 2, -2, -2)
                    obstacles.append(rect.translated(item.pos() * scale))
        for plane in self.planes.values():
            obstacles.append(plane.boundingRect().adjusted(3, 3, -3, -3).translated(plane.pos() * scale))
        if self.sea_box.isVisible():
            obstacles.append(self.sea_box.boundingRect().translated(self.sea_box.pos() * scale))
        for number, stack in sorted(self.stacks.items()):
            if not stack.chips:
                continue
            zid = self.zone_ids[number]
            anchor = stack.pos() * scale
            own = QRectF()
            for item in (self.scene.label_item(zid), self.scene.symbol_item(zid)):
                if item is not None and item.isVisible():
                    own = own.united(item.boundingRect().adjusted(2, 2, -2, -2))
            number_box = QRectF(-10, -9, 20, 18)
            own = own if not own.isEmpty() else number_box
            w, h = stack.block_size()
            # Only obstacles within reach of the candidate spots matter for this stack.
            reach = QRectF(anchor.x() - 3 * w - 60, anchor.y() - 3 * h - 60, 6 * w + 120, 6 * h + 120)
            near = [o for o in obstacles if o.intersects(reach)]
            shape = self.scene.zone_item(zid).path()
            top = min(own.top(), number_box.top())
            above, below = top - 3 - h / 2, own.bottom() + 3 + h / 2
            right, left = own.right() + 4 + w / 2, own.left() - 4 - w / 2
            candidates = [
                QPointF(0, above), QPointF(0, below), QPointF(right, 0), QPointF(left, 0),
                QPointF(w / 2 + 2, above), QPointF(-w / 2 - 2, above), QPointF(w / 2 + 2, below),
                QPointF(-w / 2 - 2, below), QPointF(right, above), QPointF(left, above),
                QPointF(right, below), QPointF(left, below), QPointF(0, above - h - 3),
                QPointF(0, below + h + 3),
            ]
            best: tuple[float, int, QPointF] | None = None
            for rank, offset in enumerate(candidates):
                box = QRectF(offset.x() - w / 2 - 2, offset.y() - h / 2 - 2, w + 4, h + 4).translated(anchor)
                overlap = sum(_area(box.intersected(o)) for o in near if o.intersects(box))
                # A stack standing in a neighbouring zone (or the sea) would be read as being there.
                corners = (box.center(), box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight())
                outside = sum(1 for p in corners if not shape.contains(p / scale))
                cost = overlap + outside * 0.6 * box.width() * box.height() + rank
                if best is None or cost < best[0]:
                    best = (cost, rank, offset)
                if overlap == 0 and outside == 0:
                    break
            assert best is not None
            stack.set_offset(best[2])
            w2, h2 = w + 4, h + 4
            obstacles.append(QRectF(best[2].x() - w2 / 2, best[2].y() - h2 / 2, w2, h2).translated(anchor))

    def select(self, zone: int | None = None, plane: str | None = None) -> None:
        self.selected_zone = zone
        self.selected_plane = plane
        if self._state is not None:
            self.update_state(self._state)

    def stack_rect_px(self, zone: int) -> QRectF:
        item = self.stacks.get(zone)
        return item.boundingRect() if item is not None else QRectF()


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height()) if not rect.isEmpty() else 0.0


def chip_brush(side: int) -> QBrush:
    return QBrush(SIDE_COLOURS[side])
