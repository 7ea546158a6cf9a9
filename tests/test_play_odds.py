"""The attack dialog shows the exact battle odds of the attack being composed, and they follow the
selection: fewer attacking cubes lower the attacker's chance of taking the zone."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from play_support import make_play_window, one_step, press
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import Seat
from sandtable.ui.play.odds_panel import DASH


@pytest.fixture
def window(qtbot, tmp_path):
    return make_play_window(qtbot, tmp_path)


def test_attack_dialog_odds_follow_the_selection(qtbot, window):
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 21))
    window.start(session, [Seat(), Seat()])
    for _ in range(60):
        s = window.state
        if (s.turn == 2 and s.phase == "impulses" and s.active_side() == 0
                and window.pages.currentIndex() == 0 and window.attack_button.isVisible()):
            break
        one_step(qtbot, window)
    press(qtbot, window.attack_button)
    for _ in range(6):
        if window.pages.currentIndex() == 0 and "land" in {a.kind for a in window.controller.legal_actions()}:
            break
        one_step(qtbot, window)
    state = window.state
    targets = sorted({a.target for a in state.legal_actions() if a.kind in ("attack", "land")
                      and state.occ().presence[1][a.target]})
    assert targets
    dialog = None
    for target in targets:
        dialog = window.declare_attack(target)
        assert dialog is not None
        if sum(spin.value() for spin in dialog.origin_spins.values()) >= 1:
            break
        dialog.reject()
    assert dialog is not None and dialog.isVisible()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    panel = dialog.odds
    assert panel.isVisible()
    shown = panel.probabilities()
    assert shown is not None and abs(sum(shown) - 1.0) < 1e-6
    assert all(0.0 <= p <= 1.0 for p in shown)
    assert panel.bars[0].text() != DASH
    assert "attacker" in panel.losses.text()
    before = shown[0]

    # Take one cube off the largest stack: the engine still accepts it and the chance drops.
    spin = max(dialog.origin_spins.values(), key=lambda sp: sp.value())
    spin.setValue(spin.value() - 1)
    assert ok.isEnabled()
    after = panel.probabilities()
    assert after is not None and abs(sum(after) - 1.0) < 1e-6
    assert after[0] < before
    spin.setValue(spin.value() + 1)
    assert panel.probabilities() == pytest.approx(shown)

    # An attack with nothing is refused by the engine: the panel shows "—", not odds.
    for box in dialog.counter_boxes.values():
        box.setChecked(False)
    for sp in dialog.origin_spins.values():
        sp.setValue(0)
    assert not ok.isEnabled()
    assert panel.probabilities() is None
    assert all(bar.text() == DASH for bar in panel.bars)
