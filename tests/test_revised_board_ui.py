"""Axis & Allies Revised board on the screen: the capital and victory-city marks, the circled
income value, and the board opened in the editor with a clean validation panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage, QPainter

from sandtable.board import load_board
from sandtable.editor.editor_window import EditorWindow
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.symbols import SymbolRowItem, ordered_symbols, symbol_pixmap

ROOT = Path(__file__).resolve().parent.parent
BOARD = ROOT / "maps" / "aa-revised" / "board.geojson"


def _pixels(image: QImage, x0: int = 0, x1: int | None = None) -> list[QColor]:
    x1 = image.width() if x1 is None else x1
    return [image.pixelColor(x, y) for x in range(x0, x1) for y in range(image.height())]


def _has_colour(pixels: list[QColor], target: str, tolerance: int = 40) -> bool:
    t = QColor(target)
    return any(p.alpha() > 200 and max(abs(p.red() - t.red()), abs(p.green() - t.green()),
                                       abs(p.blue() - t.blue())) < tolerance for p in pixels)


def test_capital_and_victory_city_marks(qapp) -> None:  # noqa: ANN001
    assert _has_colour(_pixels(symbol_pixmap("capital", 24).toImage()), "#a3121c")
    assert _has_colour(_pixels(symbol_pixmap("victory-city", 24).toImage()), "#f2c230")
    assert ordered_symbols({"airport", "victory-city", "capital"}) == ["capital", "victory-city", "airport"]


def test_a_positive_value_leads_the_row_circled(qapp) -> None:  # noqa: ANN001
    row = SymbolRowItem({"capital"}, icon_px=12, value=8)
    assert row.value == 8 and not row.is_empty()
    assert row.row_width() == 2 * 12 + SymbolRowItem.GAP
    assert SymbolRowItem((), value=0).is_empty() and SymbolRowItem((), value=None).is_empty()
    image = QImage(40, 20, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(20, 4)
    row.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    left = _pixels(image, 0, 20)
    assert _has_colour(left, "#ffffff") and _has_colour(left, "#1f2428")


def test_the_scene_shows_income_capitals_and_victory_cities(qapp) -> None:  # noqa: ANN001
    board = load_board(BOARD)
    scene = BoardScene()
    scene.set_board(board)
    germany = scene.symbol_item("germany")
    assert germany is not None and germany.value == 10
    assert germany.symbols == ["capital", "victory-city"]
    gibraltar = scene.symbol_item("gibraltar")  # the book: Gibraltar has no income value
    assert gibraltar is not None and gibraltar.is_empty()
    seas = [scene.symbol_item(z.id) for z in board.zones.values() if z.kind == "sea"]
    assert all(row is not None and row.is_empty() for row in seas)
    capitals = {z.id for z in board.zones.values() if "capital" in z.symbols}
    cities = {z.id for z in board.zones.values() if "victory-city" in z.symbols}
    assert len(capitals) == 5 and len(cities) == 12 and capitals <= cities


def test_the_board_opens_in_the_editor_and_validates_clean(qtbot, tmp_path) -> None:  # noqa: ANN001
    window = EditorWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window.confirm_discard = lambda: True
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_board(BOARD)
    assert len(window.board.zones) == 143
    problems = window.validate_now()
    assert problems == [], [p.message for p in problems]
    assert window.validation.problems == []
    assert window.validation.list.count() == 0
    assert window.validation.summary.text() == "No problems found."


def test_at_fit_crowded_sea_names_shorten_to_numbers_full_names_never_overlap(qapp) -> None:  # noqa: ANN001
    from PySide6.QtCore import QPointF

    board = load_board(BOARD)
    scene = BoardScene()
    scene.set_board(board)
    rect = scene.board_rect()
    scene.set_view_scale(min(1366 / rect.width(), 768 / rect.height()))
    seas = [scene.label_item(z.id) for z in board.zones.values() if z.kind == "sea"]
    texts = {label.zone_id: label.name_lines for label in seas if label is not None}
    assert texts["sz03"] == ["3 Sea Zone"]  # open ocean: the full name
    assert texts["sz15"] == ["15"]  # the eastern Mediterranean at fit: its number
    assert all(lines for lines in texts.values())  # every sea zone says which it is
    scale = scene.view_scale

    def box(zid: str):  # noqa: ANN202
        label = scene.label_item(zid)
        return label.text_rect().translated(QPointF(label.pos().x() * scale, label.pos().y() * scale))

    sea_boxes = {zid: box(zid) for zid in texts}
    shortened = [zid for zid, lines in texts.items() if lines == [zid.lstrip("sz0")]]
    for zid in set(texts) - set(shortened):
        others = [b for other, b in sea_boxes.items() if other != zid]
        assert not any(sea_boxes[zid].intersects(b) for b in others), zid
