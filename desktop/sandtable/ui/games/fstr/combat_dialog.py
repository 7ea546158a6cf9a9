"""The FSTR combat dialog: which adjacent hexes attack the defending hex, and before the dice the
attack and defence strengths, the odds column, the column shifts and die modifiers with their reasons
(`games/fstr/combat.odds`), and the distribution of the CRT result over the 2d6 sum (the game's odds
spec when it is there, which counts the support dice too; else the CRT row by the 36 sums, without
support). OK declares the combat; the engine judges it."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from sandtable.games.fstr import actions as A
from sandtable.games.fstr.combat import odds
from sandtable.games.fstr.ops import attack_units_at
from sandtable.games.fstr.table_view import player_text
from sandtable.ui.play.counters import game_text
from sandtable.ui.play.odds_panel import number, percent


def _num(value: float) -> str:
    """A strength as the windows' language writes it (4,5 in French and Italian)."""
    return number(value, 0 if float(value).is_integer() else 1)


def crt_distribution(state: Any, column: int, drm: int) -> list[tuple[str, Fraction]]:
    """The CRT results of `column` over the 36 2d6 sums with `drm`, most likely first."""
    charts = state.world.charts
    counts: Counter[str] = Counter()
    for a in range(1, 7):
        for b in range(1, 7):
            counts[charts.crt_result(column, a + b + drm).text] += 1
    return sorted(((text, Fraction(n, 36)) for text, n in counts.items()), key=lambda kv: (-kv[1], kv[0]))


def unit_text(state: Any, uid: str) -> str:
    """A unit as the dialog lists it: printed name, formation, combat factor now ("17 (8 Ind) 4")."""
    unit = state.unit(uid)
    formation = "" if unit.independent else f" ({unit.formation})"
    return f"{unit.name}{formation} {_num(state.factor(uid))}"


class CombatDialog(QDialog):
    def __init__(self, state: Any, target: str, candidates: list[Any], spec: Any, window: Any) -> None:
        super().__init__(window)
        self.state = state
        self.target = target
        self.window_ = window
        self.spec = spec
        self.candidates = [a for a in candidates if isinstance(a, A.Attack) and a.target == target]
        where = player_text(state, state.world.board.name_of(target))
        self.setWindowTitle(self.tr("Combat on %1").replace("%1", where))
        layout = QVBoxLayout(self)
        box = QGroupBox(self.tr("Attacking hexes"), self)
        rows = QVBoxLayout(box)
        self.boxes: dict[str, QCheckBox] = {}
        origins = sorted({o for a in self.candidates for o in a.origins})
        for origin in origins:
            units = attack_units_at(state, origin, target)
            names = ", ".join(unit_text(state, u) for u in units)
            where_from = game_text(player_text(state, state.world.board.name_of(origin)))
            check = QCheckBox(self.tr("%1: %2").replace("%2", names).replace("%1", where_from), box)
            check.setChecked(True)
            check.toggled.connect(self.recount)
            rows.addWidget(check)
            self.boxes[origin] = check
        layout.addWidget(box)
        defenders = state.combat_at(target)
        hidden = getattr(state, "hidden_stacks", {}).get(target, 0)
        text = ", ".join(unit_text(state, u) for u in defenders)
        if hidden:
            text += " " + self.tr("(+%1 unseen)").replace("%1", str(hidden))
        self.defence = QLabel(self.tr("Defenders: %1").replace("%1", text), self)
        self.defence.setWordWrap(True)
        layout.addWidget(self.defence)
        self.odds_label = QLabel(self)
        self.odds_label.setWordWrap(True)
        layout.addWidget(self.odds_label)
        self.distribution = QLabel(self)
        self.distribution.setWordWrap(True)
        layout.addWidget(self.distribution)
        std = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(std.Ok | std.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.recount()

    def chosen(self) -> tuple[str, ...]:
        return tuple(sorted(o for o, box in self.boxes.items() if box.isChecked()))

    def action(self) -> A.Attack:
        return A.Attack(self.target, self.chosen())

    def recount(self) -> None:
        """The odds of the attack as ticked: strengths, column, shifts, DRM, and the results."""
        origins = self.chosen()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.action() in self.candidates)
        if not origins:
            self.odds_label.setText(self.tr("Tick at least one attacking hex."))
            self.distribution.setText("")
            return
        s = self.state
        attackers = {o: attack_units_at(s, o, self.target) for o in origins}
        o = odds(s, self.target, attackers)
        charts = s.world.charts
        # Each reason in the game's words (the catalogue knows the rules' reasons); "; " between.
        why = self.tr("; ").join(game_text(player_text(s, w)) for w in o["why"]) or "—"
        self.odds_label.setText(
            self.tr("Attack %1 against defence %2: column %3 (printed %4), shifts %5, die modifier %6.\n"
                    "Because: %7")
            .replace("%1", _num(o["attack"])).replace("%2", _num(o["defence"]))
            .replace("%3", charts.column_name(o["column"])).replace("%4", charts.column_name(o["base"]))
            .replace("%5", f"{o['shifts']:+d}").replace("%6", f"{o['drm']:+d}").replace("%7", why))
        lines = self._spec_lines() or [
            self.tr("%1: %2 (%3/36)").replace("%1", text).replace("%2", percent(float(p)))
            .replace("%3", str(p * 36)) for text, p in crt_distribution(s, o["column"], o["drm"])]
        self.distribution.setText(self.tr("Results before the dice (2d6):") + "\n" + "\n".join(lines))

    def _spec_lines(self) -> list[str]:
        """The game's exact odds (support dice included) when its odds spec is installed."""
        if self.spec is None:
            return []
        try:
            setup = self.spec.from_state(self.state, self.action())
            report = self.spec.odds(setup, exact=True) if setup is not None else None
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            return []
        if report is None:
            return []
        # The outcome names in the odds panel's context, where the game's odds texts are translated.
        return [self.tr("%1: %2").replace("%2", percent(float(p)))
                .replace("%1", QCoreApplication.translate("OddsPanel", report.titles.get(k, k)))
                for k, p in report.outcomes.items() if p > 0]

    def submit(self) -> None:
        self.window_.submit(self.action())


__all__ = ["CombatDialog", "QWidget", "crt_distribution"]
