"""Vector symbols: every known symbol draws something of its own colour; order and names."""

from __future__ import annotations

from PySide6.QtGui import QColor

from sandtable.board import KNOWN_SYMBOLS
from sandtable.ui.symbols import (
    SYMBOL_ORDER,
    SymbolRowItem,
    is_known_symbol,
    ordered_symbols,
    symbol_label,
    symbol_pixmap,
)


def _pixels(name: str, size: int = 24) -> list[QColor]:
    image = symbol_pixmap(name, size).toImage()
    return [image.pixelColor(x, y) for x in range(size) for y in range(size)]


def _has_colour(pixels: list[QColor], target: str, tolerance: int = 40) -> bool:
    t = QColor(target)
    return any(p.alpha() > 200 and max(abs(p.red() - t.red()), abs(p.green() - t.green()),
                                       abs(p.blue() - t.blue())) < tolerance for p in pixels)


def test_every_board_symbol_has_a_drawing_and_a_name(qapp):
    assert set(SYMBOL_ORDER) == set(KNOWN_SYMBOLS)
    images = {}
    for name in SYMBOL_ORDER:
        assert is_known_symbol(name)
        pixels = _pixels(name)
        assert sum(p.alpha() > 0 for p in pixels) > 40, f"{name} draws almost nothing"
        images[name] = tuple(p.rgba() for p in pixels)
    assert len(set(images.values())) == len(images)  # all different
    labels = [symbol_label(name) for name in SYMBOL_ORDER]
    assert all(label and "-" not in label for label in labels) and len(set(labels)) == len(labels)


def test_symbol_colours_follow_the_printed_board(qapp):
    assert _has_colour(_pixels("orange-star"), "#f08a1c")
    assert _has_colour(_pixels("allied-star"), "#1d4f9c")
    assert _has_colour(_pixels("axis-symbol"), "#000000")
    assert _has_colour(_pixels("partisans"), "#a9dcf5")


def test_unknown_symbols_get_a_placeholder_and_sort_last(qapp):
    assert not is_known_symbol("lighthouse")
    assert sum(p.alpha() > 0 for p in _pixels("lighthouse")) > 20
    order = ordered_symbols({"lighthouse", "airport", "axis-symbol"})
    assert order == ["axis-symbol", "airport", "lighthouse"]


def test_row_hides_closed_to_land_and_sizes_in_pixels(qapp):
    row = SymbolRowItem({"closed-to-land", "mountain", "airport"}, icon_px=12)
    assert row.symbols == ["airport", "mountain"]
    assert row.row_width() == 2 * 12 + SymbolRowItem.GAP
    row.set_layout(20, 5)
    assert row.boundingRect().height() >= 20 and row.boundingRect().top() <= 5
