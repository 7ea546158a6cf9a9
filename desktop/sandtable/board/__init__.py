"""The board model (no Qt): zones and hexes as shapely polygons, adjacency as a networkx graph,
rulers and plane positions, GeoJSON I/O and validation. See README.md in this folder."""

from sandtable.board.edges import Cut, Link
from sandtable.board.geojson_io import (
    BoardFileError,
    board_from_geojson,
    board_to_geojson,
    load_board,
    save_board,
)
from sandtable.board.hexgrid import HexGrid, generate_hex_grid
from sandtable.board.model import Board, BoardChange, RemovedZone
from sandtable.board.projection import Projection
from sandtable.board.validate import BoardProblem, validate_board
from sandtable.board.zone import KNOWN_SYMBOLS, ZONE_KINDS, Zone

__all__ = [
    "KNOWN_SYMBOLS", "ZONE_KINDS", "Board", "BoardChange", "BoardFileError", "BoardProblem", "Cut",
    "HexGrid", "Link", "Projection", "RemovedZone", "Zone", "board_from_geojson", "board_to_geojson",
    "generate_hex_grid", "load_board", "save_board", "validate_board",
]
