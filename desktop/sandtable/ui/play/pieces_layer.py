"""Pieces on the board: readable stacks per place, pieces standing at a point (1943-45's planes),
off-map boxes, and places coloured by control, all drawn from a game's `core.table.TableView`
onto an existing BoardScene. Nothing here knows a game.

Stacks and chips keep a fixed pixel size (they ignore the zoom) so they stay legible at
fit-to-window; blocks are one chip with their count, other pieces are counters with their label,
their owner's colour and a red band when engaged. Items report presses, clicks and drags to the
layer's signals; what a gesture means is decided by the play window (and the game, and the engine).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from sandtable.core.table import BoxView, PieceView, TableView
from sandtable.ui.board_scene import BoardScene, Layer
from sandtable.ui.play.counters import LOST, Palette, chip_width, chips_tooltip, game_text, paint_chip
from sandtable.ui.play.counters import font as _font
from sandtable.ui.play.stack_layout import StackRequest, lay_out_stacks

__all__ = ["Palette", "PiecesLayer", "game_text", "paint_chip"]

_DRAG_PX = 6
FLASH_MS = 1500   # how long a stack glows red after a loss is taken there


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
    """The pieces of one place as a row (two rows when long) of chips, centred on an anchor."""

    CHIP = 18.0
    GAP = 2.0
    PER_ROW = 5

    def __init__(self, layer: PiecesLayer, place: Any, cell_km: float = 0.0) -> None:
        super().__init__(layer)
        self.place = place
        self.chips: tuple[PieceView, ...] = ()
        self.selected = False
        # A stack on a hex cell (a zone without a label, `cell_km` across) is a pile centred on its hex,
        # the top counter in front, sized to the hex at the zoom; selected, it opens into rows.
        self.cell_km = cell_km
        self.offset = QPointF(0.0, 0.0) if cell_km else QPointF(0.0, -self.CHIP / 2 - 14.0)
        self.flash = 0.0
        self._rect = QRectF()

    def key(self) -> tuple[str, Any]:
        return "place", self.place

    def set_chips(self, chips: tuple[PieceView, ...], selected: bool) -> None:
        if chips == self.chips and selected == self.selected:
            return
        self.chips = chips
        self.selected = selected
        self.setVisible(bool(chips))
        if self.cell_km:
            self.setZValue(Layer.PIECES + (0.5 if selected else 0.0))  # an opened pile stands over the rest
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
        for chip_rect in self._cells():
            rect = rect.united(chip_rect)
        if math.hypot(self.offset.x(), self.offset.y()) > 34:
            rect = rect.united(QRectF(-12, -12, 24, 24))  # the leader line
        self._rect = rect.adjusted(-4, -4, 4, 4)
        self.update()

    def chip_width(self, chip: PieceView) -> float:
        return chip_width(chip, self.CHIP, self.layer.palette)

    def losses(self) -> int:
        """Pieces lost in the battle in progress at this place (chips marked "lost")."""
        return sum(c.count for c in self.chips if "lost" in c.marks)

    def badge_width(self) -> float:
        lost = self.losses()
        return QFontMetricsF(_font(self.CHIP * 0.62)).horizontalAdvance(f"−{lost}") + 8 if lost else 0.0

    def is_pile(self) -> bool:
        return bool(self.cell_km) and not self.selected and len(self.chips) > 0

    def set_cell_scale(self, scale: float) -> None:
        """A pile's counters as large as its hex at `scale` (pixels per km) allows, 9 to 18 pixels."""
        size = max(9.0, min(StackItem.CHIP, self.cell_km * scale * 0.5))
        if size != self.CHIP:
            self.CHIP = size
            self._update_rect()

    def _pile_cells(self) -> list[QRectF]:
        """A pile: each counter a little up and right of the one above it (the first on top)."""
        step = max(1.5, self.CHIP * 0.14)
        out = []
        for depth, chip in enumerate(self.chips):
            k = min(depth, 3)
            w = self.chip_width(chip)
            out.append(QRectF(self.offset.x() - w / 2 + k * step, self.offset.y() - self.CHIP / 2 - k * step,
                              w, self.CHIP))
        return out

    def _cells(self) -> list[QRectF]:
        """The chips' rectangles, then the loss counter's when there are losses (end of the last row)."""
        if self.is_pile():
            return self._pile_cells()
        rows = [[self.chip_width(c) for c in self.chips[i:i + self.PER_ROW]]
                for i in range(0, len(self.chips), self.PER_ROW)]
        if rows and self.losses():
            rows[-1].append(self.badge_width())
        height = len(rows) * self.CHIP + max(0, len(rows) - 1) * self.GAP
        rects: list[QRectF] = []
        top = self.offset.y() - height / 2
        for widths in rows:
            total = sum(widths) + self.GAP * (len(widths) - 1)
            x = self.offset.x() - total / 2
            for w in widths:
                rects.append(QRectF(x, top, w, self.CHIP))
                x += w + self.GAP
            top += self.CHIP + self.GAP
        return rects

    def block_size(self) -> tuple[float, float]:
        block = QRectF()
        for rect in self._cells():
            block = block.united(rect)
        return block.width(), block.height()

    def chip_rects(self) -> list[QRectF]:
        return self._cells()[:len(self.chips)]

    def set_flash(self, value: float) -> None:
        """A loss just taken here: a red glow fading from 1 to 0."""
        self.flash = value
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 204, 0, 120))
            painter.drawRoundedRect(self._rect, 5, 5)
        rects = self._cells()
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
        if self.flash > 0:
            painter.setPen(QPen(QColor(224, 27, 27, round(255 * self.flash)), 2.5))
            painter.setBrush(QColor(224, 27, 27, round(150 * self.flash)))
            painter.drawRoundedRect(block.adjusted(-3, -3, 3, 3), 5, 5)
        pairs = list(zip(self.chips, rects, strict=False))
        for chip, rect in reversed(pairs) if self.is_pile() else pairs:
            paint_chip(painter, rect, chip, self.layer.palette)
        lost = self.losses()
        if lost and len(rects) > len(self.chips):
            badge = rects[len(self.chips)]
            painter.setPen(QPen(QColor(120, 0, 0), 1.0))
            painter.setBrush(LOST)
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(self.CHIP * 0.62))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"−{lost}")


