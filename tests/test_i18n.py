"""Translations: the language choice, the translators on the application, every shipped .ts/.qm
(Italian, French, and any language added later), and the texts of the main window and the editor
coming out in the chosen language."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from sandtable.ui import i18n
from sandtable.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "assets" / "translations"
IT_TS = TS_DIR / "sandtable_it.ts"
IT_QM = TS_DIR / "sandtable_it.qm"
FR_TS = TS_DIR / "sandtable_fr.ts"
# Every shipped translation gets the same checks; a new sandtable_<lang>.ts is covered as it lands.
TS_FILES = sorted(TS_DIR.glob("sandtable_*.ts"))
LRELEASE = ROOT / ".venv" / "bin" / "pyside6-lrelease"
PLACEHOLDER = re.compile(r"%\d")


def _live_messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, <translation>) of every message still in the sources (not vanished)."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            out.append((name, message.findtext("source") or "", translation))
    return out


def _catalogue(ts: Path) -> dict[tuple[str, str], str]:
    return {(c, s): t.text or "" for c, s, t in _live_messages(ts)}


def _lang(ts: Path) -> str:
    return ts.stem.split("_", 1)[1]


def _mnemonics(text: str) -> int:
    return len(re.findall(r"&", text.replace("&&", "")))


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def app(qapp):
    yield qapp
    # Later tests expect the English source texts.
    i18n.remove_translators(qapp)


@pytest.fixture
def clean_env(monkeypatch):
    monkeypatch.delenv(i18n.ENV_VAR, raising=False)
    return monkeypatch


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


# -- choosing the language -----------------------------------------------------------------------

def test_environment_beats_preference_which_beats_the_system(clean_env, settings):
    class ItalianSystem(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale("it_IT")

    clean_env.setattr(i18n, "QLocale", ItalianSystem)
    assert i18n.chosen_language(settings) == "it_IT"
    i18n.set_preferred_language(settings, "en")
    assert i18n.chosen_language(settings) == "en"
    clean_env.setenv(i18n.ENV_VAR, "it")
    assert i18n.chosen_language(settings) == "it"


def test_c_locale_means_english(clean_env, settings):
    class CSystem(QLocale):
        @staticmethod
        def system() -> QLocale:
            return QLocale.c()

    clean_env.setattr(i18n, "QLocale", CSystem)
    assert i18n.chosen_language(settings) == "en"


# -- the translators on a real window ------------------------------------------------------------

def test_italian_menus_with_sandtable_lang_it(app, qtbot, clean_env, settings):
    clean_env.setenv(i18n.ENV_VAR, "it")
    assert i18n.install_translators(app, settings) == "it"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    titles = _menu_titles(window)
    expected = _catalogue(IT_TS)
    assert titles[0] == expected[("MainWindow", "&File")]
    assert expected[("MainWindow", "&View")] == "&Visualizza" and "&Visualizza" in titles
    assert titles[-1] == expected[("MainWindow", "&Help")] == "&Aiuto"
    file_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in file_menu.actions()]
    assert expected[("MainWindow", "&Open board…")] == "&Apri tabellone…" and "&Apri tabellone…" in texts
    # Qt's own texts (message box buttons) come from qtbase when this Qt ships its Italian file.
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (qt_dir / "qtbase_it.qm").is_file():
        assert QApplication.translate("QPlatformTheme", "Cancel") != "Cancel"


def test_french_menus_with_sandtable_lang_fr(app, qtbot, clean_env, settings):
    clean_env.setenv(i18n.ENV_VAR, "fr")
    assert i18n.install_translators(app, settings) == "fr"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    titles = _menu_titles(window)
    expected = _catalogue(FR_TS)
    assert titles[0] == expected[("MainWindow", "&File")] == "&Fichier"
    assert expected[("MainWindow", "&View")] == "&Affichage" and "&Affichage" in titles
    assert titles[-1] == expected[("MainWindow", "&Help")] == "Aid&e"
    file_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in file_menu.actions()]
    assert "&Ouvrir un plateau…" in texts and "&Quitter" in texts
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Affichage")
    assert [a.text() for a in view_menu.actions() if a.text()][:3] == \
        ["Zoom &avant", "Zoom a&rrière", "A&juster à la fenêtre"]
    assert window.language_menu.title() == "&Langue"
    assert [a.text() for a in window.language_menu.actions()][0] == "Système"
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (qt_dir / "qtbase_fr.qm").is_file():
        assert QApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_french_play_words_follow_the_rulebook(app, clean_env, settings):
    """The French 1943-1945 rules' own words: plateau, cube, char, impulsion, ligne fortifiée."""
    i18n.install_translators(app, settings, language="fr_FR")
    t = QApplication.translate
    assert t("PiecesLayer", "cube") == "cube"
    assert t("PiecesLayer", "tank") == "char"
    assert t("PiecesLayer", "fortified line") == "ligne fortifiée"
    assert t("PiecesLayer", "U-boat") == "sous-marin"
    assert t("symbols", "orange star") == "étoile orange"
    assert t("CombatPanel", "Landing") == "Débarquement"
    assert t("MainWindow", "&Open board…") == "&Ouvrir un plateau…"


