"""The play window driven through real widgets: a hotseat game from the start screen, the Axis
set-up from the decision panel, the hand-over screen, moves by dragging and clicking stacks
(refusals show the engine's reason), undo, reinforcements placed by clicking, a naval transport
intercepted through the combat panel with its dice shown, save and reload to the same hash."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QEvent, QPoint, QSettings, Qt

from play_support import drag, send, stack_point, zone_point
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.saves import open_session
from sandtable.core.session import GameSession
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.options import OPTIONS
from sandtable.ui.play.controller import HUMAN, Seat
from sandtable.ui.play.play_window import PlayWindow
from sandtable.ui.play.start_screen import StartScreen


@pytest.fixture
def settings(tmp_path):
    s = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    s.setValue("play/handover", True)
    return s


@pytest.fixture
def window(qtbot, settings):
    w = PlayWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    return w


def start_hotseat(window: PlayWindow, seed: int = 11, scenario: object = "default",
                  options: dict | None = None) -> GameSession:
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", scenario, dict(options or {}), seed))
    window.start(session, [Seat(), Seat()])
    return session


# -- mouse helpers -------------------------------------------------------------------------------
def click(qtbot, window: PlayWindow, pos: QPoint) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def do_in_panel(qtbot, window: PlayWindow, text: str) -> None:
    """Pick the decision panel entry whose text contains `text` and press Do it."""
    panel = window.decisions
    panel.filter.setText(text)
    assert panel.list.count() >= 1, f"no decision {text!r} in {panel._texts}"
    panel.list.setCurrentRow(0)
    qtbot.mouseClick(panel.do_button, Qt.MouseButton.LeftButton)
    panel.filter.clear()


def continue_handover(qtbot, window: PlayWindow) -> None:
    if window.pages.currentIndex() == 1:
        qtbot.mouseClick(window.handover_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 0


def to_allied_impulse(qtbot, window: PlayWindow) -> None:
    do_in_panel(qtbot, window, "accept the scenario")
    continue_handover(qtbot, window)
    if window.state.phase == "initiative_choice":
        do_in_panel(qtbot, window, "the Allies play the first impulse")
        continue_handover(qtbot, window)
    assert window.state.phase == "impulses" and window.state.active_side() == 0


# -- tests ---------------------------------------------------------------------------------------
def test_start_screen_offers_documented_defaults_and_starts_a_hotseat_game(qtbot, settings):
    screen = StartScreen(settings)
    qtbot.addWidget(screen)
    assert {name: box.isChecked() for name, box in screen.option_boxes.items()} == {
        o.name: o.default for o in OPTIONS}
    assert [c.currentData() for c in screen.seat_combos] == [HUMAN, HUMAN]
    screen.seed_spin.setValue(4242)
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert screen.result() == StartScreen.DialogCode.Accepted
    assert screen.session is not None
    assert screen.session.record.seed == 4242
    assert screen.session.state.phase == "axis_setup"
    assert not any(seat.is_computer for seat in screen.seats)


def test_setup_handover_and_drag_move_then_undo(qtbot, window):
    start_hotseat(window)
    assert "set-up" in window.prompt.text()
    do_in_panel(qtbot, window, "accept the scenario")
    # The Axis set up; whoever decides next gets the hand-over screen first.
    assert window.pages.currentIndex() == 1
    assert window.handover_title.text().endswith("to decide")
    continue_handover(qtbot, window)
    if window.state.phase == "initiative_choice":
        do_in_panel(qtbot, window, "the Allies play the first impulse")
        continue_handover(qtbot, window)
    state = window.state
    before = state.state_hash()
    cubes_19, cubes_18 = state.cubes[0][19], state.cubes[0][18]
    tanks_19 = state.counters_at(0, 19)
    drag(window, stack_point(window, 19), zone_point(window, 18))
    state = window.state
    # The whole stack (the picker's default) moved by the drag.
    assert state.cubes[0][19] == 0
    assert state.cubes[0][18] == cubes_18 + cubes_19
    assert all(state.counters[cid].zone == 18 for cid in tanks_19 if state.counters[cid].type == "tank")
    assert window.undo_button.isEnabled()
    after = state.state_hash()
    assert not window.redo_button.isEnabled()
    qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
    assert window.state.state_hash() == before
    # Redo makes the same move again; a new move would have dropped it.
    assert window.redo_button.isEnabled()
    qtbot.mouseClick(window.redo_button, Qt.MouseButton.LeftButton)
    assert window.state.state_hash() == after
    assert not window.redo_button.isEnabled()


def test_a_refused_undo_says_which_dice_were_seen(qtbot, window):
    start_hotseat(window)
    do_in_panel(qtbot, window, "accept the scenario")
    continue_handover(qtbot, window)
    log = window.controller.session.log
    if not any(entry.is_chance for entry in log):
        pytest.skip("no roll before the first decision with this seed")
    assert not window.undo_button.isEnabled()
    assert "dice were seen" in window.undo_button.toolTip()
    window.act_undo.setEnabled(True)  # Ctrl+Z pressed anyway: the reason goes to the status line
    window.act_undo.trigger()
    assert "dice were seen" in window.status_label.text()


def test_click_select_refuses_illegal_destination_with_engine_reason(qtbot, window):
    start_hotseat(window, seed=12)
    to_allied_impulse(qtbot, window)
    before = window.state.state_hash()
    click(qtbot, window, stack_point(window, 20))
    assert window.selected_zone == 20
    assert window.picker.isVisible()
    action = window.move_action(17)
    reason = window.controller.why_illegal(action)
    assert reason  # Oran does not border Tunis
    click(qtbot, window, zone_point(window, 17))
    # the engine's reason in the player's words: "Tunis (17) is not connected to Oran (20) ..."
    assert window.status_label.text() == f"Not allowed: {window.describe_text(reason)}"
    assert "Tunis (17)" in window.status_label.text()
    assert window.state.state_hash() == before
    # A partial move chosen in the picker: one cube only.
    window.picker.cubes.setValue(1)
    for _, box in window.picker.boxes:
        box.setChecked(False)
    cubes_19 = window.state.cubes[0][19]
    click(qtbot, window, zone_point(window, 19))
    assert window.state.cubes[0][19] == cubes_19 + 1
    assert window.state.cubes[0][20] == 3


def test_reinforcements_placed_by_clicking_zones(qtbot, window):
    start_hotseat(window, seed=21, scenario=room_in_algiers())
    to_allied_impulse(qtbot, window)
    # Two passes end turn 1 (declining the events offered on the way); turn 2 starts with the
    # initiative roll, then reinforcements.
    for _ in range(8):
        if window.state.turn == 2:
            break
        qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
        continue_handover(qtbot, window)
    if window.state.phase == "initiative_choice":
        do_in_panel(qtbot, window, "the Allies play the first impulse")
        continue_handover(qtbot, window)
    state = window.state
    assert state.turn == 2 and state.phase == "reinforcements"
    side = state.current_player()
    legal_zones = sorted({a.zone for a in state.legal_actions() if isinstance(a, A.Reinforce)})
    assert legal_zones
    left = state.reinf_left
    zone = legal_zones[0]
    cubes = state.cubes[side][zone]
    click(qtbot, window, zone_point(window, zone))
    assert window.state.cubes[side][zone] == cubes + 1
    assert window.state.reinf_left == left - 1
    # A zone where the engine refuses: its reason is shown, nothing changes.
    bad = next(z for z in window.state.topo.open_zones
               if z not in legal_zones and window.state.control[z] != side and z in window.pieces.zone_ids
               and window.scene.label_item(window.pieces.zone_ids[z]) is not None)
    before = window.state.state_hash()
    click(qtbot, window, zone_point(window, bad))
    assert window.status_label.text().startswith("Not allowed: reinforcements cannot enter")
    assert window.state.state_hash() == before


def test_transport_intercepted_through_the_combat_panel(qtbot, window):
    start_hotseat(window, seed=31)
    to_allied_impulse(qtbot, window)
    click(qtbot, window, stack_point(window, 18))
    window.picker.cubes.setValue(1)
    for _, box in window.picker.boxes:
        box.setChecked(False)
    transport = window.move_action(20, by_sea=True)
    assert isinstance(transport, A.Transport)
    assert window.submit(transport)
    continue_handover(qtbot, window)
    # The Axis react: the combat panel offers the interception, all pieces pre-selected.
    assert window.state.current_player() == 1
    assert window.tabs.currentWidget() is window.combat
    choice = window.combat.choice.currentData()
    assert isinstance(choice, A.Intercept) and len(choice.pieces) == max(
        len(a.pieces) for a in window.state.legal_actions())
    rolls_before = len(window.controller.rolls)
    qtbot.mouseClick(window.combat.confirm, Qt.MouseButton.LeftButton)
    continue_handover(qtbot, window)
    rolls = window.controller.rolls[rolls_before:]
    assert rolls and all("interception" in r.label for r in rolls)
    assert window.combat.dice.faces == rolls[-1].faces
    shown = window.combat.roll_label.text()
    assert window.describe_text(rolls[-1].label) in shown and "X.uboat" not in shown  # no counter id
    log_texts = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert any("interception" in t and "Roll — " in t and "rolled" in t for t in log_texts)


def test_save_and_reload_give_the_same_state(qtbot, window, tmp_path):
    session = start_hotseat(window, seed=41)
    to_allied_impulse(qtbot, window)
    drag(window, stack_point(window, 19), zone_point(window, 18))
    path = tmp_path / "game.json"
    assert window.save_to(path)
    reopened = open_session(path)
    assert reopened.state.state_hash() == session.state.state_hash()
    assert reopened.record.actions == session.record.actions
    other = PlayWindow(window.settings)
    qtbot.addWidget(other)
    other.start(reopened, [Seat(), Seat()], path)
    assert other.state.state_hash() == window.state.state_hash()
    assert other.pieces.stacks[18].chips == window.pieces.stacks[18].chips
    other.close()


def test_supply_overlay_and_plane_ranges_follow_the_engine(qtbot, window):
    from sandtable.games.g1943_45.supply import supplied_zones

    start_hotseat(window, seed=51)
    to_allied_impulse(qtbot, window)
    window.overlay_actions["supply-1"].trigger()
    supplied = supplied_zones(window.state, 1)
    tinted = [i for i in window.places_overlay.items if i.__class__.__name__ == "QGraphicsPathItem"]
    assert len(tinted) == len(supplied) + 1  # one tint per zone and the supply-line path
    window.overlay_actions["supply-1"].trigger()
    assert not window.places_overlay.visible
    window.overlay_actions["ranges"].trigger()
    planes = [c for c in window.state.counters.values() if c.type in ("plane", "plane_it") and c.zone > 0]
    assert len(window.range_overlay.items) == len(planes)
    radius = window.range_overlay.items[0].rect().width() / 2
    assert radius == pytest.approx(window.scene.board.ruler_km(window.state.ruler(0)))


def plane_point(window: PlayWindow, cid: str) -> QPoint:
    """The middle of the plane's chip, which stands beside its point on a pin (drawn at screen size)."""
    item = window.pieces.planes[cid]
    return window.view.mapFromScene(item.scenePos()) + item.chip_rect().center().toPoint()