class PointItem(_GestureItem):
    """One piece standing at a point (a plane at the spot its range is measured from)."""

    SIZE = 17.0
    PIN = 9.0   # from the point to the chip's left edge

    def __init__(self, layer: PiecesLayer, pid: str) -> None:
        super().__init__(layer)
        self.pid = pid
        self.chip = PieceView("", 0)
        self.selected = False

    def key(self) -> tuple[str, Any]:
        return "piece", self.pid

    def set_chip(self, chip: PieceView, selected: bool) -> None:
        if chip != self.chip or selected != self.selected:
            self.chip = chip
            self.selected = selected
            self.setToolTip(game_text(chip.title))  # its id is the engine's, not the player's
            self.update()

    def chip_rect(self) -> QRectF:
        """The chip stands beside its point (a pin marks the point), clear of the zone's number
        that usually sits there."""
        half = self.SIZE / 2
        return QRectF(self.PIN, -half, self.SIZE, self.SIZE)

    def boundingRect(self) -> QRectF:
        return self.chip_rect().united(QRectF(-4, -4, 8, 8)).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.chip_rect()
        colour = self.layer.palette.colour(self.chip.owner)
        painter.setPen(QPen(QColor(20, 20, 20, 220), 1.4))
        painter.drawLine(QPointF(0, 0), QPointF(rect.left(), 0))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), 2.6, 2.6)
        paint_chip(painter, rect, self.chip, self.layer.palette, self.selected)


