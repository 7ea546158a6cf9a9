"""Game set-ups that carry their own board: the record's scenario field in its inline-board form.

A game started on an edited board (the editor's "Play on this board") stores
{"format": "sandtable-game-setup", "scenario": <scenario JSON or "default">, "board": <GeoJSON>}
as its scenario, so saves, autosaves and `sandtable replay` rebuild the same state on that
board without the board file. The board is read, validated and checked against the scenario
once per content (keyed by a hash of the GeoJSON), and every state built from it shares one
`Topology`. Every refusal is a ValueError with one readable sentence.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from sandtable.games.g1943_45.topology import Topology

SETUP_FORMAT = "sandtable-game-setup"
# A board is ~100 KB; enough distinct boards in one process to cover undo/replay of a few games.
_MAX_CACHED = 8


@dataclass(frozen=True)
class BoardSetup:
    """An inline board read and checked: the Board, its Topology and its content key."""

    key: str
    board: Any
    topology: Topology


_CACHE: dict[str, BoardSetup] = {}


def is_board_setup(value: Any) -> bool:
    """Whether a record's scenario field is the inline-board form."""
    return isinstance(value, dict) and value.get("format") == SETUP_FORMAT


def make_setup(board: Any, scenario: Any = "default") -> dict[str, Any]:
    """The record's scenario field for `scenario` (JSON or "default") played on `board`
    (a sandtable.board.Board or its GeoJSON dict)."""
    if not isinstance(board, dict):
        from sandtable.board import board_to_geojson

        board = board_to_geojson(board)
    return {"format": SETUP_FORMAT, "scenario": scenario, "board": board}


def content_key(board_json: Any) -> str:
    text = json.dumps(board_json, sort_keys=True, ensure_ascii=False, allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def split_setup(value: Any) -> tuple[Any, Any]:
    """(scenario, board GeoJSON) of an inline-board set-up; refuses a malformed one."""
    if not is_board_setup(value):
        raise ValueError(f"the game set-up is not a {SETUP_FORMAT!r} object")
    extra = sorted(set(value) - {"format", "scenario", "board"})
    if extra:
        raise ValueError(f"the game set-up has unknown entries: {', '.join(map(repr, extra))}")
    if "scenario" not in value:
        raise ValueError("the game set-up has no 'scenario' (a scenario object or \"default\")")
    board = value.get("board")
    if not isinstance(board, dict):
        raise ValueError("the game set-up has no board ('board' must be a GeoJSON object)")
    return value["scenario"], board


def read_board(board_json: dict[str, Any]) -> BoardSetup:
    """Read and validate an inline board (cached by content); errors name every problem found."""
    key = content_key(board_json)
    found = _CACHE.get(key)
    if found is not None:
        return found
    from sandtable.board import board_from_geojson, validate_board

    board = board_from_geojson(board_json, "the game's board")
    errors = [p.message for p in validate_board(board) if p.severity == "error"]
    if errors:
        shown = "; ".join(errors[:5]) + (f"; and {len(errors) - 5} more" if len(errors) > 5 else "")
        raise ValueError(f"the game's board has {len(errors)} error(s): {shown}")
    setup = BoardSetup(key, board, Topology.from_board(board))
    if len(_CACHE) >= _MAX_CACHED:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = setup
    return setup


def board_of(value: Any) -> Any:
    """The Board an inline-board set-up plays on (None for any other scenario field)."""
    if not is_board_setup(value):
        return None
    _, board_json = split_setup(value)
    return read_board(board_json).board