def room_in_algiers() -> dict:
    """The shipped scenario with two cubes fewer in Algiers (19): the shipped set-up fills every
    Allied zone to the stacking limit."""
    scenario = copy.deepcopy(get_game("1943-45").load_scenario("default"))
    algiers = next(p for p in scenario["setup"]["allied"] if p["zone"] == 19)
    algiers["pieces"]["cube"] = 2
    return scenario


def test_plane_flown_by_clicks_with_its_range_drawn(qtbot, window):
    start_hotseat(window, seed=61, scenario=room_in_algiers())
    to_allied_impulse(qtbot, window)
    # Into a full zone: the engine's refusal is shown.
    plane = next(cid for cid in window.state.counters_at(0, 18) if window.state.counters[cid].type == "plane")
    click(qtbot, window, plane_point(window, plane))
    click(qtbot, window, zone_point(window, 20))
    assert window.status_label.text().startswith("Not allowed:")
    assert window.state.counters[plane].zone == 18
    window._clear_selection()
    click(qtbot, window, plane_point(window, plane))
    assert window.selected_plane == plane
    assert window.status_label.text().startswith("Allies: 1 × plane selected")  # by its kind, not its id
    # The selected plane's range: one circle of the ruler in force around its position.
    assert len(window.range_overlay.items) == 1
    radius = window.range_overlay.items[0].rect().width() / 2
    assert radius == pytest.approx(window.scene.board.ruler_km(window.state.ruler(0)))
    targets = {a.to for a in window.state.legal_actions() if isinstance(a, A.MoveAir) and a.plane == plane}
    assert 19 in targets
    click(qtbot, window, zone_point(window, 19))
    moved = window.state.counters[plane]
    assert moved.zone == 19
    ok, _ = window.state.topo.is_legal_plane_position(moved.pos, 19)
    assert ok
    assert window.selected_plane is None and not window.range_overlay.visible


