"""Zone labels: a zone's number and name drawn at a fixed pixel size, and their layout at a zoom.

Numbers and symbols are placed everywhere (play needs them); then, from the largest zone down, each
name takes the first free spot: below, above, right or left of its number, on one line or two. A
name with no room is left out at this zoom (the status bar names the zone under the mouse), so
labels never pile up over each other.
A sea zone's name that would cover another label is moved a little up or down, or else shortened
to the zone's number (when it has one), so it never hides a territory's number or another sea.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from sandtable.ui.board_style import INK, SEA_HALO, SEA_LABEL, Layer, font_metrics
from sandtable.ui.symbols import SymbolRowItem


class ZoneLabelItem(QGraphicsItem):
    """A zone's number and name, drawn with a halo at a fixed pixel size (ignores the zoom).

    The scene decides the font size and whether the name shows (one line, two lines or not at
    all) from the zoom and the room left by neighbouring labels; see `BoardScene.set_view_scale`.
    """

    def __init__(self, zone: Any, numbered: bool = True) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Layer.LABELS)
        # Small and zoom-independent: a cached pixmap saves re-filling the text and halo paths.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zone_id: str = zone.id
        self.is_sea = zone.kind == "sea"
        # A land zone's number is printed unless the board says its numbers are only labels.
        shown = numbered and not self.is_sea and zone.kind != "hex"
        self.number_text = f"{zone.number:02d}" if shown else ""
        self.name_text: str = zone.name or ""
        # The board's abbreviation (zone property short_name), tried last where the name has no room.
        short = zone.props.get("short_name") if isinstance(zone.props, dict) else None
        self.short_name = short.strip() if isinstance(short, str) else ""
        # a sea zone's name where it has no room: its number (0 means none)
        self.short_text = str(zone.number) if self.is_sea and zone.number > 0 else ""
        self._number_px = 12.0
        self._name_px = 10.0
        self._name_lines: list[str] = []
        self._layout: tuple[Any, ...] = ()
        self._path = QPainterPath()
        self._halo = QPainterPath()
        self._rect = QRectF()
        self._rebuild()

    # -- layout -------------------------------------------------------------------------------------
    def number_font(self, px: float | None = None) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(px or self._number_px)))
        font.setBold(True)
        return font

    def name_font(self, px: float | None = None) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(px or self._name_px)))
        if self.is_sea:
            font.setItalic(True)
            font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.5)
        else:
            font.setWeight(QFont.Weight.DemiBold)
        return font

    def number_height(self) -> float:
        return font_metrics(self.number_font()).height() if self.number_text else 0.0

    def number_width(self, px: float | None = None) -> float:
        if not self.number_text:
            return 0.0
        return font_metrics(self.number_font(px)).horizontalAdvance(self.number_text)

    def name_rect_for(self, lines: list[str], x: float, top: float, align: str = "c",
                      px: float | None = None) -> QRectF:
        """The box of `lines` (pixels, relative to the anchor) aligned at x: centre, left or right."""
        metrics = font_metrics(self.name_font(px))
        width = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        left = {"c": x - width / 2, "l": x, "r": x - width}[align]
        return QRectF(left, top, width, metrics.height() * len(lines))

    def name_candidates(self) -> list[list[str]]:
        """The name on one line, then split in two at the break nearest the middle."""
        name = self.name_text.strip()
        if not name:
            return []
        options = [[name]]
        breaks = [i for i, ch in enumerate(name) if ch in " -/"]
        if breaks:
            mid = len(name) / 2
            i = min(breaks, key=lambda b: abs(b - mid))
            head = name[: i + 1].rstrip() if name[i] == "-" else name[:i].rstrip()
            tail = name[i + 1:].strip()
            if head and tail:
                options.append([head, tail])
        if self.short_name and self.short_name != name:
            options.append([self.short_name])
        return options

    def set_layout(self, number_px: float, name_px: float, name_lines: list[str],
                   name_x: float = 0.0, name_top: float = 0.0, align: str = "c") -> None:
        layout = (number_px, name_px, list(name_lines), name_x, name_top, align)
        if layout == self._layout:
            return
        self.prepareGeometryChange()
        self._layout = layout
        self._number_px, self._name_px = number_px, name_px
        self._name_lines = list(name_lines)
        self._rebuild()
        self.update()  # drops the cached pixmap

    @property
    def name_visible(self) -> bool:
        return bool(self._name_lines)

    @property
    def name_lines(self) -> list[str]:
        return list(self._name_lines)

    def _rebuild(self) -> None:
        path = QPainterPath()
        if self.number_text:
            font = self.number_font()
            metrics = font_metrics(font)
            w = metrics.horizontalAdvance(self.number_text)
            # Centred on the anchor: the baseline sits half a cap height below it.
            path.addText(QPointF(-w / 2, metrics.capHeight() / 2), font, self.number_text)
        if self._name_lines:
            _, _, lines, x, top, align = self._layout
            font = self.name_font()
            metrics = font_metrics(font)
            y = top + metrics.ascent()
            for line in lines:
                w = metrics.horizontalAdvance(line)
                left = {"c": x - w / 2, "l": x, "r": x - w}[align]
                path.addText(QPointF(left, y), font, line)
                y += metrics.height()
        stroker = QPainterPathStroker()
        stroker.setWidth(3.2)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._halo = stroker.createStroke(path)
        self._path = path
        self._rect = self._halo.boundingRect().united(path.boundingRect()).adjusted(-1, -1, 1, 1)

    def text_rect(self) -> QRectF:
        """The drawn text's box in pixels around the anchor (without the halo)."""
        return self._path.boundingRect()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.is_sea:
            painter.setBrush(QColor(SEA_HALO.red(), SEA_HALO.green(), SEA_HALO.blue(), 150))
            painter.drawPath(self._halo)
            painter.setBrush(SEA_LABEL)
        else:
            painter.setBrush(QColor(255, 250, 238, 230))
            painter.drawPath(self._halo)
            painter.setBrush(INK)
        painter.drawPath(self._path)