def test_english_menus_with_sandtable_lang_en(app, qtbot, clean_env, settings):
    clean_env.setenv(i18n.ENV_VAR, "en")
    i18n.set_preferred_language(settings, "it")  # the variable wins over the stored preference
    assert i18n.install_translators(app, settings) == "en"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    titles = _menu_titles(window)
    assert titles[0] == "&File" and "&View" in titles and titles[-1] == "&Help"
    assert QApplication.translate("MainWindow", "&View") == "&View"


def test_a_second_install_replaces_the_first(app, clean_env, settings):
    assert i18n.install_translators(app, settings, language="it") == "it"
    assert QApplication.translate("MainWindow", "&View") == "&Visualizza"
    assert i18n.install_translators(app, settings, language="en") == "en"
    assert QApplication.translate("MainWindow", "&View") == "&View"


def test_editor_and_helper_contexts_are_translated(app, qtbot, clean_env, settings):
    """Every way the sources spell a translation (self.tr, module helpers, translate(context, ...),
    QT_TRANSLATE_NOOP) must reach the .qm under the context used at run time."""
    from sandtable.editor import tools as tl
    from sandtable.editor.commands import Command
    from sandtable.editor.editor_window import EditorWindow
    from sandtable.editor.qt_commands import command_text
    from sandtable.ui.symbols import symbol_label

    i18n.install_translators(app, settings, language="it")
    expected = _catalogue(IT_TS)
    assert symbol_label("orange-star") == expected[("symbols", "orange star")]
    editor = EditorWindow()
    qtbot.addWidget(editor)
    assert [a.text() for a in editor.menuBar().actions()][:2] == [expected[("EditorWindow", "&File")],
                                                                  expected[("EditorWindow", "&Edit")]]
    assert tl.SelectTool(editor).hint == expected[("EditorTool", "Click a zone to edit its number, name, "
                                                                 "symbols and properties; drag to pan.")]
    fake = Command.__new__(Command)
    fake.title = "Merge zones"
    assert command_text(fake) == expected[("EditorCommand", "Merge zones")] == "Unisci zone"
    assert QApplication.translate("EditError", "Hexes cannot be split.") == \
        expected[("EditError", "Hexes cannot be split.")]
    try:
        from sandtable.ui.play.pieces_layer import piece_title
    except ImportError:  # a copy without the play window
        return
    assert piece_title("tank") == expected[("PiecesLayer", "tank")] == "carro"


def test_edit_board_menu_sits_before_help_in_italian(app, qtbot, clean_env, settings):
    if importlib.util.find_spec("sandtable.editor.menu") is None:
        pytest.skip("no editor in this copy")
    i18n.install_translators(app, settings, language="it")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    titles = _menu_titles(window)
    assert titles[-1] == "&Aiuto"
    assert titles[-2] == _catalogue(IT_TS)[("EditorMenu", "Edit &board")]


# -- translated texts fit where they are shown -----------------------------------------------------

def _clipped_buttons(widget) -> list[str]:
    from PySide6.QtWidgets import QPushButton

    return [b.text() for b in widget.findChildren(QPushButton)
            if b.isVisible() and b.sizeHint().width() > b.width()]


def _overflowing_toolbars(window) -> list[str]:
    """Toolbars that hide actions behind their » button."""
    from PySide6.QtWidgets import QToolBar, QToolButton

    out = []
    for bar in window.findChildren(QToolBar):
        more = bar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None and more.isVisible():
            out.append(bar.windowTitle())
    return out