def test_conversion_by_clicking_a_zone_offers_the_engine_choices(qtbot, window):
    start_hotseat(window, seed=71, options={"conversion_in_first_turn": True})
    do_in_panel(qtbot, window, "accept the scenario")
    continue_handover(qtbot, window)
    if window.state.phase == "initiative_choice":
        do_in_panel(qtbot, window, "the Allies play the first impulse")
        continue_handover(qtbot, window)
    state = window.state
    assert state.phase == "conversion"
    side = state.current_player()
    choices = [a for a in state.legal_actions() if isinstance(a, A.Convert)]
    assert choices
    zone = choices[0].zone
    counters_before = len(state.counters_at(side, zone))
    cubes_before = state.cubes[side][zone]
    window.zone_action(zone)
    here = [a for a in choices if a.zone == zone]
    if len(here) > 1:
        menu = window._menu
        texts = [act.text() for act in menu.actions()]
        assert texts == [window.describe(a) for a in here]  # in the log's words
        menu.actions()[0].trigger()
        menu.close()
    assert len(window.state.counters_at(side, zone)) == counters_before + 1
    assert window.state.cubes[side][zone] < cubes_before
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)  # "Done"
    continue_handover(qtbot, window)
    assert window.state.phase in ("conversion", "impulses")


def test_preferences_are_kept_in_qsettings(qtbot, window, settings):
    from sandtable.ui.play.dialogs import PreferencesDialog, pref

    start_hotseat(window)
    dialog = PreferencesDialog(settings, window)
    qtbot.addWidget(dialog)
    dialog.boxes["play/fastCombat"].setChecked(True)
    dialog.boxes["play/handover"].setChecked(False)
    dialog.accept()
    assert pref(settings, "play/fastCombat") is True
    assert pref(settings, "play/handover") is False


