"""The overlays of the play window, for any game: the game's place overlays and range circles (View
menu), and the arrows of the view's scope. `OverlayMixin` is mixed into `PlayWindow`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from sandtable.ui.play.overlays import ARROW
from sandtable.ui.play.pieces_layer import game_text

RESOLVED_ARROW = QColor(90, 90, 90, 200)


class OverlayMixin:
    """See the module docstring."""

    def toggle_overlay(self, overlay_id: str, on: bool) -> None:
        act = self.overlay_actions.get(overlay_id)
        if act is not None and act.isChecked() != on:
            act.setChecked(on)
        if overlay_id.startswith("supply"):
            # One place overlay at a time (two sides' tints on top of each other read as neither).
            for other, other_act in self.overlay_actions.items():
                if other != overlay_id and other.startswith("supply"):
                    other_act.setChecked(False)
            if on:
                self._show_places_overlay(overlay_id)
            else:
                self.places_overlay.clear()
        else:
            self._refresh_focus()

    def show_supply(self, side: int | None) -> None:
        """Show one side's supply overlay (None: hide it), as the View menu does."""
        if side is None:
            for overlay_id in list(self.overlay_actions):
                if overlay_id.startswith("supply"):
                    self.toggle_overlay(overlay_id, False)
            return
        self.toggle_overlay(f"supply-{side}", True)

    def _show_places_overlay(self, overlay_id: str, quiet: bool = False) -> None:
        if self.state is None or self.pieces is None:
            return
        drawing = self.table.overlay(self.state, overlay_id, self.scene.board)
        colour = QColor(drawing.colour) if drawing.colour else self.palette_.colour(drawing.owner)
        self.places_overlay.show(drawing, self.pieces.zone_ids, colour)
        if drawing.status and not quiet:
            self.show_status(game_text(drawing.status))

    def _refresh_focus(self, at: tuple[float, float] | None = None) -> None:
        """Range circles: every piece's when the overlay is on, else the held piece's (laid from `at`
        while it is dragged)."""
        s = self.state
        if s is None or self.pieces is None or self.scene.board is None:
            self.range_overlay.clear()
            return
        circles = []
        ranges = self.overlay_actions.get("ranges")
        if ranges is not None and ranges.isChecked():
            circles.extend(self.table.overlay(s, "ranges", self.scene.board).circles)
        if self.selected_plane is not None:
            held = self.table.overlay(s, "focus", self.scene.board, self.selected_plane).circles
            if at is not None:
                held = tuple((at[0], at[1], r, owner) for _, _, r, owner in held)
                circles = [c for c in circles if c not in held]
            circles.extend(c for c in held if c not in circles)
        self.range_overlay.show([(self.scene.to_scene(lon, lat), radius,
                                  self.palette_.colour(owner).darker(110))
                                 for lon, lat, radius, owner in circles])

    def _refresh_arrows(self) -> None:
        """The arrows of the view's scope (1943-45: the attacks of the impulse): the ones of the
        current fight in red, those already fought in this scope in grey."""
        self._refresh_computer_arrows()
        view = self.view_
        if self.pieces is None or not view.turn:
            self.arrows.clear()
            return
        seen = self._scope_arrows.setdefault(view.turn, {})
        for arrow in view.arrows:
            seen.setdefault(arrow.target, [])
        current = {a.target for a in view.arrows if a.current}
        for target in current:
            seen[target] = [a for a in view.arrows if a.target == target]
        ids = self.pieces.zone_ids
        drawn = []
        for target, arrows in seen.items():
            if target not in current and target not in view.fought:
                continue  # undone since
            if target not in ids:
                continue
            colour = ARROW if target in current else RESOLVED_ARROW
            end = self._zone_anchor(ids[target])
            for arrow in arrows:
                start = self._arrow_start(arrow.origin)
                if start is not None:
                    drawn.append((start, end, colour))
        self.arrows.show(drawn)

    def _refresh_computer_arrows(self) -> None:
        """The computer's moves since a person last decided, numbered in order, in its colour: they
        stay until the next decision at the screen, so counters never just jump."""
        c = self.controller
        drawn = []
        for number, (player, places) in enumerate(c.computer_moves if c is not None else [], 1):
            start, end = self._arrow_start(places.origin), self._arrow_start(places.target)
            if start is not None and end is not None and start != end:
                colour = QColor(self.palette_.colour(player))
                colour.setAlpha(210)
                drawn.append((start, end, colour, str(number)))
        self.computer_arrows.show(drawn)

    def _arrow_start(self, origin: Any) -> QPointF | None:
        if self.pieces is None:
            return None
        if isinstance(origin, tuple):
            return self.scene.to_scene(*origin)
        if origin in self.pieces.zone_ids:
            return self._zone_anchor(self.pieces.zone_ids[origin])
        box = self.pieces.boxes.get(str(origin))
        return box.pos() if box is not None else None

    def _zone_anchor(self, zone_id: str) -> QPointF:
        """Where an arrow meets a zone: its label, or the centre of a hex cell (hexes have none)."""
        label = self.scene.label_item(zone_id)
        if label is not None:
            return label.pos()
        return self.scene.zone_item(zone_id).boundingRect().center()