@pytest.mark.parametrize("code", ["en"] + [_lang(ts) for ts in TS_FILES])
def test_texts_fit_the_home_page_and_the_editors_toolbars(app, qtbot, clean_env, settings, tmp_path, code):
    """At 1366 px wide (the screenshots' size) no home-page button is clipped, whatever the language
    (French runs longer than English), and the editors' toolbars show every tool."""
    from sandtable.core.record import GameRecord
    from sandtable.core.registry import get_game
    from sandtable.core.saves import autosave
    from sandtable.core.session import GameSession

    clean_env.setenv("SANDTABLE_DATA_DIR", str(tmp_path))
    session = GameSession(get_game("1943-45"), GameRecord("1943-45", "default", {}, 5))
    session.advance()
    autosave(session)  # the Continue button names the game and its date
    i18n.install_translators(app, settings, language=code)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    window.show_home()
    app.processEvents()
    assert _clipped_buttons(window.home) == []
    if importlib.util.find_spec("sandtable.editor.hexmap_window") is None:
        return
    from sandtable.editor.editor_window import EditorWindow
    from sandtable.editor.hexmap_window import HexMapWindow
    from sandtable.resources import maps_dir

    editor = EditorWindow(settings=settings)
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    app.processEvents()
    assert _overflowing_toolbars(editor) == []
    hex_map = maps_dir() / "fstr" / "map2.json"
    if hex_map.is_file():
        hexes = HexMapWindow.open(hex_map)
        qtbot.addWidget(hexes)
        hexes.resize(1366, 768)
        hexes.show()
        app.processEvents()
        assert _overflowing_toolbars(hexes) == []


# -- a missing or broken translation -------------------------------------------------------------

BROKEN_QM = [None, b"", b"not a qm file at all" * 40, b"\x3c\xb8\x64\x18" + bytes(60)]  # None: no file


@pytest.mark.parametrize("content", BROKEN_QM)
def test_missing_or_corrupt_qm_falls_back_to_english(app, qtbot, clean_env, settings, tmp_path, capsys,
                                                     content):
    folder = tmp_path / "assets" / "translations"
    folder.mkdir(parents=True)
    if content is not None:
        (folder / "sandtable_it.qm").write_bytes(content)
    clean_env.setenv("SANDTABLE_RESOURCES", str(tmp_path))
    clean_env.setenv(i18n.ENV_VAR, "it")
    assert i18n.install_translators(app, settings) == "en"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert "&View" in _menu_titles(window)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    if content is not None:
        assert "could not be read" in err


def test_a_qm_rewritten_while_running_does_not_kill_the_program(app, clean_env, settings, tmp_path):
    """tools/update_translations.sh rewrites the .qm in place; a translator that had mapped the file
    then died of SIGBUS at its next lookup (exit 135 of the Italian screenshot runs)."""
    from sandtable.resources import find_resource

    shipped = find_resource("assets", "translations", "sandtable_it.qm")
    assert shipped is not None
    folder = tmp_path / "assets" / "translations"
    folder.mkdir(parents=True)
    qm = folder / "sandtable_it.qm"
    data = shipped.read_bytes()
    qm.write_bytes(data)
    clean_env.setenv("SANDTABLE_RESOURCES", str(tmp_path))
    assert i18n.install_translators(app, settings, language="it") == "it"
    assert QCoreApplication.translate("PlayWindow", "&Game") == "&Partita"
    qm.write_bytes(data[:1000])  # rewritten in place and shorter, as lrelease leaves it midway
    assert QCoreApplication.translate("PlayWindow", "&Game") == "&Partita"
    assert QCoreApplication.translate("PlayWindow", "&View") != "&View"


def test_unknown_language_is_english(app, clean_env, settings):
    assert i18n.install_translators(app, settings, language="xx_YY") == "en"


# -- the Language menu ---------------------------------------------------------------------------

def test_language_menu_stores_the_choice_for_the_next_start(app, qtbot, clean_env, settings, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: shown.append(args[2]))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    names = [a.text() for a in window.language_menu.actions()]
    assert names == ["System", "English", "Français", "Italiano"]
    assert window.language_actions[""].isChecked()
    window.language_actions["it"].trigger()
    assert settings.value("language") == "it" and window.language_actions["it"].isChecked()
    assert len(shown) == 1 and "next time" in shown[0]
    # The running window keeps its language; a new start reads the preference.
    assert "&View" in _menu_titles(window)
    assert i18n.chosen_language(settings) == "it"
    window.language_actions[""].trigger()
    assert settings.value("language") == "" and len(shown) == 2


