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
