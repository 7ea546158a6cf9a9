"""Undoable edits of a printed hex map (`sandtable.board.hexmap.HexMap`), in plain Python (no Qt).

The same protocol as `commands.Command` (made against a document, `redo()` applies, `undo()`
takes back; `qt_commands.push_command` puts them on a QUndoStack): one command per brush stroke,
per hexside stroke, per name or exit change. The `make_*` builders turn an intention into a
command or raise `EditError` with one sentence; they do not change the map themselves.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from sandtable.board.hexlayout import HexLayout, parse_label
from sandtable.board.hexmap import HexCell, HexMap, MapExit
from sandtable.board.hexsides import HexsideFeature, PropValue
from sandtable.editor.commands import Command
from sandtable.editor.geometry import EditError

# Hexside kinds drawn from hex centre to hex centre (a road crosses the side); the others lie along it.
CROSSING_KINDS = ("road", "railway", "rail")


class HexMapCommand(Command):
    def __init__(self, hm: HexMap, title: str) -> None:
        super().__init__(hm, title)  # type: ignore[arg-type] - Command only keeps its document
        self.hexmap = hm


class SetCells(HexMapCommand):
    """Replace some hexes' cells (None: the hex has no cell, i.e. no terrain)."""

    def __init__(self, hm: HexMap, title: str, new: dict[str, HexCell | None]) -> None:
        super().__init__(hm, title)
        self.new = dict(new)
        self.old = {label: hm.hexes.get(label) for label in new}

    def _apply(self, cells: dict[str, HexCell | None]) -> None:
        for label, cell in cells.items():
            if cell is None:
                self.hexmap.hexes.pop(label, None)
            else:
                self.hexmap.hexes[label] = cell

    def _redo(self) -> None:
        self._apply(self.new)

    def _undo(self) -> None:
        self._apply(self.old)

    def labels(self) -> list[str]:
        return sorted(self.new)


class SetHexsides(HexMapCommand):
    """Add and remove hexside features (an added one replaces the feature of its kind there)."""

    def __init__(self, hm: HexMap, title: str, add: Sequence[HexsideFeature] = (),
                 remove: Sequence[HexsideFeature] = ()) -> None:
        super().__init__(hm, title)
        self.add = list(add)
        self.remove = list(remove)
        self.replaced: list[HexsideFeature] = []

    def _redo(self) -> None:
        sides = self.hexmap.hexsides
        for f in self.remove:
            sides.remove(f.a, f.b, f.kind)
        self.replaced = [old for f in self.add if (old := sides.add(f)) is not None]

    def _undo(self) -> None:
        sides = self.hexmap.hexsides
        for f in reversed(self.add):
            sides.remove(f.a, f.b, f.kind)
        for f in self.replaced:
            sides.add(f)
        for f in self.remove:
            sides.add(f)


class SetExits(HexMapCommand):
    def __init__(self, hm: HexMap, title: str, exits: Sequence[MapExit]) -> None:
        super().__init__(hm, title)
        self.new = list(exits)
        self.old = list(hm.exits)

    def _redo(self) -> None:
        self.hexmap.exits[:] = self.new

    def _undo(self) -> None:
        self.hexmap.exits[:] = self.old


class SetLayout(HexMapCommand):
    """A new grid (columns and rows, hex size, where hex 0101 lies, the map's up bearing). Hexes, hexsides
    and exits that fall outside a smaller grid are taken out, and brought back by undo."""

    def __init__(self, hm: HexMap, layout: HexLayout) -> None:
        super().__init__(hm, "Change the map grid")
        self.new, self.old = layout, hm.layout
        inside = {label for label in hm.hexes if layout.contains(*parse_label(label))}
        self.cut_cells = {label: cell for label, cell in hm.hexes.items() if label not in inside}
        self.cut_sides = [f for f in hm.hexsides if f.a not in inside or f.b not in inside]
        self.cut_exits = [x for x in hm.exits if x.hex not in inside]

    def _redo(self) -> None:
        hm = self.hexmap
        for label in self.cut_cells:
            hm.hexes.pop(label, None)
        for f in self.cut_sides:
            hm.hexsides.remove(f.a, f.b, f.kind)
        hm.exits[:] = [x for x in hm.exits if x not in self.cut_exits]
        hm.layout = self.new

    def _undo(self) -> None:
        hm = self.hexmap
        hm.layout = self.old
        hm.hexes.update(self.cut_cells)
        for f in self.cut_sides:
            hm.hexsides.add(f)
        hm.exits.extend(self.cut_exits)


