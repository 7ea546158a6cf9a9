"""The play window: the board with the forces, the tracks, the decision and combat panels, the log,
and the table gestures of 1943-1945 (select and drag forces, place reinforcements, fly planes).

Every gesture becomes an action of the engine and goes through `GameController.submit`, which
asks the engine; a refusal is shown with the engine's own reason in the status bar (and the
destination's tooltip while dragging). Whatever has no gesture is in the decision panel, which
always lists every legal action, so no decision can block a player.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QCloseEvent, QColor, QDesktopServices, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.protocol import CHANCE, TERMINAL, Action
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import actions as A
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.board_view import BoardView
from sandtable.ui.play.attack_dialog import AttackDialog
from sandtable.ui.play.combat_panel import CombatPanel
from sandtable.ui.play.controller import GameController, RollRecord, Seat
from sandtable.ui.play.decision_panel import DecisionPanel
from sandtable.ui.play.dialogs import PreferencesDialog, VictoryDialog, pref
from sandtable.ui.play.log_panel import LogPanel
from sandtable.ui.play.overlays import (
    ARROW,
    REACH,
    ArrowItem,
    Arrows,
    OverlayGroup,
    RangeOverlay,
    SupplyOverlay,
    ZoneMarks,
)
from sandtable.ui.play.pieces_layer import SIDE_COLOURS, PiecesLayer, piece_title, side_title
from sandtable.ui.play.tracks import TracksWidget

MOVE_KINDS = frozenset({"move", "fly", "transport", "pass", "end_impulse"})
ATTACK_KINDS = frozenset({"attack", "land"})
# Decisions shown in the Combat tab beside the dice: reactions, casualties, events playable now.
REACTION_KINDS = frozenset({"intercept", "transport_loss", "play_event", "no_event", "intercept_landing",
                            "defend", "occupy", "landing_return"})
TRANSPORT_MARK = QColor("#2f6fb0")
OVERSTACKED = QColor("#d22b2b")
_BOARDS: dict[str, Any] = {}


def board_for(session: GameSession) -> Any:
    """The Board the session's topology was read from (loaded once per file per process)."""
    from sandtable.board import load_board
    from sandtable.games.g1943_45.scenario import default_scenario_path

    game = session.game
    inline = getattr(game, "inline_board", None)
    carried = inline(session.record.scenario) if callable(inline) else None
    if carried is not None:  # a record that carries its own board (the editor's "Play on this board")
        return carried
    parse = getattr(game, "parse", None)
    name = "board.geojson"
    if callable(parse):
        scenario = session.record.scenario
        if isinstance(scenario, str):
            scenario = game.load_scenario(scenario)
        name = getattr(parse(scenario), "board", None) or name
    path = str((default_scenario_path().parent / name).resolve())
    board = _BOARDS.get(path)
    if board is None:
        board = load_board(path)
        _BOARDS[path] = board
    return board


def combat_resolver(state: Any) -> Any:
    """The battle or bombardment being fought, when the engine exposes one."""
    resolver = getattr(getattr(state, "combat", None), "resolver", None)
    return resolver if resolver is not None else getattr(state, "battle", None)


