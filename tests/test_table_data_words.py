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


def _tab(window: GameDataWindow, title: str):  # noqa: ANN202
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    return window.tabs.widget(tabs.index(title)).model()


def _rows(model) -> list[str]:  # noqa: ANN001
    return [model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount())]


def _cells(model) -> list[str]:  # noqa: ANN001
    return [model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount()) for c in range(model.columnCount())]


def test_no_grid_shows_an_id_where_the_game_has_a_word(qtbot, french) -> None:
    """Every row label and cell of every FSTR grid that is one of the game's ids (plain,
    polish_corps, inf-III, always, true, null, a list of ids) reads in French instead."""
    from sandtable.ui.games.fstr.data_terms import data_words

    words = data_words()
    ids = {i for i, w in words.items() if w != i} | {"true", "false", "null"}
    window = GameDataWindow()
    seen_rows: set[str] = set()
    for f in range(len(window.files)):
        window.show_file(f)
        for t in range(window.tabs.count()):
            model = window.tabs.widget(t).model()
            rows = _rows(model)
            seen_rows.update(rows)
            assert not ids & set(rows), window.tabs.tabText(t)
            cells = _cells(model)
            assert not ids & set(cells), window.tabs.tabText(t)
            assert not any(c.startswith("[") and "_" in c for c in cells), window.tabs.tabText(t)
    assert {"plaine", "montagne", "corps polonais", "débarquement majeur", "infanterie III",
            "chars lourds II", "ligne Gustav", "fleuve", "principale", "armée"} <= seen_rows
    window.close()


def test_cells_read_and_are_typed_in_french_the_file_keeps_its_ids(qtbot, french) -> None:
    window = GameDataWindow()
    terrain = _tab(window, "Effets du terrain")
    rows = _rows(terrain)
    assert rows[:3] == ["plaine", "colline", "montagne"]  # the terrain, not the mountain troops
    heads = [terrain.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
             for c in range(terrain.columnCount())]
    by_road = terrain.index(rows.index("montagne"), heads.index("blindés seulement par route"))
    assert terrain.data(by_road, Qt.ItemDataRole.DisplayRole) == "oui"
    assert "0,5" in _cells(terrain) and "0.5" not in _cells(terrain)
    assert "aucun" in _cells(terrain)
    document = window.document
    terrain.setData(by_road, "non", Qt.ItemDataRole.EditRole)  # typed in French
    assert window.document is not document
    assert terrain.data(by_road, Qt.ItemDataRole.DisplayRole) == "non"
    assert window.undo_stack.undoText() == "Effets du terrain, montagne, blindés seulement par route = non"
    plain = terrain.index(rows.index("plaine"), heads.index("attaquant depuis la plaine"))
    terrain.setData(plain, "0,75", Qt.ItemDataRole.EditRole)
    assert terrain.data(plain, Qt.ItemDataRole.DisplayRole) == "0,75"
    sides = _tab(window, "Côtés d'hexagone")
    cancels = [i for i, c in enumerate(_cells(sides)) if c == '["rivière", "fleuve"]']
    assert cancels  # the bridge cancels both rivers, in French
    cell = sides.index(*divmod(cancels[0], sides.columnCount()))
    sides.setData(cell, '["fleuve"]', Qt.ItemDataRole.EditRole)
    assert window.data_file.tables  # the file keeps ids: the game's loader reads it without problem
    assert not window.problems and sides.data(cell, Qt.ItemDataRole.DisplayRole) == '["fleuve"]'
    saved = window.document
    import json
    assert '"major_river"' in json.dumps(saved) and '"fleuve"' not in json.dumps(saved, ensure_ascii=False)
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
    window.close()


def test_a_name_typed_like_a_word_stays_a_name(qtbot, french) -> None:
    window = GameDataWindow()
    window.show_file([f.path.name for f in window.files].index("counters.json"))
    counters = window.tabs.widget(0).model()
    heads = [counters.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
             for c in range(counters.columnCount())]
    kind = counters.index(0, heads.index("type"))
    assert counters.data(kind, Qt.ItemDataRole.DisplayRole) == "parachutistes"
    counters.setData(kind, "mitrailleurs", Qt.ItemDataRole.EditRole)  # a kind, typed in French
    assert counters.table.cell(window.document, 0, heads.index("type")) == "mg"
    unit = counters.index(0, heads.index("unité"))
    counters.setData(unit, "Mitrailleurs", Qt.ItemDataRole.EditRole)  # a unit's name: kept as typed
    assert counters.table.cell(window.document, 0, heads.index("unité")) == "Mitrailleurs"
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
    window.close()
