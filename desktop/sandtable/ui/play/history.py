"""Stepping through the game's history, for any game: a click on a log line shows the board as it was
after that step (read-only, as the seat at the screen may see it); "Back to the game" returns. The
computer waits while a player looks back, and no decision can be made from the past.
`HistoryMixin` is mixed into `PlayWindow`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandtable.core.record import replay


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayWindow", text)


class HistoryMixin:
    """See the module docstring. `history_step` is the record length shown, None while playing."""

    history_step: int | None = None
    _history_resume = False

    def show_history(self, step: int) -> bool:
        """Draw the board after `step` decisions and rolls; the last step is the game itself."""
        c = self.controller
        if c is None or self.pieces is None:
            return False
        if step >= len(c.session.record.actions):
            self.leave_history()
            return False
        if self.history_step is None:
            self._history_resume = not c.paused
            if not c.paused:
                c.pause()
        self.history_step = step
        state, _ = replay(c.session.game, c.session.record, upto=step)
        observer = self.observer()
        seen = self.table.observation(state, observer) if observer is not None else state
        view = self.table.view(seen, observer)
        self.pieces.update_view(view)
        self.tracks.set_tracks(view.tracks, self.palette_)
        self._view_key = ()  # the game's own view is drawn again on the way back
        self._set_history_controls(True)
        self.prompt.setText(tr("History: the board after step %1 of %2 (read-only). Click another line "
                               "of the log, or Back to the game.")
                            .replace("%1", str(step)).replace("%2", str(len(c.session.record.actions))))
        self.log_panel.show_history_banner(step)
        return True

    def leave_history(self) -> None:
        if self.history_step is None:
            return
        self.history_step = None
        self._set_history_controls(False)
        self.log_panel.show_history_banner(None)
        c = self.controller
        if c is not None and self._history_resume and c.paused:
            c.resume()
        self.refresh()

    def _set_history_controls(self, looking_back: bool) -> None:
        for widget in (self.decisions, self.combat, self.pass_button, self.attack_button, self.undo_button,
                       self.redo_button):
            widget.setEnabled(not looking_back)
        if looking_back:
            self._clear_selection()

    def history_refusal(self) -> str:
        return tr("You are looking at the history: click Back to the game first.")
