"""Where the shipped data lives: maps/, assets/ and docs/, from a source checkout or a frozen build.

This is the one place that knows the layout on disk. It imports no Qt, so rules code, tools and
the UI all use it. In a checkout the folders sit at the repository root (two levels above this
package); in a PyInstaller build they are unpacked under `sys._MEIPASS`. The environment variable
SANDTABLE_RESOURCES points to another root, for an installed copy that keeps its data elsewhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_TOP_FOLDERS = ("maps", "assets", "docs")


def _candidate_roots() -> list[Path]:
    roots: list[Path] = []
    override = os.environ.get("SANDTABLE_RESOURCES")
    if override:
        roots.append(Path(override))
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    # desktop/sandtable/resources.py -> the repository root.
    roots.append(Path(__file__).resolve().parent.parent.parent)
    return roots


def resource_root() -> Path:
    """The first root holding any of maps/, assets/ or docs/ (the source root when none does)."""
    roots = _candidate_roots()
    for root in roots:
        if any((root / name).is_dir() for name in _TOP_FOLDERS):
            return root
    return roots[-1]


def resource_path(*parts: str) -> Path:
    """A path under the resource root; it may not exist (callers check)."""
    return resource_root().joinpath(*parts)


def maps_dir() -> Path:
    return resource_path("maps")


def assets_dir() -> Path:
    return resource_path("assets")


def docs_dir() -> Path:
    return resource_path("docs")


def find_resource(*parts: str) -> Path | None:
    """The first existing file or folder `parts` under any root, or None."""
    for root in _candidate_roots():
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return None


def shipped_board(game: str | None = None) -> Path | None:
    """The board file shipped for `game` (default: the first shipped game), or None when this build
    has none."""
    if game is None:
        from sandtable.core.registry import shipped_games

        games = shipped_games()
        if not games:
            return None
        game = games[0]
    path = find_resource("maps", game, "board.geojson")
    return path if path is not None and path.is_file() else None