def lay_out_labels(labels: dict[str, ZoneLabelItem], symbols: dict[str, SymbolRowItem],
                   areas: dict[str, float], board_rect: QRectF, scale: float) -> None:
    """Lay labels and symbols out for a view showing `scale` pixels per km (see the module doc);
    `areas` ranks the zones, largest first, and `board_rect` (km) bounds where names may go."""
    # Whole pixel sizes: fonts only come in those, and unchanged sizes keep the cached label pixmaps.
    number_px = float(round(min(max(8.0 + 6.0 * math.log2(1.0 + scale), 12.0), 20.0)))
    name_px = float(max(10, round(number_px * 0.8)))
    icon_px = float(round(min(max(number_px * 1.05, 13.0), 21.0)))
    placed: list[QRectF] = []
    order = sorted(labels.values(), key=lambda lab: -areas[lab.zone_id])
    blocks: dict[str, QRectF] = {}
    for label in order:
        anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
        row = symbols[label.zone_id]
        if label.is_sea:
            row.set_layout(icon_px, 0.0)
            continue
        num_h = font_metrics(label.number_font(number_px)).height() if label.number_text else 0.0
        num_w = label.number_width(number_px)
        row_top = num_h / 2 if label.number_text else -icon_px / 2
        row.set_layout(icon_px, row_top)
        block = QRectF(-num_w / 2, -num_h / 2, num_w, num_h)
        if not row.is_empty():
            rw = row.row_width()
            block = block.united(QRectF(-rw / 2, row_top, rw, icon_px))
        blocks[label.zone_id] = block
        placed.append(block.translated(anchor))
    _place_names(order, blocks, placed, board_rect, scale, number_px, name_px)


