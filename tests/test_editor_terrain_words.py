"""The board editor's terrain presets read in the windows' language (issue 26) while the board
keeps their ids: a French "marais" paints "marsh", a name typed by hand is kept as typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from sandtable.editor.editor_window import EditorWindow
from sandtable.ui import i18n


@pytest.fixture
def french(qapp):
    assert i18n.install_translators(qapp, language="fr") == "fr"
    yield
    i18n.remove_translators(qapp)


def test_terrain_presets_in_french_store_their_ids(qtbot, tmp_path, french) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    editor = EditorWindow(settings=settings)
    qtbot.addWidget(editor)
    shown = [editor.terrain.itemText(i) for i in range(editor.terrain.count())]
    assert shown == ["dégagé", "montagne", "forêt", "marais", "ville", "accidenté"]
    assert editor.terrain.currentText() == "montagne" and editor.brush_value == "mountain"
    editor.terrain.setCurrentIndex(3)  # as the player picks it
    assert editor.brush_value == "marsh"
    editor.set_brush_value("forest")  # by id, as scripts and tests do
    assert editor.brush_value == "forest" and editor.terrain.currentText() == "forêt"
    editor.terrain.setEditText("lave")  # any other name is kept as typed
    assert editor.brush_value == "lave"