# -- the shipped files ---------------------------------------------------------------------------

def test_italian_and_french_are_shipped():
    assert {"it", "fr"} <= {_lang(ts) for ts in TS_FILES}


@pytest.mark.parametrize("ts", TS_FILES, ids=_lang)
def test_every_message_is_translated(ts):
    messages = _live_messages(ts)
    assert len(messages) > 300
    unfinished = [(c, s) for c, s, t in messages
                  if t.get("type") == "unfinished" or not (t.text or "").strip()]
    assert unfinished == [], f"{ts.name}: run tools/update_translations.sh and translate these"


@pytest.mark.parametrize("ts", TS_FILES, ids=_lang)
def test_translations_keep_placeholders_and_one_mnemonic(ts):
    for context, source, translation in _live_messages(ts):
        if translation.get("type") == "unfinished":
            continue  # test_every_message_is_translated's business
        text = translation.text or ""
        where = (ts.name, context, source)
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), where
        assert _mnemonics(text) == _mnemonics(source), where
        assert text.count("\n") == source.count("\n"), where
        assert text.count(";;") == source.count(";;"), where  # file dialog filters


@pytest.mark.parametrize("ts", TS_FILES, ids=_lang)
def test_no_message_lost_its_context(ts):
    """lupdate files a tr() it cannot place under the empty context, which run time never asks for."""
    contexts = {c for c, _, _ in _live_messages(ts)}
    assert "" not in contexts
    assert {"MainWindow", "EditorWindow", "EditorTool", "EditorCommand", "EditError", "symbols"} <= contexts


def test_french_typography():
    """French puts a no-break space (never a plain one, which may wrap) before : ; ! ? and inside « »."""
    for context, source, translation in _live_messages(FR_TS):
        text = translation.text or ""
        assert not re.search(r" [:;!?»]| %(?!\d)|« ", text), (context, source, text)
        for match in re.finditer(r"(?<=\S)[!?]|(?<=[^\s\d;]):(?!\d)|(?<=[^\s;]);(?!;)", text):
            pytest.fail(f"no space before {match.group()!r} in {text!r} ({context}: {source!r})")


MENU_GROUPS = [
    ("MainWindow", ["&File", "&View", "&Game", "&Help"]),
    ("MainWindow", ["&Home", "&Open board…", "Open &recent", "&Quit"]),
    ("MainWindow", ["Zoom &in", "Zoom &out", "&Fit to window", "&Language"]),
    ("MainWindow", ["&Rules reference", "&About Sandtable"]),
    ("PlayWindow", ["&Game", "&View", "&Help"]),
    ("PlayWindow", ["&New game…", "&Open game…", "&Save", "Save &as…", "&Undo", "&Redo", "&Players…",
                    "&Preferences…", "&Close"]),
    ("PlayWindow", ["Zoom &in", "Zoom &out", "&Fit to window"]),
    ("EditorMenu", ["&Edit this board", "&New board from coastline…", "&Open a board in the editor…",
                    "Edit &game data…"]),
    ("EditorWindow", ["&File", "&Edit", "&Tools", "&Board", "&Panels"]),
    ("EditorWindow", ["&New board from coastline…", "&Open board…", "&Save", "Save &as…",
                      "&Play on this board", "&Close editor"]),
    ("EditorWindow", ["&Select", "&Draw zone", "&Corners", "S&plit zone", "&Merge zones", "D&elete zone",
                      "S&ymbols", "&Links and cuts", "Hex &brush", "&Ruler ranges"]),
    ("EditorWindow", ["Add &hex grid…", "Show &adjacency", "&Fit to window", "Edit &game data…"]),
    ("GameDataWindow", ["&File", "&Edit"]),
    ("GameDataWindow", ["&Save", "&Close"]),
]


@pytest.mark.parametrize("ts", TS_FILES, ids=_lang)
def test_menu_mnemonics_do_not_clash(ts):
    cat = _catalogue(ts)

    def keys(context: str, sources: list[str]) -> list[str]:
        out = []
        for s in sources:
            text = cat[(context, s)].replace("&&", "")
            out.append(text[text.index("&") + 1].lower())
        return out

    for context, sources in MENU_GROUPS:
        letters = keys(context, sources)
        assert len(set(letters)) == len(letters), (ts.name, context, sources, letters)
    bar = keys("MainWindow", ["&File", "&View", "&Game", "&Help"]) + keys("EditorMenu", ["Edit &board"])
    assert len(set(bar)) == len(bar), (ts.name, bar)


