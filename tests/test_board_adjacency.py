"""Adjacency derived from shared borders, plus links, minus cuts; coast; paths; change notices."""

from __future__ import annotations

import pytest
from shapely.geometry import Point, box

from sandtable.board import Board, BoardChange, Cut, Link
from test_board_support import PROJECTION, A, B, edge_set, land, mini_board, sea


def test_borders_links_and_sea_edges():
    board = mini_board()
    edges = edge_set(board)
    land_pairs = {(a, b) for a, b, k in edges if k == "border"}
    assert land_pairs == {("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")}
    assert ("d", "i", "arrow") in edges
    assert {a if b == "sea" else b for a, b, k in edges if k == "sea"} == {"a", "b", "c", "d", "i"}
    # The arrow to the island is the only non-border, non-sea edge.
    assert [e for e in edges if e[2] not in ("border", "sea")] == [("d", "i", "arrow")]


def test_corner_touch_is_not_adjacency():
    board = mini_board()
    assert "d" not in board.neighbours("a")
    assert "c" not in board.neighbours("b")


def test_small_gaps_and_overlaps_still_make_neighbours_but_real_gaps_do_not():
    # 0.001 deg is about 80 m: generated outlines that nearly coincide.
    near = land("n", 2, box(11.001, 45, 12, 46))
    lap = land("o", 3, box(10, 43.9995, 11, 45.0))
    board = Board([land("a", 1, A), near, lap])
    assert board.neighbours("a") == {"n", "o"}
    far = Board([land("a", 1, A), land("f", 2, box(11.15, 45, 12, 46))])  # ~12 km of water
    assert far.neighbours("a") == set()


def test_corner_touch_with_sloppy_outlines_is_not_adjacency():
    # Diagonal squares whose corners overlap by ~80 m: the shared stretch stays far below 2 km.
    board = Board([land("a", 1, A), land("d", 2, box(10.999, 44.0, 12, 45.001))])
    assert board.neighbours("a") == set()


def test_cut_removes_a_border_and_a_link():
    board = mini_board(cuts=[Cut("a", "b"), Cut("d", "i")])
    assert "b" not in board.neighbours("a")
    assert "i" not in board.neighbours("d")
    assert board.neighbours("i") == {"sea"}


def test_land_neighbours_and_coast():
    inland = land("m", 6, box(10.4, 45.4, 10.6, 45.6))
    outer = land("a", 1, A.difference(inland.polygon))
    board = Board([outer, inland, land("b", 2, B), sea(box(9, 43, 14, 47).difference(A.union(B)))],
                  links=[Link("m", "b")])
    assert board.land_neighbours("a") == {"m", "b"}
    assert board.land_neighbours("m") == {"a", "b"}
    assert board.is_coastal("a") and board.is_coastal("b")
    assert not board.is_coastal("m")
    assert not board.is_coastal("sea")
    assert board.land_neighbours("sea") == set()


def test_graph_is_cached_frozen_and_rebuilt_after_changes():
    board = mini_board()
    g = board.graph
    assert board.graph is g
    with pytest.raises(Exception):  # noqa: B017  (networkx raises NetworkXError on a frozen graph)
        g.add_edge("a", "d")
    heard: list[BoardChange] = []
    board.listeners.append(heard.append)
    board.add_link("a", "d")
    assert board.graph is not g
    assert board.graph.edges["a", "d"]["kind"] == "arrow"
    board.add_cut("a", "b")
    assert "b" not in board.neighbours("a")
    board.remove_cut("a", "b")
    board.remove_link("a", "d")
    assert board.neighbours("a") == {"b", "c", "sea"}
    assert [c.what for c in heard] == ["link-added", "cut-added", "cut-removed", "link-removed"]
    assert heard[0].ids == ("a", "d")


def test_editing_a_zone_updates_only_its_borders_correctly():
    board = mini_board()
    board.graph  # noqa: B018  (build the cache, so the edit below takes the incremental path)
    # Slide d east by half a degree: it no longer touches c, still touches b along half its edge.
    board.update_zone("d", polygon=box(11.5, 44, 12.5, 45))
    fresh = Board(list(board.zones.values()), projection=board.projection, links=board.links)
    assert edge_set(board) == edge_set(fresh)
    assert "c" not in board.neighbours("d") and "b" in board.neighbours("d")
    # The moved zone's label point was outside the new shape, so it was recomputed inside it.
    assert board.zones["d"].polygon.covers(Point(board.zones["d"].label_point))


def test_remove_and_restore_zone_round_trip():
    board = mini_board(cuts=[Cut("d", "c")])
    before = edge_set(board)
    removed = board.remove_zone("d")
    assert removed.links == (Link("i", "d"),) and removed.cuts == (Cut("d", "c"),)
    assert board.links == () and board.cuts == ()
    assert "d" not in board.graph
    board.restore_zone(removed)
    assert edge_set(board) == before


