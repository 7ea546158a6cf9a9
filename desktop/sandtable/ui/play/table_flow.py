"""The play window's flow, for any game: the questions asked before a decision that leaves something
unused (the game's `confirm`), and the marks on the places the game's automatic events changed
since the player at the screen last decided (`notes` with `note_places`). `FlowMixin` is mixed into
`PlayWindow`."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from sandtable.core.protocol import Action
from sandtable.ui.play.dialogs import pref
from sandtable.ui.play.overlays import ZoneMarks
from sandtable.ui.play.pieces_layer import game_text

# Amber: something happened here by itself (a supply loss, a stacking elimination, a surrender).
EVENT_MARK = QColor(226, 140, 20)


class FlowMixin:
    """See the module docstring."""

    _note_marks: ZoneMarks | None = None

    def confirmed(self, action: Action) -> bool:
        """Ask the game's question before `action`, if it has one ("Done anyway?"); True to go on."""
        c = getattr(self, "controller", None)
        if c is None:
            return True
        try:
            question = self.table.confirm(c.state, action, pref(self.settings, "play/confirmPass"))
        except Exception:  # a game's defect here must not stop the decision
            question = None
        if not question:
            return True
        return self.ask(self.tr("Are you sure?"), game_text(question))

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question (tests answer it by replacing this method)."""
        answer = QMessageBox.question(self, title, text)  # type: ignore[arg-type]
        return bool(answer == QMessageBox.StandardButton.Yes)

    def note_marked_places(self) -> list[Any]:
        """The places the game's notes since the player at the screen last decided changed."""
        c = getattr(self, "controller", None)
        if c is None:
            return []
        try:
            places = self.table.note_places(c.state)
        except Exception:  # a drawing aid only
            return []
        found: list[Any] = []
        for group in places[c.notes_from:]:
            found.extend(p for p in group if p not in found)
        return found

    def _refresh_note_marks(self) -> None:
        if self._note_marks is None:
            self._note_marks = ZoneMarks(self.scene)
        pieces = getattr(self, "pieces", None)
        if pieces is None:
            self._note_marks.clear()
            return
        ids = pieces.zone_ids
        marked = self.note_marked_places()
        self._note_marks.show([ids[p] for p in marked if p in ids], EVENT_MARK)
        # A box changed by itself (a fleet removed from the sea box) is ringed in amber, unless a
        # gesture has just lit it for a click (refresh lights those first).
        for place in marked:
            box = pieces.boxes.get(place) if isinstance(place, str) else None
            if box is not None and box.lit is None:
                box.lit = QColor(EVENT_MARK)
                box.update()