def test_thinking_computer_shows_progress_and_moves_now(qtbot, window):
    import threading

    from sandtable.ui.play.controller import COMPUTER

    started = threading.Event()

    class Thinker:
        def choose(self, state, stop, progress):
            started.set()
            progress(0.25)
            stop.wait(10)
            return next(a for a in state.legal_actions() if a.kind == "accept_default_setup")

    for _ in range(2):  # a second game in the same window: buttons act once, not twice
        session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 3))
        started.clear()
        window.start(session, [Seat(), Seat(COMPUTER, Thinker(), "thinker")])
        assert started.wait(5)
        qtbot.waitUntil(lambda: window.progress_bar.maximum() == 100, timeout=5000)
        assert window.thinking_box.isVisible()
        assert window.progress_bar.value() == 25
        assert "thinking" in window.thinking_label.text()
        assert not window.decisions.do_button.isEnabled()  # nothing for the human while it thinks
        qtbot.mouseClick(window.move_now_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.controller.is_thinking(), timeout=5000)
        assert session.state.phase != "axis_setup"
        assert not window.thinking_box.isVisible()
    window.controller.shutdown()


def test_pause_and_resume_the_computer(qtbot, window):
    from sandtable.ui.play.controller import COMPUTER

    calls: list[int] = []

    class Waiter:
        def choose(self, state, stop):
            calls.append(1)
            stop.wait(10)
            return next(a for a in state.legal_actions() if a.kind == "accept_default_setup")

    for _ in range(2):
        session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 3))
        calls.clear()
        window.start(session, [Seat(), Seat(COMPUTER, Waiter(), "waiter")])
        qtbot.waitUntil(lambda: bool(calls), timeout=5000)
        qtbot.mouseClick(window.pause_button, Qt.MouseButton.LeftButton)
        assert window.controller.paused and window.pause_button.text() == "Resume"
        assert not window.controller.is_thinking()
        qtbot.mouseClick(window.pause_button, Qt.MouseButton.LeftButton)
        assert not window.controller.paused and window.pause_button.text() == "Pause"
        qtbot.waitUntil(lambda: len(calls) == 2, timeout=5000)  # thinking again, from the start
        qtbot.mouseClick(window.move_now_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not window.controller.is_thinking(), timeout=5000)
        assert session.state.phase != "axis_setup"
    window.controller.shutdown()


