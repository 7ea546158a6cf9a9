"""Draw a From Salerno to Rome hex map to PNG offscreen (the screenshots in docs/screenshots/).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/fstr_render_map.py maps/fstr/map2.json out.png
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/fstr_render_map.py maps/fstr/map2.json out.png \
        --around Cassino --radius 7 --scale 34

The map is drawn in its own frame (as printed: the top is the map's north edge), with terrain
colours, the hex grid and hex numbers, rivers on hexsides, roads across hexsides, bridges,
towns, airfields, ports and the Gustav and Bernhardt hexes. A review tool, not the table's
renderer (that is ui/, which another package owns).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QImage, QPainter, QPen, QPolygonF

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "desktop"))

from sandtable.board.hexlayout import parse_label  # noqa: E402
from sandtable.board.hexmap import HexMap, load_hexmap  # noqa: E402

TERRAIN_COLOURS = {"sea": "#9cc7e4", "lake": "#7fb3da", "plain": "#e6ebc4", "hill": "#c9b77f",
                   "mountain": "#9c8060"}


def render(hm: HexMap, scale: float, around: str | None = None, radius: int = 6) -> QImage:
    lay = hm.layout
    if around is not None:
        centre = hm.hex_named(around)
        if centre is None:
            raise SystemExit(f"no hex is named {around!r}")
        cx, cy = lay.center_frame(*parse_label(centre))
        half_w, half_h = radius * 1.5 * lay.radius_km + lay.radius_km, radius * lay.size_km * 0.75
        x0, y0, w, h = cx - half_w, cy - half_h, 2 * half_w, 2 * half_h
    else:
        w, h = lay.frame_size_km()
        x0, y0 = 0.0, 0.0
    img = QImage(int(w * scale), int(h * scale), QImage.Format.Format_RGB32)
    img.fill(QColor("#808080"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)

    def pt(x: float, y: float) -> QPointF:
        return QPointF((x - x0) * scale, (y - y0) * scale)

    def poly(label: str) -> QPolygonF:
        return QPolygonF([pt(x, y) for x, y in lay.corners_frame(*parse_label(label))])

    grid_pen = QPen(QColor(60, 60, 60, 150), max(0.6, scale * 0.04))
    for label, cell in hm.hexes.items():
        p.setBrush(QBrush(QColor(TERRAIN_COLOURS.get(cell.terrain, "#ff00ff"))))
        p.setPen(grid_pen)
        p.drawPolygon(poly(label))
        if "gustav" in cell.features or "bernhardt" in cell.features:
            colour = QColor(200, 0, 0) if "gustav" in cell.features else QColor(120, 0, 160)
            p.setBrush(QBrush(colour, Qt.BrushStyle.BDiagPattern))
            p.setPen(QPen(colour, scale * 0.12))
            p.drawPolygon(poly(label))
    # Rivers: on the hexside (the edge shared by the two hexes).
    for f in hm.hexsides:
        if f.kind not in ("river", "major_river"):
            continue
        a, b = lay.corners_frame(*parse_label(f.a)), lay.corners_frame(*parse_label(f.b))
        shared = [c for c in a if any(abs(c[0] - d[0]) < 1e-6 and abs(c[1] - d[1]) < 1e-6 for d in b)]
        if len(shared) == 2:
            width = scale * (0.55 if f.kind == "major_river" else 0.35)
            p.setPen(QPen(QColor("#1f5fbf"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(pt(*shared[0]), pt(*shared[1]))
    # Roads: across the hexside, centre to centre.
    for f in hm.hexsides:
        if f.kind != "road":
            continue
        ca, cb = lay.center_frame(*parse_label(f.a)), lay.center_frame(*parse_label(f.b))
        major = f.props.get("class") == "major"
        p.setPen(QPen(QColor("#b01010") if major else QColor("#d08000"), scale * (0.45 if major else 0.28),
                      Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(pt(*ca), pt(*cb))
    # Bridges: two short rails along the road where it crosses the river (not a square: towns are squares).
    for f in hm.hexsides.of_kind("bridge"):
        ca, cb = lay.center_frame(*parse_label(f.a)), lay.center_frame(*parse_label(f.b))
        mx, my = (ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2
        dx, dy = (cb[0] - ca[0]) / lay.size_km, (cb[1] - ca[1]) / lay.size_km
        px, py = -dy * 0.45, dx * 0.45
        colour = QColor("#000000") if f.props.get("blowable", True) else QColor("#7a00a0")
        p.setPen(QPen(colour, scale * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for side in (1, -1):
            a = (mx + side * px - dx * 0.7, my + side * py - dy * 0.7)
            b = (mx + side * px + dx * 0.7, my + side * py + dy * 0.7)
            p.drawLine(pt(*a), pt(*b))
    # Hex numbers, towns and symbols.
    num_font = QFont("DejaVu Sans", max(5, int(scale * 0.55)))
    name_font = QFont("DejaVu Sans", max(6, int(scale * 0.9)), QFont.Weight.Bold)
    for label, cell in hm.hexes.items():
        col, row = parse_label(label)
        cx, cy = lay.center_frame(col, row)
        p.setFont(num_font)
        p.setPen(QColor(40, 40, 40))
        top = pt(cx, cy - lay.size_km * 0.47)
        p.drawText(QRectF(top.x() - scale * 2, top.y(), scale * 4, scale * 1.2),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)
        c = pt(cx, cy)
        if "city" in cell.features or "village" in cell.features:
            s = scale * (0.9 if "city" in cell.features else 0.55)
            p.setPen(QPen(Qt.GlobalColor.black, scale * 0.1))
            p.setBrush(QBrush(QColor("#202020") if "city" in cell.features else QColor("#ffffff")))
            p.drawRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
        if "airfield" in cell.features:
            p.setPen(QPen(QColor("#303090"), scale * 0.2))
            p.drawLine(c + QPointF(-scale, scale * 1.1), c + QPointF(scale, scale * 1.1))
            p.drawLine(c + QPointF(0, scale * 0.5), c + QPointF(0, scale * 1.7))
        if "port" in cell.features:
            p.setPen(QPen(QColor("#003060"), scale * 0.18))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c + QPointF(scale * 1.3, 0), scale * 0.4, scale * 0.4)
        if "axis_supply" in cell.features or "viii_supply" in cell.features:
            p.setPen(QPen(QColor("#000000"), scale * 0.15))
            p.setBrush(QBrush(QColor("#60a060") if "viii_supply" in cell.features else QColor("#505050")))
            p.drawEllipse(c, scale * 0.8, scale * 0.8)
        if cell.names:
            p.setFont(name_font)
            text = " / ".join(n for n in cell.names)
            rect = QRectF(c.x() - scale * 8, c.y() + scale * 0.9, scale * 16, scale * 1.8)
            p.setPen(QColor(255, 255, 255))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                p.drawText(rect.translated(dx, dy), Qt.AlignmentFlag.AlignHCenter, text)
            p.setPen(QColor(0, 0, 0))
            p.drawText(rect, Qt.AlignmentFlag.AlignHCenter, text)
    p.end()
    return img


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("map")
    parser.add_argument("png")
    parser.add_argument("--scale", type=float, default=10.0, help="pixels per km")
    parser.add_argument("--around", help="centre on the hex with this place name")
    parser.add_argument("--radius", type=int, default=6, help="hexes shown around --around")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])
    img = render(load_hexmap(args.map), args.scale, args.around, args.radius)
    if not img.save(args.png):
        raise SystemExit(f"could not write {args.png}")
    print(f"wrote {args.png} ({img.width()} x {img.height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
