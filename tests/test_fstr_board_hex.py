"""Hex layouts (CCRR numbering, axial maths), hexside features and the hex map file (board/, no Qt)."""

from __future__ import annotations

import copy
from collections import deque

import pytest

from sandtable.board.hexlayout import HexLayout, axial_line, hex_label, offset_to_axial, parse_label
from sandtable.board.hexmap import HexMapError, hexmap_from_json
from sandtable.board.hexsides import HexsideFeature, Hexsides, side_key
from sandtable.board.projection import Projection


def small(columns: int = 8, rows: int = 6, bearing: float = 314.0) -> HexLayout:
    return HexLayout(columns, rows, 5.0, (14.0, 41.5), bearing, Projection(14.0, 41.5))


def test_labels_read_column_then_row():
    assert hex_label(8, 12) == "0812"
    assert parse_label("0812") == (8, 12)
    with pytest.raises(ValueError, match="four digits"):
        parse_label("812")


def test_even_columns_sit_half_a_hex_lower():
    lay = small()
    # Column 02 is lower: its upper-right neighbour is in the same row, its lower-right one below.
    assert lay.neighbours("0202") == ["0201", "0302", "0303", "0203", "0103", "0102"]
    # Column 03 is higher: its neighbours in columns 02 and 04 are in its own row and the one above.
    assert lay.neighbours("0303") == ["0302", "0402", "0403", "0304", "0203", "0202"]
    assert lay.neighbours("0101") == ["0201", "0102"]


def test_neighbours_are_one_hex_size_apart_and_mutual():
    lay = small()
    for label in lay.labels():
        x, y = lay.center_frame(*parse_label(label))
        for n in lay.neighbours(label):
            nx, ny = lay.center_frame(*parse_label(n))
            assert abs(((x - nx) ** 2 + (y - ny) ** 2) ** 0.5 - 5.0) < 1e-9
            assert label in lay.neighbours(n)
            assert lay.direction_between(label, n) == (lay.direction_between(n, label) + 3) % 6


def test_distance_equals_steps_on_the_grid():
    lay = small()
    start = "0403"
    seen = {start: 0}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        for n in lay.neighbours(h):
            if n not in seen:
                seen[n] = seen[h] + 1
                queue.append(n)
    assert all(lay.distance(start, h) == d for h, d in seen.items())
    assert len(lay.within("0403", 1)) == 7


def test_points_find_their_hex_on_the_ground():
    lay = small()
    for label in lay.labels():
        col, row = parse_label(label)
        lon, lat = lay.frame_to_lonlat(*lay.center_frame(col, row))
        assert lay.hex_at_lonlat(lon, lat) == label
    assert lay.frame_to_lonlat(*lay.center_frame(1, 1)) == pytest.approx((14.0, 41.5))


def test_the_map_up_points_along_the_bearing():
    lay = small(bearing=314.0)
    x, y = lay.center_frame(2, 4)
    lon_low, lat_low = lay.frame_to_lonlat(x, y)
    lon_up, lat_up = lay.frame_to_lonlat(x, y - 10)  # 10 km towards the top of the map
    assert lat_up > lat_low and lon_up < lon_low  # north-west


def test_lines_join_their_ends_without_gaps():
    a, b = offset_to_axial(1, 1), offset_to_axial(7, 5)
    line = axial_line(a, b)
    assert line[0] == a and line[-1] == b
    lay = small()
    labels = [hex_label(*lay_offset) for lay_offset in (_offset(q, r) for q, r in line)]
    assert all(lay.distance(p, q) == 1 for p, q in zip(labels, labels[1:], strict=False))


def _offset(q: int, r: int) -> tuple[int, int]:
    from sandtable.board.hexlayout import axial_to_offset

    return axial_to_offset(q, r)


# ----- hexsides --------------------------------------------------------------------------------
def test_a_hexside_has_one_name_whichever_hex_names_it():
    assert side_key("0812", "0811") == ("0811", "0812")
    sides = Hexsides([HexsideFeature("0812", "0811", "river", {"name": "Sangro"})])
    assert sides.has("0811", "0812", "river") and sides.has("0812", "0811", "river")
    assert sides.get("0811", "0812", "river").props["name"] == "Sangro"
    assert not sides.has("0811", "0812", "road")
    with pytest.raises(ValueError, match="two different hexes"):
        side_key("0101", "0101")


def test_one_feature_per_kind_per_hexside_and_remove_gives_it_back():
    events = []
    sides = Hexsides()
    sides.listeners.append(lambda what, f: events.append((what, f.kind)))
    assert sides.add(HexsideFeature("0101", "0102", "road", {"class": "minor"})) is None
    old = sides.add(HexsideFeature("0102", "0101", "road", {"class": "major"}))
    assert old is not None and old.props["class"] == "minor"
    sides.add(HexsideFeature("0101", "0102", "river"))
    assert len(sides) == 2 and set(sides.on("0101", "0102")) == {"road", "river"}
    assert sides.remove("0101", "0102", "road").props["class"] == "major"
    assert sides.remove("0101", "0102", "road") is None
    assert [f.kind for f in sides] == ["river"]
    assert events == [("added", "road"), ("added", "road"), ("added", "river"), ("removed", "road")]