class ForcePicker(QGroupBox):
    """Which of the selected zone's forces move: a number of cubes and a tick per counter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Cubes"), self))
        self.cubes = QSpinBox(self)
        row.addWidget(self.cubes, 1)
        layout.addLayout(row)
        self.counter_layout = QVBoxLayout()
        layout.addLayout(self.counter_layout)
        self.boxes: list[tuple[str, QCheckBox]] = []
        hint = QLabel(self.tr("Click a highlighted zone (Shift: by sea), or drag the stack."), self)
        hint.setWordWrap(True)
        layout.addWidget(hint)

    def set_forces(self, title: str, cubes: int, counters: list[tuple[str, str]]) -> None:
        self.setTitle(title)
        self.cubes.setRange(0, cubes)
        self.cubes.setValue(cubes)
        self.cubes.setEnabled(cubes > 0)
        for _, box in self.boxes:
            box.deleteLater()
        self.boxes = []
        for cid, name in counters:
            box = QCheckBox(name, self)
            box.setChecked(True)
            self.counter_layout.addWidget(box)
            self.boxes.append((cid, box))

    def selection(self) -> tuple[int, tuple[str, ...]]:
        return self.cubes.value(), tuple(sorted(cid for cid, box in self.boxes if box.isChecked()))


class PlayWindow(QMainWindow):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.controller: GameController | None = None
        self.path: Path | None = None
        self.selected_zone: int | None = None
        self.selected_plane: str | None = None
        self.victory_dialog: VictoryDialog | None = None
        self.attack_dialog: AttackDialog | None = None
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
        self.supply_overlay = SupplyOverlay(self.scene)
        self.range_overlay = RangeOverlay(self.scene)
        self.marks = ZoneMarks(self.scene)
        self.sea_marks = ZoneMarks(self.scene)
        self.arrows = Arrows(self.scene)
        self.drag_layer = OverlayGroup(self.scene)
        self._impulse_arrows: dict[tuple[int, int], dict[int, tuple[str, tuple[int, ...]]]] = {}
        self._supply_side: int | None = None
        self._build_panel()
        self._build_pages()
        self._build_actions()
        self._build_menus()
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.resize(1280, 760)
        self.setWindowTitle(self.tr("Sandtable — 1943-1945"))

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
        self.pass_button = QPushButton(self.tr("Pass"), panel)
        self.pass_button.clicked.connect(self.pass_or_end)
        buttons.addWidget(self.pass_button)
        self.attack_button = QPushButton(self.tr("To the attacks"), panel)
        self.attack_button.setToolTip(self.tr("End the movement of this impulse and declare attacks"))
        self.attack_button.clicked.connect(self.to_attacks)
        self.attack_button.setVisible(False)
        buttons.addWidget(self.attack_button)
        self.undo_button = QPushButton(self.tr("Undo"), panel)
        self.undo_button.clicked.connect(self.undo)
        buttons.addWidget(self.undo_button)
        layout.addLayout(buttons)
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
        self.log_panel = LogPanel((side_title(0), side_title(1)), self.tabs)
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
        def action(text: str, slot: Any, shortcut: Any = None, checkable: bool = False) -> QAction:
            act = QAction(text, self)
            if shortcut is not None:
                act.setShortcut(shortcut)
            act.setCheckable(checkable)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.act_new = action(self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New)
        self.act_open = action(self.tr("&Open game…"), self.open_game, QKeySequence.StandardKey.Open)
        self.act_save = action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = action(self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_undo = action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_prefs = action(self.tr("&Preferences…"), self.preferences)
        self.act_close = action(self.tr("&Close"), self.close, QKeySequence.StandardKey.Close)
        self.act_zoom_in = action(self.tr("Zoom &in"), self.view.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self.act_zoom_out = action(self.tr("Zoom &out"), self.view.zoom_out, QKeySequence.StandardKey.ZoomOut)
        self.act_fit = action(self.tr("&Fit to window"), self.view.fit_board, QKeySequence("Ctrl+0"))
        self.act_supply_a = action(self.tr("Supply: &Allies"), lambda on: self.show_supply(0 if on else None),
                                   QKeySequence("F5"), True)
        self.act_supply_x = action(self.tr("Supply: A&xis"), lambda on: self.show_supply(1 if on else None),
                                   QKeySequence("F6"), True)
        self.act_ranges = action(self.tr("Plane &ranges"), lambda on: self._refresh_ranges(),
                                 QKeySequence("F7"), True)
        self.act_deselect = action(self.tr("Clear the selection"), self._clear_selection,
                                   QKeySequence(Qt.Key.Key_Escape))
        self.act_rules = action(self.tr("&Rules reference"), self.open_rules,
                                QKeySequence.StandardKey.HelpContents)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for act in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None, self.act_undo,
                    None, self.act_prefs, None, self.act_close):
            game.addSeparator() if act is None else game.addAction(act)
        view = bar.addMenu(self.tr("&View"))
        for act in (self.act_zoom_in, self.act_zoom_out, self.act_fit, None, self.act_supply_a,
                    self.act_supply_x, self.act_ranges):
            view.addSeparator() if act is None else view.addAction(act)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_rules)

    # -- a game ---------------------------------------------------------------------------------
    def start(self, session: GameSession, seats: list[Seat], path: Path | None = None) -> None:
        """Show `session` and play it with `seats`."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.path = path
        self._impulse_arrows.clear()
        if self.scene.board is None or self.pieces is None or self.pieces.topo is not session.state.topo:
            self.scene.set_board(board_for(session))
            self.pieces = PiecesLayer(self.scene, session.state.topo, self)
            self.pieces.clicked.connect(self._item_clicked)
            self.pieces.drag_started.connect(self._drag_started)
            self.pieces.drag_moved.connect(self._drag_moved)
            self.pieces.dropped.connect(self._dropped)
            self.view.fit_board()
        controller = GameController(
            session, seats, autosave=pref(self.settings, "play/autosave"),
            fast_combat=pref(self.settings, "play/fastCombat"),
            handovers=pref(self.settings, "play/handover"),
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

    @property
    def state(self) -> Any:
        return self.controller.state if self.controller is not None else None

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.tr("new game")
        self.setWindowTitle(f"{name} — 1943-1945 — Sandtable")

    # -- refresh --------------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        if c is None or self.pieces is None:
            return
        state = c.state
        legal = c.legal_actions()
        kinds = {a.kind for a in legal}
        if self.selected_zone is not None and not self._zone_movable(self.selected_zone, kinds):
            self._clear_selection()
        if self.selected_plane is not None and not kinds & MOVE_KINDS:
            self._clear_selection()
        self.pieces.update_state(state)
        self.tracks.set_state(state)
        self.prompt.setText(self.prompt_text(kinds))
        self.decisions.set_actions(legal, self._decision_heading())
        self.attack_button.setVisible("to_combat" in kinds)
        if c.waiting_roll:
            self.pass_button.setText(self.tr("Roll the dice"))
            self.pass_button.setEnabled(True)
        elif "pass" in kinds:
            self.pass_button.setText(self.tr("Pass"))
            self.pass_button.setEnabled(True)
        elif "end_impulse" in kinds:
            self.pass_button.setText(self.tr("End impulse"))
            self.pass_button.setEnabled(True)
        elif "no_event" in kinds:
            self.pass_button.setText(self.tr("No event"))
            self.pass_button.setEnabled(True)
        elif "accept_default_setup" in kinds and not getattr(state, "setup_touched", False):
            # Before any piece is placed, "done" would leave the free forces off the board.
            self.pass_button.setText(self.tr("Default deployment"))
            self.pass_button.setEnabled(True)
        else:
            done = [a for a in legal if a.kind in ("reinforce_done", "convert_done", "setup_done")]
            self.pass_button.setText(self.tr("Done") if done else self.tr("Pass"))
            self.pass_button.setEnabled(bool(done))
        can_undo = c.can_undo()
        self.undo_button.setEnabled(can_undo)
        self.act_undo.setEnabled(can_undo)
        combat_actions = [a for a in legal if a.kind.startswith("combat_") or a.kind in REACTION_KINDS]
        # Only a decision made of nothing but combat choices and reactions takes over the panel; events
        # playable beside ordinary moves are listed without a default, so none is played by accident.
        pure = bool(combat_actions) and len(combat_actions) == len(legal)
        default = self._default_combat_action(state, combat_actions) if pure else None
        self.combat.refresh(state, combat_actions, default)
        if pure:
            self.tabs.setCurrentWidget(self.combat)
        self.log_panel.refresh(c.session.log, c.rolls)
        if self._supply_side is not None:
            self.supply_overlay.show(state, self._supply_side, self.pieces.zone_ids)
        self._refresh_marks(legal)
        self._refresh_ranges()
        self._refresh_arrows()

    def _refresh_arrows(self) -> None:
        """The attack arrows of the impulse (at most three): the combat being fought in red, those
        already resolved this impulse in grey. The engine's `combat.attacked` says which stand."""
        state = self.state
        combat = getattr(state, "combat", None)
        if combat is None or self.pieces is None or state.phase != "impulses":
            self.arrows.clear()
            return
        key = (state.turn, state.impulse)
        seen = self._impulse_arrows.setdefault(key, {})
        fight = combat.fight if isinstance(combat.fight, dict) else None
        if fight is not None and fight.get("target") is not None:
            seen[fight["target"]] = (str(fight.get("kind", "")), tuple(fight.get("origins", ())))
        attacked = set(getattr(combat, "attacked", ()))
        ids = self.pieces.zone_ids
        arrows = []
        for target, (kind, origins) in seen.items():
            if target not in attacked or target not in ids:
                continue  # undone since
            current = fight is not None and fight.get("target") == target
            colour = ARROW if current else QColor(90, 90, 90, 200)
            end = self.scene.label_item(ids[target]).pos()
            starts = [self.scene.label_item(ids[o]).pos() for o in origins if o in ids]
            if kind == "landing":
                starts = starts or [self.pieces.sea_box.pos()]
            arrows.extend((start, end, colour) for start in starts)
        self.arrows.show(arrows)

    def _decision_heading(self) -> str:
        c = self.controller
        assert c is not None
        player = c.current_player()
        if player >= 0:
            return self.tr("%1 decide — %2").replace("%1", side_title(player)).replace("%2", self._summary())
        return self._summary()

    def _summary(self) -> str:
        summary = getattr(self.state, "summary", None)
        return summary() if callable(summary) else ""

    def prompt_text(self, kinds: set[str]) -> str:
        c = self.controller
        if c is None:
            return ""
        player = c.current_player()
        if player == TERMINAL:
            result = self.state.result()
            return self.tr("Game over: %1").replace("%1", result.reason if result else "")
        if c.waiting_roll:
            return self.tr("Roll the dice (Combat tab).")
        if player == CHANCE:
            return self.tr("Rolling…")
        who = side_title(player)
        if c.seats[player].is_computer:
            return self.tr("The computer plays the %1…").replace("%1", who)
        s = self.state
        if "setup_place" in kinds or "accept_default_setup" in kinds:
            return self.tr("Axis free set-up: click a zone to place pieces, or accept the default "
                           "deployment in the Decisions tab.")
        if "reinforce" in kinds:
            return self.tr("%1: place %2 reinforcement cube(s). Click a highlighted zone (Shift-click: as "
                           "many as fit).").replace("%1", who).replace("%2", str(s.reinf_left))
        if "convert" in kinds:
            return self.tr("%1: conversion. Click a zone with cubes to convert them, or Done.").replace(
                "%1", who)
        if "choose_first" in kinds:
            return self.tr("%1 won the initiative: choose who plays first (Decisions tab).").replace(
                "%1", who)
        if "no_event" in kinds:
            return self.tr("%1 may play an event now (Combat && dice tab), or press No event.").replace(
                "%1", who).replace("&&", "&")
        if kinds & {"intercept", "transport_loss"}:
            return self.tr("%1: reaction to the enemy's naval transport (Combat tab).").replace("%1", who)
        if "stacking_move" in kinds:
            return self.tr("%1: over-stacked. Click the zone to move the excess out.").replace("%1", who)
        if "overlord_remove_fleet" in kinds:
            return self.tr("Overlord: choose the Allied fleet that leaves (Decisions tab).")
        if kinds & ATTACK_KINDS:
            left = 3 - int(getattr(getattr(s, "combat", None), "arrows", 0))
            return self.tr("%1: attacks. Click an enemy zone to attack it (%2 of 3 arrows left), or End "
                           "impulse.").replace("%1", who).replace("%2", str(left))
        if kinds & MOVE_KINDS:
            return self.tr("%1, impulse: select your forces (click or drag a stack, or a plane), then a "
                           "destination. Pass or End impulse when done.").replace("%1", who)
        return self.tr("%1 decide: see the Decisions tab.").replace("%1", who)

    def _default_combat_action(self, state: Any, actions: list[Action]) -> Action | None:
        if not actions:
            return None
        battle = combat_resolver(state)
        if battle is not None:
            try:
                from sandtable.games.g1943_45.combat import default_policy_action

                default_loss = getattr(battle, "default_loss", None)
                found = default_loss() if callable(default_loss) else default_policy_action(battle)
                for action in actions:
                    if action.describe() == found.describe() or action == found:
                        return action
            except Exception:  # the engine's battle may be in a phase without a default
                pass
        # Events are an option, never the default; reactions intercept with everything available.
        declines = [a for a in actions if a.kind == "no_event"]
        if declines:
            return declines[0]
        if all(a.kind in ("intercept", "intercept_landing") for a in actions):
            return max(actions, key=lambda a: len(getattr(a, "pieces", ())))
        return actions[0]

    # -- status ---------------------------------------------------------------------------------
    def show_status(self, text: str, error: bool = False) -> None:
        self.status_label.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
        self.status_label.setText(text)

    def show_refusal(self, reason: str) -> None:
        self.show_status(self.tr("Not allowed: %1").replace("%1", reason), error=True)

    def submit(self, action: Action) -> bool:
        if self.controller is None:
            return False
        reason = self.controller.submit(action)
        if reason is None:
            self.show_status(action.describe())
            return True
        return False

    def pass_or_end(self) -> None:
        c = self.controller
        if c is None:
            return
        if c.waiting_roll:
            c.roll_now()
            return
        legal = c.legal_actions()
        order = ["pass", "end_impulse", "no_event", "reinforce_done", "convert_done", "setup_done"]
        if not getattr(self.state, "setup_touched", False):
            order.insert(0, "accept_default_setup")
        for kind in order:
            found = [a for a in legal if a.kind == kind]
            if found:
                if kind == "pass" and pref(self.settings, "play/confirmPass"):
                    answer = QMessageBox.question(self, self.tr("Pass"), self.tr("Pass this impulse?"))
                    if answer != QMessageBox.StandardButton.Yes:
                        return
                self._clear_selection()
                self.submit(found[0])
                return

    def to_attacks(self) -> None:
        c = self.controller
        if c is None:
            return
        found = [a for a in c.legal_actions() if a.kind == "to_combat"]
        if found:
            self._clear_selection()
            self.submit(found[0])

    def undo(self) -> None:
        if self.controller is not None:
            self._clear_selection()
            if self.controller.undo() is None:
                self.show_status(self.tr("Undone."))

    # -- selection and gestures -------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view.viewport() and event.type() == QEvent.Type.MouseButtonRelease:
            assert isinstance(event, QMouseEvent)
            self._last_click = self.view.mapToScene(event.position().toPoint())
        return super().eventFilter(watched, event)

    def _own_movers(self, zone: int) -> tuple[int, list[str]]:
        from sandtable.games.g1943_45.movement import fresh_cubes
        from sandtable.games.g1943_45.pieces import LAND_COUNTERS

        s = self.state
        side = s.current_player()
        if side < 0:
            return 0, []
        ids = sorted(cid for cid, c in s.counters.items()
                     if c.zone == zone and c.side == side and c.type in LAND_COUNTERS and not c.moved)
        return fresh_cubes(s, side, zone), ids

    def _zone_movable(self, zone: int, kinds: set[str]) -> bool:
        if not kinds & {"move", "transport"}:
            return False
        cubes, ids = self._own_movers(zone)
        return bool(cubes or ids)

    def _clear_selection(self) -> None:
        self.selected_zone = None
        self.selected_plane = None
        self.picker.setVisible(False)
        if self.pieces is not None:
            self.pieces.select(None, None)
        self.marks.clear()
        self.sea_marks.clear()
        self._refresh_ranges()

    def select_zone(self, zone: int) -> bool:
        """Select the forces of `zone` for a move; False (with the reason) when there are none."""
        c = self.controller
        if c is None or self.pieces is None:
            return False
        kinds = {a.kind for a in c.legal_actions()}
        cubes, ids = self._own_movers(zone)
        if not kinds & {"move", "transport"} or not (cubes or ids):
            self.show_status(self.tr("Nothing of yours can move from %1 now.").replace(
                "%1", self.state.topo.label(zone)), error=True)
            return False
        self.selected_plane = None
        self.selected_zone = zone
        names = [(cid, f"{piece_title(self.state.counters[cid].type)} {cid}") for cid in ids]
        title = self.tr("Forces in %1").replace("%1", self.state.topo.label(zone))
        self.picker.set_forces(title, cubes, names)
        self.picker.setVisible(True)
        self.pieces.select(zone, None)
        self._refresh_marks(c.legal_actions())
        return True

    def select_plane(self, cid: str) -> bool:
        c = self.controller
        if c is None or self.pieces is None:
            return False
        legal = c.legal_actions()
        c_obj = self.state.counters.get(cid)
        # Any plane of the player may be picked up during an impulse; the engine judges where it goes.
        movable = c_obj is not None and c_obj.side == c.current_player() and not c_obj.moved
        if not movable or not {a.kind for a in legal} & MOVE_KINDS:
            self.show_status(self.tr("That plane cannot fly now."), error=True)
            return False
        self.selected_zone = None
        self.selected_plane = cid
        self.picker.setVisible(False)
        self.pieces.select(None, cid)
        self._refresh_marks(legal)
        self._refresh_ranges()
        self.show_status(self.tr("%1 selected: click a zone (the point you click is where it lands), "
                                 "or an enemy zone in range to bomb it.").replace("%1", cid))
        return True

    def _land_targets(self, legal: list[Action], origin: int) -> dict[int, tuple[int, ...]]:
        found: dict[int, tuple[int, ...]] = {}
        for a in legal:
            if isinstance(a, A.MoveLand) and a.origin == origin and a.path:
                dest = a.path[-1]
                if dest not in found or len(a.path) < len(found[dest]):
                    found[dest] = a.path
        return found

    def _sea_targets(self, legal: list[Action], origin: int) -> set[int]:
        return {a.to for a in legal if isinstance(a, A.Transport) and a.origin == origin}

    def _fly_targets(self, legal: list[Action], cid: str) -> set[int]:
        s = self.state
        me = s.counters[cid]
        twins = {k for k, c in s.counters.items() if c.zone == me.zone and c.type == me.type
                 and c.engaged == me.engaged and c.side == me.side}
        return {a.to for a in legal if isinstance(a, A.MoveAir) and a.plane in twins}

    def _refresh_marks(self, legal: list[Action]) -> None:
        if self.pieces is None:
            return
        ids = self.pieces.zone_ids
        kinds = {a.kind for a in legal}
        if self.selected_zone is not None:
            land = self._land_targets(legal, self.selected_zone)
            sea = self._sea_targets(legal, self.selected_zone) - set(land)
            self.marks.show([ids[z] for z in land if z in ids], REACH)
            self.sea_marks.show([ids[z] for z in sea if z in ids], TRANSPORT_MARK)
        elif self.selected_plane is not None and self.selected_plane in self.state.counters:
            targets = self._fly_targets(legal, self.selected_plane)
            self.marks.show([ids[z] for z in targets if z in ids], REACH)
            self.sea_marks.clear()
        elif "reinforce" in kinds:
            zones = {a.zone for a in legal if isinstance(a, A.Reinforce)}
            self.marks.show([ids[z] for z in zones if z in ids], REACH)
            self.sea_marks.clear()
        elif "convert" in kinds:
            zones = {a.zone for a in legal if isinstance(a, A.Convert)}
            self.marks.show([ids[z] for z in zones if z in ids], REACH)
            self.sea_marks.clear()
        elif "stacking_move" in kinds:
            zones = {a.origin for a in legal if isinstance(a, A.StackingMove)}
            self.marks.show([ids[z] for z in zones if z in ids], OVERSTACKED)
            self.sea_marks.clear()
        else:
            self.marks.clear()
            self.sea_marks.clear()

    def _refresh_ranges(self) -> None:
        s = self.state
        if s is None or self.pieces is None:
            self.range_overlay.clear()
            return
        board = self.scene.board
        wanted = []
        for cid, c in sorted(s.counters.items()):
            if c.type not in ("plane", "plane_it") or c.zone <= 0:
                continue
            if not (self.act_ranges.isChecked() or cid == self.selected_plane):
                continue
            pos = c.pos or s.topo.default_plane_position(c.zone)
            radius = board.ruler_km(s.ruler(c.side))
            wanted.append((self.scene.to_scene(*pos), radius, SIDE_COLOURS[c.side].darker(110)))
        self.range_overlay.show(wanted)

    def _item_clicked(self, kind: str, value: Any) -> None:
        self._consumed_click = True
        QTimer.singleShot(0, self._release_click)
        if kind == "plane":
            if self.selected_zone is not None:
                # A click on a plane sitting in the destination zone still means "go there".
                zone = self.state.counters[value].zone
                self.zone_action(zone)
                return
            self.select_plane(str(value))
        elif kind == "zone":
            self.zone_action(int(value))

    def _release_click(self) -> None:
        self._consumed_click = False

    def _zone_clicked(self, zone_id: str) -> None:
        if self._consumed_click:
            self._consumed_click = False
            return
        if self.pieces is None:
            return
        number = self.pieces.zone_number(zone_id)
        if number is None:
            self._clear_selection()
            return
        self.zone_action(number, self._last_click)

    def zone_action(self, zone: int, scene_pos: QPointF | None = None, shift: bool | None = None) -> None:
        """What a click on `zone` means now; the engine judges the resulting action."""
        c = self.controller
        if c is None:
            return
        if not c.is_human_turn():
            self.show_refusal(c.why_illegal(A.Pass()) or "")
            return
        if shift is None:
            from PySide6.QtWidgets import QApplication

            shift = bool(QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier)
        legal = c.legal_actions()
        kinds = {a.kind for a in legal}
        if self.selected_plane is not None:
            self.fly_to(zone, scene_pos)
            return
        if self.selected_zone is not None:
            if zone == self.selected_zone:
                self._clear_selection()
                return
            self.move_to(zone, by_sea=shift)
            return
        if kinds & ATTACK_KINDS:
            targets = [a for a in legal if a.kind in ATTACK_KINDS and getattr(a, "target", None) == zone]
            if targets:
                self.declare_attack(zone)
                return
            if not self._zone_movable(zone, kinds):
                self.show_status(self.tr("%1 cannot be attacked now: no attack or landing on it is possible.")
                                 .replace("%1", self.state.topo.label(zone)), error=True)
                return
        if "to_combat" in kinds and self.state.enemy_present(self.state.current_player(), zone) \
                and not self._zone_movable(zone, kinds):
            self.show_status(self.tr("Attacks come after the movement: press “To the attacks” first."),
                             error=True)
            return
        if "reinforce" in kinds:
            mine = [a for a in legal if isinstance(a, A.Reinforce) and a.zone == zone]
            count = max((a.count for a in mine), default=1) if shift else 1
            self.submit(A.Reinforce(zone, count))
            return
        if kinds & {"move", "transport"}:
            self.select_zone(zone)
            return
        choices = [a for a in legal if getattr(a, "zone", None) == zone or getattr(a, "origin", None) == zone]
        if "convert" in kinds and not choices:
            self.submit(A.Convert(zone, "tank"))  # the engine says why this zone cannot convert
            return
        if "setup_place" in kinds and not choices:
            self.submit(A.SetupPlace(zone, "cube", 1))
            return
        if len(choices) == 1:
            self.submit(choices[0])
        elif choices:
            self.offer_choices(choices)
        else:
            self.show_status(self.tr("Nothing to do in %1 now: see the Decisions tab.")
                             .replace("%1", self.state.topo.label(zone)), error=True)

    def declare_attack(self, target: int) -> AttackDialog | None:
        """Open the attack/landing dialog on `target` (non-modal: OK submits the composed action)."""
        c = self.controller
        if c is None:
            return None
        candidates = [a for a in c.legal_actions()
                      if a.kind in ATTACK_KINDS and getattr(a, "target", None) == target]
        if not candidates:
            return None
        dialog = AttackDialog(self.state.topo.label(target), candidates, self.state.counters, c.why_illegal,
                              self)
        dialog.accepted.connect(lambda: self.submit(dialog.action()))
        self.attack_dialog = dialog
        dialog.open()
        return dialog

    def offer_choices(self, choices: list[Action]) -> QMenu:
        menu = QMenu(self)
        for action in choices[:40]:
            menu.addAction(action.describe(), lambda a=action: self.submit(a))
        if len(choices) > 40:
            more = menu.addAction(self.tr("More in the Decisions tab…"))
            more.setEnabled(False)
        from PySide6.QtGui import QCursor

        menu.popup(QCursor.pos())
        self._menu = menu
        return menu

    def move_action(self, dest: int, by_sea: bool = False) -> Action | None:
        """The move the current selection makes to `dest` (land unless by sea or only by sea)."""
        c = self.controller
        if c is None or self.selected_zone is None:
            return None
        origin = self.selected_zone
        cubes, counters = self.picker.selection()
        legal = c.legal_actions()
        land = self._land_targets(legal, origin)
        sea = self._sea_targets(legal, origin)
        if (by_sea and dest in sea) or (dest not in land and dest in sea):
            return A.Transport(origin, dest, cubes, counters)
        path = land.get(dest, (dest,))
        return A.MoveLand(origin, path, cubes, counters)

    def move_to(self, dest: int, by_sea: bool = False) -> bool:
        action = self.move_action(dest, by_sea)
        if action is None:
            return False
        if self.submit(action):
            self._clear_selection()
            return True
        return False

    def fly_to(self, dest: int, scene_pos: QPointF | None) -> bool:
        c = self.controller
        if c is None or self.selected_plane is None:
            return False
        cid = self.selected_plane
        side = self.state.counters[cid].side
        if self.state.enemy_present(side, dest):
            # A plane sent onto enemy forces bombs them (Air bombardment), when the engine offers it.
            bombs = [a for a in c.legal_actions() if a.kind == "bomb" and getattr(a, "plane", "") == cid
                     and getattr(a, "zone", None) == dest]
            if bombs:
                if self.submit(bombs[0]):
                    self._clear_selection()
                    return True
                return False
        position = None
        if scene_pos is not None and self.scene.board is not None:
            lon, lat = self.scene.to_lonlat(scene_pos)
            position = (round(lon, 4), round(lat, 4))
        action = A.MoveAir(cid, dest, position)
        reason = c.why_illegal(action)
        if reason is not None and position is not None:
            fallback = A.MoveAir(cid, dest, None)
            if c.why_illegal(fallback) is None and self.submit(fallback):
                self.show_status(self.tr("Placed at the zone's default spot: %1").replace("%1", reason))
                self._clear_selection()
                return True
        if self.submit(action):
            self._clear_selection()
            return True
        return False

    def _zone_hovered(self, zone_id: str | None) -> None:
        if self.pieces is None or self.controller is None:
            return
        number = self.pieces.zone_number(zone_id)
        if number is None:
            self.show_status(self.scene.zone_name(zone_id) if zone_id else "")
            return
        text = self.scene.zone_name(zone_id or "")
        if self.selected_zone is not None and number != self.selected_zone:
            action = self.move_action(number)
            reason = self.controller.why_illegal(action) if action is not None else None
            if action is not None:
                verdict = "✓ " + action.describe() if reason is None else "✗ " + reason
                self.show_status(f"{text} — {verdict}", error=reason is not None)
                self.view.setToolTip(verdict)
                return
        self.view.setToolTip("")
        self.show_status(text)

    def _scale_changed(self, scale: float) -> None:
        if self.pieces is not None:
            self.pieces.relayout(scale)

    # -- dragging -------------------------------------------------------------------------------
    def _drag_started(self, kind: str, value: Any) -> None:
        if self.pieces is None:
            return
        if kind == "zone":
            if self.selected_zone != value and not self.select_zone(int(value)):
                return
            start = self.pieces.stacks[int(value)].pos()
        elif kind == "plane":
            if not self.select_plane(str(value)):
                return
            start = self.pieces.planes[str(value)].pos()
        else:
            return
        self._drag_origin = (kind, value)
        self._drag_arrow = ArrowItem(start, start)
        self.drag_layer.add(self._drag_arrow, 10)

    def _drag_moved(self, pos: QPointF) -> None:
        if self._drag_arrow is not None:
            self._drag_arrow.set_end(pos)
            if self._drag_origin is not None and self._drag_origin[0] == "plane" and self.state is not None:
                # The ruler laid from where the plane would land: what it would reach from there.
                side = self.state.counters[str(self._drag_origin[1])].side
                radius = self.scene.board.ruler_km(self.state.ruler(side))
                self.range_overlay.show([(pos, radius, SIDE_COLOURS[side].darker(110))])
            if self.pieces is not None:
                zone = self.pieces.zone_at(pos)
                self._zone_hovered(self.pieces.zone_ids.get(zone) if zone is not None else None)

    def _dropped(self, kind: str, value: Any, pos: QPointF) -> None:
        self.drag_layer.clear()
        self._drag_arrow = None
        self._refresh_ranges()
        if self._drag_origin is None or self.pieces is None:
            return
        self._drag_origin = None
        dest = self.pieces.zone_at(pos)
        if dest is None:
            self.show_status(self.tr("Dropped outside the land zones."), error=True)
            return
        if kind == "plane":
            self.fly_to(dest, pos)
        elif dest != self.selected_zone:
            self.move_to(dest)

    # -- controller signals ---------------------------------------------------------------------
    def _thinking(self, player: int, on: bool) -> None:
        self.thinking_box.setVisible(on)
        if on:
            self.thinking_label.setText(self.tr("Computer (%1) thinking…").replace("%1", side_title(player)))
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
            self.pause_button.setText(self.tr("Pause"))
            c.resume()
        else:
            c.pause()
            self.pause_button.setText(self.tr("Resume"))
            self.thinking_box.setVisible(True)
            self.thinking_label.setText(self.tr("Computer paused"))
            self.progress_bar.setRange(0, 1)

    def _handover(self, player: int) -> None:
        name = side_title(player)
        self.handover_title.setText(self.tr("%1 to decide").replace("%1", name))
        self.handover_text.setText(self.tr("Pass the computer to the %1 player.").replace("%1", name)
                                   + "\n" + self._summary())
        self.handover_button.setText(self.tr("I am the %1 player: continue").replace("%1", name))
        self.pages.setCurrentIndex(1)

    def _roll_waiting(self, label: str) -> None:
        self.combat.set_waiting(label)
        self.tabs.setCurrentWidget(self.combat)
        self.refresh()

    def _rolled(self, roll: RollRecord) -> None:
        self.combat.set_waiting(None)
        self.combat.show_roll(roll)

    def _game_over(self, result: Any) -> None:
        self.refresh()
        winner = None
        if result is not None and result.winner is not None:
            winner = side_title(result.winner)
        reason = result.reason if result is not None else ""
        colour = SIDE_COLOURS[result.winner].name() if winner and result is not None else "#555555"
        c = self.controller
        detail = ""
        if c is not None:
            decisions = sum(1 for e in c.session.log if not e.is_chance)
            turn = str(getattr(self.state, "turn", "?"))
            detail = self.tr("Turn %1 · %2 decisions · %3 rolls").replace("%1", turn) \
                .replace("%2", str(decisions)).replace("%3", str(len(c.rolls)))
        dialog = VictoryDialog(winner, reason, self, colour, detail)
        dialog.finished.connect(lambda code: self.new_game() if code == VictoryDialog.NEW_GAME else None)
        self.victory_dialog = dialog
        dialog.open()

    # -- overlays -------------------------------------------------------------------------------
    def show_supply(self, side: int | None) -> None:
        self._supply_side = side
        self.act_supply_a.setChecked(side == 0)
        self.act_supply_x.setChecked(side == 1)
        if side is None or self.state is None or self.pieces is None:
            self.supply_overlay.clear()
            return
        zones, sources = self.supply_overlay.show(self.state, side, self.pieces.zone_ids)
        text = self.tr("%1 supply: %2 zones in supply from %3 sources.")
        self.show_status(text.replace("%1", side_title(side)).replace("%2", str(zones))
                         .replace("%3", str(sources)))

    # -- files ----------------------------------------------------------------------------------
    def new_game(self) -> None:
        from sandtable.ui.play.start_screen import StartScreen

        screen = StartScreen(self.settings, self)
        if screen.exec() and screen.session is not None:
            self.start(screen.session, screen.seats, screen.path)

    def open_game(self) -> None:
        from sandtable.ui.play.start_screen import open_saved, remember_game, seats_from_meta

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(Path.home()),
                                              self.tr("Sandtable games (*.json);;All files (*)"))
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
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                              str(Path.home() / "1943-45.json"),
                                              self.tr("Sandtable games (*.json)"))
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
            QMessageBox.warning(self, self.tr("Cannot save"), self.tr("%1 could not be written.\n\n%2")
                                .replace("%1", path.name).replace("%2", str(exc)))
            return False
        self.path = path
        remember_game(self.settings, path)
        self._update_title()
        self.show_status(self.tr("Saved to %1").replace("%1", str(path)))
        return True

    def preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() and self.controller is not None:
            self.controller.fast_combat = pref(self.settings, "play/fastCombat")
            self.controller.handovers = pref(self.settings, "play/handover")

    def open_rules(self) -> bool:
        from sandtable.resources import docs_dir

        path = docs_dir() / "rules" / "1943-45.md"
        if not path.is_file():
            QMessageBox.information(self, self.tr("Rules reference"),
                                    self.tr("The rules notes are not installed with this copy."))
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)
