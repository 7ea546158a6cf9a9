"""The play window's answers to its controller's signals, for any game: the computer thinking and
its progress, pause, the hot-seat hand-over page, the dice as they are awaited and fall, and the
end of the game. `SignalsMixin` is mixed into `PlayWindow`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from sandtable.ui.play.controller import RollRecord
from sandtable.ui.play.dialogs import VictoryDialog
from sandtable.ui.play.pieces_layer import game_text


# The window's context: these methods run on a PlayWindow, whose tr() looks there.
def tr(text: str) -> str:
    return QCoreApplication.translate("PlayWindow", text)


class SignalsMixin:
    """See the module docstring."""

    def _thinking(self, player: int, on: bool) -> None:
        self.thinking_box.setVisible(on)
        if on:
            self.thinking_label.setText(tr("Computer (%1) thinking…").replace("%1",
                                                                                 self.side_name(player)))
            self.progress_bar.setRange(0, 0)
        self.refresh()

    def _progress(self, player: int, fraction: float, text: str) -> None:
        self.progress_bar.setRange(0, 100)
        self.progress_bar.setValue(int(100 * fraction))
        if text:
            self.thinking_label.setText(text)

    def _toggle_pause(self) -> None:
        c = self.controller
        if c is None:
            return
        if c.paused:
            self.pause_button.setText(tr("Pause"))
            c.resume()
        else:
            c.pause()
            self.pause_button.setText(tr("Resume"))
            self.thinking_box.setVisible(True)
            self.thinking_label.setText(tr("Computer paused"))
            self.progress_bar.setRange(0, 1)

    def _handover(self, player: int) -> None:
        self.show_status("")  # the last player's own decision is not for the next one's eyes
        name = self.side_name(player)
        self.handover_title.setText(tr("%1 to decide").replace("%1", name))
        self.handover_text.setText(tr("Pass the computer to the %1 player.").replace("%1", name)
                                   + "\n" + game_text(self.view_.summary))
        self.handover_button.setText(tr("I am the %1 player: continue").replace("%1", name))
        self.pages.setCurrentIndex(1)

    def _roll_waiting(self, label: str) -> None:
        self.combat.set_waiting(self.describe_text(label))
        self.tabs.setCurrentWidget(self.combat)
        self.refresh()

    def _rolled(self, roll: RollRecord) -> None:
        self.combat.set_waiting(None)
        self.combat.show_roll(replace(roll, label=self.describe_text(roll.label)) if roll.label else roll)

    def _game_over(self, result: Any) -> None:
        self.refresh()
        winner = None
        if result is not None and result.winner is not None:
            winner = game_text(self.table.winner_title(self.state)) or self.side_name(result.winner)
        reason = self.describe_text(result.reason) if result is not None else ""
        colour = self.palette_.colour(result.winner).name() if winner and result is not None else "#555555"
        c = self.controller
        detail = ""
        if c is not None:
            decisions = sum(1 for e in c.session.log if not e.is_chance)
            turn = str(getattr(self.state, "turn", "?"))
            detail = tr("Turn %1 · %2 decisions · %3 rolls").replace("%1", turn) \
                .replace("%2", str(decisions)).replace("%3", str(len(c.rolls)))
        dialog = VictoryDialog(winner, reason, self, colour, detail)
        dialog.finished.connect(lambda code: self.new_game() if code == VictoryDialog.NEW_GAME else None)
        self.victory_dialog = dialog
        dialog.open()