def test_add_replace_rename_zone():
    board = mini_board()
    heard: list[str] = []
    board.listeners.append(lambda ch: heard.append(ch.what))
    board.add_zone(land("e", 6, box(12, 45, 13, 46)))
    assert board.neighbours("e") == {"b", "sea"}
    with pytest.raises(ValueError):
        board.add_zone(land("e", 7, box(0, 0, 1, 1)))
    old = board.replace_zone(land("e", 6, box(12, 45, 13, 46), "Echo"))
    assert old.name == "E" and board.zones["e"].name == "Echo"
    board.rename_zone("d", "delta")
    assert board.neighbours("delta") == {"b", "c", "i", "sea"}
    assert Link("i", "delta") in board.links
    assert heard == ["zone-added", "zone-changed", "zone-renamed"]
    assert board.zone_by_number(4).id == "delta"
    with pytest.raises(KeyError):
        board.zone_by_number(99)


def test_mutators_refuse_bad_input():
    board = mini_board()
    with pytest.raises(ValueError):
        board.add_link("a", "a")
    with pytest.raises(KeyError):
        board.add_link("a", "nowhere")
    with pytest.raises(ValueError):
        board.add_link("d", "i")  # already linked
    with pytest.raises(ValueError):
        board.add_link("a", "d", kind="tunnel")
    with pytest.raises(KeyError):
        board.remove_link("a", "b")
    with pytest.raises(ValueError):
        board.set_ruler("short", 0)
    with pytest.raises(ValueError):
        board.set_counter_size(float("nan"))
    with pytest.raises(ValueError):
        board.update_zone("a", id="z")


def test_reachable_and_shortest_path_respect_allowed():
    board = mini_board()
    not_sea = lambda z: board.zones[z].kind == "land"  # noqa: E731
    assert board.reachable(["a"], not_sea) == {"a", "b", "c", "d", "i"}
    assert board.reachable(["a"], lambda z: z in {"b"}) == {"a", "b"}
    assert board.reachable(["a", "i"], lambda z: False) == {"a", "i"}
    assert board.reachable(["a"]) == set(board.zones)
    assert board.shortest_path("a", "i", not_sea) in (["a", "b", "d", "i"], ["a", "c", "d", "i"])
    # Deterministic tie-break by id.
    assert board.shortest_path("a", "i", not_sea) == ["a", "b", "d", "i"]
    assert board.shortest_path("a", "i") == ["a", "sea", "i"]
    assert board.shortest_path("a", "i", lambda z: z != "d" and z != "sea") is None
    assert board.shortest_path("a", "a") == ["a"]
    assert board.shortest_path("a", "d", lambda z: z != "d") is None


def test_zone_lookup_and_counts():
    board = mini_board()
    assert board.zone_by_number(0).id == "sea"
    assert board.zone_by_number(2).name == "Bravo"
    assert board.link_count() == 1
    assert {z.id for z in board.zones_of_kind("sea")} == {"sea"}
    with pytest.raises(TypeError):
        board.zones["x"] = board.zones["a"]  # read-only view


def test_projection_round_trip_and_km_shapes():
    board = mini_board()
    for lon, lat in [(11.0, 45.0), (9.5, 43.2), (13.9, 46.8)]:
        x, y = board.project(lon, lat)
        assert board.unproject(x, y) == pytest.approx((lon, lat))
    # One degree of latitude is about 111.2 km; one of longitude at 45 N about 78.6 km.
    ax0, ay0, ax1, ay1 = board.polygon_km("a").bounds
    assert ax1 - ax0 == pytest.approx(111.195 * 0.70711, rel=1e-3)
    assert ay1 - ay0 == pytest.approx(111.195, rel=1e-3)
    assert board.polygon_km("a") is board.polygon_km("a")


def test_graph_build_scales_to_many_detailed_zones():
    # 15 x 15 zones with 200-vertex outlines each: candidate pairs come from the spatial index.
    zones = []
    for i in range(15):
        for j in range(15):
            shape = box(i * 0.2, 40 + j * 0.2, (i + 1) * 0.2, 40 + (j + 1) * 0.2).segmentize(0.004)
            zones.append(land(f"z{i}_{j}", i * 15 + j + 1, shape))
    board = Board(zones)
    g = board.graph
    assert g.number_of_edges() == 2 * 15 * 14
    assert board.neighbours("z5_5") == {"z4_5", "z6_5", "z5_4", "z5_6"}


def test_incremental_graph_matches_a_fresh_build_through_random_edits():
    import random

    rng = random.Random(11)
    zones = [land(f"z{i}{j}", 10 * i + j, box(10 + i * 0.5, 44 + j * 0.5, 10.5 + i * 0.5, 44.5 + j * 0.5))
             for i in range(4) for j in range(4)]
    board = Board(zones, projection=PROJECTION)
    for step in range(25):
        board.graph  # noqa: B018  (keep the cache warm so each edit is incremental)
        zid = rng.choice(sorted(board.zones))
        x0, y0, x1, y1 = board.zones[zid].polygon.bounds
        dx, dy = rng.choice([(0.0, 0.0), (0.25, 0.0), (-0.25, 0.0), (0.0, 0.25), (0.5, 0.5), (0.001, 0.0)])
        if step % 7 == 6:
            board.remove_zone(zid)
            continue
        board.update_zone(zid, polygon=box(x0 + dx, y0 + dy, x1 + dx, y1 + dy))
        fresh = Board(list(board.zones.values()), projection=PROJECTION)
        assert edge_set(board) == edge_set(fresh), step