def _place_names(order: list[ZoneLabelItem], blocks: dict[str, QRectF], obstacles: list[QRectF],
                 board_rect: QRectF, scale: float, number_px: float, name_px: float) -> None:
    Spot = tuple[list[str], float, float, str]
    candidates: dict[str, list[tuple[Spot, QRectF]]] = {}
    seas: dict[str, QRectF] = {}  # a sea's name, which may give way to its number for a land name
    for label in order:
        anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
        if label.is_sea:
            lines, top, rect = _sea_spot(label, anchor, [*obstacles, *seas.values()], name_px + 1)
            label.set_layout(number_px, name_px + 1, lines, 0.0, top)
            seas[label.zone_id] = rect
            continue
        spots = []
        for spot in _name_spots(label, blocks[label.zone_id], name_px):
            r = label.name_rect_for(spot[0], spot[1], spot[2], spot[3], name_px).translated(anchor)
            if _inside_board(r, board_rect, scale):
                spots.append((spot, r))
        candidates[label.zone_id] = spots
    by_id = {label.zone_id: label for label in order}
    own_block = {zid: b.translated(QPointF(by_id[zid].pos().x() * scale, by_id[zid].pos().y() * scale))
                 for zid, b in blocks.items()}
    names: dict[str, tuple[Spot, QRectF]] = {}

    def clashes(zid: str, rect: QRectF) -> list[str | None]:
        """Who `rect` (zid's name) would overlap: None for a fixed number/symbol block."""
        padded = rect.adjusted(-3, -1, 3, 1)
        mine = own_block.get(zid)
        hits: list[str | None] = [None for o in obstacles if o != mine and padded.intersects(o)]
        hits += [other for other, (_, r) in names.items() if other != zid and padded.intersects(r)]
        hits += [SEA + sea for sea, r in seas.items() if sea != zid and padded.intersects(r)]
        return hits

    for label in order:
        zid = label.zone_id
        for spot, rect in candidates.get(zid, []):
            if not clashes(zid, rect):
                names[zid] = (spot, rect)
                break
    # One round of repair: a name with no room may move one placed name to another of its spots.
    for label in order:
        zid = label.zone_id
        if zid in names or zid not in candidates:
            continue
        for spot, rect in candidates[zid]:
            hits = clashes(zid, rect)
            if len(hits) != 1 or hits[0] is None or hits[0].startswith(SEA):
                continue
            other = hits[0]
            names[zid] = (spot, rect)
            moved = next(((s2, r2) for s2, r2 in candidates[other]
                          if r2 != names[other][1] and not clashes(other, r2)), None)
            if moved is not None:
                names[other] = moved
                break
            del names[zid]
    # A land name still without room may have a sea's long name shortened to its number (seas are
    # open water: "13" reads as well as "13 Sea Zone", a missing territory name does not).
    for label in order:
        zid = label.zone_id
        if zid in names or zid not in candidates:
            continue
        for spot, rect in candidates[zid]:
            hits = clashes(zid, rect)
            if not hits or not all(h is not None and h.startswith(SEA) for h in hits):
                continue
            shorter = {h[len(SEA):]: _short_sea(by_id[h[len(SEA):]], name_px + 1, scale) for h in set(hits)}
            padded = rect.adjusted(-3, -1, 3, 1)
            if all(r is not None and not r[2].intersects(padded) for r in shorter.values()):
                for sea, (lines, top, r) in shorter.items():  # type: ignore[misc]
                    by_id[sea].set_layout(number_px, name_px + 1, lines, 0.0, top)
                    seas[sea] = r
                names[zid] = (spot, rect)
                break
    for label in order:
        if label.is_sea:
            continue
        spot = names.get(label.zone_id, (([], 0.0, 0.0, "c"), QRectF()))[0]
        label.set_layout(number_px, name_px, *spot)


SEA = "~sea:"  # marks a sea's name among the labels a land name would cover


def _short_sea(label: ZoneLabelItem, px: float, scale: float) -> tuple[list[str], float, QRectF] | None:
    """A sea's number centred on its anchor, where its long name gives way (None without one)."""
    if not label.short_text or label.short_text == label.name_text:
        return None
    rect = label.name_rect_for([label.short_text], 0.0, 0.0, "c", px)
    top = -rect.height() / 2
    anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
    return [label.short_text], top, rect.translated(anchor).translated(0, top)


def _sea_spot(label: ZoneLabelItem, anchor: QPointF, obstacles: list[QRectF],
              px: float) -> tuple[list[str], float, QRectF]:
    """A sea zone's name centred on its anchor, else a little above or below, else its number
    there; the first that covers no label placed before (else the shortest form, centred)."""
    options = [[label.name_text]] if label.name_text else []
    if label.short_text and label.short_text != label.name_text:
        options.append([label.short_text])
    centred: tuple[list[str], float, QRectF] | None = None
    for lines in options:
        rect = label.name_rect_for(lines, 0.0, 0.0, "c", px)
        h = rect.height()
        for dy in (0.0, -0.9 * h, 0.9 * h):
            top = -h / 2 + dy
            placed = rect.translated(anchor).translated(0, top)
            if dy == 0.0:
                centred = (lines, top, placed)
            if not any(placed.intersects(o) for o in obstacles):
                return lines, top, placed
    return centred if centred is not None else ([], 0.0, QRectF(anchor, anchor))


def _name_spots(label: ZoneLabelItem, block: QRectF,
                name_px: float) -> list[tuple[list[str], float, float, str]]:
    spots: list[tuple[list[str], float, float, str]] = []
    line_h = font_metrics(label.name_font(name_px)).height()
    for lines in label.name_candidates():
        h = line_h * len(lines)
        spots.append((lines, 0.0, block.bottom(), "c"))
        spots.append((lines, 0.0, block.top() - h, "c"))
    for lines in label.name_candidates():
        h = line_h * len(lines)
        mid = block.center().y() - h / 2
        spots.append((lines, block.right() + 3, mid, "l"))
        spots.append((lines, block.left() - 3, mid, "r"))
    for lines in label.name_candidates():
        h = line_h * len(lines)
        for top in (block.bottom(), block.top() - h):
            spots.append((lines, block.right(), top, "r"))
            spots.append((lines, block.left(), top, "l"))
    return spots

def _inside_board(rect_px: QRectF, board_rect: QRectF, scale: float) -> bool:
    b = board_rect
    return QRectF(b.x() * scale, b.y() * scale, b.width() * scale, b.height() * scale).contains(rect_px)
