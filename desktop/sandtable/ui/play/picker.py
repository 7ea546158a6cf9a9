"""The force picker: which of the selected place's pieces go, a number for each countable kind
(blocks such as 1943-45's cubes) and a tick per piece; filled from the game's `movable()`."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.table import PieceView
from sandtable.ui.play.pieces_layer import game_text


class ForcePicker(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = QVBoxLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        self.boxes: list[tuple[str, QCheckBox]] = []
        self._widgets: list[QWidget] = []
        hint = QLabel(self.tr("Click a highlighted zone (Shift: by sea), or drag the stack."), self)
        hint.setWordWrap(True)
        self.hint = hint
        self.rows.addWidget(hint)
        # Never squeezed below what its rows need at its width (the tabs under it give way):
        # squeezed, the wrapped hint was drawn over the pieces' rows, in every language.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def _fit_height(self) -> None:
        need = self.rows.totalHeightForWidth(max(self.width(), 1))
        if need > 0 and need != self.minimumHeight():
            self.setMinimumHeight(need)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_height()

    @property
    def cubes(self) -> QSpinBox:
        """The spin box of the first countable kind (1943-45's cubes)."""
        return next(iter(self.spins.values())) if self.spins else QSpinBox(self)

    def set_pieces(self, title: str, pieces: list[PieceView]) -> None:
        self.setTitle(title)
        for widget in self._widgets:
            widget.deleteLater()
        self._widgets = []
        self.spins = {}
        self.boxes = []
        for at, piece in enumerate(pieces):
            if piece.shape == "block":
                holder = QWidget(self)
                row = QHBoxLayout(holder)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(QLabel(game_text(piece.title).capitalize(), holder))
                spin = QSpinBox(holder)
                spin.setRange(0, piece.count)
                spin.setValue(piece.count)
                row.addWidget(spin, 1)
                self.spins[piece.kind] = spin
                widget: QWidget = holder
            else:
                box = QCheckBox(game_text(piece.title), self)
                box.setChecked(True)
                self.boxes.extend((pid, box) for pid in piece.ids[:1])
                widget = box
            self.rows.insertWidget(at, widget)
            self._widgets.append(widget)
        self._fit_height()

    def selection(self) -> tuple[dict[str, int], tuple[str, ...]]:
        counts = {kind: spin.value() for kind, spin in self.spins.items()}
        return counts, tuple(sorted(pid for pid, box in self.boxes if box.isChecked()))
