"""Zone labels: a zone's number and name drawn at a fixed pixel size, and their layout at a zoom.

Numbers and symbols are placed everywhere (play needs them); then, from the largest zone down, each
name takes the first free spot: below, above, right or left of its number, on one line or two. A
name with no room is left out at this zoom (the status bar names the zone under the mouse), so
labels never pile up over each other.
A sea zone's name that would cover another label is moved a little up or down, or else shortened
to the zone's number (when it has one), so it never hides a territory's number or another sea.
A land name still without room may take a sea's room (the sea's number moves aside), and last is
set apart over the sea or its own zone, with a leader line back to its number that crosses no
other name, number or mark (Revised's Gibraltar, Switzerland and Western Europe at fit on 1366 x 768).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from sandtable.ui.board_style import INK, SEA_HALO, SEA_LABEL, Layer, font_metrics
from sandtable.ui.symbols import SymbolRowItem


class ZoneLabelItem(QGraphicsItem):
    """A zone's number and name, drawn with a halo at a fixed pixel size (ignores the zoom).

    The scene decides the font size and whether the name shows (one line, two lines or not at
    all) from the zoom and the room left by neighbouring labels; see `BoardScene.set_view_scale`.
    """

    def __init__(self, zone: Any, numbered: bool = True, short_name: str | None = None) -> None:
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
        # The board's abbreviation (zone property short_name, or the scene's one in the windows'
        # language), tried last where the name has no room.
        short = short_name
        if short is None and isinstance(zone.props, dict):
            short = zone.props.get("short_name")
        self.short_name = short.strip() if isinstance(short, str) else ""
        # a sea zone's name where it has no room: its number (0 means none)
        self.short_text = str(zone.number) if self.is_sea and zone.number > 0 else ""
        self._number_px = 12.0
        self._name_px = 10.0
        self._name_lines: list[str] = []
        self._layout: tuple[Any, ...] = ()
        self._leader: QLineF | None = None  # a name set apart from its zone points back at it
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
                   name_x: float = 0.0, name_top: float = 0.0, align: str = "c",
                   leader: QLineF | None = None) -> None:
        key = None if leader is None else (leader.x1(), leader.y1(), leader.x2(), leader.y2())
        layout = (number_px, name_px, list(name_lines), name_x, name_top, align, key)
        if layout == self._layout:
            return
        self.prepareGeometryChange()
        self._layout = layout
        self._leader = leader
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
            _, _, lines, x, top, align, _ = self._layout
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
        if self._leader is not None:
            ends = QRectF(self._leader.p1(), self._leader.p2()).normalized()
            self._rect = self._rect.united(ends.adjusted(-2, -2, 2, 2))

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
            if self._leader is not None:  # under the name's halo, so it stops at the letters
                painter.setPen(QPen(QColor(255, 250, 238, 200), 3.0, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(self._leader)
                painter.setPen(QPen(INK, 1.0))
                painter.drawLine(self._leader)
                painter.drawEllipse(self._leader.p2(), 1.6, 1.6)
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 250, 238, 230))
            painter.drawPath(self._halo)
            painter.setBrush(INK)
        painter.drawPath(self._path)


def lay_out_labels(labels: dict[str, ZoneLabelItem], symbols: dict[str, SymbolRowItem],
                   areas: dict[str, float], board_rect: QRectF, scale: float,
                   zone_at: ZoneAt | None = None) -> None:
    """Lay labels and symbols out for a view showing `scale` pixels per km (see the module doc);
    `areas` ranks the zones, largest first, and `board_rect` (km) bounds where names may go;
    `zone_at` (scene point -> zone id) lets a name with no room be set apart over the sea."""
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
    _place_names(order, blocks, placed, board_rect, scale, number_px, name_px, zone_at)


def _place_names(order: list[ZoneLabelItem], blocks: dict[str, QRectF], obstacles: list[QRectF],
                 board_rect: QRectF, scale: float, number_px: float, name_px: float,
                 zone_at: ZoneAt | None = None) -> None:
    candidates: dict[str, list[tuple[Spot, QRectF]]] = {}
    seas: dict[str, QRectF] = {}  # a sea's name, which may give way to its number for a land name
    by_area = {label.zone_id: label for label in order}
    for label in order:
        anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
        if label.is_sea:
            lines, x, top, rect = _sea_label(label, obstacles, seas, by_area, scale, number_px, name_px + 1)
            label.set_layout(number_px, name_px + 1, lines, x, top)
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
    def shorten_seas_for(zid: str, rect: QRectF) -> bool:
        """When `rect` (zid's name) covers only seas' names and their numbers, centred or moved a
        little, would leave it free, so place them and say yes (seas are open water: "13" reads as
        well as "13 Sea Zone", a missing territory name does not)."""
        hits = clashes(zid, rect)
        if not hits or not all(h is not None and h.startswith(SEA) for h in hits):
            return False
        padded = rect.adjusted(-3, -1, 3, 1)
        moved: dict[str, tuple[list[str], float, float, QRectF]] = {}
        for sea in {h[len(SEA):] for h in hits}:
            taken = [*obstacles, *(r for _, r in names.values())]
            other_seas = [*(r for other, r in seas.items() if other != sea), *(m[3] for m in moved.values())]
            spot = next((m for m in _short_sea(by_id[sea], name_px + 1, scale)
                         if not m[3].intersects(padded) and _free(m[3], taken, other_seas)), None)
            if spot is None:
                return False
            moved[sea] = spot
        for sea, (lines, x, top, r) in moved.items():
            by_id[sea].set_layout(number_px, name_px + 1, lines, x, top)
            seas[sea] = r
        return True

    for label in order:
        zid = label.zone_id
        if zid in names or zid not in candidates:
            continue
        for spot, rect in candidates[zid]:
            if shorten_seas_for(zid, rect):
                names[zid] = (spot, rect)
                break
    # Last, a name still without room is set apart over the sea, with a line back to its zone; it
    # may send one name placed next to its number apart as well, when that one finds room so.
    leaders: dict[str, QLineF] = {}
    seas_ids = {z.zone_id for z in order if z.is_sea}

    budget = [CALLOUT_BOXES]

    def apart(zid: str) -> Iterator[tuple[Spot, QRectF, QLineF]]:
        label = by_id[zid]
        anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
        others = [r for other, (_, r) in names.items() if other != zid]
        # The leader crosses no other zone's number or marks either (it would read as theirs).
        others += [o for o in obstacles if o != own_block[zid]]

        def worth(rect: QRectF) -> bool:  # nothing fixed in the way, at most one name to send apart
            hits = clashes(zid, rect)
            return None not in hits and len({h for h in hits if not h.startswith(SEA)}) <= 1  # type: ignore[union-attr]

        return _callouts(label, own_block[zid], anchor, name_px, scale, board_rect, seas_ids,
                         zone_at, others, worth, budget)  # type: ignore[arg-type]

    def set_apart(zid: str, spot: Spot, rect: QRectF, leader: QLineF) -> None:
        names[zid] = (spot, rect)
        leaders[zid] = leader

    def free(zid: str, rect: QRectF) -> bool:
        return not clashes(zid, rect) or shorten_seas_for(zid, rect)

    for label in order if zone_at is not None else []:
        zid = label.zone_id
        if zid in names or label.is_sea or not candidates.get(zid):
            continue
        for spot, rect, leader in apart(zid):
            if free(zid, rect):
                set_apart(zid, spot, rect, leader)
                break
            lands = {h for h in clashes(zid, rect) if h is None or not h.startswith(SEA)}
            if len(lands) != 1 or None in lands or lands & set(leaders):
                continue
            other = str(lands.pop())
            kept, sea_rects = names.pop(other), dict(seas)
            sea_layouts = {sea: by_id[sea]._layout for sea in seas}
            set_apart(zid, spot, rect, leader)  # so the other's new place keeps clear of it
            moved = next(((s2, r2, l2) for s2, r2, l2 in apart(other) if free(other, r2)), None)
            del names[zid], leaders[zid]
            if moved is not None:
                set_apart(other, *moved)
                if free(zid, rect):
                    set_apart(zid, spot, rect, leader)
                    break
                del names[other], leaders[other]
            names[other] = kept  # as it was, with the seas' labels
            seas.clear()
            seas.update(sea_rects)
            for sea, layout in sea_layouts.items():
                by_id[sea].set_layout(*layout[:6])
    for label in order:
        if label.is_sea:
            continue
        spot = names.get(label.zone_id, (([], 0.0, 0.0, "c"), QRectF()))[0]
        label.set_layout(number_px, name_px, *spot, leader=leaders.get(label.zone_id))


SEA = "~sea:"  # marks a sea's name among the labels a land name would cover
CALLOUT_BOXES = 250  # boxes a layout may look at to set names apart (Revised at fit: 100)
ZoneAt = Callable[[QPointF], "str | None"]  # scene point -> the zone there
Spot = tuple[list[str], float, float, str]


def _callouts(label: ZoneLabelItem, block: QRectF, anchor: QPointF, name_px: float, scale: float,
              board_rect: QRectF, seas: set[str], zone_at: ZoneAt, names: list[QRectF],
              worth: Callable[[QRectF], bool], budget: list[int]) -> Iterator[tuple[Spot, QRectF, QLineF]]:
    """Spots for a name set apart from its block (pixels), nearest first, whose box lies over the
    sea or its own zone, each with the leader line from the name to the block (relative to the
    anchor) that crosses no other name; within a few name heights. `worth` (cheap) picks the boxes
    worth asking `zone_at` about; `budget[0]` counts down the boxes looked at over a whole layout
    (a zoomed-out view may have dozens of names without room: they stay unnamed, the layout quick)."""
    line_h = font_metrics(label.name_font(name_px)).height()
    if block.isEmpty():
        block = QRectF(anchor, anchor).adjusted(-2, -2, 2, 2)
    allowed = seas | {label.zone_id}

    def over_allowed(rect: QRectF) -> bool:
        for p in (rect.center(), rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
            if zone_at(QPointF(p.x() / scale, p.y() / scale)) not in allowed:
                return False
        return True

    for gap in (0.6, 1.2, 2.0, 3.0, 4.2):
        for lines in label.name_candidates():
            size = label.name_rect_for(lines, 0.0, 0.0, "c", name_px)
            for degrees in range(0, 360, 30):
                a = math.radians(degrees)
                dx = math.cos(a) * (block.width() / 2 + size.width() / 2 + gap * line_h)
                dy = math.sin(a) * (block.height() / 2 + size.height() / 2 + gap * line_h)
                centre = block.center() + QPointF(dx, dy)
                rect = QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                              size.width(), size.height())
                budget[0] -= 1
                if budget[0] <= 0:
                    return
                if not _inside_board(rect, board_rect, scale) or not worth(rect) or not over_allowed(rect):
                    continue
                start = QPointF(min(max(block.center().x(), rect.left()), rect.right()),
                                min(max(block.center().y(), rect.top()), rect.bottom()))
                end = QPointF(min(max(start.x(), block.left()), block.right()),
                              min(max(start.y(), block.top()), block.bottom()))
                leader = QLineF(start, end)
                if any(_crosses(leader, r) for r in names):
                    continue
                spot = (lines, rect.center().x() - anchor.x(), rect.top() - anchor.y(), "c")
                yield spot, rect, leader.translated(-anchor)


def _crosses(line: QLineF, rect: QRectF) -> bool:
    steps = max(2, int(line.length() / 3))
    return any(rect.contains(line.pointAt(i / steps)) for i in range(1, steps))


# where a sea's number may stand, in its own widths and heights from the sea's anchor, first first
SEA_NUMBER_STEPS = ((0.0, 0.0), (-1.6, 0.0), (1.6, 0.0), (0.0, -1.1), (0.0, 1.1), (-1.6, -1.1), (1.6, -1.1),
                    (-1.6, 1.1), (1.6, 1.1), (-3.0, 0.0), (3.0, 0.0), (0.0, -2.2), (0.0, 2.2))


def _short_sea(label: ZoneLabelItem, px: float,
               scale: float) -> list[tuple[list[str], float, float, QRectF]]:
    """Where a sea's number may stand when its name gives way: centred on its anchor, else moved
    a little aside, up or down (none without a number); (lines, x, top, box in pixels)."""
    text = label.short_text or (label.name_text if label.name_text.isdigit() else "")
    if not text:
        return []
    rect = label.name_rect_for([text], 0.0, 0.0, "c", px)
    anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
    w, h = rect.width(), rect.height()
    out = []
    for fx, fy in SEA_NUMBER_STEPS:
        dx, dy = fx * w, fy * h
        top = -h / 2 + dy
        out.append(([text], dx, top, rect.translated(anchor).translated(dx, top)))
    return out


def _sea_spot(label: ZoneLabelItem, anchor: QPointF, obstacles: list[QRectF],
              px: float, seas: list[QRectF] | None = None) -> tuple[list[str], float, QRectF]:
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
            if _free(placed, obstacles, seas or []):
                return lines, top, placed
    return centred if centred is not None else ([], 0.0, QRectF(anchor, anchor))


def _near(a: QRectF, b: QRectF) -> bool:
    """Whether two labels' boxes touch or nearly (closer than 3 px across, 1 px up or down): two
    seas' labels end to end with no gap read as one ("Zone maritime 24" + "27" = "Zone maritime 2427")."""
    return a.adjusted(-3, -1, 3, 1).intersects(b)


def _free(rect: QRectF, obstacles: list[QRectF], seas: list[QRectF]) -> bool:
    """Clear of the numbers and marks placed (`obstacles`) and, with a gap, of the seas' labels."""
    return not any(rect.intersects(o) for o in obstacles) and not any(_near(rect, s) for s in seas)


def _sea_label(label: ZoneLabelItem, obstacles: list[QRectF], seas: dict[str, QRectF],
               labels: dict[str, ZoneLabelItem], scale: float, number_px: float,
               px: float) -> tuple[list[str], float, float, QRectF]:
    """Where a sea's name or number stands, clear of the labels placed before it: its name (or
    number) centred or a little above or below; else its number moved aside; else the seas in the
    way give way to their numbers (moved aside where need be) so that its own fits. Only when none
    of that finds room does it stand centred over another label (a small crowded sea)."""
    anchor = QPointF(label.pos().x() * scale, label.pos().y() * scale)
    lines, top, rect = _sea_spot(label, anchor, obstacles, px, list(seas.values()))
    if _free(rect, obstacles, list(seas.values())):
        return lines, 0.0, top, rect
    for lines2, x2, top2, rect2 in _short_sea(label, px, scale):
        if _free(rect2, obstacles, list(seas.values())):
            return lines2, x2, top2, rect2
    # The seas in the way (placed before: larger) show their numbers instead of their names.
    in_way = [sea for sea, r in seas.items() if _near(r, rect)]
    moved: dict[str, tuple[list[str], float, float, QRectF]] = {}
    for sea in in_way:
        others = [rect, *(r for other, r in seas.items() if other != sea), *(m[3] for m in moved.values())]
        spot = next((m for m in _short_sea(labels[sea], px, scale) if _free(m[3], obstacles, others)), None)
        if spot is None:
            return lines, 0.0, top, rect
        moved[sea] = spot
    for sea, (lines2, x2, top2, rect2) in moved.items():
        labels[sea].set_layout(number_px, px, lines2, x2, top2)
        seas[sea] = rect2
    # Room made: its name where it now fits, else its number as found free above.
    lines2, top2, rect2 = _sea_spot(label, anchor, obstacles, px, list(seas.values()))
    if _free(rect2, obstacles, list(seas.values())):
        return lines2, 0.0, top2, rect2
    return lines, 0.0, top, rect


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
