"""The table gestures of the play window, for any game: select a stack or a piece, click or drag it to
a place, click a place to act there, hover to see what a drop would do (and, in a hex game, the path
the move would walk: `TableGame.route`).

What a gesture means is the game's (`TableGame.movable`, `targets`, `compose`, `click`, `explain`,
`action_places`); whether it is legal is the engine's (`GameController.why_illegal`, `submit`).
`GestureMixin` is mixed into `PlayWindow`, which provides the widgets it names.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QCursor, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu

from sandtable.core.protocol import Action
from sandtable.core.table import Selection
from sandtable.ui.play import hooks
from sandtable.ui.play.overlays import REACH, ArrowItem, OverlayGroup, PathItem
from sandtable.ui.play.pieces_layer import game_text

ROLE_COLOURS = {"move": REACH, "fly": REACH, "place": REACH, "attack": QColor("#d22b2b"),
                "sea": QColor("#2f6fb0"), "alert": QColor("#d22b2b")}
MAX_MENU = 40



# The window's context: these methods run on a PlayWindow, whose tr() looks there.
def tr(text: str) -> str:
    return QCoreApplication.translate("PlayWindow", text)

class GestureMixin:
    """Selection, clicks, drags and hover of the play window (see the module docstring)."""

    # -- what the player holds ----------------------------------------------------------------------
    def _clear_selection(self) -> None:
        self.selected_zone = None
        self.selected_plane = None
        self.picker.setVisible(False)
        if self.pieces is not None:
            self.pieces.select(None, None)
        self.marks.clear()
        self.sea_marks.clear()
        self.show_route(None)
        self._refresh_focus()

    def selection(self, point: QPointF | None = None, alternate: bool = False) -> Selection | None:
        if self.selected_zone is not None:
            counts, ids = self.picker.selection()
            return Selection(self.selected_zone, ids, counts, None, alternate)
        if self.selected_plane is not None:
            lonlat = None
            if point is not None and self.scene.board is not None:
                lonlat = self.scene.to_lonlat(point)
            return Selection(None, (self.selected_plane,), {}, lonlat, alternate)
        return None

    def select_zone(self, place: Any) -> bool:
        """Select the pieces of `place` for a move; False (with the reason) when there are none."""
        c = self.controller
        if c is None or self.pieces is None:
            return False
        pieces = self.table.movable(self.state, place) if c.is_human_turn() else []
        if not pieces:
            self.show_status(tr("Nothing of yours can move from %1 now.").replace(
                "%1", self._place_name(place)), error=True)
            return False
        self.selected_plane = None
        self.selected_zone = place
        self.picker.set_pieces(tr("Forces in %1").replace("%1", self._place_name(place)), pieces)
        self.picker.setVisible(True)
        self.pieces.select(place, None)
        self._refresh_marks(c.legal_actions())
        return True

    def select_plane(self, pid: str) -> bool:
        """Pick up a piece that stands at a point (a plane); the game says where it may go."""
        c = self.controller
        if c is None or self.pieces is None:
            return False
        legal = c.legal_actions()
        targets = self.table.targets(self.state, legal, Selection(None, (pid,)))
        if not targets:
            self.show_status(tr("That piece cannot move now."), error=True)
            return False
        self.selected_zone = None
        self.selected_plane = pid
        self.picker.setVisible(False)
        self.pieces.select(None, pid)
        self._refresh_marks(legal)
        self._refresh_focus()
        self.show_status(tr("%1 selected: click a zone (the point you click is where it lands), "
                            "or an enemy zone in range to bomb it.").replace("%1", self._piece_title(pid)))
        return True

    def _piece_title(self, pid: str) -> str:
        """A piece standing at a point as its tooltip names it ("Allies: 1 × plane"), never by its id."""
        point = self.pieces.points.get(pid) if self.pieces is not None else None
        return game_text(point.chip.title) if point is not None and point.chip.title else "—"

    def _refresh_marks(self, legal: list[Action]) -> None:
        if self.pieces is None:
            return
        selection = self.selection()
        lit = self.table.targets(self.state, legal, selection) if self.state is not None else {}
        ids = self.pieces.zone_ids
        main = [ids[p] for p, role in lit.items() if p in ids and role != "sea"]
        roles = {role for role in lit.values() if role != "sea"}
        colour = ROLE_COLOURS.get(roles.pop(), REACH) if len(roles) == 1 else REACH
        self.marks.show(main, colour)
        self.pieces.light_boxes({p for p in lit if p in self.pieces.boxes}, colour)
        self.sea_marks.show([ids[p] for p, role in lit.items() if p in ids and role == "sea"],
                            ROLE_COLOURS["sea"])

    # -- clicks ---------------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.MouseButtonRelease:
            assert isinstance(event, QMouseEvent)
            self._last_click = self.view.mapToScene(event.position().toPoint())
        return super().eventFilter(watched, event)  # type: ignore[misc]

    def _item_clicked(self, kind: str, value: Any) -> None:
        self._consumed_click = True
        QTimer.singleShot(0, self._release_click)
        if kind == "piece":
            if self.selected_zone is not None:
                # A click on a piece standing in the destination still means "go there".
                where = self.pieces.zone_at(self.pieces.points[value].pos()) if self.pieces else None
                if where is not None:
                    self.zone_action(where)
                return
            self.select_plane(str(value))
        elif kind in ("place", "box"):
            self.zone_action(value)

    def _release_click(self) -> None:
        self._consumed_click = False

    def _zone_clicked(self, zone_id: str) -> None:
        if self._consumed_click:
            self._consumed_click = False
            return
        if self.pieces is None:
            return
        place = self.pieces.zone_number(zone_id)
        if place is None:
            self._clear_selection()
            return
        self.zone_action(place, self._last_click)

    def zone_action(self, place: Any, scene_pos: QPointF | None = None, shift: bool | None = None) -> None:
        """What a click on `place` means now; the engine judges the resulting action."""
        c = self.controller
        if c is None:
            return
        if not c.is_human_turn():
            self.show_refusal(c.not_your_turn())
            return
        if shift is None:
            shift = bool(QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
        legal = c.legal_actions()
        if self.selected_plane is not None:
            self.drop_on(place, scene_pos, shift)
            return
        if self.selected_zone is not None:
            if place == self.selected_zone:
                self._clear_selection()
                return
            self.drop_on(place, None, shift)
            return
        attacks = [a for a in legal if (p := self.table.action_places(self.state, a)) is not None
                   and p.role == "attack" and p.target == place and not p.pieces]
        if attacks:
            self.declare_attack(place)
            return
        why = self.table.explain(self.state, legal, place)
        if why:
            self.show_status(game_text(why), error=True)
            return
        action = self.table.click(self.state, legal, place, shift)
        if action is not None:
            self.submit(action)
            return
        if self.table.movable(self.state, place):
            self.select_zone(place)
            return
        choices = [a for a in legal if (p := self.table.action_places(self.state, a)) is not None
                   and place in (p.origin, p.target)]
        if len(choices) == 1:
            self.submit(choices[0])
        elif choices:
            self.offer_choices(choices)
        else:
            self.show_status(tr("Nothing to do in %1 now: see the Decisions tab.")
                             .replace("%1", self._place_name(place)), error=True)

    def declare_attack(self, target: Any) -> Any:
        """The game's composer for the attacks on `target` when it has one, else the plain choice."""
        c = self.controller
        if c is None:
            return None
        candidates = [a for a in c.legal_actions()
                      if (p := self.table.action_places(self.state, a)) is not None
                      and p.role == "attack" and p.target == target and not p.pieces]
        if not candidates:
            return None
        composer = hooks.hook(self.table, "compose_attack")
        if composer is not None:
            self.attack_dialog = composer(self, target, candidates)
            return self.attack_dialog
        if len(candidates) == 1:
            self.submit(candidates[0])
            return None
        return self.offer_choices(candidates)

    def offer_choices(self, choices: list[Action]) -> QMenu:
        menu = QMenu(self)
        for action in choices[:MAX_MENU]:
            menu.addAction(self.describe(action), lambda a=action: self.submit(a))
        if len(choices) > MAX_MENU:
            more = menu.addAction(tr("More in the Decisions tab…"))
            more.setEnabled(False)
        menu.popup(QCursor.pos())
        self._menu = menu
        return menu

    # -- drops ----------------------------------------------------------------------------------------
    def move_action(self, dest: Any, by_sea: bool = False, point: QPointF | None = None) -> Action | None:
        """The action dropping the current selection on `dest` makes (the game composes it)."""
        c = self.controller
        selection = self.selection(point, by_sea)
        if c is None or selection is None:
            return None
        return self.table.compose(self.state, c.legal_actions(), selection, dest)

    def move_to(self, dest: Any, by_sea: bool = False) -> bool:
        return self.drop_on(dest, None, by_sea)

    def fly_to(self, dest: Any, scene_pos: QPointF | None) -> bool:
        return self.drop_on(dest, scene_pos, False)

    def drop_on(self, dest: Any, point: QPointF | None, alternate: bool) -> bool:
        action = self.move_action(dest, alternate, point)
        if action is None:
            self.show_status(tr("That cannot go to %1.").replace("%1", self._place_name(dest)),
                             error=True)
            return False
        c = self.controller
        choices = self.table.alternatives(self.state, c.legal_actions(), action) if c is not None else []
        if len(choices) > 1:  # the rules leave a choice the drop cannot show: the player picks it
            self.offer_choices(choices)
            self._clear_selection()
            return True
        if self.submit(action):
            self._clear_selection()
            return True
        return False

    def _zone_hovered(self, zone_id: str | None) -> None:
        if self.pieces is None or self.controller is None:
            return
        place = self.pieces.zone_number(zone_id)
        text = self.scene.zone_name(zone_id) if zone_id else ""
        if place is not None and self.selected_zone is not None and place != self.selected_zone:
            action = self.move_action(place)
            if action is not None:
                reason = self.controller.why_illegal(action)
                verdict = ("✓ " + self.describe(action) if reason is None
                           else "✗ " + self.describe_text(reason))
                if reason is None:
                    verdict += self._odds_text(action)
                self.show_route(action if reason is None else None)
                self.show_status(f"{text} — {verdict}", error=reason is not None)
                self.view.setToolTip(verdict)
                return
        self.show_route(None)
        self.view.setToolTip("")
        self.show_status(text)

    def show_route(self, action: Action | None) -> int:
        """Draw the places `action` would pass through (`TableGame.route`: a hex game's move, hex by
        hex), or nothing; the number of places drawn."""
        layer = self.__dict__.get("_route_layer")
        if layer is None:
            layer = self._route_layer = OverlayGroup(self.scene)
        layer.clear()
        if action is None or self.pieces is None or self.state is None:
            return 0
        places = self.table.route(self.state, action)
        ids = self.pieces.zone_ids
        if len(places) < 2 or any(p not in ids for p in places):
            return 0
        layer.add(PathItem([self._zone_anchor(ids[p]) for p in places]), 9)
        return len(places)

    def _odds_text(self, action: Action) -> str:
        """The exact odds of the battle `action` would start, when the game counts them."""
        spec = self.table.battle_spec()
        if spec is None:
            return ""
        try:
            setup = spec.from_state(self.state, action)
            report = spec.odds(setup) if setup is not None else None
        except (ValueError, KeyError, IndexError, TypeError):  # a battle the spec cannot describe
            return ""
        return f" — {game_text(report.text)}" if report is not None and report.text else ""

    # -- dragging -------------------------------------------------------------------------------------
    def _drag_started(self, kind: str, value: Any) -> None:
        if self.pieces is None:
            return
        if kind in ("place", "box"):  # a box (a beach box, an airfield) is a place pieces leave too
            if self.selected_zone != value and not self.select_zone(value):
                return
            item = self.pieces.stacks.get(value) if kind == "place" else self.pieces.boxes.get(value)
            if item is None:
                return
            start = item.pos()
        elif kind == "piece":
            if not self.select_plane(str(value)):
                return
            start = self.pieces.points[str(value)].pos()
        else:
            return
        self._drag_origin = (kind, value)
        self._drag_arrow = ArrowItem(start, start)
        self.drag_layer.add(self._drag_arrow, 10)

    def _drag_moved(self, pos: QPointF) -> None:
        if self._drag_arrow is None:
            return
        self._drag_arrow.set_end(pos)
        if self._drag_origin is not None and self._drag_origin[0] == "piece" and self.state is not None:
            # The piece's reach laid from where it would land (1943-45: the ruler from that point).
            self._refresh_focus(self.scene.to_lonlat(pos))
        if self.pieces is not None:
            place = self.pieces.zone_at(pos)
            self._zone_hovered(self.pieces.zone_ids.get(place) if place is not None else None)

    def _dropped(self, kind: str, value: Any, pos: QPointF) -> None:
        self.drag_layer.clear()
        self.show_route(None)
        self._drag_arrow = None
        self._refresh_focus()
        if self._drag_origin is None or self.pieces is None:
            return
        self._drag_origin = None
        dest = self.pieces.zone_at(pos)
        if dest is None:
            self.show_status(tr("Dropped outside the zones."), error=True)
            return
        if kind == "piece":
            self.drop_on(dest, pos, False)
        elif dest != self.selected_zone:
            self.drop_on(dest, None, False)
