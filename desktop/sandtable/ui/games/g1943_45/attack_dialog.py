"""The attack and landing dialog: compose an attack (or an Allied landing) on one target zone as at
the table: forces from each adjacent zone, the supporting tank and plane, paratroopers dropped,
and for a landing the fleets engaged.

It starts from the engine's own listing for that target (its fullest option), offers every value
the listing names, and re-asks the engine (`check_legal`) after each change: the reason of a
refusal is shown under the form and OK is only enabled for an action the engine accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.protocol import Action
from sandtable.games.g1943_45.wording import reason_words
from sandtable.ui.games.g1943_45 import piece_title
from sandtable.ui.play.counters import game_text
from sandtable.ui.play.odds_panel import OddsPanel


def _union(values: list[Any]) -> list[Any]:
    seen: list[Any] = []
    for value in values:
        if value and value not in seen:
            seen.append(value)
    return seen


class AttackDialog(QDialog):
    """`candidates`: the engine's Attack/Landing actions on one target; `why_illegal(action)`: the
    engine's reason or None; `counters`: the state's counters (id -> Counter) for names and zones;
    `state` (default: the parent window's) for the battle odds shown while composing."""

    def __init__(self, target_label: str, candidates: list[Action], counters: dict[str, Any],
                 why_illegal: Callable[[Action], str | None], parent: QWidget | None = None,
                 state: Any = None) -> None:
        super().__init__(parent)
        self.candidates = candidates
        self.counters = counters
        self.why_illegal = why_illegal
        self.state = state if state is not None else getattr(parent, "state", None)
        self.setWindowTitle(self.tr("Attack %1").replace("%1", target_label))
        layout = QVBoxLayout(self)
        kinds = _union([a.kind for a in candidates])
        self.kind_buttons: dict[str, QRadioButton] = {}
        if len(kinds) > 1:
            row = QHBoxLayout()
            group = QButtonGroup(self)
            titles = {"attack": self.tr("Attack over land"), "land": self.tr("Landing from the sea")}
            for kind in kinds:
                button = QRadioButton(titles.get(kind, kind), self)
                group.addButton(button)
                row.addWidget(button)
                self.kind_buttons[kind] = button
                button.toggled.connect(self._kind_changed)
            layout.addLayout(row)
        self.form_host = QVBoxLayout()
        layout.addLayout(self.form_host)
        self.verdict = QLabel(self)
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.odds = OddsPanel(self.state, self, game_id="1943-45")
        layout.addWidget(self.odds)
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        self.buttons = QDialogButtonBox(ok_cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.form: QWidget | None = None
        self.kind = kinds[0]
        if self.kind_buttons:
            self.kind_buttons[self.kind].setChecked(True)
        else:
            self._build(self.kind)

    # -- the form --------------------------------------------------------------------------------
    def _kind_changed(self) -> None:
        for kind, button in self.kind_buttons.items():
            if button.isChecked() and (self.form is None or kind != self.kind):
                self._build(kind)

    def _build(self, kind: str) -> None:
        self.kind = kind
        if self.form is not None:
            self.form.deleteLater()
        mine = [a for a in self.candidates if a.kind == kind]
        self.base = mine[0]
        form = QWidget(self)
        grid = QFormLayout(form)
        self.origin_spins: dict[int, QSpinBox] = {}
        self.counter_boxes: dict[str, QCheckBox] = {}
        origins = _union([z for a in mine for z in a.origins])
        for z in origins:
            box = QGroupBox(self.tr("From zone %1").replace("%1", f"{z:02d}"), form)
            inner = QVBoxLayout(box)
            spin = QSpinBox(box)
            most = max((n for a in mine for o, n in zip(a.origins, a.cubes, strict=True) if o == z),
                       default=0)
            spin.setRange(0, most)
            spin.setValue(dict(zip(self.base.origins, self.base.cubes, strict=True)).get(z, 0))
            spin.setPrefix(self.tr("cubes: "))
            spin.valueChanged.connect(self._check)
            inner.addWidget(spin)
            self.origin_spins[z] = spin
            for cid in _union([c for a in mine for c in a.counters]):
                if self.counters.get(cid) is not None and self.counters[cid].zone == z:
                    check = QCheckBox(self._name(cid), box)
                    check.setChecked(cid in self.base.counters)
                    check.toggled.connect(self._check)
                    inner.addWidget(check)
                    self.counter_boxes[cid] = check
            grid.addRow(box)
        self.tank_combo = self._combo(form, _union([a.tank_support for a in mine]
                                                   + [c for c in self.counter_boxes
                                                      if self.counters[c].type in ("tank", "tank_it")]),
                                      self.base.tank_support)
        grid.addRow(self.tr("Tank support"), self.tank_combo)
        self.plane_combo = self._combo(form, _union([a.plane_support for a in mine]), self.base.plane_support)
        grid.addRow(self.tr("Plane support"), self.plane_combo)
        self.para_boxes = self._checks(form, grid, self.tr("Paratroopers dropped"),
                                       _union([p for a in mine for p in a.paratroopers]),
                                       self.base.paratroopers)
        self.fleet_boxes: dict[str, QCheckBox] = {}
        if hasattr(self.base, "fleets"):
            self.fleet_boxes = self._checks(form, grid, self.tr("Fleets engaged"),
                                            _union([f for a in mine for f in a.fleets]), self.base.fleets)
        self.form = form
        self.form_host.addWidget(form)
        self._check()

    def _combo(self, parent: QWidget, values: list[str], current: str) -> QComboBox:
        combo = QComboBox(parent)
        combo.addItem(self.tr("none"), "")
        for value in values:
            combo.addItem(self._name(value), value)
        index = combo.findData(current)
        combo.setCurrentIndex(max(index, 0))
        combo.currentIndexChanged.connect(self._check)
        return combo

    def _checks(self, parent: QWidget, grid: QFormLayout, title: str, values: list[str],
                chosen: tuple[str, ...]) -> dict[str, QCheckBox]:
        boxes: dict[str, QCheckBox] = {}
        if not values:
            return boxes
        holder = QWidget(parent)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        for value in values:
            check = QCheckBox(self._name(value), holder)
            check.setChecked(value in chosen)
            check.toggled.connect(self._check)
            column.addWidget(check)
            boxes[value] = check
        grid.addRow(title, holder)
        return boxes

    def _name(self, cid: str) -> str:
        """A piece as the player knows it: its kind and, off the origin's box, where it stands."""
        c = self.counters.get(cid)
        if c is None:
            return cid
        title = piece_title(c.type)
        topo = getattr(self.state, "topo", None)
        if topo is not None and c.zone > 0 and c.zone in topo.zones:
            return f"{title} ({game_text(topo.zones[c.zone].name) or c.zone})"  # the board's name_<lang>
        return title

    # -- the action ------------------------------------------------------------------------------
    def action(self) -> Action:
        origins: list[int] = []
        cubes: list[int] = []
        counters = sorted(cid for cid, box in self.counter_boxes.items() if box.isChecked())
        for z, spin in self.origin_spins.items():
            if spin.value() or any(self.counters[c].zone == z for c in counters):
                origins.append(z)
                cubes.append(spin.value())
        fields: dict[str, Any] = {
            "origins": tuple(origins), "cubes": tuple(cubes), "counters": tuple(counters),
            "tank_support": str(self.tank_combo.currentData() or ""),
            "plane_support": str(self.plane_combo.currentData() or ""),
            "paratroopers": tuple(p for p, box in self.para_boxes.items() if box.isChecked()),
        }
        if self.fleet_boxes:
            fields["fleets"] = tuple(f for f, box in self.fleet_boxes.items() if box.isChecked())
        return replace(self.base, **fields)  # type: ignore[type-var]

    def _check(self) -> None:
        action = self.action()
        reason = self.why_illegal(action)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(reason is None)
        self.odds.show_odds(action if reason is None else None)
        if reason is None:
            self.verdict.setStyleSheet("color: #1b5e20;")
            describe = getattr(self.state, "describe_action", None)
            # in the player's language, as the log words it (the game-text catalogues)
            text = describe(action) if callable(describe) else action.describe()
            self.verdict.setText("✓ " + game_text(text))
        else:
            self.verdict.setStyleSheet("color: #b00020;")
            self.verdict.setText("✗ " + game_text(reason_words(self.state, reason)))  # pieces by name
