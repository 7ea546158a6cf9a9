"""The board facts the 1943-45 rules read (topology.py): from the shipped board, and from a
synthetic board, which lets the engine run without geometry."""

from __future__ import annotations

from g1943_support import GAME
from sandtable.games.g1943_45.topology import Topology


def test_shipped_board_facts_match_the_rulebook() -> None:
    """Board (line 500), Symbol of the Axis (523), Supply sources (880), Surrender (892)."""
    topo = GAME.topology()
    assert topo.munich == (1,)
    assert {25, 26} <= {z for z in topo.numbers if topo.zone(z).closed}
    assert topo.italy == frozenset(range(3, 15))
    assert all(not topo.zone(z).coastal for z in topo.inland_stars)
    assert 13 in topo.adjacent[14]            # the Sicily arrow carries land movement
    assert topo.sardinia_corsica == frozenset({15, 21})
    assert {16, 17, 18, 19, 20} == topo.africa


def test_synthetic_board_and_ruler_ranges() -> None:
    spec = {"rulers": {"short": 150.0, "long": 500.0}, "zones": [
        {"number": 1, "name": "Inland", "point": [10.0, 46.0], "symbols": ["orange-star"], "neighbours": [2]},
        {"number": 2, "name": "Coast", "point": [11.0, 45.0], "coastal": True, "neighbours": [3]},
        {"number": 3, "name": "Far", "point": [14.0, 42.0], "coastal": True},
    ]}
    topo = Topology.from_spec(spec)
    assert topo.adjacent == {1: (2,), 2: (1, 3), 3: (2,)}
    assert topo.inland_stars == frozenset({1}) and topo.coastal == frozenset({2, 3})
    here = topo.default_plane_position(2)
    assert topo.in_range(here, "short") == frozenset({1, 2})
    assert topo.in_range(here, "long") == frozenset({1, 2, 3})
    assert topo.is_legal_plane_position(here, 2)[0]
    assert not topo.is_legal_plane_position(here, 3)[0]
