"""Shared steps for play-window tests: click a widget, answer the current decision the plainest way."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

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


TABLE_TEST_SETTINGS = {"play/fastCombat": True, "play/handover": False, "play/autosave": False}


def table_window(qtbot, tmp_path, size: tuple[int, int] = (1366, 740), **settings: object) -> PlayWindow:
    """A shown play window with its own settings file: combat without waiting, no hand-over, no
    autosave, unless `settings` says otherwise (play__handover=True for "play/handover"; None leaves
    a key unset).
    Closing it (`window.close()`) closes its dialogs and stops its computer players."""
    from PySide6.QtCore import QSettings

    stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    chosen = {**TABLE_TEST_SETTINGS, **{k.replace("__", "/"): v for k, v in settings.items()}}
    for key, value in chosen.items():
        if value is not None:
            stored.setValue(key, value)
    w = PlayWindow(stored)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    return w


def make_play_window(qtbot, tmp_path) -> PlayWindow:
    """A shown play window with its own settings file: combat waits for the player, hand-over on."""
    return table_window(qtbot, tmp_path, play__fastCombat=False, play__handover=True, play__autosave=None)


# -- mouse on the board (any game) -------------------------------------------------------------------
def stack_point(window: PlayWindow, place: object) -> QPoint:
    """The viewport point of the first chip of `place`'s stack."""
    item = window.pieces.stacks[place]
    chip = item.chip_rects()[0].center()
    return window.view.mapFromScene(item.scenePos()) + QPoint(round(chip.x()), round(chip.y()))


def zone_point(window: PlayWindow, place: object, below: int = 14) -> QPoint:
    """A point inside `place`'s zone, `below` pixels under its label (stacks sit above it)."""
    label = window.scene.label_item(window.pieces.zone_ids[place])
    point = window.view.mapFromScene(label.pos()) + QPoint(0, below)
    assert window.pieces.zone_at(window.view.mapToScene(point)) == place
    return point


def send(window: PlayWindow, kind: QEvent.Type, pos: QPoint, held: bool) -> None:
    viewport = window.view.viewport()
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def drag(window: PlayWindow, start: QPoint, end: QPoint) -> None:
    send(window, QEvent.Type.MouseButtonPress, start, True)
    for i in range(1, 7):
        send(window, QEvent.Type.MouseMove, start + (end - start) * (i / 6), True)
    send(window, QEvent.Type.MouseButtonRelease, end, False)
