"""D-Day's battle board (Qt): the zone fought over, the attacker's and the defender's columns 1, 2, 3
(the hit numbers) with the units in each and the casualties marked, the dice of this battle as they
fall, the exact odds of the cycle as it began under the cards in force (a tactics card's modifier
such as Combined Assault, a fate card's result: named above the odds, counted in them), and the
casualty choice as buttons (the cheapest first is the default). Non-modal: it follows the battle
and closes when the battle ends.

The engine decides everything: the buttons are the legal casualty actions, submitted through the
window as a click on the board would be.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from sandtable.ui.play.battle_board import BattleBoardWindow, HitColumns
from sandtable.ui.play.pieces_layer import game_text

HITS = (1, 2, 3)


def tr(text: str) -> str:
    return QCoreApplication.translate("DDayBattleBoard", text)


class SideBoard(HitColumns):
    """One side of the battle board: a column per hit number (1, 2, 3) with its units and its dice."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, HITS, 150, 20)

    def set_columns(self, title: str, columns: Any, rolls: list[Any]) -> None:
        """`rolls`: this side's dice of the battle (roll records, each with its hit number)."""
        from sandtable.games.aa_dday.table_view import POWER_ADJ, unit_name

        self.setTitle(title)
        by_hit = {c.hit: c for c in columns}
        for col, hit in enumerate(HITS):
            lines = []
            for power, unit, n, cas in by_hit[hit].units if hit in by_hit else ():
                name = game_text(f"{POWER_ADJ.get(power, power)} {unit_name(unit, n)}")
                line = f"{n} × {name}"
                if cas:
                    hit_text = tr("(%1 hit)").replace("%1", str(cas))
                    line += f" <span style='color:#b71c1c'>{hit_text}</span>"
                lines.append(line)
            self.cells[col].setText("<br>".join(lines) or "—")
            faces = tuple(f for r in rolls if r.threshold == hit for f in r.faces)
            self.dice[col].set_dice(faces, hit, True)
            self.dice[col].setMinimumWidth(len(faces) * (self.dice[col].SIZE + 6) + 6)
            self.dice[col].setToolTip(tr("%1 dice rolled").replace("%1", str(len(faces))))


class BattleBoardDialog(BattleBoardWindow):
    def __init__(self, window: Any) -> None:
        super().__init__(window, tr("Battle board"), "aa-dday", SideBoard(window), SideBoard(window), True)
        # The cards in force on this battle (odds_spec.battle_modifiers), just above the odds they change.
        self.modifiers = QLabel(self)
        self.modifiers.setWordWrap(True)
        self.modifiers.setStyleSheet("color: #0d47a1;")
        self.modifiers.hide()
        self.layout().insertWidget(self.layout().indexOf(self.odds), self.modifiers)

    def follow(self, state: Any) -> None:
        """Show the battle `state` is fighting (the window calls this after every change)."""
        from sandtable.games.aa_dday import actions as A
        from sandtable.games.aa_dday.table_battle import OTHER, battle_board
        from sandtable.games.aa_dday.table_view import SIDE_TITLES

        board = battle_board(state)
        if board is None:
            return
        c = self.window_.controller
        key = (board.zone, board.attacker, state.turn, state.pos)
        if key != self.battle_key:  # a new battle: its odds are those of the cycle as it began
            self.odds.state = state
            self.odds.show_odds(A.Done())
            self.show_modifiers(self.odds.report)
        rolls = self.battle_rolls(key)
        self.heading.setText(tr("Combat in %1: the %2 attack").replace("%1", game_text(board.place))
                             .replace("%2", game_text(SIDE_TITLES[board.attacker])))
        att = [r for r in rolls if "attacks in" in r.label]
        dfd = [r for r in rolls if "defends in" in r.label]
        defender = game_text(SIDE_TITLES[OTHER[board.attacker]])
        self.attacker.set_columns(tr("Attacker: %1").replace("%1", game_text(SIDE_TITLES[board.attacker])),
                                  board.attacking, att)
        self.defender.set_columns(tr("Defender: %1").replace("%1", defender), board.defending, dfd)
        self.step.setText(game_text(board.step))
        human = c is not None and c.is_human_turn()
        legal = [a for a in c.legal_actions() if isinstance(a, A.Casualty)] if human else []
        self.set_choices(state, legal, _casualty_name, tr("Cheapest first"))
        self.roll_button.setVisible(bool(c is not None and c.waiting_roll))

    def show_modifiers(self, report: Any) -> None:
        """Name the cards whose modifiers the odds count (none: the line is hidden)."""
        mods = list(report.details.get("modifiers", ())) if report is not None and report.details else []
        self.modifiers.setText("<br>".join(tr("In force: %1").replace("%1", game_text(m)) for m in mods))
        self.modifiers.setVisible(bool(mods))


def _casualty_name(action: Any) -> str:
    return f"casualty-{action.power}-{action.unit}"
