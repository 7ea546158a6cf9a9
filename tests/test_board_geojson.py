"""Board files: round trip through GeoJSON, RFC 7946 output, malformed files refused in one sentence."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from shapely.geometry import LinearRing, MultiPolygon, Polygon, box

from sandtable.board import (
    BoardFileError,
    HexGrid,
    board_from_geojson,
    board_to_geojson,
    load_board,
    save_board,
)
from sandtable.core.jsonfile import FileProblem
from test_board_support import edge_set, land, mini_board


def rich_board():
    board = mini_board()
    board.add_cut("a", "b")
    board.set_backdrop({"source": "test", "bbox": [9, 43, 14, 47]})
    # A zone with a hole (wound clockwise here, on purpose) and a two-part zone.
    holed = Polygon([(12, 46), (12, 47), (13, 47), (13, 46)], [[(12.4, 46.4), (12.6, 46.4), (12.6, 46.6)]])
    board.add_zone(land("h", 6, holed, "Hotel", symbols={"mountain", "airport"},
                        props={"count": 3, "ratio": 0.25, "flag": False, "note": "été"},
                        label_point=(12.2, 46.2)))
    board.add_zone(land("m", 7, MultiPolygon([box(13.2, 43.2, 13.4, 43.4), box(13.5, 43.2, 13.7, 43.4)]),
                        "Mike"))
    board.add_link("m", "i", kind="sea")
    board.add_hex_grid(HexGrid("g1", 25.0, "flat", (10.5, 45.5), (10.0, 44.0, 12.0, 46.0), True))
    return board


def _same_shape(a, b) -> bool:
    return a.normalize().equals_exact(b.normalize(), tolerance=1e-6)


def test_round_trip_preserves_everything(tmp_path: Path):
    board = rich_board()
    path = tmp_path / "board.geojson"
    save_board(board, path)
    again = load_board(path)
    assert list(again.zones) == list(board.zones)
    for zid, z in board.zones.items():
        y = again.zones[zid]
        assert (y.number, y.name, y.kind) == (z.number, z.name, z.kind)
        assert (y.symbols, y.props) == (z.symbols, z.props)
        assert y.label_point == pytest.approx(z.label_point, abs=1e-6)
        assert _same_shape(y.polygon, z.polygon), zid
    assert again.links == board.links and again.cuts == board.cuts
    assert dict(again.rulers) == dict(board.rulers)
    assert again.counter_size_km == board.counter_size_km
    assert again.projection == board.projection
    assert dict(again.hex_grids) == dict(board.hex_grids)
    assert again.backdrop == board.backdrop and again.name == board.name
    assert edge_set(again) == edge_set(board)
    # Writing the loaded board again gives the same bytes.
    path2 = tmp_path / "again.geojson"
    save_board(again, path2)
    assert path2.read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["again.geojson", "board.geojson"]


def test_in_memory_round_trip_and_rfc7946_output():
    board = rich_board()
    doc = board_to_geojson(board)
    json.dumps(doc, allow_nan=False)
    assert doc["type"] == "FeatureCollection"
    assert doc["sandtable"]["format"] == "sandtable-board" and doc["sandtable"]["schema"] == 1
    for feature in doc["features"]:
        geom = feature["geometry"]
        polys = [geom["coordinates"]] if geom["type"] == "Polygon" else geom["coordinates"]
        for rings in polys:
            assert LinearRing(rings[0]).is_ccw
            assert all(not LinearRing(r).is_ccw for r in rings[1:])
            for ring in rings:
                assert ring[0] == ring[-1]
                for lon, lat in ring:
                    assert round(lon, 6) == lon and round(lat, 6) == lat
        assert feature["id"] == feature["properties"]["id"]
    hexes = [f for f in doc["features"] if f["properties"]["kind"] == "hex"]
    assert hexes and all({"grid", "q", "r"} <= set(f["properties"]) for f in hexes)
    again = board_from_geojson(doc)
    assert edge_set(again) == edge_set(board)


def test_grid_declared_without_hex_features_is_generated():
    board = rich_board()
    doc = board_to_geojson(board)
    n_hex = sum(1 for f in doc["features"] if f["properties"]["kind"] == "hex")
    doc["features"] = [f for f in doc["features"] if f["properties"]["kind"] != "hex"]
    again = board_from_geojson(doc)
    assert len(again.zones_of_kind("hex")) == n_hex


def test_plain_geojson_without_sandtable_member_gets_defaults():
    doc = board_to_geojson(mini_board())
    del doc["sandtable"]
    board = board_from_geojson(doc)
    assert len(board.zones) == 6 and board.rulers == {} and board.counter_size_km > 0
    assert board.neighbours("a") == {"b", "c", "sea"}


def _good() -> dict:
    return board_to_geojson(mini_board(cuts=[]))


def _feature(doc: dict, n: int) -> dict:
    return doc["features"][n]


def _set(path: list, value):
    def mutate(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return mutate


def _delete(path: list):
    def mutate(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return mutate


def _duplicate_id(doc):
    doc["features"][2]["properties"]["id"] = "a"
    doc["features"][2]["id"] = "a"


BAD_DOCS = [
    ("top-level list", lambda d: d.clear() or d.update({"x": 1}), "not a GeoJSON FeatureCollection"),
    ("wrong type", _set(["type"], "Feature"), "not a GeoJSON FeatureCollection"),
    ("no features", _delete(["features"]), "no 'features' list"),
    ("feature not an object", _set(["features", 1], 7), "feature 2 is not a GeoJSON Feature"),
    ("no properties", _delete(["features", 1, "properties"]), "feature 2 has no 'properties'"),
    ("no id", lambda d: (d["features"][1]["properties"].pop("id"), d["features"][1].pop("id")),
     "feature 2 has 'id'"),
    ("number as text", _set(["features", 1, "properties", "number"], "2"),
     "feature 2 (b) has 'number' \"2\""),
    ("number as bool", _set(["features", 1, "properties", "number"], True), "not a whole number"),
    ("fractional number", _set(["features", 1, "properties", "number"], 2.5), "not a whole number"),
    ("missing number", _delete(["features", 1, "properties", "number"]), "feature 2 (b) has no 'number'"),
    ("missing name", _delete(["features", 1, "properties", "name"]), "feature 2 (b) has no 'name'"),
    ("unknown kind", _set(["features", 1, "properties", "kind"], "lake"), "feature 2 (b) has kind \"lake\""),
    ("point geometry", _set(["features", 1, "geometry"], {"type": "Point", "coordinates": [11, 45]}),
     "geometry type \"Point\""),
    ("null geometry", _set(["features", 1, "geometry"], None), "feature 2 (b) has no geometry"),
    ("open ring", _set(["features", 1, "geometry", "coordinates", 0, -1], [11.5, 45.5]), "not closed"),
    ("three positions", _set(["features", 1, "geometry", "coordinates", 0], [[11, 45], [12, 45], [11, 45]]),
     "at least 4 positions"),
    ("latitude 95", _set(["features", 1, "geometry", "coordinates", 0, 1], [12, 95]), "outside longitude"),
    ("text coordinate", _set(["features", 1, "geometry", "coordinates", 0, 1], ["12", 45]),
     "not a [longitude, latitude] pair"),
    ("duplicate id", _duplicate_id, "feature 3 (a) repeats the id of feature 1"),
    ("nested props", _set(["features", 1, "properties", "props"], {"deep": {"x": 1}}), "props.deep"),
    ("symbols not a list", _set(["features", 1, "properties", "symbols"], "airport"), "'symbols'"),
    ("bad label point", _set(["features", 1, "properties", "label_point"], [11.5]), "'label_point'"),
    ("other format", _set(["sandtable", "format"], "other-board"), "has format \"other-board\""),
    ("newer schema", _set(["sandtable", "schema"], 2), "written by a newer Sandtable"),
    ("ruler as text", _set(["sandtable", "rulers", "short"], "far"), "'rulers.short'"),
    ("counter size as text", _set(["sandtable", "counter_size_km"], "big"), "'counter_size_km'"),
    ("link without b", _set(["sandtable", "links"], [{"a": "i"}]), "link 1 has 'b'"),
    ("link of unknown kind", _set(["sandtable", "links"], [{"a": "i", "b": "d", "kind": "tunnel"}]),
     "link 1 has kind \"tunnel\""),
    ("cuts not a list", _set(["sandtable", "cuts"], {"a": "b"}), "'cuts'"),
    ("unknown setting", _set(["sandtable", "ruler"], {}), "unknown setting 'ruler'"),
    ("projection out of range", _set(["sandtable", "projection", "lat0"], 100), "projection centre"),
    ("bad hex grid", _set(["sandtable", "hex_grids"], [{"id": "g1", "size_km": 10, "orientation": "round",
                                                      "origin": [10, 45], "bbox": [10, 44, 12, 46]}]),
     "hex grid 1 has orientation \"round\""),
    ("hex of undeclared grid",
     lambda d: d["features"][1]["properties"].update(kind="hex", grid="g9", q=0, r=0),
     "hex grid \"g9\", which the file does not declare"),
]


@pytest.mark.parametrize("label, mutate, expected", BAD_DOCS, ids=[b[0] for b in BAD_DOCS])
def test_malformed_board_documents_are_refused_in_one_sentence(tmp_path: Path, label, mutate, expected):
    doc = copy.deepcopy(_good())
    mutate(doc)
    path = tmp_path / "bad.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardFileError) as info:
        load_board(path)
    message = str(info.value)
    assert isinstance(info.value, FileProblem)
    assert message.startswith("'bad.geojson'") and "\n" not in message
    assert expected in message, message


@pytest.mark.parametrize("text, expected", [
    ("", "is empty"),
    ("{not json", "is not valid JSON"),
    ('{"type": "FeatureCollection", "features": [NaN]}', "NaN is not allowed"),
    (b'{"type": "\x80"}', "not UTF-8"),
    ("[" * 500 + "]" * 500, "nested too deeply"),
])
def test_unreadable_files_are_refused(tmp_path: Path, text, expected):
    path = tmp_path / "bad.geojson"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardFileError, match=expected):
        load_board(path)


def test_missing_file_is_refused(tmp_path: Path):
    with pytest.raises(BoardFileError, match="does not exist"):
        load_board(tmp_path / "nope.geojson")


def test_failed_save_leaves_the_old_file(tmp_path: Path):
    board = mini_board()
    path = tmp_path / "board.geojson"
    save_board(board, path)
    before = path.read_bytes()
    board.update_zone("a", props={"bad": float("nan")})
    with pytest.raises(ValueError):
        save_board(board, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["board.geojson"]


def test_shipped_1943_45_board_loads_if_present():
    path = Path(__file__).resolve().parents[1] / "maps" / "1943-45" / "board.geojson"
    if not path.exists():
        pytest.skip("no shipped board yet")
    board = load_board(path)
    assert board.zone_by_number(14).kind == "land"
    assert board.zones_of_kind("sea")


def _paths(node, prefix=()):
    if prefix:
        yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for n, value in enumerate(node[:5]):
            yield from _paths(value, prefix + (n,))


def test_random_damage_is_refused_or_loaded_never_a_crash():
    import random

    from sandtable.board import validate_board

    board = mini_board()
    board.add_hex_grid(HexGrid("g1", 40.0, "flat", (10.5, 45.5), (10.0, 44.0, 12.0, 46.0), True))
    good = board_to_geojson(board)
    paths = list(_paths(good))
    junk = [None, True, 0, -1, 2.5, 1e308, "", "x", [], {}, [0, 0], [[0, 0]], "hex", "sea", 2**60]
    rng = random.Random(7)
    loaded = refused = 0
    for _ in range(250):
        doc = copy.deepcopy(good)
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(paths)
            parent = doc
            try:
                for key in path[:-1]:
                    parent = parent[key]
                old = parent[path[-1]]
            except (KeyError, IndexError, TypeError):
                continue
            if isinstance(old, float):
                parent[path[-1]] = rng.uniform(-20.0, 60.0)  # a plausible but wrong coordinate
            elif isinstance(parent, dict) and rng.random() < 0.2:
                del parent[path[-1]]
            else:
                parent[path[-1]] = copy.deepcopy(rng.choice(junk))
        try:
            damaged = board_from_geojson(doc, "'x.geojson'")
        except BoardFileError as exc:
            assert str(exc).startswith("'x.geojson'") and "\n" not in str(exc)
            refused += 1
            continue
        loaded += 1
        for problem in validate_board(damaged):
            assert problem.severity in ("error", "warning") and problem.message
    assert loaded > 20 and refused > 20
