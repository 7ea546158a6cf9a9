"""A board's expected_adjacency (issue 20: the generator and `sandtable validate` prove the
board's adjacency equals the reference graph and report every difference by name)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sandtable.board import BoardFileError, Cut, board_from_geojson, validate_board
from sandtable.board.geojson_io import board_to_geojson, load_board
from test_board_support import mini_board

ROOT = Path(__file__).resolve().parents[1]


def drawn_pairs(board) -> list[tuple[str, str]]:  # noqa: ANN001
    return sorted(tuple(sorted(e)) for e in board.graph.edges)


def test_a_board_equal_to_its_expected_adjacency_is_valid_and_round_trips() -> None:
    board = mini_board()
    board.expected_adjacency = drawn_pairs(board)
    assert validate_board(board) == []
    data = board_to_geojson(board)
    again = board_from_geojson(json.loads(json.dumps(data)))
    assert sorted(again.expected_adjacency) == drawn_pairs(board)
    assert "expected_adjacency" not in board_to_geojson(mini_board())["sandtable"]  # none: not written


def test_every_difference_is_named() -> None:
    board = mini_board(cuts=[Cut("a", "b")])  # the map lost Alpha - Bravo
    board.expected_adjacency = [*drawn_pairs(board), ("a", "b")]
    board.expected_adjacency.remove(("b", "d"))  # and has Bravo - Delta the game does not
    messages = sorted(p.message for p in validate_board(board) if p.severity == "error")
    assert messages == [
        "Zone 01 Alpha and zone 02 Bravo are neighbours in the board's expected adjacency but not on "
        "the map (no shared border, coast or link).",
        "Zone 02 Bravo and zone 04 Delta are neighbours on the map but not in the board's expected "
        "adjacency (cut them, or move the border).",
    ]


def test_unknown_zones_and_bad_entries() -> None:
    board = mini_board()
    board.expected_adjacency = [*drawn_pairs(board), ("a", "zulu")]
    assert any("names zones that do not exist: 'zulu'" in p.message for p in validate_board(board))
    data = board_to_geojson(mini_board())
    data["sandtable"]["expected_adjacency"] = [["a"]]
    with pytest.raises(BoardFileError, match=r"expected_adjacency entry 1.*not two zone ids"):
        board_from_geojson(data)


def test_revised_board_promises_the_reference_graph_and_validate_says_so() -> None:
    board = load_board(ROOT / "maps" / "aa-revised" / "board.geojson")
    reference = json.loads((ROOT / "tools" / "aa_revised_reference.json").read_text(encoding="utf-8"))
    assert len(board.expected_adjacency) == len(reference["connections"]) - 1  # 63 - W. Canada dropped
    assert drawn_pairs(board) == sorted(tuple(sorted(p)) for p in board.expected_adjacency)
    out = subprocess.run([sys.executable, "-m", "sandtable", "validate",
                          str(ROOT / "maps" / "aa-revised" / "board.geojson")],
                         cwd=ROOT / "desktop", capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "the expected adjacency (348 pairs)" in out.stdout
