"""Revised's battle window (Qt): the space fought over and the round, both sides on a battle board
(columns 1-4: the number each unit hits on, a column for units that do not fire) with the
casualties marked, this battle's dice as they fall in their columns, the exact odds of the battle as
it stands (the game's battle spec, when there is one), and the decisions as buttons: casualties
(cheapest first is the default), press on, retreat, submerge. Non-modal: it follows the battle and
closes when the battle ends.

The engine decides everything: the buttons are the legal actions, submitted through the window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from sandtable.ui.play.battle_board import BattleBoardWindow, HitColumns
from sandtable.ui.play.pieces_layer import game_text

COLUMNS = (1, 2, 3, 4, 0)  # 0: units that do not fire (transports, AA guns between their shots)
SHOWN = 6  # dice drawn per column (a column of 20 infantry rolls 20: the count says so)


def tr(text: str) -> str:
    return QCoreApplication.translate("RevisedBattle", text)


class SideBoard(HitColumns):
    """One side of the battle board: a column per hit number with its units and its dice."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, COLUMNS, 118, 16, with_counts=True)

    def set_rows(self, title: str, rows: Any, rolls: list[Any]) -> None:
        self.setTitle(title)
        for col, hit in enumerate(COLUMNS):
            lines = []
            for r in rows:
                if (r.value if r.value <= 4 else 4) != hit:
                    continue
                line = f"{r.count} {game_text(r.text().split(' ', 1)[1])}"
                if r.lost:
                    lost = tr("(%1 lost)").replace("%1", str(r.lost))
                    line += f" <span style='color:#b71c1c'>{lost}</span>"
                lines.append(line)
            self.cells[col].setText("<br>".join(lines) or "—")
            faces = tuple(f for roll in rolls if hit and (roll.threshold or 0) == hit for f in roll.faces)
            shown = faces[-SHOWN:]  # the latest dice; the count below says how many fell in all
            self.dice[col].set_dice(shown, hit or None, True)
            self.dice[col].setMinimumWidth(len(shown) * (self.dice[col].SIZE + 6) + 6)
            hits = sum(1 for f in faces if f <= hit)
            dice = tr("1 die") if len(faces) == 1 else tr("%1 dice").replace("%1", str(len(faces)))
            struck = tr("1 hit") if hits == 1 else tr("%1 hits").replace("%1", str(hits))
            self.counts[col].setText(f"{dice}, {struck}" if faces else "")


class BattleDialog(BattleBoardWindow):
    def __init__(self, window: Any) -> None:
        super().__init__(window, tr("Battle"), "aa-revised", SideBoard(window), SideBoard(window), False)
        self.odds_key: Any = None

    def follow(self, state: Any) -> None:
        """Show the battle `state` is fighting (the window calls this after every change)."""
        from sandtable.games.aa_revised import actions as A
        from sandtable.games.aa_revised.table_battle import battle_facts
        from sandtable.games.aa_revised.table_view import POWER_TITLES, SEAT

        facts = battle_facts(state)
        if facts is None:
            return
        c = self.window_.controller
        key = (facts.space, facts.attacker, state.round, len(state.battles))
        rolls = self.battle_rolls(key)
        odds_key = (key, facts.round, tuple(facts.attacking), tuple(facts.defending))
        if odds_key != self.odds_key:
            # The odds of the battle as it stands: at its start, each round and after each loss.
            self.odds_key = odds_key
            self.odds.state = state
            self.odds.show_odds(A.Done())
        self.heading.setText(tr("Combat in %1, round %2: %3 attacks").replace("%1", game_text(facts.place))
                             .replace("%2", str(facts.round))
                             .replace("%3", game_text(POWER_TITLES[facts.attacker])))
        mine = SEAT[facts.attacker]
        att = [r for r in rolls if r.side == mine]
        dfd = [r for r in rolls if r.side is not None and r.side != mine]
        self.attacker.set_rows(tr("Attacker: %1").replace("%1", game_text(POWER_TITLES[facts.attacker])),
                               facts.attacking, att)
        self.defender.set_rows(tr("Defender: %1").replace("%1", game_text(POWER_TITLES.get(facts.defender,
                                                                                           facts.defender))),
                               facts.defending, dfd)
        self.step.setText(game_text(facts.step))
        table = self.window_.table
        human = c is not None and c.is_human_turn()
        legal = [a for a in c.legal_actions() if table.is_combat_decision(a)] if human else []
        tip = tr("Cheapest first") if any(a.kind == "casualty" for a in legal) else ""
        self.set_choices(state, legal, _button_name, tip)
        self.roll_button.setVisible(bool(c is not None and c.waiting_roll))


def _button_name(action: Any) -> str:
    return f"battle-{action.kind}"
