"""validate_board: one crafted board per problem, each message naming the zones by number and name."""

from __future__ import annotations

import pytest
from shapely.geometry import Point, Polygon, box

from sandtable.board import Board, Cut, Link, validate_board
from test_board_support import PROJECTION, land, mini_board, sea


def _errors(board: Board) -> list:
    return [p for p in validate_board(board) if p.severity == "error"]


def _only(problems: list, fragment: str):
    hits = [p for p in problems if fragment in p.message]
    assert len(hits) == 1, [p.message for p in problems]
    return hits[0]


def test_good_board_has_no_problem():
    assert validate_board(mini_board()) == []


def test_invalid_polygon_is_explained_and_located():
    bowtie = Polygon([(10, 45), (11, 46), (11, 45), (10, 46)])
    board = Board([land("a", 1, box(11, 45, 12, 46), "Alpha"), land("x", 7, bowtie, "Xray")],
                  projection=PROJECTION)
    problem = _only(_errors(board), "invalid shape")
    assert problem.message.startswith("Zone 07 Xray has an invalid shape (Self-intersection")
    assert problem.zone_ids == ("x",)
    assert problem.location == pytest.approx((10.5, 45.5))


def test_overlapping_land_zones_report_the_area():
    a, b = box(10, 45, 11, 46), box(10.9, 45, 12, 46)
    board = Board([land("a", 1, a, "Alpha"), land("b", 2, b, "Bravo")], projection=PROJECTION)
    problem = _only(_errors(board), "overlap")
    area = board.polygon_km("a").intersection(board.polygon_km("b")).area
    assert f"Zone 01 Alpha and zone 02 Bravo overlap by {area:.0f} km" in problem.message
    assert set(problem.zone_ids) == {"a", "b"}
    assert 10.9 <= problem.location[0] <= 11.0
    # Rounding-size overlaps are tolerated.
    tiny = Board([land("a", 1, a), land("b", 2, box(10.99999, 45, 12, 46))], projection=PROJECTION)
    assert not [p for p in validate_board(tiny) if "overlap" in p.message]


def test_enclosed_sliver_between_zones_is_a_gap():
    # A ring-shaped zone around an inner zone drawn 0.01 deg (~1 km) too small all round.
    outer = land("o", 1, box(10, 45, 11, 46).difference(box(10.3, 45.3, 10.7, 45.7)), "Outer")
    inner = land("n", 2, box(10.31, 45.31, 10.69, 45.69), "Inner")
    board = Board([outer, inner, sea(box(9, 44, 12, 47).difference(box(10, 45, 11, 46)))],
                  projection=PROJECTION)
    problems = _errors(board)
    gap = _only(problems, "gap of")
    assert "between zone 01 Outer and zone 02 Inner" in gap.message
    assert set(gap.zone_ids) == {"o", "n"}
    ring = box(10.3, 45.3, 10.7, 45.7).difference(box(10.31, 45.31, 10.69, 45.69))
    assert ring.buffer(1e-6).contains(Point(gap.location))
    # The gap is wider than the border tolerance, so the inner zone is also cut off.
    assert "Zone 02 Inner cannot be reached" in _only(problems, "cannot be reached").message


def test_small_hole_where_four_zones_meet_is_a_gap():
    d = 0.02  # each square stops short of the common corner (11, 45.5), leaving a small square hole
    shapes = {
        "a": Polygon([(10, 45.5), (10, 46), (11, 46), (11, 45.5 + d), (11 - d, 45.5 + d), (11 - d, 45.5)]),
        "b": Polygon([(11, 46), (12, 46), (12, 45.5), (11 + d, 45.5), (11 + d, 45.5 + d), (11, 45.5 + d)]),
        "c": Polygon([(10, 45.5), (11 - d, 45.5), (11 - d, 45.5 - d), (11, 45.5 - d), (11, 45), (10, 45)]),
        "d": Polygon([(11, 45), (11, 45.5 - d), (11 + d, 45.5 - d), (11 + d, 45.5), (12, 45.5), (12, 45)]),
    }
    zones = [land(k, n + 1, s, k.upper()) for n, (k, s) in enumerate(shapes.items())]
    board = Board(zones, projection=PROJECTION)
    gap = _only(_errors(board), "gap of")
    assert Point(11, 45.5).buffer(d).contains(Point(gap.location))
    assert len(gap.zone_ids) >= 3


