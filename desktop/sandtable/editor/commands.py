"""Undoable edits of a board, in plain Python (no Qt), for the editor and for scripts.

A command is made against a board, then `redo()` applies it and `undo()` takes it back, as
often as asked, always through the board's own mutators (so `board.listeners` hear of every
change). `qt_commands.py` wraps these for a QUndoStack; `CommandStack` below is the same thing
for scripts and tests. The `make_*` functions turn an editing intention (move this corner,
split that zone along this line) into a command (`edits.py`), raising `EditError` with one
sentence when the edit cannot be made; they do not change the board themselves.

`title` is the English name of an edit; the Qt layer translates it for the Undo menu.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from shapely.geometry import MultiPolygon, Polygon

from sandtable.board import Board, HexGrid, Link, Projection, RemovedZone, Zone
from sandtable.editor.geometry import EditError

__all__ = [
    "AddCut", "AddHexGrid", "AddLink", "AddZone", "Command", "CommandStack", "Composite", "EditError",
    "RemoveCut", "RemoveHexGrid", "RemoveLink", "RemoveRuler", "RemoveZone", "ReplaceZones", "SetBackdrop",
    "SetBoardName", "SetCounterSize", "SetProjection", "SetRuler",
]


class Command:
    """One undoable edit. Subclasses implement `_redo`/`_undo`; `redo`/`undo` keep them paired."""

    title = "Edit"

    def __init__(self, board: Board, title: str | None = None) -> None:
        self.board = board
        if title is not None:
            self.title = title
        self.done = False

    def redo(self) -> None:
        if self.done:
            raise RuntimeError(f"{self.title}: redo of an edit already applied")
        self._redo()
        self.done = True

    def undo(self) -> None:
        if not self.done:
            raise RuntimeError(f"{self.title}: undo of an edit not applied")
        self._undo()
        self.done = False

    def _redo(self) -> None:
        raise NotImplementedError

    def _undo(self) -> None:
        raise NotImplementedError


class Composite(Command):
    """Several edits as one undo step (done in order, undone in reverse)."""

    def __init__(self, board: Board, title: str, children: Sequence[Command]) -> None:
        super().__init__(board, title)
        self.children = list(children)

    def _redo(self) -> None:
        done: list[Command] = []
        try:
            for child in self.children:
                child.redo()
                done.append(child)
        except Exception:
            for child in reversed(done):
                child.undo()
            raise

    def _undo(self) -> None:
        for child in reversed(self.children):
            child.undo()


class ReplaceZones(Command):
    """Put new versions of existing zones in place (same ids); undo puts the old ones back."""

    title = "Change zones"

    def __init__(self, board: Board, zones: Iterable[Zone], title: str | None = None) -> None:
        super().__init__(board, title)
        self.new = list(zones)
        self.old: list[Zone] = [board.zone(z.id) for z in self.new]

    def _redo(self) -> None:
        for z in self.new:
            self.board.replace_zone(z)

    def _undo(self) -> None:
        for z in reversed(self.old):
            self.board.replace_zone(z)


class AddZone(Command):
    title = "Add zone"

    def __init__(self, board: Board, zone: Zone, title: str | None = None) -> None:
        super().__init__(board, title)
        self.zone = zone

    def _redo(self) -> None:
        self.board.add_zone(self.zone)

    def _undo(self) -> None:
        self.board.remove_zone(self.zone.id)


class RemoveZone(Command):
    """Remove a zone with its links and cuts."""

    title = "Delete zone"

    def __init__(self, board: Board, zone_id: str, title: str | None = None) -> None:
        super().__init__(board, title)
        board.zone(zone_id)
        self.zone_id = zone_id
        self.removed: RemovedZone | None = None

    def _redo(self) -> None:
        self.removed = self.board.remove_zone(self.zone_id)

    def _undo(self) -> None:
        assert self.removed is not None
        self.board.restore_zone(self.removed)


class AddLink(Command):
    title = "Add link"

    def __init__(self, board: Board, a: str, b: str, kind: str = "arrow", title: str | None = None) -> None:
        super().__init__(board, title)
        self.a, self.b, self.kind = a, b, kind

    def _redo(self) -> None:
        self.board.add_link(self.a, self.b, self.kind)

    def _undo(self) -> None:
        self.board.remove_link(self.a, self.b)


class RemoveLink(Command):
    title = "Remove link"

    def __init__(self, board: Board, a: str, b: str, title: str | None = None) -> None:
        super().__init__(board, title)
        self.a, self.b = a, b
        self.link: Link | None = None

    def _redo(self) -> None:
        self.link = self.board.remove_link(self.a, self.b)

    def _undo(self) -> None:
        assert self.link is not None
        self.board.add_link(self.link.a, self.link.b, self.link.kind)


class AddCut(Command):
    title = "Cut adjacency"

    def __init__(self, board: Board, a: str, b: str, title: str | None = None) -> None:
        super().__init__(board, title)
        self.a, self.b = a, b

    def _redo(self) -> None:
        self.board.add_cut(self.a, self.b)

    def _undo(self) -> None:
        self.board.remove_cut(self.a, self.b)


class RemoveCut(Command):
    title = "Restore adjacency"

    def __init__(self, board: Board, a: str, b: str, title: str | None = None) -> None:
        super().__init__(board, title)
        self.a, self.b = a, b
        self.pair: tuple[str, str] | None = None

    def _redo(self) -> None:
        cut = self.board.remove_cut(self.a, self.b)
        self.pair = (cut.a, cut.b)

    def _undo(self) -> None:
        assert self.pair is not None
        self.board.add_cut(*self.pair)


class SetRuler(Command):
    title = "Set ruler"

    def __init__(self, board: Board, name: str, km: float, title: str | None = None) -> None:
        super().__init__(board, title)
        self.name, self.km = name, float(km)
        self.old: float | None = None

    def _redo(self) -> None:
        self.old = self.board.set_ruler(self.name, self.km)

    def _undo(self) -> None:
        if self.old is None:
            self.board.remove_ruler(self.name)
        else:
            self.board.set_ruler(self.name, self.old)


class RemoveRuler(Command):
    title = "Remove ruler"

    def __init__(self, board: Board, name: str, title: str | None = None) -> None:
        super().__init__(board, title)
        board.ruler_km(name)
        self.name = name
        self.old = 0.0

    def _redo(self) -> None:
        self.old = self.board.remove_ruler(self.name)

    def _undo(self) -> None:
        self.board.set_ruler(self.name, self.old)


class SetCounterSize(Command):
    title = "Set counter size"

    def __init__(self, board: Board, km: float, title: str | None = None) -> None:
        super().__init__(board, title)
        self.km = float(km)
        self.old = board.counter_size_km

    def _redo(self) -> None:
        self.old = self.board.set_counter_size(self.km)

    def _undo(self) -> None:
        self.board.set_counter_size(self.old)


class SetBoardName(Command):
    title = "Rename board"

    def __init__(self, board: Board, name: str, title: str | None = None) -> None:
        super().__init__(board, title)
        self.name = name
        self.old = board.name

    def _redo(self) -> None:
        self.old = self.board.set_name(self.name)

    def _undo(self) -> None:
        self.board.set_name(self.old)


class SetLandNumbers(Command):
    title = "Show land zone numbers"

    def __init__(self, board: Board, shown: bool, title: str | None = None) -> None:
        super().__init__(board, title or (None if shown else "Hide land zone numbers"))
        self.shown = shown
        self.old = board.land_numbers

    def _redo(self) -> None:
        self.old = self.board.set_land_numbers(self.shown)

    def _undo(self) -> None:
        self.board.set_land_numbers(self.old)


class SetBackdrop(Command):
    title = "Change backdrop"

    def __init__(self, board: Board, backdrop: dict[str, Any], title: str | None = None) -> None:
        super().__init__(board, title)
        self.backdrop = dict(backdrop)
        self.old: dict[str, Any] = dict(board.backdrop)

    def _redo(self) -> None:
        self.old = self.board.set_backdrop(self.backdrop)

    def _undo(self) -> None:
        self.board.set_backdrop(self.old)


class SetProjection(Command):
    title = "Change projection"

    def __init__(self, board: Board, projection: Projection, title: str | None = None) -> None:
        super().__init__(board, title)
        self.projection = projection
        self.old = board.projection

    def _redo(self) -> None:
        self.old = self.board.set_projection(self.projection)

    def _undo(self) -> None:
        self.board.set_projection(self.old)


class AddHexGrid(Command):
    """Lay a hex grid; a later redo puts back exactly the hexes of the first one."""

    title = "Add hex grid"

    def __init__(self, board: Board, grid: HexGrid, clip: Polygon | MultiPolygon | None = None,
                 title: str | None = None) -> None:
        super().__init__(board, title)
        if grid.id in board.hex_grids:
            raise EditError(f"There is already a hex grid called {grid.id}.")
        self.grid = grid
        self.clip = clip
        self.hexes: list[Zone] | None = None

    def _redo(self) -> None:
        if self.hexes is None:
            try:
                self.hexes = self.board.add_hex_grid(self.grid, self.clip)
            except ValueError as exc:
                raise EditError(str(exc)) from None
        else:
            self.board.restore_hex_grid(self.grid, self.hexes)

    def _undo(self) -> None:
        self.board.remove_hex_grid(self.grid.id)


class RemoveHexGrid(Command):
    title = "Remove hex grid"

    def __init__(self, board: Board, grid_id: str, title: str | None = None) -> None:
        super().__init__(board, title)
        if grid_id not in board.hex_grids:
            raise EditError(f"There is no hex grid called {grid_id}.")
        self.grid_id = grid_id
        self.saved: tuple[HexGrid, list[Zone]] | None = None

    def _redo(self) -> None:
        self.saved = self.board.remove_hex_grid(self.grid_id)

    def _undo(self) -> None:
        assert self.saved is not None
        self.board.restore_hex_grid(*self.saved)


# ----- a stack for scripts ----------------------------------------------------------------------
class CommandStack:
    """Push/undo/redo without Qt: `push` applies the command; a new push drops the redo branch."""

    def __init__(self) -> None:
        self.commands: list[Command] = []
        self.index = 0

    def push(self, command: Command) -> Command:
        command.redo()
        del self.commands[self.index:]
        self.commands.append(command)
        self.index += 1
        return command

    def can_undo(self) -> bool:
        return self.index > 0

    def can_redo(self) -> bool:
        return self.index < len(self.commands)

    def undo(self) -> None:
        if self.can_undo():
            self.index -= 1
            self.commands[self.index].undo()

    def redo(self) -> None:
        if self.can_redo():
            self.commands[self.index].redo()
            self.index += 1
