"""The game-data editor (issue 23): the FSTR charts and counter list typed into grids, with
undo, one sentence per problem, saving refused while a problem is listed, atomic save."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMainWindow, QTableView

from sandtable.editor.table_data import discover_data_files, parse_cell, show_cell
from sandtable.editor.table_data_window import GameDataWindow
from sandtable.games.fstr import charts, counters
from sandtable.games.fstr.data_files import data_files

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name in ("charts.json", "counters.json"):
        shutil.copy(ROOT / "maps" / "fstr" / name, tmp_path / name)
    return tmp_path


@pytest.fixture
def window(qtbot, folder: Path):
    w = GameDataWindow(data_files(folder))
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.saved = [dict(d) for d in w.documents]  # closing with changes would ask in a modal box
    w.close()


def grid(window: GameDataWindow, title: str) -> QTableView:
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    window.tabs.setCurrentIndex(titles.index(title))
    view = window.tabs.currentWidget()
    assert isinstance(view, QTableView)
    return view


def cell_at(view: QTableView, row_label: str, column: str):
    model = view.model()
    rows = [model.headerData(r, Qt.Orientation.Vertical, Qt.ItemDataRole.DisplayRole)
            for r in range(model.rowCount())]
    cols = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            for c in range(model.columnCount())]
    return model.index(rows.index(row_label), cols.index(column))


def type_into(qtbot, view: QTableView, index, text: str) -> None:
    """Open the cell's editor as a double-click would, type over it and press Enter."""
    view.scrollTo(index)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.findChild(QLineEdit)
    assert editor is not None and editor.isVisible()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    if not text:
        qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.findChildren(QLineEdit) or not view.isPersistentEditorOpen(index)
                    and view.state() != QTableView.State.EditingState, timeout=2000)
    qtbot.wait(10)  # the delegate commits on a queued call


def test_crt_cell_typed_undone_saved_and_reloaded(qtbot, window: GameDataWindow, folder: Path) -> None:
    view = grid(window, "CRT")
    index = cell_at(view, "7", "4:1")  # not one of the printed cells
    assert index.data() == "D1R"
    type_into(qtbot, view, index, "A1 D2R")
    assert index.data() == "A1 D2R" and window.problems == []
    assert window.windowTitle().endswith("*")
    window.undo_stack.undo()
    assert index.data() == "D1R"
    window.undo_stack.redo()
    assert index.data() == "A1 D2R"
    assert window.save()
    reloaded = charts.load_charts(folder / "charts.json")
    assert reloaded.crt[7][reloaded.crt_columns.index("4:1")] == charts.parse_crt_result("A1 D2R")
    assert json.loads((folder / "charts.json").read_text("utf-8")) == window.documents[0]
    assert not window.windowTitle().endswith("*")


def test_counter_factor_typed_undone_saved_and_reloaded(qtbot, window: GameDataWindow,
                                                        folder: Path) -> None:
    window.show_file(1)
    view = grid(window, "Counters")
    model = view.model()
    row = next(r for r in range(model.rowCount())
               if model.index(r, 0).data() == "26.Pz" and model.index(r, 1).data() == "I-9")
    before = counters.load_counters(folder / "counters.json").units["I-9/26.Pz"]
    index = cell_at(view, str(row + 1), "combat")
    assert index.data() == show_cell(before.combat)
    assert model.data(index, Qt.ItemDataRole.ForegroundRole) is not None  # a type's default: grey
    type_into(qtbot, view, index, "4")
    assert index.data() == "4" and model.data(index, Qt.ItemDataRole.ForegroundRole) is None
    assert window.problems == []
    window.undo_stack.undo()
    assert index.data() == show_cell(before.combat)
    assert "I-9:mech:II" in next(f for f in window.document["formations"] if f["id"] == "26.Pz")["units"]
    window.undo_stack.redo()
    assert window.save()
    after = counters.load_counters(folder / "counters.json")
    assert after.units["I-9/26.Pz"].combat == 4
    assert after.units["I-9/26.Pz"].move == before.move  # the rest still from the type
    assert json.loads((folder / "counters.json").read_text("utf-8")) == window.documents[1]
    type_into(qtbot, view, index, "")  # cleared: back to the type's default
    assert index.data() == show_cell(before.combat)
    assert "I-9:mech:II" in next(f for f in window.document["formations"] if f["id"] == "26.Pz")["units"]


