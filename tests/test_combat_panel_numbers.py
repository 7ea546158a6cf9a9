"""The combat panel writes the engine's expected hits as the windows' language writes numbers
(issue 26): French "0,67" (was "0.67"), English "0.67"."""

from __future__ import annotations

import pytest

from sandtable.ui import i18n
from sandtable.ui.play.combat_panel import CombatPanel
from sandtable.ui.play.controller import RollRecord

ROLL = RollRecord(index=1, label="", faces=(2, 5, 6), side=0, threshold=5, expected_hits=2 / 3, hits=2)


@pytest.fixture
def french(qapp):
    assert i18n.install_translators(qapp, language="fr") == "fr"
    yield
    i18n.remove_translators(qapp)


def test_expected_hits_in_french_use_a_decimal_comma(qtbot, french) -> None:
    panel = CombatPanel()
    qtbot.addWidget(panel)
    panel.show_roll(ROLL)
    text = panel.roll_label.text()
    assert "0,67" in text and "0.67" not in text and "attendu" in text


def test_expected_hits_in_english_use_a_decimal_point(qtbot) -> None:
    panel = CombatPanel()
    qtbot.addWidget(panel)
    panel.show_roll(ROLL)
    assert "2 hits, 0.67 expected" in panel.roll_label.text()
