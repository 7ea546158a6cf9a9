"""Files and settings of the play window: new game, open, save, save as, preferences, the rules
reference. `FilesMixin` is mixed into `PlayWindow`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from sandtable.ui.play.dialogs import PreferencesDialog, pref


# The window's context: these methods run on a PlayWindow, whose tr() looks there.
def tr(text: str) -> str:
    return QCoreApplication.translate("PlayWindow", text)

class FilesMixin:
    """See the module docstring."""

    def new_game(self) -> None:
        from sandtable.ui.play.start_screen import StartScreen

        screen = StartScreen(self.settings, self)
        if screen.exec() and screen.session is not None:
            self.start(screen.session, screen.seats, screen.path)

    def open_game(self) -> None:
        from sandtable.ui.play.start_screen import open_saved, remember_game, seats_from_meta

        path, _ = QFileDialog.getOpenFileName(self, tr("Open a saved game"), str(Path.home()),
                                              tr("Sandtable games (*.json);;All files (*)"))
        if not path:
            return
        session = open_saved(path, self)
        if session is not None:
            remember_game(self.settings, path)
            seats = seats_from_meta(session.meta, session.game.num_players, session.record.seed,
                                    session.game.game_id)
            self.start(session, seats, Path(path))

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, tr("Save the game"),
                                              str(Path.home() / f"{self.table.game_id}.json"),
                                              tr("Sandtable games (*.json)"))
        if not path:
            return False
        target = Path(path)
        if target.suffix.lower() != ".json":
            target = target.with_suffix(".json")
        return self.save_to(target)

    def save_to(self, path: Path) -> bool:
        from sandtable.core.saves import save_game
        from sandtable.ui.play.start_screen import remember_game

        if self.controller is None:
            return False
        session = self.controller.session
        try:
            save_game(path, session.record, {**session.meta, "autosave": False})
        except OSError as exc:
            QMessageBox.warning(self, tr("Cannot save"), tr("%1 could not be written.\n\n%2")
                                .replace("%1", path.name).replace("%2", str(exc)))
            return False
        self.path = path
        remember_game(self.settings, path)
        self._update_title()
        self.show_status(tr("Saved to %1").replace("%1", str(path)))
        return True

    def preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() and self.controller is not None:
            self.controller.fast_combat = pref(self.settings, "play/fastCombat")
            self.controller.handovers = pref(self.settings, "play/handover")
            self.controller.auto_forced = pref(self.settings, "play/autoForced")

    def open_rules(self) -> bool:
        """The game's rules notes in the rules window (F1), searchable, beside the board."""
        from sandtable.ui.rules_viewer import show_rules

        if show_rules(self, self.table.rules_doc) is None:
            QMessageBox.information(self, tr("Rules reference"),
                                    tr("The rules notes are not installed with this copy."))
            return False
        return True

