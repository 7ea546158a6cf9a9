"""Shared steps for play-window tests: click a widget, answer the current decision the plainest way."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sandtable.games.g1943_45 import actions as A
from sandtable.ui.play.play_window import PlayWindow


def press(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def one_step(qtbot, window: PlayWindow) -> None:
    """Answer whatever is asked the plainest way: hand-over, roll, pass/done, or the first entry."""
    if window.pages.currentIndex() == 1:
        press(qtbot, window.handover_button)
    elif window.controller.waiting_roll:
        press(qtbot, window.pass_button)
    elif window.state.phase == "initiative_choice":
        window.submit(A.ChooseFirst("allied"))
    elif window.pass_button.isEnabled():
        press(qtbot, window.pass_button)
    else:
        press(qtbot, window.decisions.do_button)


def make_play_window(qtbot, tmp_path) -> PlayWindow:
    """A shown play window with its own settings file: combat waits for the player, hand-over on."""
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("play/fastCombat", False)
    settings.setValue("play/handover", True)
    w = PlayWindow(settings)
    qtbot.addWidget(w)
    w.resize(1366, 740)
    w.show()
    return w