@pytest.mark.skipif(not LRELEASE.exists() and shutil.which("pyside6-lrelease") is None,
                    reason="pyside6-lrelease is not installed")
@pytest.mark.parametrize("ts", TS_FILES, ids=_lang)
def test_shipped_qm_is_compiled_from_the_ts(tmp_path, ts):
    tool = str(LRELEASE) if LRELEASE.exists() else str(shutil.which("pyside6-lrelease"))
    out = tmp_path / ts.with_suffix(".qm").name
    subprocess.run([tool, "-silent", str(ts), "-qm", str(out)], check=True, timeout=120)
    assert out.read_bytes() == ts.with_suffix(".qm").read_bytes(), \
        "run tools/update_translations.sh and commit the .qm"


# -- the lupdate preparation ---------------------------------------------------------------------

def _translation_sources():
    path = ROOT / "tools" / "translation_sources.py"
    spec = importlib.util.spec_from_file_location("translation_sources", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("translation_sources", module)
    spec.loader.exec_module(module)
    return module


def test_helpers_and_aliases_are_spelled_out_line_for_line():
    ts = _translation_sources()
    source = (
        "from PySide6.QtCore import QCoreApplication\n"
        "\n"
        "def tr(text: str) -> str:\n"
        "    return QCoreApplication.translate(\"EditorTool\", text)\n"
        "\n"
        "HINT = tr(\"Click a zone.\")\n"
        "LABEL = f\"{tr('ruler')} 2\"\n"
        "LONG = tr(\n"
        "    \"two \"\n"
        "    \"lines\")\n"
        "other.tr(\"left alone\")\n"
        "\n"
        "class Tracks:\n"
        "    def paint(self):\n"
        "        tr = self.tr\n"
        "        self.draw(tr(\"Turn\"))\n"
        "\n"
        "    def other(self):\n"
        "        return tr(\"outside the alias\")\n"
        "\n"
        "def names():\n"
        "    t = QCoreApplication.translate\n"
        "    return {\"cube\": t(\"PiecesLayer\", \"cube\")}\n"
    )
    out = ts.spell_out(source)
    assert out.count("\n") == source.count("\n")
    lines = out.split("\n")
    assert lines[3] == "    return QCoreApplication.translate(\"EditorTool\", text)"
    assert lines[5] == "HINT = QCoreApplication.translate(\"EditorTool\", \"Click a zone.\")"
    assert lines[6] == "LABEL = f\"{QCoreApplication.translate('EditorTool', 'ruler')} 2\""
    assert lines[7] == "LONG = QCoreApplication.translate(\"EditorTool\","
    assert lines[10] == "other.tr(\"left alone\")"
    assert lines[15] == "        self.draw(self.tr(\"Turn\"))"
    # After the method with the alias, the module helper applies again.
    assert lines[18] == "        return QCoreApplication.translate(\"EditorTool\", \"outside the alias\")"
    assert lines[22] == "    return {\"cube\": QCoreApplication.translate(\"PiecesLayer\", \"cube\")}"


def test_the_sources_listed_are_the_gui_packages():
    ts = _translation_sources()
    files = {p.relative_to(ROOT).as_posix() for p in ts.source_files(ROOT)}
    assert "desktop/sandtable/ui/main_window.py" in files
    assert "desktop/sandtable/editor/editor_window.py" in files
    assert all(f.startswith(("desktop/sandtable/ui/", "desktop/sandtable/editor/")) for f in files)


def test_a_new_shipped_language_is_offered_under_its_own_name(clean_env, tmp_path):
    folder = tmp_path / "assets" / "translations"
    folder.mkdir(parents=True)
    shutil.copy(IT_QM, folder / "sandtable_it.qm")
    shutil.copy(IT_QM, folder / "sandtable_fr.qm")  # the content does not matter for the menu
    clean_env.setenv("SANDTABLE_RESOURCES", str(tmp_path))
    assert i18n.available_languages() == {"en": "English", "fr": "Français", "it": "Italiano"}
    (folder / "sandtable_fr.qm").unlink()
    (folder / "sandtable_it.qm").unlink()
    assert i18n.available_languages() == {"en": "English"}
