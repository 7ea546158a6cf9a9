"""Revised's purchase window (Qt): every unit with its cost and values, a number to buy of each, the
money left and the room the power's factories have this turn (by factory, and for ships at the
coastal ones). Non-modal: it shows while a person at the screen buys, and closes when the purchase
ends. "Buy" submits one Buy action per unit type, then Done; the engine judges each one.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from sandtable.ui.play.pieces_layer import game_text

# The purchase screen's order: land, air, sea, then the factory.
ORDER = ("infantry", "artillery", "tank", "aa_gun", "fighter", "bomber", "transport", "submarine",
         "destroyer", "carrier", "battleship", "industrial_complex")


def tr(text: str) -> str:
    return QCoreApplication.translate("RevisedPurchase", text)


class PurchaseDialog(QDialog):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(tr("Purchase units"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        layout.addWidget(self.heading)
        grid = QGridLayout()
        for col, text in enumerate((tr("Unit"), tr("Cost"), tr("Att/Def/Move"), tr("Buy"), tr("IPC"))):
            head = QLabel(f"<b>{text}</b>", self)
            grid.addWidget(head, 0, col)
        self.spins: dict[str, QSpinBox] = {}
        self.costs: dict[str, QLabel] = {}
        self.subtotals: dict[str, QLabel] = {}
        from sandtable.games.aa_revised.rules import UNITS
        from sandtable.games.aa_revised.table_view import unit_name

        for row, unit in enumerate(ORDER, start=1):
            stats = UNITS[unit]
            title = game_text(unit_name(unit, 2))
            grid.addWidget(QLabel(title[:1].upper() + title[1:], self), row, 0)
            cost = QLabel(str(stats.cost), self)
            cost.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(cost, row, 1)
            values = "—" if unit == "industrial_complex" else f"{stats.attack}/{stats.defence}/{stats.move}"
            grid.addWidget(QLabel(values, self), row, 2)
            spin = QSpinBox(self)
            spin.setObjectName(f"buy-{unit}")
            spin.valueChanged.connect(self._update)
            grid.addWidget(spin, row, 3)
            sub = QLabel("0", self)
            sub.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(sub, row, 4)
            self.spins[unit] = spin
            self.costs[unit] = cost
            self.subtotals[unit] = sub
        layout.addLayout(grid)
        self.money = QLabel(self)
        self.money.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.money)
        self.room = QLabel(self)
        self.room.setWordWrap(True)
        layout.addWidget(self.room)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c;")
        layout.addWidget(self.problem)
        row = QHBoxLayout()
        self.clear_button = QPushButton(tr("Clear"), self)
        self.clear_button.clicked.connect(self.clear)
        row.addWidget(self.clear_button)
        row.addStretch(1)
        self.nothing_button = QPushButton(tr("Buy nothing"), self)
        self.nothing_button.clicked.connect(self.buy_nothing)
        row.addWidget(self.nothing_button)
        self.buy_button = QPushButton(tr("Buy"), self)
        self.buy_button.setDefault(True)
        self.buy_button.clicked.connect(self.buy)
        row.addWidget(self.buy_button)
        layout.addLayout(row)
        self.key: Any = None
        self.bank = 0
        self.total_room = 0
        self.naval_room = 0

    # -- following the state --------------------------------------------------------------------------
    def follow(self, state: Any) -> None:
        """Show the purchase of `state`'s power (a new purchase starts from nothing bought)."""
        from sandtable.games.aa_revised.mobilize import capacity, factories, purchase_room
        from sandtable.games.aa_revised.table_view import POWER_TITLES

        key = (state.round, state.power)
        if key != self.key:
            self.key = key
            self.clear()
        self.bank = int(state.ipcs[state.power])
        self.total_room, self.naval_room = purchase_room(state)
        already = sum(n for k, n in state.bought.items() if k != "industrial_complex")
        self.total_room -= already
        who = game_text(POWER_TITLES[state.power])
        self.heading.setText(tr("%1 — purchase, round %2").replace("%1", who).replace("%2", str(state.round)))
        sites = ", ".join(f"{game_text(state.ctx.name(ic))} {capacity(state, ic)}" for ic in factories(state))
        self.room.setText(tr("Your factories can place %1 units this turn, %2 of them ships at coastal "
                             "factories (%3).").replace("%1", str(self.total_room))
                          .replace("%2", str(self.naval_room)).replace("%3", sites or "—"))
        for unit, spin in self.spins.items():
            cost = int(self.costs[unit].text())
            spin.setMaximum(max(spin.value(), self.bank // cost))
        self._update()

    def chosen(self) -> dict[str, int]:
        return {unit: spin.value() for unit, spin in self.spins.items() if spin.value() > 0}

    def total(self) -> int:
        return sum(int(self.costs[u].text()) * n for u, n in self.chosen().items())

    def _update(self) -> None:
        from sandtable.games.aa_revised.rules import SEA

        for unit, spin in self.spins.items():
            self.subtotals[unit].setText(str(int(self.costs[unit].text()) * spin.value()))
        total = self.total()
        left = self.bank - total
        self.money.setText(tr("Bank %1 IPC · this purchase %2 · left %3").replace("%1", str(self.bank))
                           .replace("%2", str(total)).replace("%3", str(left)))
        chosen = self.chosen()
        units = sum(n for u, n in chosen.items() if u != "industrial_complex")
        ships = sum(n for u, n in chosen.items() if u in SEA)
        problem = ""
        if left < 0:
            problem = tr("That costs %1 IPC more than you have.").replace("%1", str(-left))
        elif units > self.total_room:
            problem = tr("Your factories can place only %1 units this turn.").replace("%1",
                                                                                 str(self.total_room))
        elif ships > self.naval_room:
            problem = tr("Your coastal factories can place only %1 ships.").replace("%1",
                                                                           str(self.naval_room))
        self.problem.setText(problem)
        self.buy_button.setEnabled(not problem and bool(chosen))

    # -- the buttons ----------------------------------------------------------------------------------
    def clear(self) -> None:
        for spin in self.spins.values():
            spin.setValue(0)

    def buy(self) -> None:
        """One Buy per unit type, then Done; stops at the first the engine refuses (its reason shows)."""
        from sandtable.games.aa_revised import actions as A

        for unit, n in self.chosen().items():
            if not self.window_.submit(A.Buy(unit, n)):
                return
        self.clear()
        self.window_.submit(A.Done())

    def buy_nothing(self) -> None:
        from sandtable.games.aa_revised import actions as A

        self.clear()
        self.window_.submit(A.Done())