def test_plane_dragged_with_its_range_previewed_at_the_cursor(qtbot, window):
    start_hotseat(window, seed=62, scenario=room_in_algiers())
    to_allied_impulse(qtbot, window)
    plane = next(cid for cid in window.state.counters_at(0, 18) if window.state.counters[cid].type == "plane")
    start, end = plane_point(window, plane), zone_point(window, 19)
    send(window, QEvent.Type.MouseButtonPress, start, True)
    for i in range(1, 5):
        send(window, QEvent.Type.MouseMove, start + (end - start) * (i / 4), True)
    # While dragging: one range circle, centred where the plane would land.
    assert len(window.range_overlay.items) == 1
    centre = window.range_overlay.items[0].rect().center()
    target = window.view.mapToScene(end)
    assert abs(centre.x() - target.x()) < 1e-6 and abs(centre.y() - target.y()) < 1e-6
    assert window.drag_layer.visible
    send(window, QEvent.Type.MouseButtonRelease, end, False)
    assert not window.drag_layer.visible
    assert window.state.counters[plane].zone == 19


def test_plane_clicked_onto_enemy_forces_bombs_them(qtbot, window):
    start_hotseat(window, seed=63)
    to_allied_impulse(qtbot, window)
    bombs = [a for a in window.state.legal_actions() if a.kind == "bomb" and a.plane]
    assert bombs, "an Allied plane reaches an Axis zone in turn 1"
    bomb = bombs[0]
    line = window.state.describe_action(bomb)  # the log's words (wording.py)
    plane_zone = window.state.counters[bomb.plane].zone
    click(qtbot, window, plane_point(window, bomb.plane))
    assert window.selected_plane == bomb.plane
    click(qtbot, window, zone_point(window, bomb.zone))
    texts = [e.text for e in window.controller.session.log]
    assert line in texts
    assert window.state.counters[bomb.plane].zone == plane_zone  # bombing is not a move
    if window.controller.waiting_roll:  # fast combat is off: the bombing dice wait for Roll
        qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    assert "bomb" in window.controller.rolls[-1].label.lower()
    assert window.combat.dice.faces == window.controller.rolls[-1].faces


