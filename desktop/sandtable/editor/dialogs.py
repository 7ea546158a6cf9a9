"""Dialogs of the board editor: a new board from a coastline, a hex grid over an area."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from sandtable.editor.land import BBox, LandSource, land_sources

OK_CANCEL = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorDialogs", text)


def _spin(low: float, high: float, value: float, decimals: int = 3, suffix: str = "") -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(decimals)
    box.setValue(value)
    if suffix:
        box.setSuffix(suffix)
    return box


class BBoxEditor(QWidget):
    """Four spin boxes: west, south, east, north (degrees)."""

    def __init__(self, bbox: BBox) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.west = _spin(-180, 180, bbox[0], suffix="°")
        self.south = _spin(-85, 85, bbox[1], suffix="°")
        self.east = _spin(-180, 180, bbox[2], suffix="°")
        self.north = _spin(-85, 85, bbox[3], suffix="°")
        for label, box in ((tr("W"), self.west), (tr("S"), self.south), (tr("E"), self.east),
                           (tr("N"), self.north)):
            row.addWidget(QLabel(label))
            row.addWidget(box)

    def bbox(self) -> BBox:
        return self.west.value(), self.south.value(), self.east.value(), self.north.value()

    def set_bbox(self, bbox: BBox) -> None:
        self.west.setValue(bbox[0])
        self.south.setValue(bbox[1])
        self.east.setValue(bbox[2])
        self.north.setValue(bbox[3])


class NewBoardDialog(QDialog):
    """Name, area (lon/lat box) and land data of a new board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New board from a coastline"))
        self.sources: list[LandSource] = land_sources()
        form = QFormLayout(self)
        self.name = QLineEdit(tr("New board"))
        form.addRow(tr("Name"), self.name)
        self.source = QComboBox()
        titles = {"natural-earth-50m": tr("Natural Earth 1:50m land (world-atlas)"),
                  "board-shipped": tr("Land of the first board shipped with Sandtable")}
        for s in self.sources:
            self.source.addItem(titles.get(s.key, s.title), s.key)
        self.source.currentIndexChanged.connect(self._source_changed)
        form.addRow(tr("Land data"), self.source)
        default = self.sources[0].bbox if self.sources else (8.0, 36.0, 19.0, 44.0)
        self.area = BBoxEditor(default)
        form.addRow(tr("Area"), self.area)
        note = QLabel(tr("The land of the area is drawn under the board; new zones are cut to it. "
                         "The sea around it becomes the board's sea zone."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(OK_CANCEL)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.sources))
        form.addRow(buttons)

    def _source_changed(self, index: int) -> None:
        if 0 <= index < len(self.sources):
            self.area.set_bbox(self.sources[index].bbox)

    def chosen_source(self) -> LandSource | None:
        i = self.source.currentIndex()
        return self.sources[i] if 0 <= i < len(self.sources) else None


class HexGridDialog(QDialog):
    """Size, orientation, origin and area of a hex grid, and whether it is cut to the land."""

    def __init__(self, bbox: BBox, grid_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Hex grid"))
        form = QFormLayout(self)
        self.grid_id = QLineEdit(grid_id)
        form.addRow(tr("Grid id"), self.grid_id)
        self.size = _spin(0.1, 2000.0, 40.0, 1, tr(" km"))
        form.addRow(tr("Hex size (across flats)"), self.size)
        self.orientation = QComboBox()
        self.orientation.addItem(tr("flat top"), "flat")
        self.orientation.addItem(tr("pointy top"), "pointy")
        form.addRow(tr("Orientation"), self.orientation)
        origin = QWidget()
        row = QHBoxLayout(origin)
        row.setContentsMargins(0, 0, 0, 0)
        self.origin_lon = _spin(-180, 180, round((bbox[0] + bbox[2]) / 2, 3), suffix="°")
        self.origin_lat = _spin(-85, 85, round((bbox[1] + bbox[3]) / 2, 3), suffix="°")
        row.addWidget(QLabel(tr("lon")))
        row.addWidget(self.origin_lon)
        row.addWidget(QLabel(tr("lat")))
        row.addWidget(self.origin_lat)
        form.addRow(tr("Origin (centre of hex 0,0)"), origin)
        self.area = BBoxEditor(bbox)
        form.addRow(tr("Area"), self.area)
        self.clip = QCheckBox(tr("Cut the hexes to the land"))
        self.clip.setChecked(True)
        form.addRow(self.clip)
        buttons = QDialogButtonBox(OK_CANCEL)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
