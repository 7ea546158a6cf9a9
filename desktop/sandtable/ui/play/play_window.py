"""The play window: the board with the pieces, the tracks, the decision and combat panels, the log,
and the table gestures (`gestures.GestureMixin`), for any registered game.

The game is known only through its plug-in (`core.table.TableGame`, `registry.table_for`): what is
drawn comes from `table.view(state, observer)`, what a gesture means from the table's gesture
methods, the game's own dialogs from its UI module (`ui.play.hooks`). Every gesture becomes an
action of the engine and goes through `GameController.submit`, which asks the engine; a refusal is
shown with the engine's own reason in the status bar (and the destination's tooltip while dragging).
Whatever has no gesture is in the decision panel, which always lists every legal action, so no
decision can block a player.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.protocol import CHANCE, TERMINAL, Action
from sandtable.core.registry import table_for
from sandtable.core.session import GameSession
from sandtable.core.table import TableGame, TableView
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.board_view import BoardView
from sandtable.ui.play import hooks
from sandtable.ui.play.combat_panel import CombatPanel
from sandtable.ui.play.controller import GameController, Seat
from sandtable.ui.play.decision_panel import DecisionPanel
from sandtable.ui.play.dialogs import VictoryDialog, pref
from sandtable.ui.play.gestures import GestureMixin
from sandtable.ui.play.history import HistoryMixin
from sandtable.ui.play.log_panel import LogPanel
from sandtable.ui.play.overlays import (
    ArrowItem,
    Arrows,
    OverlayGroup,
    PlacesOverlay,
    RangeOverlay,
    ZoneMarks,
)
from sandtable.ui.play.picker import ForcePicker
from sandtable.ui.play.pieces_layer import Palette, PiecesLayer, game_text
from sandtable.ui.play.players_dialog import change_players
from sandtable.ui.play.table_flow import FlowMixin
from sandtable.ui.play.table_overlays import OverlayMixin
from sandtable.ui.play.tracks import TracksWidget
from sandtable.ui.play.window_files import FilesMixin
from sandtable.ui.play.window_signals import SignalsMixin


class PlayWindow(GestureMixin, OverlayMixin, FilesMixin, HistoryMixin, FlowMixin, SignalsMixin, QMainWindow):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller: GameController | None = None
        self.table: TableGame = TableGame()
        self.palette_ = Palette([])
        self.view_: TableView = TableView()
        # What `view_` was built from: a refresh that changes nothing in the game (the computer starts
        # thinking, a selection) reuses it instead of asking the game again.
        self._view_key: tuple[int, ...] = ()
        self.path: Path | None = None
        self.selected_zone: Any = None
        self.selected_plane: str | None = None
        self.victory_dialog: VictoryDialog | None = None
        self.attack_dialog: Any = None
        self.pieces: PiecesLayer | None = None
        self._consumed_click = False
        self._last_click: QPointF | None = None
        self._drag_arrow: ArrowItem | None = None
        self._drag_origin: tuple[str, Any] | None = None
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self.view.viewport().installEventFilter(self)
        self.view.zone_clicked.connect(self._zone_clicked)
        self.view.zone_hovered.connect(self._zone_hovered)
        self.view.scale_changed.connect(self._scale_changed)
        self.places_overlay = PlacesOverlay(self.scene)
        self.range_overlay = RangeOverlay(self.scene)
        self.marks = ZoneMarks(self.scene)
        self.sea_marks = ZoneMarks(self.scene)
        self.arrows = Arrows(self.scene)
        self.computer_arrows = Arrows(self.scene)  # the computer's moves until a person decides
        self.drag_layer = OverlayGroup(self.scene)
        self._scope_arrows: dict[str, dict[Any, list[Any]]] = {}
        self.overlay_actions: dict[str, QAction] = {}
        self._board_key: Any = None
        self._build_panel()
        self._build_pages()
        self._build_actions()
        self._build_menus()
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.resize(1280, 760)
        self.setWindowTitle(self.tr("Sandtable"))

    # -- layout ---------------------------------------------------------------------------------
    def _build_panel(self) -> None:
        panel = QWidget(self)
        layout = QVBoxLayout(panel)
        layout.setContentsMargins(4, 4, 4, 4)
        self.tracks = TracksWidget(panel)
        layout.addWidget(self.tracks)
        self.prompt = QLabel(panel)
        self.prompt.setWordWrap(True)
        font = self.prompt.font()
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setMinimumHeight(40)
        layout.addWidget(self.prompt)
        self.picker = ForcePicker(panel)
        self.picker.setVisible(False)
        layout.addWidget(self.picker)
        buttons = QHBoxLayout()
        # The game's one-click decisions (Pass, End impulse, Done, ...): the main one, a second one.
        self.pass_button = QPushButton(self.tr("Pass"), panel)
        self.pass_button.clicked.connect(self.pass_or_end)
        buttons.addWidget(self.pass_button)
        self.attack_button = QPushButton(panel)
        self.attack_button.clicked.connect(self.to_attacks)
        self.attack_button.setVisible(False)
        buttons.addWidget(self.attack_button)
        self.undo_button = QPushButton(self.tr("Undo"), panel)
        self.undo_button.clicked.connect(self.undo)
        buttons.addWidget(self.undo_button)
        self.redo_button = QPushButton(self.tr("Redo"), panel)
        self.redo_button.clicked.connect(self.redo)
        buttons.addWidget(self.redo_button)
        layout.addLayout(buttons)
        self._button_actions: list[Action] = []
        self.thinking_box = QWidget(panel)
        # The label has a line of its own: beside the bar and two buttons it was cut short.
        think_rows = QVBoxLayout(self.thinking_box)
        think_rows.setContentsMargins(0, 0, 0, 0)
        self.thinking_label = QLabel(self.thinking_box)
        think_rows.addWidget(self.thinking_label)
        think = QHBoxLayout()
        think_rows.addLayout(think)
        self.progress_bar = QProgressBar(self.thinking_box)
        self.progress_bar.setRange(0, 0)
        think.addWidget(self.progress_bar, 1)
        self.move_now_button = QPushButton(self.tr("Move now"), self.thinking_box)
        self.move_now_button.clicked.connect(lambda: self.controller.move_now() if self.controller else None)
        think.addWidget(self.move_now_button)
        self.pause_button = QPushButton(self.tr("Pause"), self.thinking_box)
        self.pause_button.clicked.connect(self._toggle_pause)
        think.addWidget(self.pause_button)
        self.thinking_box.setVisible(False)
        layout.addWidget(self.thinking_box)
        self.tabs = QTabWidget(panel)
        self.decisions = DecisionPanel(self.tabs)
        self.decisions.chosen.connect(self.submit)
        self.combat = CombatPanel(self.tabs)
        self.combat.chosen.connect(self.submit)
        self.combat.roll_requested.connect(lambda: self.controller.roll_now() if self.controller else None)
        self.tabs.addTab(self.decisions, self.tr("Decisions"))
        self.tabs.addTab(self.combat, self.tr("Combat && dice"))
        self.log_panel = LogPanel(("", ""), self.tabs)
        self.log_panel.describe = self.describe_text
        self.log_panel.step_chosen.connect(self.show_history)
        self.log_panel.back_button.clicked.connect(self.leave_history)
        self.tabs.addTab(self.log_panel, self.tr("Log"))
        layout.addWidget(self.tabs, 1)
        panel.setMinimumWidth(330)
        panel.setMaximumWidth(420)
        self.panel = panel

    def _build_pages(self) -> None:
        splitter = QSplitter(self)
        splitter.addWidget(self.view)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([940, 340])
        self.pages = QStackedWidget(self)
        self.pages.addWidget(splitter)
        self.handover_page = QWidget(self)
        hl = QVBoxLayout(self.handover_page)
        hl.addStretch(1)
        self.handover_title = QLabel(self.handover_page)
        font = self.handover_title.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.handover_title.setFont(font)
        self.handover_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hl.addWidget(self.handover_title)
        self.handover_text = QLabel(self.handover_page)
        self.handover_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handover_text.setWordWrap(True)
        hl.addWidget(self.handover_text)
        self.handover_button = QPushButton(self.handover_page)
        self.handover_button.clicked.connect(lambda: self.pages.setCurrentIndex(0))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.handover_button)
        row.addStretch(1)
        hl.addLayout(row)
        hl.addStretch(2)
        self.pages.addWidget(self.handover_page)
        self.setCentralWidget(self.pages)

    def _build_actions(self) -> None:
        self.act_new = self._action(self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New)
        self.act_open = self._action(self.tr("&Open game…"), self.open_game, QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_undo = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_redo = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        self.act_players = self._action(self.tr("&Players…"), lambda: change_players(self))
        self.act_prefs = self._action(self.tr("&Preferences…"), self.preferences)
        self.act_close = self._action(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        self.act_zoom_in = self._action(self.tr("Zoom &in"), self.view.zoom_in,
                                        QKeySequence.StandardKey.ZoomIn)
        self.act_zoom_out = self._action(self.tr("Zoom &out"), self.view.zoom_out,
                                         QKeySequence.StandardKey.ZoomOut)
        self.act_fit = self._action(self.tr("&Fit to window"), self.view.fit_board, QKeySequence("Ctrl+0"))
        self.act_deselect = self._action(self.tr("Clear the selection"), self._clear_selection,
                                         QKeySequence(Qt.Key.Key_Escape))
        self.act_rules = self._action(self.tr("&Rules reference"), self.open_rules,
                                      QKeySequence.StandardKey.HelpContents)

    def _action(self, text: str, slot: Any, shortcut: Any = None, checkable: bool = False) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(shortcut)
        act.setCheckable(checkable)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for act in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None, self.act_undo,
                    self.act_redo, None, self.act_players, self.act_prefs, None, self.act_close):
            game.addSeparator() if act is None else game.addAction(act)
        self.view_menu = bar.addMenu(self.tr("&View"))
        for act in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            self.view_menu.addAction(act)
        self._overlay_separator = self.view_menu.addSeparator()
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_rules)

    def _set_overlays(self) -> None:
        """The game's overlays as checkable entries of the View menu (with their shortcuts)."""
        for act in self.overlay_actions.values():
            self.view_menu.removeAction(act)
            self.removeAction(act)
        self.overlay_actions = {}
        for info in self.table.overlays():
            shortcut = QKeySequence(info.shortcut) if info.shortcut else None
            act = self._action(game_text(info.title), lambda on=False, i=info.id: self.toggle_overlay(i, on),
                               shortcut, True)
            self.view_menu.addAction(act)
            self.overlay_actions[info.id] = act

    # -- a game ---------------------------------------------------------------------------------
    def start(self, session: GameSession, seats: list[Seat], path: Path | None = None) -> None:
        """Show `session` and play it with `seats`."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.path = path
        if self.history_step is not None:  # a new game is never shown from an old one's past
            self.history_step = None
            self._set_history_controls(False)
            self.log_panel.show_history_banner(None)
        self._scope_arrows.clear()
        table = table_for(session.game.game_id)
        # The engine's words in this game's own terms first ("tank": 1943-45's "char", not FSTR's "chars").
        from sandtable.ui.i18n import set_game_words

        set_game_words(session.game.game_id)
        board = table.board(session.game, session.record.scenario)
        if table is not self.table:
            self.table = table
            words = hooks.hook(table, "table_words")  # the game's short words at the table, translated
            self.palette_ = Palette(table.sides(), table.counter_art(), words() if words else None)
            self._set_overlays()
        self.log_panel.set_sides(tuple(self.palette_.name(i) for i in range(len(self.palette_.sides))))
        if self.pieces is None or board is not self._board_key:
            self._board_key = board
            self._set_board(board, session.state)
        controller = GameController(
            session, seats, autosave=pref(self.settings, "play/autosave"),
            fast_combat=pref(self.settings, "play/fastCombat"),
            handovers=pref(self.settings, "play/handover"),
            auto_forced=pref(self.settings, "play/autoForced"),
            auto_routine=pref(self.settings, "play/autoRoutine"),
            watch_computer_dice=pref(self.settings, "play/watchComputerDice"),
            parent=self)
        self.controller = controller
        controller.changed.connect(self.refresh)
        controller.refused.connect(self.show_refusal)
        controller.thinking.connect(self._thinking)
        controller.progress.connect(self._progress)
        controller.handover.connect(self._handover)
        controller.roll_waiting.connect(self._roll_waiting)
        controller.rolled.connect(self._rolled)
        controller.game_over.connect(self._game_over)
        controller.problem.connect(lambda text: QMessageBox.warning(self, self.tr("Problem"), text))
        self.pages.setCurrentIndex(0)
        self.pause_button.setText(self.tr("Pause"))
        self.thinking_box.setVisible(False)
        self.combat.set_waiting(None)
        self._clear_selection()
        self.refresh()
        self._update_title()
        controller.proceed()

    def _set_board(self, board: Any, state: Any) -> None:
        if self.pieces is not None:
            self.pieces.deleteLater()
        places: dict[Any, str] = {}
        if board is not None:
            self.scene.set_board(board)
            places = self.table.places(state, board)
        self.pieces = PiecesLayer(self.scene, places, self.palette_, self)
        self.pieces.clicked.connect(self._item_clicked)
        self.pieces.drag_started.connect(self._drag_started)
        self.pieces.drag_moved.connect(self._drag_moved)
        self.pieces.dropped.connect(self._dropped)
        self.view.fit_board()

    @property
    def state(self) -> Any:
        return self.controller.state if self.controller is not None else None

    def observer(self) -> int | None:
        """Whose eyes the board is drawn for: the person at the screen (hidden information)."""
        c = self.controller
        if c is None:
            return None
        humans = [i for i, seat in enumerate(c.seats) if not seat.is_computer]
        if len(humans) == 1:
            return humans[0]
        player = c.current_player()
        return player if player >= 0 else c.last_human()

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.tr("new game")
        self.setWindowTitle(f"{name} — {game_text(self.table.title)} — Sandtable")

    def _place_name(self, place: Any) -> str:
        if self.state is None:
            return str(place)
        return game_text(self.table.describe_place(self.state, place))

    def side_name(self, player: int | None) -> str:
        return self.palette_.name(player)

    def describe(self, action: Action) -> str:
        """A decision in the game's words, read from the state it is made in (before it applies)."""
        if self.state is None:
            return game_text(action.describe())
        return game_text(self.table.describe_decision(self.state, action))

    def describe_text(self, text: str) -> str:
        """An engine's refusal or roll label in the player's words (pieces and places named)."""
        if self.state is None:
            return game_text(text)
        return game_text(self.table.describe_text(self.state, text))

    # -- refresh --------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c is None or self.pieces is None:
            return
        if self.history_step is not None:  # looking back: the log follows the game, the board does not
            self.log_panel.refresh(c.session.log, c.rolls, self.table.notes(c.state))
            return
        state = c.state
        legal = c.legal_actions()
        if self.selected_zone is not None and not self.table.movable(state, self.selected_zone):
            self._clear_selection()
        if self.selected_plane is not None and not c.is_human_turn():
            self._clear_selection()
        observer = self.observer()
        # States change in place as actions apply: the record's length tells a new position.
        key = (id(self.table), id(c.session), id(state), len(c.session.record.actions),
               -1 if observer is None else observer)
        if key != self._view_key:
            seen = self.table.observation(state, observer) if observer is not None else state
            self.view_ = self.table.view(seen, observer)
            self._view_key = key
        self.pieces.update_view(self.view_)
        self.tracks.set_tracks(self.view_.tracks, self.palette_)
        self.prompt.setText(self.prompt_text(legal))
        self.decisions.set_actions(legal, self._decision_heading(), self.describe)
        self._refresh_buttons(legal)
        can_undo = c.can_undo()
        self.undo_button.setEnabled(can_undo)
        self.act_undo.setEnabled(can_undo)
        # A disabled Undo says why (a tooltip shows on a disabled button too).
        self.undo_button.setToolTip("" if can_undo else c.undo_refusal())
        can_redo = c.can_redo()
        self.redo_button.setEnabled(can_redo)
        self.act_redo.setEnabled(can_redo)
        combat_actions = [a for a in legal if self.table.is_combat_decision(a)]
        # Only a decision made of nothing but combat choices and reactions takes over the panel; events
        # playable beside ordinary moves are listed without a default, so none is played by accident.
        pure = bool(combat_actions) and len(combat_actions) == len(legal)
        default = self.table.default_decision(state, combat_actions) if pure else None
        self.combat.refresh(self.table, state, combat_actions, default)
        if pure:
            self.tabs.setCurrentWidget(self.combat)
        self.log_panel.refresh(c.session.log, c.rolls, self.table.notes(self.state))
        for overlay_id, act in self.overlay_actions.items():
            if act.isChecked() and overlay_id.startswith("supply"):
                self._show_places_overlay(overlay_id, quiet=True)
        self._refresh_marks(legal)
        self._refresh_note_marks()
        self._refresh_focus()
        self._refresh_arrows()
        follow = hooks.hook(self.table, "state_changed")  # a game's own widgets follow the state
        if follow is not None:
            follow(self)

    def _refresh_buttons(self, legal: list[Action]) -> None:
        c = self.controller
        assert c is not None
        offered = self.table.buttons(self.state, legal) if legal else []
        self._button_actions = [action for _, action in offered]
        if c.waiting_roll:
            self.pass_button.setText(self.tr("Roll the dice"))
            self.pass_button.setEnabled(True)
        elif offered:
            self.pass_button.setText(game_text(offered[0][0]))
            self.pass_button.setEnabled(True)
        else:
            self.pass_button.setText(self.tr("Pass"))
            self.pass_button.setEnabled(False)
        second = offered[1] if len(offered) > 1 else None
        self.attack_button.setVisible(second is not None)
        if second is not None:
            self.attack_button.setText(game_text(second[0]))
            self.attack_button.setToolTip(self.describe(second[1]))

    def _decision_heading(self) -> str:
        c = self.controller
        assert c is not None
        player = c.current_player()
        summary = game_text(self.view_.summary)
        if player >= 0:
            # "%1 to decide" reads right for one power ("Germany") and for a side ("Allies") alike.
            return self.tr("%1 to decide").replace("%1", self.side_name(player)) + " — " + summary
        return summary

    def prompt_text(self, legal: list[Action]) -> str:
        c = self.controller
        if c is None:
            return ""
        player = c.current_player()
        if player == TERMINAL:
            result = self.state.result()
            return self.tr("Game over: %1").replace("%1", self.describe_text(result.reason) if result else "")
        if c.waiting_roll:
            return self.tr("Roll the dice (Combat tab).")
        if player == CHANCE:
            return self.tr("Rolling…")
        who = self.side_name(player)
        if c.seats[player].is_computer:
            return self.tr("The computer plays the %1…").replace("%1", who)
        text = self.table.prompt(self.state, legal)
        if text:
            return game_text(text)
        return self.tr("%1 to decide").replace("%1", who) + " (" + self.tr("Decisions") + ")"

    # -- status ---------------------------------------------------------------------------------
    def show_status(self, text: str, error: bool = False) -> None:
        self.status_label.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
        self.status_label.setText(text)

    def show_refusal(self, reason: str) -> None:
        self.show_status(self.tr("Not allowed: %1").replace("%1", self.describe_text(reason)), error=True)

    def submit(self, action: Action) -> bool:
        if self.controller is None:
            return False
        if self.history_step is not None:
            self.show_status(self.history_refusal())
            return False
        done = self.describe(action)  # worded before it applies: "the plane in Tunis", not where it went
        reason = self.controller.submit(action)
        if reason is None:
            if self.pages.currentWidget() is not self.handover_page:  # the next player's screen:
                self.show_status(done)  # the last decision (a far unit's move) is not for their eyes
            return True
        return False

    def pass_or_end(self) -> None:
        """The main button: roll the waiting dice, or the game's main one-click decision."""
        c = self.controller
        if c is None:
            return
        if c.waiting_roll:
            c.roll_now()
            return
        if not self._button_actions:
            return
        action = self._button_actions[0]
        if not self.confirmed(action):
            return
        self._clear_selection()
        self.submit(action)

    def to_attacks(self) -> None:
        """The second button: the game's second one-click decision (1943-45: To the attacks)."""
        if self.controller is None or len(self._button_actions) < 2:
            return
        self._clear_selection()
        self.submit(self._button_actions[1])

    def undo(self) -> None:
        if self.controller is not None:
            self._clear_selection()
            if self.controller.undo() is None:
                self.show_status(self.tr("Undone."))

    def redo(self) -> None:
        if self.controller is not None:
            self._clear_selection()
            if self.controller.redo() is None:
                self.show_status(self.tr("Redone."))

    def _scale_changed(self, scale: float) -> None:
        if self.pieces is not None:
            self.pieces.relayout(scale)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        # A game's own windows (battle board, purchase) are top-level: they go with the table.
        for dialog in self.findChildren(QDialog):
            dialog.close()
        super().closeEvent(event)