def make_set_layout(hm: HexMap, columns: int, rows: int, size_km: float, anchor: tuple[float, float],
                    up_bearing: float) -> SetLayout:
    """The grid typed in the Map grid dialog; EditError (one sentence) if it cannot be a map."""
    try:
        layout = dataclasses.replace(hm.layout, columns=columns, rows=rows, size_km=size_km,
                                     anchor=anchor, up_bearing=up_bearing)
    except ValueError as exc:
        raise EditError(str(exc)) from None
    if layout == hm.layout:
        raise EditError("The grid is unchanged.")
    return SetLayout(hm, layout)


def _replace(cell: HexCell | None, **changes: Any) -> HexCell:
    base = cell if cell is not None else HexCell("")
    values = {"terrain": base.terrain, "features": base.features, "names": base.names, "props": base.props}
    values.update(changes)
    return HexCell(**values)


def make_paint_terrain(hm: HexMap, labels: Iterable[str], terrain: str) -> SetCells:
    """One brush stroke: these hexes get `terrain` (an empty terrain erases the hexes' cells)."""
    terrain = terrain.strip()
    from sandtable.board.hexlayout import parse_label

    wanted = [label for label in dict.fromkeys(labels) if hm.layout.contains(*parse_label(label))]
    if terrain:
        new: dict[str, HexCell | None] = {label: _replace(hm.hexes.get(label), terrain=terrain)
                                          for label in wanted
                                          if label not in hm.hexes or hm.hexes[label].terrain != terrain}
    else:
        new = {label: None for label in wanted if label in hm.hexes}
    if not new:
        raise EditError("These hexes already have that value.")
    return SetCells(hm, "Paint hexes", new)


def _split(text: str, sep: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(part.strip() for part in text.split(sep) if part.strip()))


def make_edit_hex(hm: HexMap, label: str, names: str, features: str) -> SetCells:
    """Set a hex's place names ("; " between names) and features (spaces between them)."""
    cell = hm.hexes.get(label)
    if cell is None:
        raise EditError("Paint a terrain on this hex first.")
    new = _replace(cell, names=_split(names, ";"), features=_split(features.replace(",", " "), " "))
    if new == cell:
        raise EditError("These hexes already have that value.")
    return SetCells(hm, "Edit hex", {label: new})


def make_hexside_stroke(hm: HexMap, sides: Iterable[tuple[str, str]], kind: str,
                        props: dict[str, PropValue] | None = None, erase: bool = False) -> SetHexsides:
    """One stroke along hexsides: put `kind` on each side (or take it off with erase). A stroke
    over sides that all have the feature already takes it off them (click again to remove)."""
    pairs = [tuple(sorted(s)) for s in dict.fromkeys(tuple(sorted(s)) for s in sides)]
    pairs = [(a, b) for a, b in pairs if hm.is_edge(a, b)]
    if not pairs:
        raise EditError("Draw along the sides between neighbouring hexes.")
    try:
        features = [HexsideFeature(a, b, kind, props or {}) for a, b in pairs]
    except ValueError as exc:
        raise EditError(str(exc)) from None
    existing = [hm.hexsides.get(f.a, f.b, kind) for f in features]
    if not erase and all(old == f for old, f in zip(existing, features, strict=True)):
        erase = True
    if erase:
        gone = [old for old in existing if old is not None]
        if not gone:
            raise EditError("There is nothing of that kind on these hexsides.")
        return SetHexsides(hm, "Remove hexside features", remove=gone)
    return SetHexsides(hm, "Draw hexside features",
                       add=[f for old, f in zip(existing, features, strict=True) if old != f])


def make_toggle_exit(hm: HexMap, label: str, road: str, road_class: str) -> SetExits:
    """Add an exit at an edge hex, or take away the exits there."""
    edges = hm.layout.edge_of(label) if label in hm.hexes else ()
    if not edges:
        raise EditError("Exits are on hexes of the map's edge.")
    here = [e for e in hm.exits if e.hex == label]
    if here:
        return SetExits(hm, "Remove exit", [e for e in hm.exits if e.hex != label])
    if not road.strip():
        raise EditError("Name the road that leaves the map.")
    return SetExits(hm, "Add exit", [*hm.exits, MapExit(label, edges[0], road.strip(), road_class)])


def hexes_between(hm: HexMap, a: str, b: str) -> list[str]:
    """The hexes on the straight line from a to b (for strokes the mouse drew faster than a hex)."""
    from sandtable.board.hexlayout import axial_line, axial_to_offset, hex_label, offset_to_axial, parse_label

    line = axial_line(offset_to_axial(*parse_label(a)), offset_to_axial(*parse_label(b)))
    out = []
    for q, r in line:
        col, row = axial_to_offset(q, r)
        if hm.layout.contains(col, row):
            out.append(hex_label(col, row))
    return out