def test_open_sliver_between_two_coastal_zones_is_a_gap():
    # Two zones 0.01 deg (~0.8 km) apart: the gap runs from sea to sea, so it is not a hole.
    a, b = box(10, 45, 11, 46), box(11.01, 45, 12, 46)
    board = Board([land("a", 1, a, "Alpha"), land("b", 2, b, "Bravo"),
                   sea(box(9, 44, 13, 47).difference(a.union(b)))], projection=PROJECTION)
    gap = _only(_errors(board), "gap of")
    assert "zone 01 Alpha and zone 02 Bravo" in gap.message
    assert 11.0 <= gap.location[0] <= 11.01
    # Drawn edge to edge, there is no gap.
    ok = Board([land("a", 1, a), land("b", 2, box(11, 45, 12, 46))], projection=PROJECTION)
    assert not [p for p in validate_board(ok) if "gap" in p.message]


def test_duplicate_numbers():
    board = mini_board()
    board.update_zone("c", number=2)
    problem = _only(_errors(board), "Number 02")
    assert problem.message == "Number 02 is used by 2 zones (Bravo, Charlie)."
    assert set(problem.zone_ids) == {"b", "c"}


def test_links_and_cuts_to_missing_zones():
    board = mini_board(links=[Link("i", "d"), Link("i", "zz")], cuts=[Cut("yy", "a")])
    errors = _errors(board)
    assert _only(errors, "link i - zz").message == "The link i - zz names a zone that does not exist ('zz')."
    cut = _only(errors, "cut yy - a")
    assert cut.zone_ids == ("a",)


def test_unreachable_land_zone():
    board = mini_board(links=[])
    board.remove_zone("sea")
    problems = validate_board(board)
    lost = _only(problems, "cannot be reached")
    assert lost.message.startswith("Zone 05 India cannot be reached from the rest of the board")
    assert lost.zone_ids == ("i",)
    assert _only(problems, "no sea zone").severity == "warning"


@pytest.mark.parametrize("rulers, counter, fragment", [
    ({"short": 0.0}, 20.0, "The ruler 'short' is 0 km long"),
    ({"short": -5.0}, 20.0, "The ruler 'short' is -5 km long"),
    ({"short": 100.0}, 0.0, "The counter size is 0 km"),
    ({"short": 100.0}, -3.0, "The counter size is -3 km"),
])
def test_rulers_and_counter_size_must_be_positive(rulers, counter, fragment):
    board = mini_board(rulers=rulers, counter_size_km=counter)
    assert _only(_errors(board), fragment).severity == "error"


def test_unknown_symbol_is_only_a_warning():
    board = mini_board()
    board.update_zone("b", symbols=frozenset({"airport", "volcano"}))
    problems = validate_board(board)
    warning = _only(problems, "unknown symbol")
    assert warning.severity == "warning"
    assert warning.message == "Zone 02 Bravo has unknown symbol(s): volcano."
    assert _errors(board) == []


def test_zone_too_small_for_a_plane_and_label_outside_are_warnings():
    board = mini_board(counter_size_km=60.0)  # the island i is ~32 x 44 km
    board.update_zone("a", label_point=(11.5, 45.5))
    problems = validate_board(board)
    assert _only(problems, "no room for a plane").zone_ids == ("i",)
    assert _only(problems, "label of zone 01 Alpha lies outside").severity == "warning"
    assert _errors(board) == []


def test_saw_toothed_outlines_are_simplified_for_the_gap_check(monkeypatch: pytest.MonkeyPatch) -> None:
    # The open sliver of the test above, with Alpha's west coast drawn as a saw of 200 teeth ~100 m high:
    # closing such outlines by buffering is what made hostile boards take minutes (issue #15).
    import sandtable.board.validate as validate

    teeth = [(10.0 - 0.001 * (i % 2), 45.0 + i / 400) for i in range(401)]
    a = Polygon([*teeth, (11, 46), (11, 45)])
    b = box(11.01, 45, 12, 46)
    board = Board([land("a", 1, a, "Alpha"), land("b", 2, b, "Bravo")], projection=PROJECTION)
    monkeypatch.setattr(validate, "MAX_FINE_SEGMENTS", 100)
    problems = validate_board(board)
    assert "gaps between zones were looked for on simplified" in _only(problems, "simplified").message
    assert "zone 01 Alpha and zone 02 Bravo" in _only(problems, "gap of").message
    monkeypatch.setattr(validate, "MAX_FINE_SEGMENTS", 10_000)
    assert not [p for p in validate_board(board) if "simplified" in p.message]


@pytest.mark.parametrize(("number", "words"), [(-3, "has the negative number -3"),
                                              (100_000, "has the number 100000, beyond the limit of 99999")])
def test_numbers_no_engine_can_take_are_errors_naming_the_zone(number: int, words: str) -> None:
    board = mini_board()
    board.update_zone("c", number=number)
    problem = _only(_errors(board), words)
    assert problem.zone_ids == ("c",) and "Charlie" in problem.message