def test_bad_value_shows_its_sentence_and_blocks_saving(qtbot, window: GameDataWindow,
                                                        folder: Path) -> None:
    on_disk = (folder / "charts.json").read_bytes()
    view = grid(window, "CRT")
    index = cell_at(view, "7", "4:1")
    type_into(qtbot, view, index, "X9")
    assert window.problems[0].startswith("CRT, 7, 4:1: 'X9' is not a CRT result")
    assert window.problem_list.item(0).text() == window.problems[0]
    assert view.model().data(index, Qt.ItemDataRole.BackgroundRole) is not None
    assert "'X9' is not a CRT result" in view.model().data(index, Qt.ItemDataRole.ToolTipRole)
    assert not window.act_save.isEnabled()
    assert not window.save()
    assert (folder / "charts.json").read_bytes() == on_disk
    window.undo_stack.undo()
    assert window.problems == [] and window.act_save.isEnabled()


def test_printed_cell_is_kept_by_the_games_loader(qtbot, window: GameDataWindow) -> None:
    view = grid(window, "CRT")
    type_into(qtbot, view, cell_at(view, "10", "3:1"), "D1")
    assert len(window.problems) == 1
    assert "must read 'D2' as printed" in window.problems[0]
    assert not window.save()


def test_bad_counter_factor_is_one_sentence(qtbot, window: GameDataWindow) -> None:
    window.show_file(1)
    view = grid(window, "Counters")
    type_into(qtbot, view, cell_at(view, "1", "move"), "fast")
    assert window.problems[0] == "Counters, 1, move: 'fast' is not a number of 0 or more."
    assert not window.act_save.isEnabled()


def test_menu_opens_the_game_data_window(qtbot) -> None:
    from sandtable.editor.menu import EditorMenu

    main = QMainWindow()
    qtbot.addWidget(main)
    menu = EditorMenu(main)
    window = menu.edit_game_data()
    assert isinstance(window, GameDataWindow)
    assert [f.path.name for f in window.files] == ["charts.json", "counters.json"]
    assert window.problems == []
    window.close()  # nothing changed: no question asked


def test_cells_parse_and_show() -> None:
    assert [parse_cell(t) for t in ("3", "0.5", "true", "null", "A1 D1*")] == [3, 0.5, True, None, "A1 D1*"]
    assert [show_cell(v) for v in (3, 0.5, True, None, "x")] == ["3", "0.5", "true", "null", "x"]
    assert {f.path.name for f in discover_data_files()} >= {"charts.json", "counters.json"}


def test_lists_typed_as_json_and_every_chart_has_a_grid(folder: Path) -> None:
    assert parse_cell('["river", "major_river"]') == ["river", "major_river"]
    assert parse_cell("[not json") == "[not json"
    charts_file = data_files(folder)[0]
    data = charts_file.load()
    titles = [t.title for t in charts_file.tables]
    for title in ("CRT", "Bombardment", "Tactical support", "Terrain effects", "Weather",
                  "Operation costs"):
        assert title in titles
    for table in charts_file.tables:  # every cell reads back what it shows
        for r in range(len(table.row_labels(data))):
            for c in range(len(table.headers(data))):
                text = table.cell(data, r, c)
                if text:
                    table.set_cell(data, r, c, text)
    assert data == charts_file.load() and charts_file.problems(data) == []


def test_closing_with_changes_asks_first(qtbot, window: GameDataWindow, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def answer(_parent, _title, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003 - QMessageBox's
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    view = grid(window, "Weather")
    type_into(qtbot, view, cell_at(view, "2", "bad on or below"), "3")
    assert window.problems == []
    assert not window.close()
    assert asked == ["charts.json has unsaved changes. Close without saving?"]
    assert window.isVisible()


def test_formation_artillery_typed_and_saved(qtbot, window: GameDataWindow, folder: Path) -> None:
    window.show_file(1)
    view = grid(window, "Artillery")
    index = cell_at(view, "26.Pz", "range")
    assert view.model().data(index, Qt.ItemDataRole.ForegroundRole) is not None  # the level's default
    type_into(qtbot, view, index, "6")
    assert window.problems == [] and window.save()
    assert counters.load_counters(folder / "counters.json").units["Art/26.Pz"].range == 6