class BoxItem(_GestureItem):
    """An off-map box (the sea box, a beach box, a pool): its title, then its pieces by owner."""

    CHIP = 20.0

    def __init__(self, layer: PiecesLayer, box_id: str) -> None:
        super().__init__(layer)
        self.box_id = box_id
        self.box = BoxView(box_id, "")
        self.rows: list[tuple[int, list[PieceView]]] = []
        self.label_w = 56.0
        self.lit: QColor | None = None  # a place a click acts on now (a beach box taking reinforcements)
        self._rect = QRectF(0, 0, 10, 10)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def key(self) -> tuple[str, Any]:
        return "box", self.box_id

    def set_box(self, box: BoxView) -> None:
        shown = range(len(self.layer.palette.sides)) if box.owners is None else box.owners
        owners = sorted({p.owner for p in box.pieces} | set(shown))
        rows = [(owner, [p for p in box.pieces if p.owner == owner]) for owner in owners]
        if box == self.box and rows == self.rows:
            return
        self.prepareGeometryChange()
        self.box = box
        self.rows = rows
        title_h = 16.0
        # A box of one side only (a beach box) needs no side name before its pieces.
        names = QFontMetricsF(_font(10, bold=False))
        widest = max((names.horizontalAdvance(self.layer.palette.name(o)) for o, _ in rows), default=50.0)
        self.label_w = 0.0 if box.owners is not None and len(rows) == 1 else min(110.0, max(56.0, widest + 6))
        chips_w = max((sum(self.chip_w(p) + 3 for p in r) for _, r in rows), default=0.0)
        width = max(120.0, self.label_w + 14 + chips_w) if self.label_w else max(72.0, 12 + chips_w)
        width = max(width, QFontMetricsF(_font(11)).horizontalAdvance(game_text(box.title)) + 14)
        self._rect = QRectF(0, 0, width, title_h + len(rows) * (self.CHIP + 6) + 6)
        tips = [game_text(box.text or box.title)]
        for _, row in rows:
            tips.extend(game_text(p.title) for p in row)  # ids are the engine's, not the player's
        self.setToolTip("\n".join(tips))
        self.update()

    def chip_w(self, chip: PieceView) -> float:
        width = chip_width(chip, self.CHIP, self.layer.palette)
        return width if self.layer.palette.art.has(chip.kind) else max(self.CHIP * 1.5, width)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.lit, 3.0) if self.lit is not None else QPen(QColor(20, 40, 70, 220), 1.2))
        painter.setBrush(QColor(230, 240, 250, 225))
        painter.drawRoundedRect(self._rect, 5, 5)
        painter.setPen(QColor("#1d3c5e"))
        painter.setFont(_font(11))
        painter.drawText(QRectF(6, 2, self._rect.width() - 12, 15), Qt.AlignmentFlag.AlignLeft,
                         game_text(self.box.title))
        y = 19.0
        for owner, row in self.rows:
            painter.setPen(QColor("#1d3c5e"))
            painter.setFont(_font(10, bold=False))
            if self.label_w:
                painter.drawText(QRectF(6, y, self.label_w, self.CHIP), Qt.AlignmentFlag.AlignVCenter,
                                 self.layer.palette.name(owner))
            x = 6.0 + self.label_w
            for chip in row:
                rect = QRectF(x, y, self.chip_w(chip), self.CHIP)
                paint_chip(painter, rect, chip, self.layer.palette)
                x += rect.width() + 3
            if not row:
                painter.setPen(QColor("#5d6f82"))
                painter.drawText(QRectF(x, y, 60, self.CHIP), Qt.AlignmentFlag.AlignVCenter, "—")
            y += self.CHIP + 6


