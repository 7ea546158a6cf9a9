"""Editing intentions turned into undoable commands (no Qt): move this corner, split that zone
along this line, merge two zones, toggle a link, paint hexes... Each `make_*` function checks the
edit against the board and returns a `commands.Command` (apply it with `redo()`), or raises
`EditError` with one sentence; none changes the board itself. Also the numbering of new zones and
an order-free `snapshot` of a board for comparisons."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from shapely.geometry import MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry

from sandtable.board import Board, Zone, board_to_geojson
from sandtable.board.zone import is_prop_value
from sandtable.editor import geometry as geo
from sandtable.editor.commands import (
    AddCut,
    AddLink,
    AddZone,
    Command,
    Composite,
    RemoveCut,
    RemoveLink,
    RemoveRuler,
    RemoveZone,
    ReplaceZones,
    SetRuler,
)
from sandtable.editor.geometry import EditError, LonLat


# ----- helpers ----------------------------------------------------------------------------------
def snapshot(board: Board) -> dict[str, Any]:
    """The board as GeoJSON with features, links and cuts in a fixed order.

    Undoing a deletion puts a zone back at the end of the board's zone list (the model has no
    insert-at), so order-free comparisons use this rather than `board_to_geojson`.
    """
    doc = board_to_geojson(board)
    doc["features"] = sorted(doc["features"], key=lambda f: f["id"])
    st = doc["sandtable"]
    st["links"] = sorted(st["links"], key=lambda x: (min(x["a"], x["b"]), max(x["a"], x["b"])))
    st["cuts"] = sorted(st["cuts"], key=lambda x: (min(x["a"], x["b"]), max(x["a"], x["b"])))
    return doc


def next_zone_number(board: Board) -> int:
    used = {z.number for z in board.zones.values() if z.kind != "hex"}
    n = 1
    while n in used:
        n += 1
    return n


def next_zone_id(board: Board, number: int | None = None) -> str:
    n = number if number is not None else next_zone_number(board)
    candidate = f"z{n:02d}"
    k = 1
    while candidate in board.zones:
        candidate = f"z{n:02d}-{k}"
        k += 1
    return candidate


def _with_shape(zone: Zone, shape: Polygon | MultiPolygon) -> Zone:
    """The zone with a new shape, keeping its label point while it still lies inside."""
    label = zone.label_point
    keep = label is not None and shape.covers(Point(label))
    return dataclasses.replace(zone, polygon=shape, label_point=label if keep else None)


def _reshape(board: Board, shapes: Iterable[tuple[Zone, Polygon | MultiPolygon]], title: str) -> ReplaceZones:
    return ReplaceZones(board, [_with_shape(z, s) for z, s in shapes], title)


# ----- shape edits ------------------------------------------------------------------------------
def make_move_vertex(board: Board, old: LonLat, new: LonLat) -> Command:
    """Move a corner in every zone that has it, so shared borders stay shared."""
    shapes = geo.move_vertex(board, old, new)
    if not shapes:
        raise EditError("The point did not move.")
    return _reshape(board, shapes, "Move point")


def make_insert_vertex(board: Board, a: LonLat, b: LonLat, p: LonLat) -> Command:
    """Add corner `p` on edge a-b, in both zones when the edge is a shared border."""
    return _reshape(board, geo.insert_vertex(board, a, b, p), "Add point")


def make_delete_vertex(board: Board, v: LonLat) -> Command:
    return _reshape(board, geo.delete_vertex(board, v), "Delete point")


def _node_command(board: Board, points: Iterable[LonLat], skip: Iterable[str]) -> ReplaceZones | None:
    changed = geo.node_into_neighbours(board, points, skip)
    if not changed:
        return None
    return ReplaceZones(board, [_with_shape(board.zone(zid), s) for zid, s in changed.items()])


def make_draw_zone(board: Board, outline: Sequence[LonLat], land: BaseGeometry | None, *,
                   number: int | None = None, name: str = "", kind: str = "land",
                   zone_id: str | None = None, symbols: Iterable[str] = (),
                   props: dict[str, Any] | None = None) -> Command:
    """A new zone from a drawn outline, cut to the land and against the land zones already there.

    Where the new outline crosses a neighbour's edge the crossing point is added to that edge
    too, so the two zones share their border corner for corner.
    """
    shape = geo.clip_new_zone(board, outline, land, kind)
    number = next_zone_number(board) if number is None else number
    zid = zone_id or next_zone_id(board, number)
    if zid in board.zones:
        raise EditError(f"There is already a zone with the id {zid}.")
    zone = Zone(zid, number, name, kind, shape, frozenset(symbols), dict(props or {}))
    children: list[Command] = []
    node = _node_command(board, geo.vertices_of(shape), ())
    if node is not None:
        children.append(node)
    children.append(AddZone(board, zone))
    return Composite(board, "Draw zone", children)


def make_split(board: Board, zone_id: str, line: Sequence[LonLat]) -> Command:
    """Cut a zone in two (or more) along a line; the new parts get the next free numbers."""
    zone = board.zone(zone_id)
    if zone.kind == "hex":
        raise EditError("Hexes cannot be split.")
    main, pieces = geo.split_zone(board, zone, line)
    children: list[Command] = [ReplaceZones(board, [_with_shape(zone, main)])]
    new_zones: list[Zone] = []
    used_numbers = {z.number for z in board.zones.values() if z.kind != "hex"}
    used_ids = set(board.zones)
    for piece in pieces:
        n = 1
        while n in used_numbers:
            n += 1
        used_numbers.add(n)
        zid = f"z{n:02d}"
        k = 1
        while zid in used_ids:
            zid = f"z{n:02d}-{k}"
            k += 1
        used_ids.add(zid)
        new_zones.append(Zone(zid, n, "", zone.kind, piece, frozenset(), dict(zone.props)))
    cut_points = [p for piece in [main, *pieces] for p in geo.vertices_of(piece)
                  if not geo.has_vertex(zone.polygon, p)]
    node = _node_command(board, cut_points, (zone_id,))
    if node is not None:
        children.append(node)
    children.extend(AddZone(board, z) for z in new_zones)
    return Composite(board, "Split zone", children)


def make_merge(board: Board, keep_id: str, other_id: str) -> Command:
    """Join `other` into `keep`: one shape, both zones' symbols, `other`'s links moved to `keep`."""
    if keep_id == other_id:
        raise EditError("Choose two different zones to merge.")
    keep, other = board.zone(keep_id), board.zone(other_id)
    if keep.kind != other.kind or keep.kind == "hex":
        raise EditError("Only two land zones or two sea zones can be merged.")
    shape = geo.merge_shapes(board, keep, other)
    merged = dataclasses.replace(_with_shape(keep, shape), symbols=keep.symbols | other.symbols)
    children: list[Command] = [RemoveZone(board, other_id), ReplaceZones(board, [merged])]
    have = {link.pair() for link in board.links if other_id not in (link.a, link.b)}
    for link in board.links:
        if other_id in (link.a, link.b):
            far = link.b if link.a == other_id else link.a
            if far != keep_id and frozenset((keep_id, far)) not in have:
                children.append(AddLink(board, keep_id, far, link.kind))
                have.add(frozenset((keep_id, far)))
    return Composite(board, "Merge zones", children)


def make_delete_zone(board: Board, zone_id: str) -> Command:
    return RemoveZone(board, zone_id)


# ----- attributes -------------------------------------------------------------------------------
def make_zone_fields(board: Board, zone_id: str, **fields: Any) -> Command:
    """Change number, name, kind, symbols, props or label point of one zone."""
    allowed = {"number", "name", "kind", "symbols", "props", "label_point"}
    unknown = set(fields) - allowed
    if unknown:
        raise EditError(f"Unknown zone field {sorted(unknown)[0]}.")
    zone = board.zone(zone_id)
    if "number" in fields:
        number = fields["number"]
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise EditError("A zone number is a whole number, 0 or more.")
    if "props" in fields:
        for key, value in fields["props"].items():
            if not key or not is_prop_value(value):
                raise EditError(f"The property {key!r} must have a name and a text, number or true/false.")
    if "symbols" in fields:
        fields["symbols"] = frozenset(fields["symbols"])
    try:
        new = dataclasses.replace(zone, **fields)
    except ValueError as exc:
        raise EditError(str(exc)) from None
    return ReplaceZones(board, [new], "Edit zone")


def make_toggle_symbol(board: Board, zone_id: str, symbol: str) -> Command:
    zone = board.zone(zone_id)
    symbols = zone.symbols - {symbol} if symbol in zone.symbols else zone.symbols | {symbol}
    return ReplaceZones(board, [dataclasses.replace(zone, symbols=frozenset(symbols))], "Toggle symbol")


def make_paint_hexes(board: Board, hex_ids: Iterable[str], key: str, value: Any) -> Command:
    """Set one property (e.g. "terrain") on several hexes; value None removes it."""
    if not key:
        raise EditError("Name the property to paint.")
    if value is not None and not is_prop_value(value):
        raise EditError("A painted value must be a text, a number or true/false.")
    new = []
    for hid in dict.fromkeys(hex_ids):
        z = board.zone(hid)
        props = dict(z.props)
        if value is None:
            props.pop(key, None)
        else:
            props[key] = value
        if props != z.props:
            new.append(dataclasses.replace(z, props=props))
    if not new:
        raise EditError("These hexes already have that value.")
    return ReplaceZones(board, new, "Paint hexes")


# ----- adjacency --------------------------------------------------------------------------------
def make_link_toggle(board: Board, a: str, b: str) -> Command:
    """What a click on two zones means: remove their link, restore a cut adjacency, cut a border,
    or else join them with an island arrow."""
    if a == b:
        raise EditError("Choose two different zones.")
    board.zone(a)
    board.zone(b)
    pair = frozenset((a, b))
    if any(link.pair() == pair for link in board.links):
        return RemoveLink(board, a, b)
    if any(cut.pair() == pair for cut in board.cuts):
        return RemoveCut(board, a, b)
    if board.graph.has_edge(a, b):
        return AddCut(board, a, b)
    return AddLink(board, a, b, "arrow")


# ----- rulers -----------------------------------------------------------------------------------
def make_set_ruler(board: Board, name: str, km: float) -> Command:
    name = name.strip()
    if not name:
        raise EditError("A ruler needs a name.")
    if not km > 0:
        raise EditError("A ruler must be longer than 0 km.")
    return SetRuler(board, name, km, "Set ruler" if name in board.rulers else "Add ruler")


def make_rename_ruler(board: Board, old: str, new: str) -> Command:
    new = new.strip()
    if not new:
        raise EditError("A ruler needs a name.")
    if new in board.rulers:
        raise EditError(f"There is already a ruler called {new}.")
    km = board.ruler_km(old)
    return Composite(board, "Rename ruler", [SetRuler(board, new, km), RemoveRuler(board, old)])
