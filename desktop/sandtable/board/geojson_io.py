"""Board files: RFC 7946 GeoJSON with the board-level data in the foreign member "sandtable".

Reading is strict: anything not exactly in the format of docs/formats.md is refused with a
`BoardFileError` carrying one sentence that names the file and the feature. Problems that a
well-formed file can still have (overlaps, dangling links, rulers of 0 km...) are left to
`validate_board`, so the editor can open such a board and fix it. Writing is atomic, in lon/lat
with counter-clockwise exterior rings, coordinates rounded to 6 decimals (about 0.1 m), one
feature per line so shipped boards diff well.
"""

from __future__ import annotations

import json
import math
import os
from typing import Any

from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.polygon import orient

from sandtable.board.edges import LINK_KINDS, Cut, Link
from sandtable.board.hexgrid import MAX_HEXES, ORIENTATIONS, HexGrid
from sandtable.board.model import DEFAULT_COUNTER_SIZE_KM, Board
from sandtable.board.projection import PROJECTION_TYPES, Projection
from sandtable.board.zone import MAX_HEX_COORDINATE, MAX_ZONE_NUMBER, ZONE_KINDS, Zone
from sandtable.core.jsonfile import FileProblem, JsonLimits, display_name, read_json_file, write_text_atomic

FORMAT = "sandtable-board"
SCHEMA_VERSION = 1
DECIMALS = 6
# Limits no real board reaches (the shipped boards: at most 1.9 MB, 143 zones, 113,126 vertices),
# checked while reading so that a huge or hostile file is refused in a second, not built first.
MAX_BOARD_BYTES = 16 * 1024 * 1024
BOARD_JSON_LIMITS = JsonLimits(max_bytes=MAX_BOARD_BYTES)
MAX_FEATURES = MAX_HEXES + 2_000
MAX_ZONES = 1_000          # land and sea zones (hexes are counted by MAX_HEXES; A&A Revised has 143)
MAX_VERTICES = 250_000     # positions of all rings together (the A&A Revised world board has 113,126)
MAX_RINGS = 5_000          # outer rings and holes of all features together
MAX_LINKS = 20_000         # links and cuts, each
MAX_RULERS = 100

_SETTINGS = {"format", "schema", "name", "projection", "rulers", "counter_size_km", "links", "cuts",
             "hex_grids", "backdrop", "land_numbers", "expected_adjacency"}


class BoardFileError(FileProblem):
    """A board file that cannot be opened; the message is one sentence naming the problem."""


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError):
        return False
    return True


def _not_a_board(data: Any) -> str:
    """Why a document is no board, naming what it is when it is another Sandtable file: a save or a
    game record opened as a board is a player's slip, and 'not a FeatureCollection' would puzzle."""
    what = data.get("format") if isinstance(data, dict) else None
    if what == "sandtable-save" or (isinstance(data, dict) and {"game", "actions"} <= data.keys()):
        return "is a saved game or a game record, not a board: open it as a game"
    if what == "sandtable-hexmap":
        return "is a hex map, not a board: open it in the board editor"
    return "is not a GeoJSON FeatureCollection"


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


