"""Rebuild three zones of the shipped 1943-1945 board on an empty board, through the command layer
only (as a script would), and check the result against the shipped zones and the validator."""

from __future__ import annotations

import pytest
from shapely.geometry import MultiPolygon

from sandtable.board import load_board, validate_board
from sandtable.editor import commands as cmd
from sandtable.editor import edits
from sandtable.editor.commands import CommandStack
from sandtable.editor.edits import snapshot
from sandtable.editor.land import board_land, land_sources, load_land, new_board
from sandtable.resources import shipped_board

ISLANDS = ("Sicily", "Sardinia", "Corsica")


@pytest.fixture(scope="module")
def shipped():
    path = shipped_board("1943-45")
    if path is None:
        pytest.skip("this checkout has no shipped 1943-45 board")
    return load_board(path)


def _outer_rings(shape):
    parts = shape.geoms if isinstance(shape, MultiPolygon) else [shape]
    return [list(p.exterior.coords)[:-1] for p in parts]


@pytest.mark.parametrize("source_key", ["board-shipped", "natural-earth-50m"])
def test_rebuild_three_islands(shipped, source_key: str) -> None:
    sources = {s.key: s for s in land_sources()}
    if source_key not in sources:
        pytest.skip(f"land data {source_key} is not in this copy")
    bbox = tuple(shipped.backdrop.get("bbox", (-3.0, 33.0, 22.0, 49.5)))
    land = load_land(sources[source_key], bbox)
    board = new_board("rebuilt", bbox, land, sources[source_key].title)
    assert set(board.zones) == {"sea"}
    empty = snapshot(board)
    stack = CommandStack()
    originals = {}
    for name in ISLANDS:
        original = next(z for z in shipped.zones.values() if z.name == name)
        originals[name] = original
        for ring in _outer_rings(original.polygon):
            # One outline per part, as a user would draw them; later parts join the zone by a merge.
            existing = [z for z in board.zones.values() if z.name == name]
            number = original.number if not existing else None
            stack.push(edits.make_draw_zone(board, ring, land, number=number, name=name))
            if existing:
                new = next(z for z in board.zones.values() if z.name == name and z.id != existing[0].id)
                stack.push(edits.make_merge(board, existing[0].id, new.id))
        zone = next(z for z in board.zones.values() if z.name == name)
        for symbol in sorted(original.symbols):
            stack.push(edits.make_toggle_symbol(board, zone.id, symbol))
        stack.push(edits.make_zone_fields(board, zone.id, props=dict(original.props)))
    corsica = next(z for z in board.zones.values() if z.name == "Corsica")
    sardinia = next(z for z in board.zones.values() if z.name == "Sardinia")
    stack.push(edits.make_link_toggle(board, corsica.id, sardinia.id))
    for ruler, km in shipped.rulers.items():
        stack.push(edits.make_set_ruler(board, ruler, km))
    stack.push(cmd.SetCounterSize(board, shipped.counter_size_km))

    errors = [p.message for p in validate_board(board) if p.severity == "error"]
    assert errors == []
    for name, original in originals.items():
        zone = next(z for z in board.zones.values() if z.name == name)
        assert zone.number == original.number
        assert zone.symbols == original.symbols
        assert zone.props == original.props
        assert zone.kind == "land"
        # The drawn outline cut to the coastline's land is the island (up to the coast's generalisation).
        a, b = zone.polygon, original.polygon
        assert a.symmetric_difference(b).area / b.area < 0.005
        assert board.is_coastal(zone.id)
    assert board.graph.edges[corsica.id, sardinia.id]["kind"] == "arrow"
    assert board.rulers == shipped.rulers
    rebuilt = snapshot(board)
    while stack.can_undo():
        stack.undo()
    assert snapshot(board) == empty
    while stack.can_redo():
        stack.redo()
    assert snapshot(board) == rebuilt


def test_the_shipped_board_land_is_the_zones_and_backdrop(shipped) -> None:
    land = board_land(shipped)
    assert land is not None
    for zone in shipped.zones_of_kind("land"):
        assert zone.polygon.difference(land).area < 1e-9


def test_delete_and_redraw_a_zone_between_neighbours(shipped) -> None:
    board = load_board(shipped_board("1943-45"))
    land = board_land(board)
    lazio = next(z for z in board.zones.values() if z.name == "Lazio")
    neighbours = board.neighbours(lazio.id)
    stack = CommandStack()
    stack.push(edits.make_delete_zone(board, lazio.id))
    # A rough outline drawn well over the neighbours: what is left is exactly the hole.
    x0, y0, x1, y1 = lazio.polygon.bounds
    outline = [(x0 - 0.3, y0 - 0.3), (x1 + 0.3, y0 - 0.3), (x1 + 0.3, y1 + 0.3), (x0 - 0.3, y1 + 0.3)]
    stack.push(edits.make_draw_zone(board, outline, land, number=lazio.number, name="Lazio",
                                  zone_id=lazio.id, symbols=lazio.symbols, props=dict(lazio.props)))
    redrawn = board.zones[lazio.id]
    assert redrawn.polygon.symmetric_difference(lazio.polygon).area < 1e-6 * lazio.polygon.area
    assert board.neighbours(lazio.id) == neighbours
    assert [p.message for p in validate_board(board) if p.severity == "error"] == []
