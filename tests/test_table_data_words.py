"""The game-data editor shows FSTR's table names, column names and a problem sentence in the
windows' language through the game-text catalogue (issue 26); the file keeps its English keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from sandtable.editor.table_data_window import GameDataWindow
from sandtable.ui import i18n


@pytest.fixture
def french(qapp):
    assert i18n.install_translators(qapp, language="fr") == "fr"
    yield
    i18n.remove_translators(qapp)


def test_fstr_charts_read_french(qtbot, french) -> None:
    window = GameDataWindow()
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert "Table des résultats des combats" in tabs and "Effets du terrain" in tabs
    assert "CRT" not in tabs and "Terrain effects" not in tabs
    terrain = window.tabs.widget(tabs.index("Effets du terrain")).model()
    headers = [terrain.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
               for c in range(terrain.columnCount())]
    assert "attaquant depuis la plaine" in headers and "attacker_from_plain" not in headers
    crt = window.tabs.widget(0).model()
    crt.setData(crt.index(5, 4), "X9", Qt.ItemDataRole.EditRole)  # row 7, column 3:1, as typed
    shown = [window.problem_list.item(i).text() for i in range(window.problem_list.count())]
    assert any(s.startswith("Table des résultats des combats, 7, 3:1\u00a0: 'X9' n'est pas") for s in shown)
    # the Undo menu names the change in the same words
    assert window.undo_stack.undoText() == "Table des résultats des combats, 7, 3:1 = X9"
    window.undo_stack.undo()  # back to the file as saved: closing asks nothing
    assert not window.problems
    window.close()
