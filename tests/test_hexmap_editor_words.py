"""The hex-map editor's terrain, hexside and feature words read in the windows' language (issue 26)
while the map keeps its English ids: under SANDTABLE_LANG=it the FSTR brush reads "collina", a
"fiume maggiore" stroke draws "major_river", features typed "città, linea Gustav" store city gustav."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sandtable.editor import hexmap_commands as hc
from sandtable.editor.hexmap_window import HexMapWindow
from sandtable.ui import i18n

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def italian(qapp, monkeypatch):
    monkeypatch.setenv(i18n.ENV_VAR, "it")
    assert i18n.install_translators(qapp) == "it"
    yield
    i18n.remove_translators(qapp)


@pytest.fixture
def editor(qtbot, tmp_path: Path, italian):
    folder = tmp_path / "fstr"  # the game's folder: the editor takes FSTR's vocabulary
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    yield window
    window.undo_stack.setClean()  # closing with changes would ask in a modal box
    window.close()
    window.deleteLater()


def shown(box) -> list[str]:  # noqa: ANN001
    return [box.itemText(i) for i in range(box.count())]


def test_brush_and_feature_lists_read_italian(editor: HexMapWindow) -> None:
    assert shown(editor.terrain_box) == ["mare", "lago", "pianura", "collina", "montagna"]
    assert shown(editor.kind_box) == ["fiume", "fiume maggiore", "cresta", "strada", "ponte"]
    assert shown(editor.road_class) == ["maggiore", "minore"]
    editor.terrain_box.setCurrentText("collina")
    editor.kind_box.setCurrentText("fiume maggiore")
    assert editor.current_terrain() == "hill" and editor.current_hexside_kind() == "major_river"
    editor.kind_box.setCurrentText("strada")
    editor.road_class.setCurrentText("minore")
    assert editor.current_hexside_props() == {"class": "minor"}
    known = editor.findChildren(type(editor.hex_label))
    assert any("linea Gustav" in label.text() and "villaggio" in label.text() for label in known)


def test_features_read_and_typed_in_italian_keep_their_ids(editor: HexMapWindow) -> None:
    label = next(lab for lab, cell in editor.hexmap.hexes.items()
                 if cell.terrain == "plain" and not cell.features)
    editor.push_edit(lambda: hc.make_edit_hex(editor.hexmap, label, "", "city gustav"))
    editor.select_hex(label)
    assert editor.features_edit.text() == "città, linea Gustav"
    assert editor.terrain_label.text() == "pianura"
    editor.features_edit.setText("villaggio, linea Gustav, aeroporto")
    editor._apply_hex()
    assert editor.hexmap.hexes[label].features == ("village", "gustav", "airfield")


# -- the leftovers of issue 26: the problem list, the grid dialog, the words behind the game ---------

@pytest.fixture
def french_editor(qtbot, qapp, tmp_path: Path):
    assert i18n.install_translators(qapp, language="fr") == "fr"
    folder = tmp_path / "fstr"
    folder.mkdir()
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", folder / "map2.json")
    window = HexMapWindow.open(folder / "map2.json")
    yield window
    window.undo_stack.setClean()
    window.close()
    window.deleteLater()
    i18n.remove_translators(qapp)


# Words of the checks' English sentences that no French sentence of the list may keep.
ENGLISH = ("Hex ", "The ", " between ", " touches ", " has ", " holds ", " unknown ", " needs ",
           " crosses ", " which ", " named ", " hexes", " is used", " edge")


def shown_problems(window: HexMapWindow) -> list[str]:
    return [window.problem_list.item(i).text() for i in range(window.problem_list.count())]


def test_every_kind_of_map_problem_reads_french(french_editor: HexMapWindow) -> None:
    from sandtable.board.hexsides import HexsideFeature

    w = french_editor
    hm = w.hexmap
    cassino = hm.hex_named("Cassino")
    plain = [lab for lab, c in sorted(hm.hexes.items()) if c.terrain == "plain" and not c.features
             and not c.names]
    w.push_edit(lambda: hc.make_paint_terrain(hm, [cassino], "sea"))  # a town, rivers, roads in water
    w.push_edit(lambda: hc.make_paint_terrain(hm, [plain[0]], "lava"))  # unknown terrain
    w.push_edit(lambda: hc.make_paint_terrain(hm, [plain[-1]], ""))  # no terrain
    arce, frosinone = hm.hex_named("Arce"), hm.hex_named("Frosinone")
    w.push_edit(lambda: hc.make_edit_hex(hm, arce, "Arx", "city"))  # a scenario's place gone
    w.push_edit(lambda: hc.make_edit_hex(hm, plain[1], "Frosinone", "lava airfield"))  # name twice
    a, b = plain[2], next(n for n in hm.layout.neighbours(plain[2]) if n in hm.hexes
                          and hm.hexes[n].terrain not in ("sea", "lake"))
    w.push_edit(lambda: hc.make_hexside_stroke(hm, [(a, b)], "bridge"))  # a bridge over no river
    w.push_edit(lambda: hc.make_hexside_stroke(hm, [(a, b)], "road", {"class": "track"}))
    hm.hexsides.add(HexsideFeature("0101", "0909", "road", {"class": "minor"}))  # not a hexside
    hm.hexsides.add(HexsideFeature(a, b, "canal"))  # a kind FSTR has not
    w.changed()
    english = [p for p in w.problems]
    kinds = ("no terrain", "unknown terrain", "unknown feature", "is used by", "crosses no river",
             "has class", "touches water", "holds the town", "no hex named", "air points",
             "not on a hexside", "unknown kind")
    for kind in kinds:
        assert any(kind in p for p in english), kind  # the map has every kind of problem
    shown = shown_problems(w)
    assert len(shown) == len(english)
    for text in shown:
        assert not any(word in text for word in ENGLISH), text
    assert "L'hexagone 2623 contient la ville Cassino mais son terrain est la mer." in shown
    assert f"Le pont entre {a} et {b} ne franchit aucune rivière." in shown
    assert "La carte n'a aucun hexagone nommé Arce, que les scénarios utilisent." in shown
    assert frosinone is not None
    # a problem clicked still finds its hex in the French sentence
    row = shown.index("L'hexagone 2623 contient la ville Cassino mais son terrain est la mer.")
    w._problem_clicked(w.problem_list.item(row))
    assert w.selected == cassino


def test_grid_dialog_reads_french_with_french_decimals(french_editor: HexMapWindow) -> None:
    from PySide6.QtWidgets import QLabel

    from sandtable.editor.hexmap_grid_dialog import MapGridDialog

    dialog = MapGridDialog(french_editor.hexmap.layout, french_editor)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert dialog.windowTitle() == "Grille de la carte"
    assert "Colonnes" in texts and "Rangées" in texts and "Hexagone 0101\u00a0: latitude" in texts
    assert not any(t in texts for t in ("Columns", "Rows", "Hex numbers"))
    assert dialog.size_km.text() == "5,00 km" and "," in dialog.lat.text()
    dialog.size_km.lineEdit().setText("6,5 km")  # typed the French way
    dialog.size_km.interpretText()
    assert dialog.size_km.value() == 6.5
    dialog.deleteLater()
    grid = french_editor.hexmap.layout  # OK on the grid as it is: one sentence, in French
    french_editor.push_edit(lambda: hc.make_set_layout(french_editor.hexmap, grid.columns, grid.rows,
                                                       grid.size_km, grid.anchor, grid.up_bearing))
    assert french_editor.message() == "La grille n'a pas changé."


def test_the_editor_names_no_game_and_takes_the_words_from_it(qtbot, tmp_path: Path, italian) -> None:
    editor_sources = sorted((ROOT / "desktop" / "sandtable" / "editor").glob("hexmap*.py"))
    for path in editor_sources:
        text = path.read_text(encoding="utf-8")
        for word in ("Gustav line", "Bernhardt", "Adriatic", "VIII Army", "grey-border", "major river"):
            assert word not in text, (path.name, word)
    # The same map in a folder no game owns: its ids, as the file has them.
    shutil.copy(ROOT / "maps" / "fstr" / "map2.json", tmp_path / "map2.json")
    window = HexMapWindow.open(tmp_path / "map2.json")
    try:
        assert "hill" in shown(window.terrain_box) and "collina" not in shown(window.terrain_box)
    finally:
        window.close()
        window.deleteLater()
