"""Start-up: the display check, the application set-up, run_gui end to end, resource lookup."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from sandtable import resources
from sandtable.ui import app as app_module
from sandtable.ui.main_window import MainWindow

TEST_BOARD = Path(__file__).parent / "data" / "ui_board.geojson"


def _no_display(monkeypatch):
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")


def test_run_gui_without_display_returns_2_with_the_alternative(monkeypatch, capsys):
    _no_display(monkeypatch)
    assert app_module.run_gui(None) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "xvfb-run -a sandtable" in err and "QT_QPA_PLATFORM=offscreen" in err


def test_cli_reaches_run_gui(monkeypatch, capsys):
    from sandtable import cli

    _no_display(monkeypatch)
    assert cli.main([]) == 2
    assert "xvfb-run" in capsys.readouterr().err


@pytest.mark.parametrize("var", ["QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"])
def test_any_display_variable_is_enough(monkeypatch, var):
    _no_display(monkeypatch)
    monkeypatch.setenv(var, "offscreen" if var == "QT_QPA_PLATFORM" else ":0")
    assert app_module.has_display()


def test_run_gui_opens_the_given_board_and_returns_0(qtbot, data_dir, monkeypatch):
    # The real event loop is replaced: quitting the application's loop inside the test session
    # would upset later tests that run worker threads. The stand-in looks at what run_gui built.
    seen: list[MainWindow] = []

    def fake_exec(app: QApplication) -> int:
        QApplication.processEvents()
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(widget)
                assert widget.board is not None and widget.board.name == "UI test board"
                assert widget.view.is_fitted() and widget.view.current_scale() > 0
                widget.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    assert app_module.run_gui(str(TEST_BOARD)) == 0
    assert len(seen) == 1
    assert QApplication.organizationName() == "Sandtable"
    assert not QApplication.windowIcon().isNull()
    # Preferences went to the throw-away data folder, not to the user's own settings.
    assert (data_dir / "settings.ini").is_file()


def test_app_settings_follow_the_data_dir(data_dir):
    settings = app_module.app_settings()
    assert Path(settings.fileName()) == data_dir / "settings.ini"


def test_resources_found_from_the_source_tree(monkeypatch, tmp_path):
    root = Path(__file__).resolve().parent.parent
    assert resources.resource_root() == root
    assert resources.maps_dir() == root / "maps"
    icon = root / "assets" / "icons" / "sandtable.svg"
    assert resources.find_resource("assets", "icons", "sandtable.svg") == icon
    assert resources.find_resource("no", "such", "file") is None
    # A frozen build looks under sys._MEIPASS first.
    frozen = tmp_path / "bundle"
    (frozen / "maps" / "1943-45").mkdir(parents=True)
    (frozen / "maps" / "1943-45" / "board.geojson").write_text("{}")
    monkeypatch.setattr(sys, "_MEIPASS", str(frozen), raising=False)
    assert resources.resource_root() == frozen
    assert resources.shipped_board() == frozen / "maps" / "1943-45" / "board.geojson"
    assert resources.shipped_board("no-such-game") is None