def test_hexside_problems_name_features_off_the_map_and_unknown_kinds():
    lay = small()
    sides = Hexsides(
        [
            HexsideFeature("0101", "0102", "river"),
            HexsideFeature("0101", "0303", "road"),
            HexsideFeature("0202", "0203", "canal"),
        ]
    )
    problems = sides.problems(lambda a, b: lay.direction_between(a, b) is not None, ["river", "road"])
    assert problems == [
        "The road between 0101 and 0303 is not on a hexside of the map (the two hexes are not neighbours).",
        "The hexside 0202-0203 has a feature of unknown kind 'canal'.",
    ]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"a": "0101"}, "needs text values"),
        ([1], "must be an object"),
        ([{"a": "0101", "b": "0102", "kind": "River"}], "short lower-case name"),
        ([{"a": "0101", "b": "0102", "kind": "river", "colour": "blue"}], "unknown key"),
        ([{"a": "0101", "b": "0102", "kind": "river", "props": {"x": [1]}}], "text, number or true/false"),
        (
            [{"a": "0101", "b": "0102", "kind": "river"}, {"a": "0102", "b": "0101", "kind": "river"}],
            "repeats",
        ),
    ],
)
def test_hexsides_from_json_refuse_bad_entries_in_one_sentence(data, message):
    if isinstance(data, dict):
        data = [data]
    with pytest.raises(ValueError, match=message):
        Hexsides.from_json(data)


def test_hexsides_round_trip_through_json():
    sides = Hexsides([HexsideFeature("0102", "0101", "bridge", {"state": "intact", "blowable": False})])
    again = Hexsides.from_json(sides.to_json())
    assert (
        again.to_json()
        == sides.to_json()
        == [{"a": "0101", "b": "0102", "kind": "bridge", "props": {"blowable": False, "state": "intact"}}]
    )


# ----- the hex map file ------------------------------------------------------------------------
def _tiny_map() -> dict:
    return {
        "format": "sandtable-hexmap",
        "schema": 1,
        "id": "t",
        "name": "tiny",
        "layout": {
            "columns": 2,
            "rows": 2,
            "size_km": 5.0,
            "anchor": [14.0, 41.5],
            "up_bearing": 0.0,
            "projection": {"type": "equirectangular", "lon0": 14.0, "lat0": 41.5},
        },
        "hexes": {
            "0101": {"terrain": "plain", "names": ["A"]},
            "0102": {"terrain": "hill"},
            "0201": {"terrain": "sea"},
            "0202": {"terrain": "plain", "names": ["B"]},
        },
        "hexsides": [{"a": "0101", "b": "0102", "kind": "river"}],
        "exits": [{"hex": "0101", "edge": "north", "road": "R1", "class": "major"}],
    }


def test_a_sound_hex_map_loads_and_validates_clean():
    hm = hexmap_from_json(_tiny_map())
    assert hm.validate(["plain", "hill", "sea"], [], ["river"]) == []
    assert hm.hex_named("b") == "0202" and hm.is_edge("0101", "0102") and not hm.is_edge("0101", "0202")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format="geojson"), "not a hex map"),
        (lambda d: d.update(schema=2), "schema 2"),
        (lambda d: d.update(colour="red"), "unknown key"),
        (lambda d: d["hexes"].update({"0303": {"terrain": "plain"}}), "outside the 2 x 2 grid"),
        (lambda d: d["hexes"].update({"x1": {"terrain": "plain"}}), "four digits"),
        (lambda d: d["hexes"]["0101"].update(terrain=3), "terrain text"),
        (lambda d: d["layout"].update(size_km=-1), "positive number"),
        (lambda d: d["exits"][0].update(edge="up"), "names edge 'up'"),
        (lambda d: d["hexsides"].append({"a": "0101", "b": "0101", "kind": "road"}), "two different hexes"),
    ],
)
def test_a_broken_hex_map_is_refused_in_one_sentence(change, message):
    data = copy.deepcopy(_tiny_map())
    change(data)
    with pytest.raises(HexMapError, match=message) as info:
        hexmap_from_json(data, "tiny.json")
    assert str(info.value).startswith("tiny.json: ") and "\n" not in str(info.value)


def test_validation_lists_what_an_editor_must_fix():
    data = _tiny_map()
    del data["hexes"]["0102"]
    data["hexes"]["0202"]["names"] = ["A"]
    data["hexes"]["0201"]["terrain"] = "swamp"
    data["hexsides"].append({"a": "0101", "b": "0202", "kind": "road"})
    data["exits"].append({"hex": "0202", "edge": "north", "road": "R2", "class": "minor"})
    problems = hexmap_from_json(data).validate(["plain", "hill", "sea"], [], ["river", "road"])
    assert problems == [
        "Hex 0102 has no terrain.",
        "Hex 0201 has unknown terrain 'swamp'.",
        "The place name 'a' is used by 2 hexes; names must be unique.",
        "The river between 0101 and 0102 is not on a hexside of the map (the two hexes are not neighbours).",
        "The road between 0101 and 0202 is not on a hexside of the map (the two hexes are not neighbours).",
        "The exit of road R2 at 0202 is not on the map's north edge.",
    ]
