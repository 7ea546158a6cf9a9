"""Plane rulers (reach, zones in range) and where a plane counter may stand."""

from __future__ import annotations

import pytest
from shapely.geometry import Polygon, box

from sandtable.board import Board
from test_board_support import PROJECTION, edge_set, land, mini_board, sea


def test_can_reach_measures_from_point_to_nearest_part_of_zone():
    board = mini_board()
    x, y = board.project(10.5, 45.5)  # centre of a
    # d's nearest point is its corner (11, 45); measure it independently with the projection.
    cx, cy = board.project(11.0, 45.0)
    to_d = ((cx - x) ** 2 + (cy - y) ** 2) ** 0.5
    assert board.distance_km((10.5, 45.5), "d") == pytest.approx(to_d)
    board.set_ruler("exact", to_d + 0.01)
    assert board.can_reach((10.5, 45.5), "d", "exact")
    board.set_ruler("exact", to_d - 0.01)
    assert not board.can_reach((10.5, 45.5), "d", "exact")
    assert board.can_reach((10.5, 45.5), "a", "short")  # inside: distance 0


def test_long_ruler_reaches_more_zones():
    board = mini_board()
    short = board.zones_in_range((10.5, 45.5), "short")
    long = board.zones_in_range((10.5, 45.5), "long")
    assert short < long
    assert "i" in long and "i" not in short
    for zid in board.zones:
        assert (zid in short) == board.can_reach((10.5, 45.5), zid, "short")
        assert (zid in long) == board.can_reach((10.5, 45.5), zid, "long")


def test_unknown_ruler_is_a_clear_error():
    board = mini_board()
    with pytest.raises(KeyError, match="unknown ruler 'giant'"):
        board.can_reach((10.5, 45.5), "a", "giant")


def test_ruler_changes_are_announced():
    board = mini_board()
    heard = []
    board.listeners.append(heard.append)
    assert board.set_ruler("short", 300.0) == 100.0
    assert board.remove_ruler("long") == 250.0
    assert board.set_counter_size(30.0) == 20.0
    assert [c.what for c in heard] == ["ruler-set", "ruler-removed", "counter-size"]
    assert dict(board.rulers) == {"short": 300.0}
    assert board.counter_size_km == 30.0


def _lonlat(board: Board, x: float, y: float) -> tuple[float, float]:
    return board.unproject(x, y)


def test_plane_inside_zone_is_legal():
    board = mini_board()
    assert board.is_legal_plane_position((10.5, 45.5), "a") == (True, "legal position")


def test_plane_touching_a_white_line_is_illegal():
    board = mini_board()
    bx, by = board.project(11.0, 45.5)  # on the a|b border
    for dx in (-5.0, -9.99, 0.0):  # counter 20 km: half-width 10 km reaches the line
        ok, reason = board.is_legal_plane_position(_lonlat(board, bx + dx, by), "a")
        assert not ok and "border with zone 02 Bravo" in reason
    ok, _ = board.is_legal_plane_position(_lonlat(board, bx - 11.0, by), "a")
    assert ok


def test_plane_with_one_corner_over_sea_is_legal_two_are_not():
    # In km: a 100 km square whose north-west corner is cut by a diagonal coast y = x + 80.
    shape_km = Polygon([(0, 0), (100, 0), (100, 100), (20, 100), (0, 80)])
    zone = land("a", 1, PROJECTION.unproject_geom(shape_km))
    board = Board([zone, sea(PROJECTION.unproject_geom(box(-50, -50, 150, 150).difference(shape_km)))],
                  projection=PROJECTION, counter_size_km=20.0)
    # Centre (15, 80): only the north-west corner (5, 90) is beyond the diagonal.
    ok, reason = board.is_legal_plane_position(_lonlat(board, 15.0, 80.0), "a")
    assert ok, reason
    # Centre (8, 50): both western corners are beyond the west coast x = 0.
    ok, reason = board.is_legal_plane_position(_lonlat(board, 8.0, 50.0), "a")
    assert not ok and "2 corners" in reason
    # Centre (5, 5): three corners over the sea at the south-west corner.
    ok, reason = board.is_legal_plane_position(_lonlat(board, 5.0, 5.0), "a")
    assert not ok and "3 corners" in reason


def test_plane_side_overhanging_a_bay_is_illegal():
    # A notch of sea cut into the west coast of a, narrower than the counter: no corner is wet.
    notch = box(10.0, 45.45, 10.1, 45.55)
    zone_a = land("a", 1, box(10, 45, 11, 46).difference(notch))
    board = Board([zone_a, sea(box(9, 43, 14, 47).difference(zone_a.polygon))], projection=PROJECTION,
                  counter_size_km=30.0)
    x, y = board.project(10.0, 45.5)
    ok, reason = board.is_legal_plane_position(_lonlat(board, x + 16.0, y), "a")
    assert not ok and "side" in reason
    # Further east the counter clears the notch.
    ok, reason = board.is_legal_plane_position(_lonlat(board, x + 24.0, y), "a")
    assert ok, reason


def test_plane_outside_or_on_sea_or_unknown_zone():
    board = mini_board()
    ok, reason = board.is_legal_plane_position((11.5, 45.5), "a")
    assert not ok and "outside zone 01 Alpha" in reason
    ok, reason = board.is_legal_plane_position((9.5, 43.5), "sea")
    assert not ok and "land" in reason
    ok, reason = board.is_legal_plane_position((10.5, 45.5), "nowhere")
    assert not ok and "no zone" in reason
    ok, _ = board.is_legal_plane_position((float("nan"), 45.0), "a")
    assert not ok


def test_default_plane_position_is_legal_even_when_label_is_not():
    # The label of b sits on its border with a: the default must move off the white line.
    board = mini_board()
    board.update_zone("b", label_point=(11.0, 45.5))
    assert not board.is_legal_plane_position((11.0, 45.5), "b")[0]
    for zid in ("a", "b", "c", "d", "i"):
        spot = board.default_plane_position(zid)
        ok, reason = board.is_legal_plane_position(spot, zid)
        assert ok, (zid, reason)
    # The label point is kept when it is already legal.
    assert board.default_plane_position("a") == board.zones["a"].label_point


def test_default_plane_position_in_a_thin_coastal_zone_uses_the_one_wet_corner():
    # An L-shaped strip 0.15 deg (12 km) wide: a 20 km counter fits only with a corner over the sea
    # at the strip's outer corner... or nowhere. Either way the answer must pass the check or be the label.
    strip = Polygon([(10, 45), (11, 45), (11, 45.15), (10.15, 45.15), (10.15, 46), (10, 46)])
    inner = land("in", 2, box(10.15, 45.15, 11, 46))
    board = Board([land("s", 1, strip), inner, sea(box(9, 44, 12, 47).difference(box(10, 45, 11, 46)))],
                  projection=PROJECTION, counter_size_km=20.0)
    spot = board.default_plane_position("s")
    ok, _ = board.is_legal_plane_position(spot, "s")
    assert ok or spot == board.zones["s"].label_point
    assert ("in", "s", "border") in edge_set(board)