class PiecesLayer(QObject):
    """Mirrors a game's view (pieces, boxes, control) onto `scene`; see the module docstring."""

    clicked = Signal(str, object)            # ("place", place) | ("piece", id) | ("box", id)
    drag_started = Signal(str, object)
    drag_moved = Signal(QPointF)
    dropped = Signal(str, object, QPointF)   # what was dragged, scene point of the drop

    def __init__(self, scene: BoardScene, places: Mapping[Any, str], palette: Palette,
                 parent: QObject | None = None) -> None:
        """`places`: the game's place -> the board zone id it is drawn in."""
        super().__init__(parent)
        self.scene = scene
        self.palette = palette
        self.zone_ids: dict[Any, str] = dict(places)
        self.numbers: dict[str, Any] = {zid: place for place, zid in self.zone_ids.items()}
        self.stacks: dict[Any, StackItem] = {}
        self.points: dict[str, PointItem] = {}
        self.boxes: dict[str, BoxItem] = {}
        self.selected_place: Any = None
        self.selected_piece: str | None = None
        board = scene.board
        for place, zid in self.zone_ids.items():
            label = scene.label_item(zid)
            if label is None:
                zone = board.zones.get(zid) if board is not None else None
                if zone is None or zone.kind != "hex":
                    continue
                cell = scene.zone_item(zid).boundingRect()
                item = StackItem(self, place, min(cell.width(), cell.height()))
                item.setPos(scene.to_scene(*zone.label_point))
                item.setVisible(False)
                scene.add_layer_item(item, Layer.PIECES)
                self.stacks[place] = item
                continue
            item = StackItem(self, place)
            item.setPos(label.pos())
            item.setVisible(False)
            scene.add_layer_item(item, Layer.PIECES)
            self.stacks[place] = item
        self._view: TableView | None = None
        self._layout_key: Any = None
        self._hits: dict[Any, int] = {}     # pieces lost or hit per place in the last view
        self._counts: dict[Any, int] = {}   # pieces per place in the last view
        self._flashes: dict[Any, QVariantAnimation] = {}

    def _flash(self, place: Any, item: StackItem) -> None:
        """A loss was just taken at `place`: its stack glows red and fades out (FLASH_MS)."""
        old = self._flashes.pop(place, None)
        if old is not None:
            old.stop()
        animation = QVariantAnimation(self)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setDuration(FLASH_MS)
        animation.valueChanged.connect(lambda value, item=item: item.set_flash(float(value)))
        animation.finished.connect(lambda place=place: self._flashes.pop(place, None))
        self._flashes[place] = animation
        item.set_flash(1.0)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _box_item(self, box: BoxView, index: int) -> BoxItem:
        item = self.boxes.get(box.id)
        if item is None:
            item = self.boxes[box.id] = BoxItem(self, box.id)
            self.scene.add_layer_item(item, Layer.PIECES, 2)
        if box.anchor is not None:
            item.setPos(self.scene.to_scene(*box.anchor))
        else:
            rect = self.scene.board_rect()
            if not rect.isEmpty():
                # Lower right of the board, one above the other: open sea on the 1943-45 map.
                item.setPos(rect.right() - 0.20 * rect.width(),
                            rect.bottom() - 0.17 * rect.height() * (1 + index))
        return item

    def zone_number(self, zone_id: str | None) -> Any:
        """The game's place drawn as board zone `zone_id` (None for the sea, off-board, others)."""
        return None if zone_id is None else self.numbers.get(zone_id)

    def zone_at(self, scene_pos: QPointF) -> Any:
        """The place under a scene point (None where the game has none)."""
        return self.zone_number(self.scene.zone_at(scene_pos))

    @property
    def planes(self) -> dict[str, PointItem]:
        return self.points

    @property
    def sea_box(self) -> BoxItem | None:
        return next(iter(self.boxes.values()), None)

    def update_view(self, view: TableView) -> None:
        first = self._view is None
        scope = None if first else self._view.turn
        self._view = view
        for place, zid in self.zone_ids.items():
            owner = view.control.get(place)
            tint = self.palette.tints[owner] if owner is not None and 0 <= owner < len(self.palette.tints) \
                else None
            self.scene.set_zone_fill(zid, tint)
        for place, item in self.stacks.items():
            chips = tuple(view.stacks.get(place, ()))
            item.set_chips(chips, place == self.selected_place)
            item.setToolTip(f"{self.scene.zone_name(self.zone_ids[place])}\n{chips_tooltip(chips)}")
            hits = sum(c.count for c in chips if "lost" in c.marks or "hit" in c.marks)
            pieces = sum(c.count for c in chips if "lost" not in c.marks)
            # A loss taken now; or a battle ending with its last loss, which the board applies at once.
            ended = place in view.fought and view.turn == scope and pieces < self._counts.get(place, 0)
            if not first and (hits > self._hits.get(place, 0) or ended):
                self._flash(place, item)
            self._hits[place] = hits
            self._counts[place] = pieces
        seen = set()
        for chip in view.free:
            if chip.pos is None or not chip.ids:
                continue
            pid = chip.ids[0]
            seen.add(pid)
            point = self.points.get(pid)
            if point is None:
                point = self.points[pid] = PointItem(self, pid)
                # Under the labels: a zone number at the point stays readable over its pin.
                self.scene.add_layer_item(point, Layer.LABELS, -0.5)
            point.setPos(self.scene.to_scene(*chip.pos))
            point.set_chip(chip, pid == self.selected_piece)
        for pid in list(self.points):
            if pid not in seen:
                self.scene.removeItem(self.points.pop(pid))
        shown = {box.id for box in view.boxes}
        for index, box in enumerate(view.boxes):
            self._box_item(box, index).set_box(box)
        for box_id in list(self.boxes):
            if box_id not in shown:
                self.scene.removeItem(self.boxes.pop(box_id))
        self.relayout()

    def relayout(self, scale: float | None = None) -> None:
        """Place each stack beside its zone's number where it covers no label, symbol, plane, box or
        other stack (`stack_layout`): inside its zone when there is room, else with a leader line."""
        scale = self.scene.view_scale if scale is None else scale
        if scale <= 0:
            return
        # The layout depends only on the scale, the stacks' sizes and the planes' places.
        key = (round(scale, 6), tuple((n, s.block_size()) for n, s in sorted(self.stacks.items()) if s.chips),
               tuple(sorted((cid, p.pos().x(), p.pos().y()) for cid, p in self.points.items())))
        if key == self._layout_key:
            return
        self._layout_key = key
        obstacles: list[QRectF] = []
        for zid in self.zone_ids.values():
            label, symbols = self.scene.label_item(zid), self.scene.symbol_item(zid)
            if label is not None and label.isVisible():
                obstacles.append(label.text_rect().translated(label.pos() * scale))
            if symbols is not None and symbols.isVisible() and not symbols.is_empty():
                rect = symbols.boundingRect().adjusted(1, 1, -1, -1)
                obstacles.append(rect.translated(symbols.pos() * scale))
        for point in self.points.values():
            obstacles.append(point.boundingRect().adjusted(3, 3, -3, -3).translated(point.pos() * scale))
        for box in self.boxes.values():
            if box.isVisible():
                obstacles.append(box.boundingRect().translated(box.pos() * scale))
        requests: dict[Any, StackRequest] = {}
        for number, stack in self.stacks.items():
            if stack.cell_km:
                stack.set_cell_scale(scale)  # piles stay on their hexes
                continue
            if not stack.chips:
                continue
            zid = self.zone_ids[number]
            own = QRectF()
            label, symbols = self.scene.label_item(zid), self.scene.symbol_item(zid)
            if label is not None and label.isVisible():
                number_rect = label.text_rect()
                if label.name_visible:  # the number only: the name may sit beside it
                    number_rect = QRectF(-label.number_width() / 2, -label.number_height() / 2,
                                         label.number_width(), label.number_height())
                own = own.united(number_rect)
            if symbols is not None and symbols.isVisible() and not symbols.is_empty():
                own = own.united(symbols.boundingRect())
            shape = self.scene.zone_item(zid).path()
            own = own if not own.isEmpty() else QRectF(-10, -9, 20, 18)
            requests[number] = StackRequest(stack.pos() * scale, stack.block_size(), own,
                                            lambda p, shape=shape: shape.contains(p / scale))
        for number, offset in lay_out_stacks(requests, obstacles).items():
            self.stacks[number].set_offset(offset)

    def light_boxes(self, boxes: set[Any], colour: QColor) -> None:
        """Ring the boxes a click or a drop acts on now (the zones get the scene's marks)."""
        for box_id, item in self.boxes.items():
            lit = QColor(colour) if box_id in boxes else None
            if lit != item.lit:
                item.lit = lit
                item.update()

    def select(self, place: Any = None, piece: str | None = None) -> None:
        self.selected_place = place
        self.selected_piece = piece
        if self._view is not None:
            self.update_view(self._view)

    def stack_rect_px(self, place: Any) -> QRectF:
        item = self.stacks.get(place)
        return item.boundingRect() if item is not None else QRectF()

