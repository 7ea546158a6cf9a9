"""The board editor's hex grids: lay one (the grid dialog: size, orientation, origin, area, clipped
to land or not) and remove them, each an undoable command. `HexGridMixin` is mixed into
`EditorWindow`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox

from sandtable.board import HexGrid
from sandtable.editor import commands as cmd
from sandtable.editor.dialogs import HexGridDialog
from sandtable.editor.land import BBox


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorWindow", text)


class HexGridMixin:
    """See the module docstring."""

    def board_bbox(self) -> BBox:
        board = self.board
        if board is not None:
            bbox = board.backdrop.get("bbox") if isinstance(board.backdrop, dict) else None
            if isinstance(bbox, list) and len(bbox) == 4:
                return float(bbox[0]), float(bbox[1]), float(bbox[2]), float(bbox[3])
            shapes = [z.polygon.bounds for z in board.zones.values() if not z.polygon.is_empty]
            if shapes:
                return (min(s[0] for s in shapes), min(s[1] for s in shapes), max(s[2] for s in shapes),
                        max(s[3] for s in shapes))
        return (8.0, 36.0, 19.0, 44.0)

    def next_grid_id(self) -> str:
        n = 1
        while self.board is not None and f"g{n}" in self.board.hex_grids:
            n += 1
        return f"g{n}"

    def add_hex_grid(self, grid: HexGrid) -> bool:
        """Lay a grid; with clip_to_land it is cut to the coastline's land (not only the zones)."""
        board = self.board
        if board is None:
            return False
        clip = self.land if grid.clip_to_land else None
        return self.push_edit(lambda: cmd.AddHexGrid(board, grid, clip))

    def hex_grid_dialog(self) -> None:
        if self.board is None:
            return
        dialog = HexGridDialog(self.board_bbox(), self.next_grid_id(), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            origin = (dialog.origin_lon.value(), dialog.origin_lat.value())
            grid = HexGrid(dialog.grid_id.text().strip(), dialog.size.value(),
                           dialog.orientation.currentData(), origin, dialog.area.bbox(),
                           dialog.clip.isChecked())
        except ValueError as exc:
            QMessageBox.warning(self, tr("Hex grid"), str(exc))
            return
        self.add_hex_grid(grid)

    def remove_hex_grids(self) -> None:
        board = self.board
        if board is None or not board.hex_grids:
            return
        children = [cmd.RemoveHexGrid(board, gid) for gid in board.hex_grids]
        self.push_edit(cmd.Composite(board, "Remove hex grid", children))
