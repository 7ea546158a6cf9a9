"""A landing played through the window to the end of its combat: declared in the attack/landing
dialog (the engine re-checks every change and its refusal is shown), intercepted by the Axis
through the combat panel (default pre-selected), dice waiting for the Roll button with the faces
shown, losses confirmed with the engine's default, arrows drawn while it is fought."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from play_support import make_play_window, one_step, press
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.games.g1943_45.combat import Battle, default_policy_action
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.overlays import ARROW
from sandtable.ui.play.play_window import PlayWindow

COMBAT_FRAMES = {"landing_intercept", "defend", "battle", "bombing", "occupy", "landing_return"}


@pytest.fixture
def window(qtbot, tmp_path):
    return make_play_window(qtbot, tmp_path)


def in_combat(window: PlayWindow) -> bool:
    return any(frame[0] in COMBAT_FRAMES for frame in window.state.pending)


def test_landing_with_interception_fought_to_its_end(qtbot, window):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 21))
    window.start(session, [Seat(), Seat()])
    for _ in range(60):
        s = window.state
        allied_impulse = s.turn == 2 and s.phase == "impulses" and s.active_side() == 0
        if allied_impulse and window.pages.currentIndex() == 0 and window.attack_button.isVisible():
            break
        one_step(qtbot, window)
    assert window.attack_button.isVisible(), "the Allies can attack in turn 2"
    press(qtbot, window.attack_button)
    assert window.state.impulse_step == "combat"
    # The Axis may answer the end of the movement with an event: decline it.
    for _ in range(6):
        if window.pages.currentIndex() == 0 and "land" in {a.kind for a in window.controller.legal_actions()}:
            break
        one_step(qtbot, window)
    assert "arrows left" in window.prompt.text()

    # Click a coastal zone the Axis hold: the dialog opens with the engine's fullest landing there.
    state = window.state
    targets = sorted({a.target for a in state.legal_actions() if a.kind == "land"
                      and state.occ().presence[1][a.target]})
    assert targets
    target = 14 if 14 in targets else targets[0]
    label = window.scene.label_item(window.pieces.zone_ids[target])
    point = window.view.mapFromScene(label.pos()) + QPoint(0, 14)
    assert window.pieces.zone_at(window.view.mapToScene(point)) == target
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    dialog = window.attack_dialog
    assert dialog is not None and dialog.isVisible()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled() and dialog.verdict.text().startswith("✓")
    # Untick the tank that gives the tank support: the engine refuses, and says why.
    tank = dialog.tank_combo.currentData()
    assert tank
    dialog.counter_boxes[tank].setChecked(False)
    assert not ok.isEnabled()
    assert dialog.verdict.text().startswith("✗ ")
    assert dialog.verdict.text()[2:] == window.controller.why_illegal(dialog.action())
    dialog.counter_boxes[tank].setChecked(True)
    assert ok.isEnabled()
    landing = dialog.action()
    line = window.state.describe_action(landing)  # the log names the zones (wording.py)
    press(qtbot, ok)
    assert any(e.text == line for e in session.log)
    assert window.arrows.visible  # the landing's arrow while it is fought
    impulse = (window.state.turn, window.state.impulse)
    assert len(window.arrows.items) == len(landing.origins)
    assert all(item.colour == ARROW for item in window.arrows.items)

    seen_roll_button = seen_faces = confirmed = 0
    intercepted = False
    for _ in range(200):
        if not in_combat(window):
            break
        if window.pages.currentIndex() == 1:
            press(qtbot, window.handover_button)
            continue
        if window.controller.waiting_roll:
            assert window.combat.roll_button.isVisible()
            seen_roll_button += 1
            press(qtbot, window.combat.roll_button)
            roll = window.controller.rolls[-1]
            assert window.combat.dice.faces == roll.faces
            seen_faces += bool(roll.faces)
            continue
        if window.combat.choice_box.isVisible():
            choice = window.combat.choice.currentData()
            intercepted |= choice.kind == "intercept_landing" and bool(choice.pieces)
            resolver = window.state.combat.resolver
            if choice.kind == "combat_take_loss" and isinstance(resolver, Battle):
                # The loss pre-selected is the engine's default casualty, named by what it is.
                assert choice == default_policy_action(resolver)
                assert window.combat.choice.currentText().startswith("take the loss on: ")
            press(qtbot, window.combat.confirm)
            confirmed += 1
            continue
        one_step(qtbot, window)
    assert not in_combat(window), "the combat ended"
    if (window.state.turn, window.state.impulse) == impulse and window.state.phase == "impulses":
        # Resolved, its arrow stays for the rest of the impulse, in grey (it still used an arrow).
        assert len(window.arrows.items) == len(landing.origins)
        assert all(item.colour != ARROW for item in window.arrows.items)
    assert seen_roll_button and seen_faces, "combat dice waited for the Roll button and were shown"
    assert confirmed, "decisions were taken in the combat panel"
    labels = [r.label for r in window.controller.rolls]
    assert any("round 1" in label for label in labels)
    if intercepted:
        assert any("interception" in label for label in labels)
    # Every combat roll is in the log, labelled.
    log = [window.log_panel.list.item(i).text() for i in range(window.log_panel.list.count())]
    assert sum("round" in t and "Roll — " in t for t in log) == sum("round" in label for label in labels)
