"""Side panels of the board editor: zone properties, validation problems, rulers.

Panels read the board and the selection from the editor and turn every change the user makes
into a command through `editor.push_edit`, so each one is undoable; `refresh` re-reads the
model (with the widgets' signals blocked, so showing a value never counts as editing it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from sandtable.board import BoardProblem
from sandtable.board.zone import MAX_ZONE_NUMBER
from sandtable.editor import commands as cmd
from sandtable.editor import edits
from sandtable.ui.symbols import SYMBOL_ORDER, symbol_label, symbol_pixmap

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorPanels", text)


def parse_value(text: str) -> str | int | float | bool:
    """A property typed in a cell: true/false, a whole number, a number, else the text itself."""
    t = text.strip()
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    try:
        return int(t)
    except ValueError:
        pass
    try:
        value = float(t)
        if value == value and value not in (float("inf"), float("-inf")):
            return value
    except ValueError:
        pass
    return text


def show_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class PropertiesPanel(QWidget):
    def __init__(self, editor: EditorWindow) -> None:
        super().__init__()
        self.editor = editor
        layout = QVBoxLayout(self)
        board_box = QGroupBox(tr("Board"))
        board_form = QFormLayout(board_box)
        self.board_name = QLineEdit()
        self.board_name.editingFinished.connect(self._board_name_done)
        board_form.addRow(tr("Name"), self.board_name)
        self.land_numbers = QCheckBox(tr("Land zones' numbers printed on the map"))
        self.land_numbers.setToolTip(
            tr("Off when the box prints no numbers on land (the numbers stay as labels)"))
        self.land_numbers.clicked.connect(self._land_numbers_clicked)
        board_form.addRow("", self.land_numbers)
        layout.addWidget(board_box)

        self.zone_box = QGroupBox(tr("Zone"))
        form = QFormLayout(self.zone_box)
        self.zone_id = QLabel()
        self.zone_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(tr("Id"), self.zone_id)
        self.number = QSpinBox()
        self.number.setRange(0, MAX_ZONE_NUMBER)
        self.number.setKeyboardTracking(False)
        self.number.editingFinished.connect(self._number_done)
        form.addRow(tr("Number"), self.number)
        self.name = QLineEdit()
        self.name.editingFinished.connect(self._name_done)
        form.addRow(tr("Name"), self.name)
        self.kind = QComboBox()
        self.kind.addItem(tr("land"), "land")
        self.kind.addItem(tr("sea"), "sea")
        self.kind.activated.connect(self._kind_done)
        form.addRow(tr("Kind"), self.kind)
        symbols = QWidget()
        grid = QGridLayout(symbols)
        grid.setContentsMargins(0, 0, 0, 0)
        self.symbol_boxes: dict[str, QCheckBox] = {}
        for i, name in enumerate(SYMBOL_ORDER):
            box = QCheckBox(symbol_label(name))
            box.setIcon(symbol_pixmap(name, 18))
            box.setIconSize(QSize(18, 18))
            box.clicked.connect(lambda _checked=False, n=name: self._symbol_clicked(n))
            grid.addWidget(box, i // 2, i % 2)
            self.symbol_boxes[name] = box
        form.addRow(tr("Symbols"), symbols)
        self.props = QTableWidget(0, 2)
        self.props.setHorizontalHeaderLabels([tr("Property"), tr("Value")])
        self.props.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.props.verticalHeader().setVisible(False)
        self.props.setMinimumHeight(90)
        self.props.itemChanged.connect(self._props_changed)
        form.addRow(tr("Properties"), self.props)
        buttons = QHBoxLayout()
        self.add_prop = QPushButton(tr("Add property"))
        self.add_prop.clicked.connect(self._add_prop)
        self.remove_prop = QPushButton(tr("Remove property"))
        self.remove_prop.clicked.connect(self._remove_prop)
        buttons.addWidget(self.add_prop)
        buttons.addWidget(self.remove_prop)
        form.addRow("", buttons)
        layout.addWidget(self.zone_box)
        self.hint = QLabel(tr("Select a zone to edit it."))
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        layout.addStretch(1)
        self.refresh()

    # -- reading the model --------------------------------------------------------------------------
    def zone(self) -> Any:
        board, zid = self.editor.board, self.editor.selected
        if board is None or zid is None or zid not in board.zones:
            return None
        return board.zones[zid]

    def refresh(self) -> None:
        board = self.editor.board
        widgets = [self.board_name, self.land_numbers, self.number, self.name, self.kind, self.props,
                   *self.symbol_boxes.values()]
        for w in widgets:
            w.blockSignals(True)
        try:
            self.board_name.setText(board.name if board is not None else "")
            self.board_name.setEnabled(board is not None)
            self.land_numbers.setChecked(board is None or board.land_numbers)
            self.land_numbers.setEnabled(board is not None)
            zone = self.zone()
            self.zone_box.setEnabled(zone is not None)
            self.hint.setVisible(zone is None)
            if zone is None:
                self.zone_id.setText("")
                self.name.setText("")
                self.number.setValue(0)
                self.props.setRowCount(0)
                for box in self.symbol_boxes.values():
                    box.setChecked(False)
                return
            self.zone_id.setText(zone.id)
            # A number no game takes (a negative one from a stranger's file, #28) is shown as it is,
            # not clamped to 0: the validation list names it, and the designer types a good one here.
            self.number.setRange(min(0, zone.number), MAX_ZONE_NUMBER)
            self.number.setValue(zone.number)
            self.name.setText(zone.name)
            index = self.kind.findData(zone.kind)
            self.kind.setEnabled(index >= 0)
            if index >= 0:
                self.kind.setCurrentIndex(index)
            for name, box in self.symbol_boxes.items():
                box.setChecked(name in zone.symbols)
            props = sorted(zone.props.items())
            self.props.setRowCount(len(props))
            for row, (key, value) in enumerate(props):
                self.props.setItem(row, 0, QTableWidgetItem(key))
                self.props.setItem(row, 1, QTableWidgetItem(show_value(value)))
        finally:
            for w in widgets:
                w.blockSignals(False)

    # -- edits --------------------------------------------------------------------------------------
    def _fields(self, **fields: Any) -> None:
        zone = self.zone()
        if zone is None:
            return
        if all(getattr(zone, k) == v for k, v in fields.items()):
            return
        board = self.editor.board
        if not self.editor.push_edit(lambda: edits.make_zone_fields(board, zone.id, **fields)):
            self.refresh()

    def _board_name_done(self) -> None:
        board = self.editor.board
        if board is not None and self.board_name.text() != board.name:
            name = self.board_name.text()
            self.editor.push_edit(lambda: cmd.SetBoardName(board, name))

    def _land_numbers_clicked(self, checked: bool) -> None:
        board = self.editor.board
        if board is not None and checked != board.land_numbers:
            self.editor.push_edit(lambda: cmd.SetLandNumbers(board, checked))

    def _number_done(self) -> None:
        self._fields(number=self.number.value())

    def _name_done(self) -> None:
        self._fields(name=self.name.text().strip())

    def _kind_done(self, _index: int) -> None:
        self._fields(kind=self.kind.currentData())

    def _symbol_clicked(self, name: str) -> None:
        zone = self.zone()
        if zone is not None:
            board = self.editor.board
            self.editor.push_edit(lambda: edits.make_toggle_symbol(board, zone.id, name))

    def table_props(self) -> dict[str, Any]:
        props: dict[str, Any] = {}
        for row in range(self.props.rowCount()):
            key_item, value_item = self.props.item(row, 0), self.props.item(row, 1)
            key = key_item.text().strip() if key_item is not None else ""
            if key:
                props[key] = parse_value(value_item.text() if value_item is not None else "")
        return props

    def _props_changed(self, _item: QTableWidgetItem) -> None:
        self._fields(props=self.table_props())

    def _add_prop(self) -> None:
        zone = self.zone()
        if zone is None:
            return
        props = dict(zone.props)
        key, n = tr("property"), 1
        while key in props:
            n += 1
            key = f"{tr('property')} {n}"
        props[key] = ""
        self._fields(props=props)

    def _remove_prop(self) -> None:
        zone = self.zone()
        row = self.props.currentRow()
        if zone is None or row < 0 or self.props.item(row, 0) is None:
            return
        props = dict(zone.props)
        props.pop(self.props.item(row, 0).text(), None)
        self._fields(props=props)


class ValidationPanel(QWidget):
    """The board's problems (validate_board); a click zooms to the problem."""

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__()
        self.editor = editor
        self.problems: list[BoardProblem] = []
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        layout.addWidget(self.list)

    def set_problems(self, problems: list[BoardProblem]) -> None:
        self.problems = list(problems)
        self.list.clear()
        style = self.style()
        errors = sum(1 for p in problems if p.severity == "error")
        warnings = len(problems) - errors
        for i, p in enumerate(problems):
            icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical if p.severity == "error"
                                      else QStyle.StandardPixmap.SP_MessageBoxWarning)
            item = QListWidgetItem(icon, p.message)
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
        if not problems:
            self.summary.setText(tr("No problems found."))
        else:
            self.summary.setText(tr("%1 error(s), %2 warning(s). Click one to see where it is.")
                                 .replace("%1", str(errors)).replace("%2", str(warnings)))

    def _clicked(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(i, int) and 0 <= i < len(self.problems):
            self.editor.show_problem(self.problems[i])


class RulersPanel(QWidget):
    """Named rulers in km (rename or resize in the table) and the plane counter's size."""

    def __init__(self, editor: EditorWindow) -> None:
        super().__init__()
        self.editor = editor
        self._names: list[str] = []
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([tr("Ruler"), tr("Length (km)")])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.itemChanged.connect(self._changed)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add = QPushButton(tr("Add ruler"))
        self.add.clicked.connect(self._add)
        self.remove = QPushButton(tr("Remove ruler"))
        self.remove.clicked.connect(self._remove)
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        layout.addLayout(buttons)
        form = QFormLayout()
        self.counter = QDoubleSpinBox()
        self.counter.setRange(0.1, 5000.0)
        self.counter.setDecimals(1)
        self.counter.setSuffix(tr(" km"))
        self.counter.setKeyboardTracking(False)
        self.counter.editingFinished.connect(self._counter_done)
        form.addRow(tr("Plane counter size"), self.counter)
        layout.addLayout(form)
        hint = QLabel(tr("Use the Ruler tool to see each ruler's range around the mouse."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        board = self.editor.board
        self.table.blockSignals(True)
        self.counter.blockSignals(True)
        try:
            rulers = sorted(board.rulers.items(), key=lambda kv: kv[1]) if board is not None else []
            self._names = [name for name, _ in rulers]
            self.table.setRowCount(len(rulers))
            for row, (name, km) in enumerate(rulers):
                self.table.setItem(row, 0, QTableWidgetItem(name))
                self.table.setItem(row, 1, QTableWidgetItem(f"{km:g}"))
            self.counter.setValue(board.counter_size_km if board is not None else 40.0)
            self.setEnabled(board is not None)
        finally:
            self.table.blockSignals(False)
            self.counter.blockSignals(False)

    def _changed(self, item: QTableWidgetItem) -> None:
        board = self.editor.board
        row = item.row()
        if board is None or row >= len(self._names):
            return
        old = self._names[row]
        if item.column() == 0:
            new = item.text().strip()
            if new != old and not self.editor.push_edit(lambda: edits.make_rename_ruler(board, old, new)):
                self.refresh()
        else:
            try:
                km = float(item.text().replace(",", "."))
            except ValueError:
                self.editor.show_message(tr("A ruler's length is a number of km."))
                self.refresh()
                return
            if km != board.rulers.get(old) and not self.editor.push_edit(
                    lambda: edits.make_set_ruler(board, old, km)):
                self.refresh()

    def _add(self) -> None:
        board = self.editor.board
        if board is None:
            return
        name, n = tr("ruler"), 1
        while name in board.rulers:
            n += 1
            name = f"{tr('ruler')} {n}"
        longest = max(board.rulers.values(), default=300.0)
        self.editor.push_edit(lambda: edits.make_set_ruler(board, name, longest + 100.0))

    def _remove(self) -> None:
        board = self.editor.board
        row = self.table.currentRow()
        if board is None or not (0 <= row < len(self._names)):
            return
        name = self._names[row]
        self.editor.push_edit(lambda: cmd.RemoveRuler(board, name))

    def _counter_done(self) -> None:
        board = self.editor.board
        km = self.counter.value()
        if board is not None and abs(km - board.counter_size_km) > 1e-9:
            self.editor.push_edit(lambda: cmd.SetCounterSize(board, km))