def test_axis_free_setup_by_clicking_zones(qtbot, window):
    start_hotseat(window, seed=64)
    state = window.state
    places = [a for a in state.legal_actions() if isinstance(a, A.SetupPlace)]
    zone = places[0].zone
    here = [a for a in places if a.zone == zone]
    cubes_before = state.cubes[1][zone]
    left_before = dict(state.setup_left)
    click(qtbot, window, zone_point(window, zone))
    menu = window._menu
    assert [act.text() for act in menu.actions()][:len(here[:40])] == [window.describe(a) for a in here[:40]]
    cube_one = next(i for i, a in enumerate(here) if a.piece == "cube" and a.count == 1)
    menu.actions()[cube_one].trigger()
    menu.close()
    assert window.state.cubes[1][zone] == cubes_before + 1
    assert window.state.setup_left.get("cube", 0) == left_before["cube"] - 1
    # Once a piece is placed, the button finishes the set-up instead of taking the default one.
    assert window.pass_button.text() == "Done"


def test_a_log_line_shows_the_board_as_it_was_then(qtbot, window):
    from sandtable.core.record import replay

    start_hotseat(window)
    do_in_panel(qtbot, window, "accept the scenario")
    continue_handover(qtbot, window)
    if window.state.phase == "initiative_choice":
        do_in_panel(qtbot, window, "the Allies play the first impulse")
        continue_handover(qtbot, window)
    drag(window, stack_point(window, 19), zone_point(window, 18))
    if window.pages.currentIndex() == 1:
        continue_handover(qtbot, window)
    live_view = window.pieces._view
    steps = len(window.controller.session.record.actions)
    # Click the first line of the log: the board after step 1, read-only.
    window.tabs.setCurrentWidget(window.log_panel)
    log = window.log_panel.list
    first = next(log.item(i) for i in range(log.count()) if log.item(i).data(Qt.ItemDataRole.UserRole) == 1)
    log.scrollToItem(first)
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(first).center())
    assert window.history_step == 1
    past, _ = replay(window.controller.session.game, window.controller.session.record, upto=1)
    assert window.pieces._view == window.table.view(past, window.observer())
    assert window.pieces._view != live_view
    assert window.log_panel.back_button.isVisible() and not window.decisions.isEnabled()
    assert not window.submit(window.controller.legal_actions()[0])  # nothing is played from the past
    assert len(window.controller.session.record.actions) == steps
    qtbot.mouseClick(window.log_panel.back_button, Qt.MouseButton.LeftButton)
    assert window.history_step is None and window.decisions.isEnabled()
    assert window.pieces._view == live_view


def test_a_decision_with_one_choice_is_made_for_the_player_and_undo_skips_it(qtbot, tmp_path):
    from play_support import make_play_window
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.session import GameSession
    from sandtable.ui.play.controller import Seat

    window = make_play_window(qtbot, tmp_path)
    window.settings.setValue("play/autoForced", True)
    window.settings.setValue("play/handover", False)
    window.settings.setValue("play/fastCombat", True)
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 4))
    window.start(session, [Seat(), Seat()])
    c = window.controller
    assert c.auto_forced
    rng = __import__("random").Random(5)
    # Play until a forced decision follows a person's decision with no roll between them.
    while not session.is_over():
        legal = c.legal_actions()
        assert len(legal) > 1, "a person is never asked to make a decision without a choice"
        window.submit(rng.choice(legal))
        last = len(session.record.actions)
        if last in c._auto and c.undo_target() is not None:
            break
    forced = last
    # Undo goes back to the person's own decision before it, not to the forced one.
    target = c.undo_target()
    assert target is not None and target < forced - 1
    before = session.state.state_hash()
    window.undo()
    assert len(session.record.actions) == target
    window.redo()
    assert session.state.state_hash() == before and forced in c._auto
