"""Editor commands on the board model alone (no Qt): every redo/undo restores the exact model."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import shapely
from shapely.geometry import MultiPolygon, Polygon, box

from sandtable.board import Board, HexGrid, Zone, board_to_geojson, validate_board
from sandtable.editor import commands as cmd
from sandtable.editor import edits
from sandtable.editor import geometry as geo
from sandtable.editor.commands import CommandStack, EditError
from sandtable.editor.edits import snapshot

LAND = box(10.0, 40.0, 12.0, 42.0)


def _square(zid: str, number: int, x: float, y: float, **kw: object) -> Zone:
    # Corners plus edge midpoints, so neighbours share every corner of their common edge.
    ring = [(x, y), (x + 0.5, y), (x + 1, y), (x + 1, y + 0.5), (x + 1, y + 1), (x + 0.5, y + 1), (x, y + 1),
            (x, y + 0.5)]
    return Zone(zid, number, f"Zone {number}", "land", Polygon(ring), **kw)  # type: ignore[arg-type]


def make_board() -> Board:
    """Four 1-degree land squares (z01 z02 / z03 z04 from the south-west) in a ring of sea."""
    sea_ring = geo.vertices_of(shapely.union_all([_square("a", 1, x, y).polygon for x in (10, 11)
                                                  for y in (40, 41)]))
    sea = Zone("sea", 0, "Sea", "sea", Polygon(box(9, 39, 13, 43).exterior.coords, [sea_ring]))
    zones = [sea, _square("z01", 1, 10, 40, symbols=frozenset({"airport"}), props={"region": "europe"}),
             _square("z02", 2, 11, 40), _square("z03", 3, 10, 41), _square("z04", 4, 11, 41)]
    return Board(zones, name="test", rulers={"short": 200.0, "long": 400.0})


def errors(board: Board) -> list[str]:
    return [p.message for p in validate_board(board) if p.severity == "error"]


def check_round_trip(board: Board, command: cmd.Command, exact: bool = True) -> None:
    """redo changes the board, undo restores it exactly, redo again gives the same result."""
    dump = board_to_geojson if exact else snapshot
    before = dump(board)
    command.redo()
    after = dump(board)
    assert after != before
    command.undo()
    assert dump(board) == before
    command.redo()
    assert dump(board) == after
    command.undo()
    assert dump(board) == before


def test_the_test_board_is_valid() -> None:
    board = make_board()
    assert errors(board) == []
    assert board.neighbours("z01") == {"z02", "z03", "sea"}


FACTORIES: dict[str, tuple[Callable[[Board], cmd.Command], bool]] = {
    "move shared corner": (lambda b: edits.make_move_vertex(b, (11.0, 41.0), (11.2, 41.1)), True),
    "insert on shared edge": (lambda b: edits.make_insert_vertex(b, (11.0, 40.5), (11.0, 41.0), (11.1, 40.7)),
                              True),
    "delete corner": (lambda b: edits.make_delete_vertex(b, (10.0, 40.0)), True),
    "draw zone": (lambda b: edits.make_draw_zone(b, [(9.5, 39.5), (10.5, 39.5), (10.5, 41.5), (9.5, 41.5)],
                                               box(9.5, 39.5, 12.0, 42.0), name="West"), True),
    "split": (lambda b: edits.make_split(b, "z01", [(10.25, 39.9), (10.25, 41.1)]), True),
    "merge": (lambda b: edits.make_merge(b, "z01", "z02"), False),
    "delete zone": (lambda b: edits.make_delete_zone(b, "z04"), False),
    "fields": (lambda b: edits.make_zone_fields(b, "z02", number=12, name="Twelve",
                                              props={"region": "africa", "island": True}), True),
    "symbol on": (lambda b: edits.make_toggle_symbol(b, "z02", "orange-star"), True),
    "symbol off": (lambda b: edits.make_toggle_symbol(b, "z01", "airport"), True),
    "island link": (lambda b: edits.make_link_toggle(b, "z01", "z04"), False),
    "cut border": (lambda b: edits.make_link_toggle(b, "z01", "z02"), False),
    "add ruler": (lambda b: edits.make_set_ruler(b, "medium", 300), True),
    "resize ruler": (lambda b: edits.make_set_ruler(b, "short", 250), True),
    "rename ruler": (lambda b: edits.make_rename_ruler(b, "long", "very long"), True),
    "remove ruler": (lambda b: cmd.RemoveRuler(b, "short"), False),
    "counter size": (lambda b: cmd.SetCounterSize(b, 25.0), True),
    "board name": (lambda b: cmd.SetBoardName(b, "renamed"), True),
    "backdrop": (lambda b: cmd.SetBackdrop(b, {"source": "test", "bbox": [9, 39, 13, 43]}), True),
    "hex grid": (lambda b: cmd.AddHexGrid(b, HexGrid("g1", 30.0, "pointy", (11.0, 41.0), (10, 40, 12, 42),
                                                     True), LAND), True),
}


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_redo_undo_restores_the_model(name: str) -> None:
    board = make_board()
    factory, exact = FACTORIES[name]
    check_round_trip(board, factory(board), exact)


def test_moving_a_shared_corner_moves_it_in_every_zone() -> None:
    board = make_board()
    edits.make_move_vertex(board, (11.0, 41.0), (11.2, 41.1)).redo()
    for zid in ("z01", "z02", "z03", "z04"):
        assert geo.has_vertex(board.zones[zid].polygon, (11.2, 41.1))
        assert not geo.has_vertex(board.zones[zid].polygon, (11.0, 41.0))
    assert errors(board) == []  # no overlap, no gap
    total = sum(board.zones[z].polygon.area for z in ("z01", "z02", "z03", "z04"))
    assert total == pytest.approx(4.0)


def test_a_new_corner_on_a_shared_border_goes_into_both_zones() -> None:
    board = make_board()
    edits.make_insert_vertex(board, (11.0, 40.5), (11.0, 41.0), (11.1, 40.7)).redo()
    a, b = board.zones["z01"].polygon, board.zones["z02"].polygon
    assert geo.has_vertex(a, (11.1, 40.7)) and geo.has_vertex(b, (11.1, 40.7))
    assert a.intersection(b).area == pytest.approx(0.0, abs=1e-12)
    assert a.area + b.area == pytest.approx(2.0)
    assert errors(board) == []


def test_a_corner_where_borders_meet_cannot_be_deleted() -> None:
    board = make_board()
    with pytest.raises(EditError, match="several borders meet"):
        edits.make_delete_vertex(board, (11.0, 41.0))
    # A corner inside one shared border can go: both zones lose it and still fit together.
    edits.make_delete_vertex(board, (11.0, 40.5)).redo()
    assert not geo.has_vertex(board.zones["z01"].polygon, (11.0, 40.5))
    assert not geo.has_vertex(board.zones["z02"].polygon, (11.0, 40.5))
    assert errors(board) == []


def test_a_drawn_zone_is_cut_to_the_land_and_against_its_neighbours() -> None:
    board = make_board()
    board.remove_zone("z03")
    land = box(10.0, 40.0, 12.0, 42.0)
    stack = CommandStack()
    stack.push(edits.make_draw_zone(board, [(9.6, 40.6), (10.8, 40.6), (10.8, 42.4), (9.6, 42.4)], land,
                                  name="North-west"))
    new = [z for z in board.zones.values() if z.name == "North-west"][0]
    assert new.number == 3 and new.id == "z03"
    # Inside the land and off z01 and z04: what is left of the drawn box is the free land.
    assert new.polygon.difference(land).area == pytest.approx(0.0, abs=1e-12)
    assert new.polygon.area == pytest.approx(0.8 * 1.0)  # 10..10.8 x 41..42
    assert new.polygon.intersection(board.zones["z01"].polygon).area == pytest.approx(0.0, abs=1e-12)
    assert new.polygon.intersection(board.zones["z04"].polygon).area == pytest.approx(0.0, abs=1e-12)
    # The drawn corner (10.8, 41.0) lies on z01's northern edge: it was put into z01 too.
    assert geo.has_vertex(board.zones["z01"].polygon, (10.8, 41.0))
    assert new.id in board.neighbours("z01")
    with pytest.raises(EditError, match="no free land"):
        edits.make_draw_zone(board, [(10.1, 40.1), (10.4, 40.1), (10.4, 40.4)], land)


def test_split_then_merge_gives_back_the_zone() -> None:
    board = make_board()
    original = board.zones["z01"].polygon
    stack = CommandStack()
    stack.push(edits.make_split(board, "z01", [(10.25, 39.9), (10.25, 41.1)]))
    new_ids = set(board.zones) - {"sea", "z01", "z02", "z03", "z04"}
    assert len(new_ids) == 1
    new_id = new_ids.pop()
    assert board.zones[new_id].number == 5
    assert board.zones["z01"].polygon.area + board.zones[new_id].polygon.area == pytest.approx(original.area)
    assert new_id in board.neighbours("z01") and "z03" in board.neighbours(new_id)
    # The cut's end on z03's edge became a corner of z03 as well.
    assert geo.has_vertex(board.zones["z03"].polygon, (10.25, 41.0))
    assert errors(board) == []
    stack.push(edits.make_merge(board, "z01", new_id))
    assert new_id not in board.zones
    assert board.zones["z01"].polygon.symmetric_difference(original).area == pytest.approx(0.0, abs=1e-12)
    assert errors(board) == []
    stack.undo()
    stack.undo()
    assert board.zones["z01"].polygon.equals(original)


def test_merge_keeps_symbols_and_moves_links() -> None:
    board = make_board()
    board.add_link("z02", "z03")
    board.add_zone(Zone("z09", 9, "Island", "land", box(11.5, 42.5, 11.8, 42.8)))
    board.add_link("z02", "z09")
    edits.make_toggle_symbol(board, "z02", "mountain").redo()
    before = snapshot(board)
    merge = edits.make_merge(board, "z01", "z02")
    merge.redo()
    assert board.zones["z01"].symbols == {"airport", "mountain"}
    pairs = {link.pair() for link in board.links}
    assert frozenset(("z01", "z09")) in pairs and frozenset(("z01", "z03")) in pairs
    merge.undo()
    assert snapshot(board) == before


def test_link_tool_cycle() -> None:
    board = make_board()
    stack = CommandStack()
    stack.push(edits.make_link_toggle(board, "z01", "z04"))  # only a corner touch: an island arrow
    assert board.graph.edges["z01", "z04"]["kind"] == "arrow"
    stack.push(edits.make_link_toggle(board, "z01", "z04"))  # again: the arrow goes
    assert not board.graph.has_edge("z01", "z04")
    stack.push(edits.make_link_toggle(board, "z01", "z02"))  # neighbours: cut
    assert not board.graph.has_edge("z01", "z02") and len(board.cuts) == 1
    stack.push(edits.make_link_toggle(board, "z02", "z01"))  # again: the cut goes
    assert board.graph.has_edge("z01", "z02") and not board.cuts


def test_bad_edits_are_refused_with_a_sentence() -> None:
    board = make_board()
    with pytest.raises(EditError):
        edits.make_split(board, "z01", [(10.25, 40.2), (10.25, 40.6)])  # does not cross the zone
    with pytest.raises(EditError):
        edits.make_move_vertex(board, (10.3, 40.3), (10.4, 40.4))  # not a corner
    with pytest.raises(EditError, match="cross itself"):
        edits.make_move_vertex(board, (10.0, 40.5), (11.5, 40.25))  # z01's outline would cross itself
    with pytest.raises(EditError):
        edits.make_zone_fields(board, "z01", number=-3)
    with pytest.raises(EditError):
        edits.make_rename_ruler(board, "short", "long")
    with pytest.raises(EditError):
        edits.make_set_ruler(board, "x", 0)
    with pytest.raises(EditError):
        edits.make_link_toggle(board, "z01", "z01")


def test_hex_grid_and_brush() -> None:
    board = make_board()
    stack = CommandStack()
    stack.push(cmd.AddHexGrid(board, HexGrid("g1", 40.0, "flat", (11.0, 41.0), (10, 40, 12, 42), True), LAND))
    hexes = [z for z in board.zones.values() if z.kind == "hex"]
    assert hexes and all(h.polygon.difference(LAND).area < 1e-9 for h in hexes)
    # Hexes and zones coexist: the land zones keep their adjacency.
    assert board.neighbours("z01") >= {"z02", "z03"}
    ids = [h.id for h in hexes[:3]]
    stack.push(edits.make_paint_hexes(board, ids, "terrain", "forest"))
    assert all(board.zones[i].props["terrain"] == "forest" for i in ids)
    painted = snapshot(board)
    stack.push(edits.make_paint_hexes(board, ids[:1], "terrain", None))
    assert "terrain" not in board.zones[ids[0]].props
    stack.undo()
    assert snapshot(board) == painted
    stack.undo()
    stack.undo()
    assert not board.hex_grids and snapshot(board) == snapshot(make_board())
    stack.redo()
    stack.redo()
    assert snapshot(board) == painted


def test_a_whole_session_undoes_to_the_start_and_redoes_to_the_end() -> None:
    board = make_board()
    start = snapshot(board)
    stack = CommandStack()
    for name in sorted(FACTORIES):
        try:
            stack.push(FACTORIES[name][0](board))
        except EditError:
            continue  # an earlier edit made this one impossible; the refusal changed nothing
    end = snapshot(board)
    assert end != start
    while stack.can_undo():
        stack.undo()
    assert snapshot(board) == start
    while stack.can_redo():
        stack.redo()
    assert snapshot(board) == end


def test_multipolygon_zone_keeps_its_uncut_islands() -> None:
    board = make_board()
    shape = MultiPolygon([board.zones["z01"].polygon, box(10.1, 39.2, 10.3, 39.4)])
    board.replace_zone(Zone("z01", 1, "Zone 1", "land", shape))
    main, pieces = geo.split_zone(board, board.zones["z01"], [(10.25, 39.9), (10.25, 41.1)])
    assert isinstance(main, MultiPolygon) and len(pieces) == 1
    assert main.area + pieces[0].area == pytest.approx(shape.area)