class _Reader:
    """Turns a parsed JSON document into a Board, failing with one sentence at the first problem."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.vertices = 0
        self.rings = 0

    def fail(self, where: str, problem: str) -> BoardFileError:
        return BoardFileError(f"{self.what}: {where} {problem}" if where else f"{self.what} {problem}")

    # --- scalars --------------------------------------------------------------------------------
    def number(self, value: Any, where: str, name: str) -> float:
        if not _is_number(value):
            raise self.fail(where, f"has '{name}' {_show(value)}, which is not a finite number")
        return float(value)

    def integer(self, value: Any, where: str, name: str, limit: int = 2**53) -> int:
        # A JSON 1.0 is a float: refused where an integer is meant, as "3" and true are.
        if isinstance(value, int) and not isinstance(value, bool):
            if abs(value) > limit:
                raise self.fail(where, f"has '{name}' {_show(value)}, beyond the limit of "
                                       f"{limit:,} that no real board reaches")
            return value
        raise self.fail(where, f"has '{name}' {_show(value)}, which is not a whole number")

    def string(self, value: Any, where: str, name: str, *, empty: bool = True) -> str:
        if not isinstance(value, str) or (not empty and not value.strip()):
            wanted = "a text" if empty else "a non-empty text"
            raise self.fail(where, f"has '{name}' {_show(value)}, which is not {wanted}")
        return value

    def obj(self, value: Any, where: str, name: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"has '{name}' {_show(value)}, which is not an object")
        return value

    def array(self, value: Any, where: str, name: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, f"has '{name}' {_show(value)}, which is not a list")
        return value

    def lonlat(self, value: Any, where: str, name: str) -> tuple[float, float]:
        if (not isinstance(value, list) or len(value) not in (2, 3)
                or not all(_is_number(v) for v in value)):
            raise self.fail(where, f"has '{name}' {_show(value)}, which is not a [longitude, latitude] pair")
        lon, lat = float(value[0]), float(value[1])
        if not (-180.0 <= lon <= 180.0 and -90.0 <= lat <= 90.0):
            raise self.fail(where, f"has '{name}' {_show(value)} outside longitude -180..180 / "
                                   "latitude -90..90")
        return lon, lat

    # --- geometry -------------------------------------------------------------------------------
    def ring(self, value: Any, where: str, label: str) -> list[tuple[float, float]]:
        if not isinstance(value, list) or len(value) < 4:
            raise self.fail(where, f"has a {label} that is not a list of at least 4 positions")
        self.vertices += len(value)
        self.rings += 1
        if self.vertices > MAX_VERTICES:
            raise self.fail("", f"has more than {MAX_VERTICES:,} vertices; simplify the shapes "
                                "(no real board needs that many)")
        if self.rings > MAX_RINGS:
            raise self.fail("", f"has more than {MAX_RINGS:,} rings (outlines and holes); "
                                "no real board needs that many")
        points = [self.lonlat(p, where, f"{label} position {n + 1}") for n, p in enumerate(value)]
        if points[0] != points[-1]:
            raise self.fail(where, f"has a {label} that is not closed "
                                   "(its last position must repeat the first)")
        return points

    def polygon(self, value: Any, where: str, label: str) -> Polygon:
        if not isinstance(value, list) or not value:
            raise self.fail(where, f"has {label} coordinates that are not a non-empty list of rings")
        rings = [self.ring(r, where, f"{label} ring {n + 1}" if n else f"{label} outer ring")
                 for n, r in enumerate(value)]
        return Polygon(rings[0], rings[1:])

    def geometry(self, value: Any, where: str) -> Polygon | MultiPolygon:
        if value is None:
            raise self.fail(where, "has no geometry")
        geom = self.obj(value, where, "geometry")
        kind = geom.get("type")
        coords = geom.get("coordinates")
        if kind == "Polygon":
            return self.polygon(coords, where, "polygon")
        if kind == "MultiPolygon":
            if not isinstance(coords, list) or not coords:
                raise self.fail(where, "has MultiPolygon coordinates that are not "
                                       "a non-empty list of polygons")
            return MultiPolygon([self.polygon(p, where, f"polygon {n + 1}") for n, p in enumerate(coords)])
        raise self.fail(where, f"has geometry type {_show(kind)}; zones must be a Polygon or MultiPolygon")

    # --- board-level data -----------------------------------------------------------------------
    def settings(self, value: Any) -> dict[str, Any]:
        where = "the 'sandtable' member"
        if value is None:
            return {}
        st = self.obj(value, "", "'sandtable' member")
        unknown = sorted(set(st) - _SETTINGS)
        if unknown:
            raise self.fail(where, f"has an unknown setting '{unknown[0]}'")
        if st.get("format", FORMAT) != FORMAT:
            raise self.fail(where, f"has format {_show(st.get('format'))}, expected \"{FORMAT}\"")
        schema = self.integer(st.get("schema", SCHEMA_VERSION), where, "schema")
        if schema > SCHEMA_VERSION:
            raise self.fail("", f"was written by a newer Sandtable (board schema {schema}; "
                                f"this version reads up to {SCHEMA_VERSION})")
        if schema < 1:
            raise self.fail(where, f"has schema {schema}, which is not a valid version")
        out: dict[str, Any] = {"name": self.string(st.get("name", ""), where, "name")}
        if "projection" in st:
            pr = self.obj(st["projection"], where, "projection")
            ptype = pr.get("type", "equirectangular")
            if ptype not in PROJECTION_TYPES:
                raise self.fail(where, f"has projection type {_show(ptype)}; "
                                       f"known: {', '.join(PROJECTION_TYPES)}")
            lon0 = self.number(pr.get("lon0"), where, "projection.lon0")
            lat0 = self.number(pr.get("lat0"), where, "projection.lat0")
            if not (-180 <= lon0 <= 180 and -85 <= lat0 <= 85):
                raise self.fail(where, "has a projection centre outside "
                                       "longitude -180..180 / latitude -85..85")
            out["projection"] = Projection(lon0, lat0, ptype)
        rulers = self.obj(st.get("rulers", {}), where, "rulers")
        if len(rulers) > MAX_RULERS:
            raise self.fail(where, f"has {len(rulers):,} rulers (limit {MAX_RULERS})")
        out["rulers"] = {k: self.number(v, where, f"rulers.{k}") for k, v in rulers.items()}
        out["counter_size_km"] = self.number(st.get("counter_size_km", DEFAULT_COUNTER_SIZE_KM), where,
                                             "counter_size_km")
        links = self.array(st.get("links", []), where, "links")
        cuts = self.array(st.get("cuts", []), where, "cuts")
        for name, items in (("links", links), ("cuts", cuts)):
            if len(items) > MAX_LINKS:
                raise self.fail(where, f"has {len(items):,} {name} (limit {MAX_LINKS:,})")
        out["links"] = [self.link(x, n) for n, x in enumerate(links)]
        out["cuts"] = [self.cut(x, n) for n, x in enumerate(cuts)]
        grids: dict[str, HexGrid] = {}
        for n, g in enumerate(self.array(st.get("hex_grids", []), where, "hex_grids")):
            grid = self.hex_grid(g, n)
            if grid.id in grids:
                raise self.fail(f"hex grid {n + 1}", f"repeats the grid id {_show(grid.id)}")
            grids[grid.id] = grid
        out["hex_grids"] = grids
        out["backdrop"] = self.obj(st.get("backdrop", {}), where, "backdrop")
        shown = st.get("land_numbers", True)
        if type(shown) is not bool:
            raise self.fail(where, f"has land_numbers {_show(shown)}, which is neither true nor false")
        out["land_numbers"] = shown
        if "expected_adjacency" in st:
            pairs = self.array(st["expected_adjacency"], where, "expected_adjacency")
            if len(pairs) > MAX_LINKS:
                raise self.fail(where, f"has {len(pairs):,} expected_adjacency pairs (limit {MAX_LINKS:,})")
            out["expected_adjacency"] = [self._id_pair(x, n) for n, x in enumerate(pairs)]
        return out

    def _id_pair(self, value: Any, n: int) -> tuple[str, str]:
        """An expected_adjacency entry: two zone ids, ["a", "b"]."""
        where = f"expected_adjacency entry {n + 1}"
        if (not isinstance(value, list) or len(value) != 2
                or not all(isinstance(x, str) and x.strip() for x in value)):
            raise self.fail(where, f"is {_show(value)}, not two zone ids")
        return value[0], value[1]

    def _pair(self, value: Any, where: str) -> tuple[str, str]:
        item = self.obj(value, where, "entry")
        return (self.string(item.get("a"), where, "a", empty=False),
                self.string(item.get("b"), where, "b", empty=False))

    def link(self, value: Any, n: int) -> Link:
        where = f"link {n + 1}"
        a, b = self._pair(value, where)
        kind = value.get("kind", "arrow")
        if kind not in LINK_KINDS:
            raise self.fail(where, f"has kind {_show(kind)}; known kinds: {', '.join(LINK_KINDS)}")
        unknown = sorted(set(value) - {"a", "b", "kind"})
        if unknown:
            raise self.fail(where, f"has an unknown field '{unknown[0]}'")
        return Link(a, b, kind)

    def cut(self, value: Any, n: int) -> Cut:
        where = f"cut {n + 1}"
        a, b = self._pair(value, where)
        unknown = sorted(set(value) - {"a", "b"})
        if unknown:
            raise self.fail(where, f"has an unknown field '{unknown[0]}'")
        return Cut(a, b)

    def hex_grid(self, value: Any, n: int) -> HexGrid:
        where = f"hex grid {n + 1}"
        g = self.obj(value, where, "entry")
        gid = self.string(g.get("id"), where, "id", empty=False)
        if ":" in gid:
            raise self.fail(where, f"has id {_show(gid)}; grid ids may not contain ':'")
        size = self.number(g.get("size_km"), where, "size_km")
        if size <= 0:
            raise self.fail(where, f"has size_km {size:g}; hexes must be larger than 0 km")
        orientation = g.get("orientation", "flat")
        if orientation not in ORIENTATIONS:
            raise self.fail(where, f"has orientation {_show(orientation)}; use \"flat\" or \"pointy\"")
        origin = self.lonlat(g.get("origin"), where, "origin")
        bbox = g.get("bbox")
        if not isinstance(bbox, list) or len(bbox) != 4 or not all(_is_number(v) for v in bbox):
            raise self.fail(where, f"has bbox {_show(bbox)}, which is not "
                                   "[lon_min, lat_min, lon_max, lat_max]")
        if not (bbox[0] < bbox[2] and bbox[1] < bbox[3]):
            raise self.fail(where, "has a bbox whose minimum is not below its maximum")
        clip = g.get("clip_to_land", False)
        if not isinstance(clip, bool):
            raise self.fail(where, f"has clip_to_land {_show(clip)}, which is not true or false")
        return HexGrid(gid, size, orientation, origin, (float(bbox[0]), float(bbox[1]), float(bbox[2]),
                                                        float(bbox[3])), clip)

    # --- features -------------------------------------------------------------------------------
    def feature(self, value: Any, n: int, grids: dict[str, HexGrid], hex_numbers: dict[str, int]) -> Zone:
        where = f"feature {n + 1}"
        if not isinstance(value, dict) or value.get("type") != "Feature":
            raise self.fail(where, "is not a GeoJSON Feature object")
        props = value.get("properties")
        if not isinstance(props, dict):
            raise self.fail(where, "has no 'properties' object")
        fid = value.get("id")
        zid = props.get("id", fid)
        zid = self.string(zid, where, "id", empty=False)
        where = f"feature {n + 1} ({zid})"
        if isinstance(fid, str) and "id" in props and fid != zid:
            raise self.fail(where, f"has feature id {_show(fid)} different from its property id {_show(zid)}")
        kind = props.get("kind")
        if kind not in ZONE_KINDS:
            raise self.fail(where, f"has kind {_show(kind)}; known kinds: {', '.join(ZONE_KINDS)}")
        zprops: dict[str, Any] = {}
        if kind == "hex":
            grid = self.string(props.get("grid"), where, "grid", empty=False)
            if grid not in grids:
                raise self.fail(where, f"belongs to hex grid {_show(grid)}, which the file does not declare")
            q = self.integer(props.get("q"), where, "q", MAX_HEX_COORDINATE)
            r = self.integer(props.get("r"), where, "r", MAX_HEX_COORDINATE)
            zprops.update(grid=grid, q=q, r=r)
            if "number" in props:
                number = self.integer(props["number"], where, "number", MAX_ZONE_NUMBER)
            else:
                number = hex_numbers.get(grid, 0) + 1
            hex_numbers[grid] = max(hex_numbers.get(grid, 0), number)
            name = self.string(props.get("name", f"{q},{r}"), where, "name")
        else:
            if "number" not in props:
                raise self.fail(where, "has no 'number'")
            # Negative numbers load (the editor shows them on the zone); validate_board refuses them.
            number = self.integer(props["number"], where, "number", MAX_ZONE_NUMBER)
            if "name" not in props:
                raise self.fail(where, "has no 'name'")
            name = self.string(props["name"], where, "name")
        symbols = self.array(props.get("symbols", []), where, "symbols")
        for s in symbols:
            self.string(s, where, "symbols entry", empty=False)
        extra = self.obj(props.get("props", {}), where, "props")
        for key, v in extra.items():
            if not (isinstance(v, bool | str) or _is_number(v)):
                raise self.fail(where, f"has props.{key} = {_show(v)}; "
                                       "props hold only text, numbers and true/false")
            if key not in zprops:
                zprops[key] = v
        label = props.get("label_point")
        label_point = None if label is None else self.lonlat(label, where, "label_point")
        shape = self.geometry(value.get("geometry"), where)
        return Zone(id=zid, number=number, name=name, kind=kind, polygon=shape, symbols=frozenset(symbols),
                    props=zprops, label_point=label_point)

    def board(self, data: Any) -> Board:
        if not isinstance(data, dict) or data.get("type") != "FeatureCollection":
            raise self.fail("", _not_a_board(data))
        settings = self.settings(data.get("sandtable"))
        features = data.get("features")
        if not isinstance(features, list):
            raise self.fail("", "has no 'features' list")
        if len(features) > MAX_FEATURES:
            raise self.fail("", f"has {len(features):,} features (limit {MAX_FEATURES:,})")
        kinds = [f.get("properties", {}).get("kind") if isinstance(f, dict)
                 and isinstance(f.get("properties"), dict) else None for f in features]
        hexes = sum(1 for k in kinds if k == "hex")
        if len(features) - hexes > MAX_ZONES:
            raise self.fail("", f"has {len(features) - hexes:,} zones (limit {MAX_ZONES:,})")
        if hexes > MAX_HEXES:
            raise self.fail("", f"has {hexes:,} hexes (limit {MAX_HEXES:,})")
        grids: dict[str, HexGrid] = settings.get("hex_grids", {})
        zones: list[Zone] = []
        first_seen: dict[str, int] = {}
        hex_numbers: dict[str, int] = {}
        for n, f in enumerate(features):
            zone = self.feature(f, n, grids, hex_numbers)
            if zone.id in first_seen:
                raise self.fail(f"feature {n + 1} ({zone.id})",
                                f"repeats the id of feature {first_seen[zone.id] + 1}")
            first_seen[zone.id] = n
            zones.append(zone)
        drawn = {z.props.get("grid") for z in zones if z.kind == "hex"}
        try:
            board = Board(zones, name=settings.get("name", ""), projection=settings.get("projection"),
                          rulers=settings.get("rulers"),
                          counter_size_km=settings.get("counter_size_km", DEFAULT_COUNTER_SIZE_KM),
                          links=settings.get("links", ()), cuts=settings.get("cuts", ()),
                          hex_grids=[g for g in grids.values() if g.id in drawn],
                          backdrop=settings.get("backdrop"),
                          land_numbers=settings.get("land_numbers", True),
                          expected_adjacency=settings.get("expected_adjacency"))
            # A grid declared without hex features is generated from its description.
            for grid in grids.values():
                if grid.id not in drawn:
                    board.add_hex_grid(grid)
        except ValueError as exc:
            raise self.fail("", f"cannot be used: {exc}") from None
        return board


def board_from_geojson(data: Any, what: str = "the board") -> Board:
    """Build a Board from a parsed GeoJSON document; raises BoardFileError on any problem."""
    return _Reader(what).board(data)


def load_board(path: str | os.PathLike[str]) -> Board:
    try:
        data = read_json_file(path, limits=BOARD_JSON_LIMITS)
    except BoardFileError:
        raise
    except FileProblem as exc:
        raise BoardFileError(str(exc)) from None
    return board_from_geojson(data, display_name(path))


# ----- writing ----------------------------------------------------------------------------------
def _round(x: float) -> float:
    value = round(float(x), DECIMALS)
    return 0.0 if value == 0 else value  # no "-0.0" in files


def _ring_json(coords: Any) -> list[list[float]]:
    return [[_round(x), _round(y)] for x, y, *_ in coords]


def _polygon_json(poly: Polygon) -> list[list[list[float]]]:
    poly = orient(poly, sign=1.0)  # RFC 7946: exterior counter-clockwise, holes clockwise
    return [_ring_json(poly.exterior.coords)] + [_ring_json(r.coords) for r in poly.interiors]


def geometry_to_geojson(shape: Polygon | MultiPolygon) -> dict[str, Any]:
    if isinstance(shape, MultiPolygon):
        return {"type": "MultiPolygon", "coordinates": [_polygon_json(p) for p in shape.geoms]}
    return {"type": "Polygon", "coordinates": _polygon_json(shape)}


def zone_to_feature(zone: Zone) -> dict[str, Any]:
    props: dict[str, Any] = {"id": zone.id, "number": zone.number, "name": zone.name, "kind": zone.kind}
    extra = dict(zone.props)
    if zone.kind == "hex":
        for key in ("grid", "q", "r"):
            props[key] = extra.pop(key, None)
    props["symbols"] = sorted(zone.symbols)
    props["props"] = extra
    if zone.label_point is not None:
        props["label_point"] = [_round(zone.label_point[0]), _round(zone.label_point[1])]
    return {"type": "Feature", "id": zone.id, "geometry": geometry_to_geojson(zone.polygon),
            "properties": props}


def board_settings(board: Board) -> dict[str, Any]:
    return {
        "format": FORMAT, "schema": SCHEMA_VERSION, "name": board.name,
        "projection": board.projection.to_json(),
        "rulers": dict(board.rulers),
        "counter_size_km": board.counter_size_km,
        "links": [x.to_json() for x in board.links],
        "cuts": [x.to_json() for x in board.cuts],
        "hex_grids": [g.to_json() for g in board.hex_grids.values()],
        "backdrop": dict(board.backdrop),
        # Written only when off, so boards that print their numbers keep their bytes.
        **({} if board.land_numbers else {"land_numbers": False}),
        **({} if board.expected_adjacency is None
           else {"expected_adjacency": [[a, b] for a, b in board.expected_adjacency]}),
    }


def board_to_geojson(board: Board) -> dict[str, Any]:
    return {"type": "FeatureCollection", "sandtable": board_settings(board),
            "features": [zone_to_feature(z) for z in board.zones.values()]}


def save_board(board: Board, path: str | os.PathLike[str]) -> None:
    """Write atomically; the settings are indented, each feature is one line."""
    doc = board_to_geojson(board)

    def dump(value: Any, indent: int | None = None) -> str:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, indent=indent)

    settings = dump(doc["sandtable"], 1).replace("\n", "\n ")
    features = ",\n".join(dump(f) for f in doc["features"])
    text = (f'{{"type": "FeatureCollection",\n "sandtable": {settings},\n "features": [\n{features}\n]}}\n')
    write_text_atomic(path, text)
