"""Checking a "sandtable-hexmap" file as `sandtable validate` and the editor do (no Qt).

`is_hexmap_file` recognises a hex map by its format field (read from the head of the file, so
a large GeoJSON board is not parsed twice). `hexmap_problems` lists a map's content problems,
one sentence each: the generic checks of `HexMap.validate`, or, when the game whose data folder
holds the file publishes them, the game's own. The convention, so this module names no game:
a map in `maps/<folder>/` belongs to the package `sandtable.games.<folder>`; if its module
`terrain` has `map_problems(hm) -> list[str]` that is used, and its `TERRAINS`, `HEX_FEATURES`
and `HEXSIDE_KINDS` are the vocabulary the editor offers.
"""

from __future__ import annotations

import importlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from sandtable.board.hexmap import FORMAT, HexMap

_FORMAT_RE = re.compile(rb'"format"\s*:\s*"([^"\\]{1,64})"')
_HEAD_BYTES = 65536
_FOLDER_RE = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


def file_format(path: str | os.PathLike[str]) -> str | None:
    """The file's first "format" field (read from its head), or None (none, or unreadable)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(_HEAD_BYTES)
    except OSError:
        return None
    found = _FORMAT_RE.search(head)
    return None if found is None else found.group(1).decode("ascii", "replace")


def is_hexmap_file(path: str | os.PathLike[str]) -> bool:
    """True if the file's first format field says it is a hex map (False if it cannot be read)."""
    return file_format(path) == FORMAT


@dataclass(frozen=True)
class Vocabulary:
    """What may be painted on a hex map: terrains, hex features, hexside kinds (empty: free)."""

    terrains: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    hexside_kinds: tuple[str, ...] = ()
    game_module: ModuleType | None = field(default=None, compare=False)

    def problems(self, hm: HexMap) -> list[str]:
        check = getattr(self.game_module, "map_problems", None)
        if callable(check):
            return list(check(hm))
        return hm.validate(self.terrains or None, self.features or None, self.hexside_kinds or None)


def _game_module(path: str | os.PathLike[str] | None) -> ModuleType | None:
    if path is None:
        return None
    folder = Path(path).resolve().parent.name
    if not _FOLDER_RE.match(folder):
        return None
    try:
        return importlib.import_module(f"sandtable.games.{folder}.terrain")
    except ImportError:
        return None


def vocabulary_for(path: str | os.PathLike[str] | None, hm: HexMap | None = None) -> Vocabulary:
    """The vocabulary of the game owning the map's folder, else what the map itself uses."""
    module = _game_module(path)

    def names(attr: str) -> tuple[str, ...]:
        value = getattr(module, attr, ())
        return tuple(v for v in value if isinstance(v, str)) if isinstance(value, tuple | list) else ()

    if module is not None and names("TERRAINS"):
        return Vocabulary(names("TERRAINS"), names("HEX_FEATURES"), names("HEXSIDE_KINDS"), module)
    if hm is None:
        return Vocabulary()
    return Vocabulary(tuple(sorted({c.terrain for c in hm.hexes.values()})),
                      tuple(sorted({f for c in hm.hexes.values() for f in c.features})),
                      tuple(sorted({f.kind for f in hm.hexsides})))


def hexmap_problems(hm: HexMap, path: str | os.PathLike[str] | None = None) -> list[str]:
    """Content problems of a hex map, one sentence each (empty: the map is sound)."""
    module = _game_module(path)
    if module is not None and callable(getattr(module, "map_problems", None)):
        return list(module.map_problems(hm))
    return hm.validate()
