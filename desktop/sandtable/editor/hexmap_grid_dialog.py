"""The Map grid dialog of the hex-map editor: how many columns and rows the printed map has (so its
hex numbers, 0101 to CCRR), the hex size, where hex 0101 lies on the ground and which way is up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from sandtable.board.hexlayout import MAX_COLUMNS, MAX_ROWS, HexLayout, hex_label
from sandtable.ui.i18n import shown_language


def tr(text: str) -> str:
    return QCoreApplication.translate("HexMapGridDialog", text)


def _spin(low: float, high: float, value: float, decimals: int, suffix: str) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setValue(value)
    box.setSuffix(suffix)
    # Decimals as the windows' language writes them (5,00 km in French and Italian), not the
    # system's: the spin box reads what it shows, so typing follows the same locale.
    box.setLocale(QLocale(shown_language()))
    return box


class MapGridDialog(QDialog):
    def __init__(self, layout: HexLayout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Map grid"))
        form = QFormLayout(self)
        self.columns = QSpinBox()
        self.columns.setRange(1, MAX_COLUMNS)
        self.columns.setValue(layout.columns)
        self.rows = QSpinBox()
        self.rows.setRange(1, MAX_ROWS)
        self.rows.setValue(layout.rows)
        self.size_km = _spin(0.1, 1000.0, layout.size_km, 2, tr(" km"))
        self.lon = _spin(-180.0, 180.0, layout.anchor[0], 4, "°")
        self.lat = _spin(-85.0, 85.0, layout.anchor[1], 4, "°")
        self.bearing = _spin(-360.0, 360.0, layout.up_bearing, 1, "°")
        self.numbers = QLabel()
        form.addRow(tr("Columns"), self.columns)
        form.addRow(tr("Rows"), self.rows)
        form.addRow(tr("Hex numbers"), self.numbers)
        form.addRow(tr("Hex size (across the flats)"), self.size_km)
        form.addRow(tr("Hex 0101: longitude"), self.lon)
        form.addRow(tr("Hex 0101: latitude"), self.lat)
        form.addRow(tr("The map's up, degrees from north"), self.bearing)
        note = QLabel(
            tr("Hexes, hexsides and exits outside a smaller grid are removed (Undo brings them back)."))
        note.setWordWrap(True)
        form.addRow(note)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok_cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.columns.valueChanged.connect(self._show_numbers)
        self.rows.valueChanged.connect(self._show_numbers)
        self._show_numbers()

    def _show_numbers(self, _value: int = 0) -> None:
        last = hex_label(self.columns.value(), self.rows.value())
        self.numbers.setText(tr("%1 to %2").replace("%1", hex_label(1, 1)).replace("%2", last))

    def values(self) -> tuple[int, int, float, tuple[float, float], float]:
        return (self.columns.value(), self.rows.value(), self.size_km.value(),
                (self.lon.value(), self.lat.value()), self.bearing.value())
