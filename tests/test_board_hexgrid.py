"""Hex grids: how many hexes a bbox holds, axial adjacency, clipping, coexistence with zones."""

from __future__ import annotations

import math
from itertools import combinations

import pytest
from shapely.geometry import Point

from sandtable.board import Board, HexGrid, Projection, generate_hex_grid
from sandtable.board.adjacency import shared_border_km
from test_board_support import edge_set, mini_board

W = 20.0  # km between neighbouring hex centres
ORIGIN = (10.0, 46.0)  # north-west corner of the bbox
BBOX = (10.0, 45.0, 11.0, 46.0)
PROJ = Projection(*ORIGIN)


def _extent_km() -> tuple[float, float]:
    x, _ = PROJ.project(BBOX[2], ORIGIN[1])
    _, y = PROJ.project(ORIGIN[0], BBOX[1])
    return x, -y


def _expected_count(orientation: str) -> int:
    # Columns (flat) or rows (pointy) are sqrt(3)/2 * W apart; every other one is shifted by W/2.
    along, across = _extent_km() if orientation == "flat" else _extent_km()[::-1]
    lines = math.floor(along / (math.sqrt(3) / 2 * W)) + 1
    return sum(math.floor(across / W - (n % 2) / 2) + 1 for n in range(lines))


def _centres(board_or_hexes, proj: Projection) -> dict[str, tuple[float, float]]:
    return {h.id: proj.project_geom(h.polygon).centroid.coords[0] for h in board_or_hexes}


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_hex_count_ids_and_shape(orientation):
    hexes = generate_hex_grid(W, orientation, ORIGIN, BBOX, grid_id="g1", projection=PROJ)
    assert len(hexes) == _expected_count(orientation)
    assert len({h.id for h in hexes}) == len(hexes)
    for h in hexes:
        q, r = h.props["q"], h.props["r"]
        assert h.id == f"g1:{q},{r}" and h.kind == "hex" and h.props["grid"] == "g1"
        km = PROJ.project_geom(h.polygon)
        # A regular hexagon W across the flats has area sqrt(3)/2 * W^2.
        assert km.area == pytest.approx(math.sqrt(3) / 2 * W * W, rel=1e-9)
        cx, cy = km.centroid.coords[0]
        ex, ey = _extent_km()
        assert -1e-6 <= cx <= ex + 1e-6 and -ey - 1e-6 <= cy <= 1e-6
    assert sorted(h.number for h in hexes) == list(range(1, len(hexes) + 1))


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_axial_neighbours_are_the_hexes_one_width_away(orientation):
    hexes = generate_hex_grid(W, orientation, ORIGIN, BBOX, projection=PROJ)
    board = Board(hexes, projection=PROJ)
    centres = _centres(hexes, PROJ)
    for a, b in combinations(centres, 2):
        d = math.dist(centres[a], centres[b])
        adjacent = board.graph.has_edge(a, b)
        assert adjacent == (abs(d - W) < 1e-6), (a, b, d)
        if adjacent:
            # Neighbouring hexes share a whole side (W / sqrt(3)).
            side = shared_border_km(board.polygon_km(a), board.polygon_km(b))
            assert side == pytest.approx(W / math.sqrt(3), rel=1e-6)
    degrees = [board.graph.degree(h.id) for h in hexes]
    assert max(degrees) == 6 and min(degrees) >= 2
    assert all(k == "border" for _, _, k in board.graph.edges(data="kind"))


def test_clipping_keeps_only_hexes_mostly_on_the_clip_shape():
    full = generate_hex_grid(W, "flat", ORIGIN, BBOX, projection=PROJ)
    ex, ey = _extent_km()
    circle_km = Point(ex / 2, -ey / 2).buffer(35.0)
    clip = PROJ.unproject_geom(circle_km)
    clipped = {h.id: h for h in generate_hex_grid(W, "flat", ORIGIN, BBOX, clip, projection=PROJ)}
    assert 0 < len(clipped) < len(full)
    hex_area = math.sqrt(3) / 2 * W * W
    for h in full:
        km = PROJ.project_geom(h.polygon)
        share = km.intersection(circle_km).area / hex_area
        if h.id in clipped:
            assert share >= 0.1
            kept = PROJ.project_geom(clipped[h.id].polygon)
            assert kept.area == pytest.approx(share * hex_area, rel=1e-6)
            assert kept.difference(circle_km.buffer(1e-6)).area < 1e-6
        else:
            assert share < 0.1


def test_too_many_hexes_is_refused():
    with pytest.raises(ValueError, match="limit"):
        generate_hex_grid(0.01, "flat", ORIGIN, BBOX, projection=PROJ)
    with pytest.raises(ValueError):
        generate_hex_grid(W, "diagonal", ORIGIN, BBOX)
    with pytest.raises(ValueError):
        generate_hex_grid(W, "flat", ORIGIN, (11.0, 45.0, 10.0, 46.0))


def test_hexes_and_zones_coexist_on_a_board():
    board = mini_board()
    zone_edges = edge_set(board)
    heard = []
    board.listeners.append(heard.append)
    hexes = board.add_hex_grid(HexGrid("g1", W, "pointy", (10.5, 45.5), (9.5, 43.5, 13.5, 46.5), True))
    assert hexes and all(h.id in board.zones for h in hexes)
    land = board.land_union().buffer(1e-9)
    assert all(land.covers(h.polygon) for h in hexes)
    edges = edge_set(board)
    hex_ids = {h.id for h in hexes}
    # Zone adjacency is untouched; hexes only neighbour hexes of their grid.
    assert {e for e in edges if e[0] not in hex_ids and e[1] not in hex_ids} == zone_edges
    assert all((a in hex_ids) == (b in hex_ids) for a, b, _ in edges)
    assert any(a in hex_ids for a, _, _ in edges)
    # The island i is far from the mainland, so its hexes form their own component.
    island = {h.id for h in hexes if board.zones["i"].polygon.contains(h.polygon.centroid)}
    assert island and board.reachable(island) == island
    grid, removed = board.remove_hex_grid("g1")
    assert grid.id == "g1" and len(removed) == len(hexes)
    assert edge_set(board) == zone_edges
    board.restore_hex_grid(grid, removed)
    assert len(board.zones) == 6 + len(hexes)
    assert [c.what for c in heard] == ["hex-grid-added", "hex-grid-removed", "hex-grid-added"]
    with pytest.raises(ValueError):
        board.add_hex_grid(grid)
