"""BoardView: zoom in/out/fit change the transform, wheel zoom keeps the point under the cursor,
keys zoom, zoom is bounded, hovering and clicking report zones."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from sandtable.board import load_board
from sandtable.ui.board_scene import BoardScene
from sandtable.ui.board_view import MAX_ZOOM_OF_FIT, MIN_ZOOM_OF_FIT, ZOOM_STEP, BoardView

TEST_BOARD = Path(__file__).parent / "data" / "ui_board.geojson"


@pytest.fixture
def view(qtbot):
    scene = BoardScene()
    scene.set_board(load_board(TEST_BOARD))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit_board()
    return view


def _viewport_pos(view: BoardView, lon: float, lat: float) -> QPoint:
    return view.mapFromScene(view.board_scene().to_scene(lon, lat))


def test_fit_shows_the_whole_board(view):
    visible = view.visible_scene_rect()
    assert visible.contains(view.board_scene().board_rect())
    assert view.current_scale() == pytest.approx(view.fit_scale(), rel=1e-3)
    assert view.is_fitted()


def test_zoom_in_out_and_fit_change_the_transform(view):
    fit = view.current_scale()
    view.zoom_in()
    assert view.current_scale() == pytest.approx(fit * ZOOM_STEP)
    assert not view.is_fitted()
    view.zoom_out()
    view.zoom_out()
    assert view.current_scale() == pytest.approx(fit / ZOOM_STEP)
    view.fit_board()
    assert view.current_scale() == pytest.approx(fit)
    # North is up: the transform flips nothing; the scene already has y pointing south.
    assert view.transform().m22() == pytest.approx(view.transform().m11())


def test_zoom_is_bounded(view):
    fit = view.current_scale()
    for _ in range(60):
        view.zoom_in()
    assert view.current_scale() == pytest.approx(fit * MAX_ZOOM_OF_FIT)
    for _ in range(80):
        view.zoom_out()
    assert view.current_scale() == pytest.approx(fit * MIN_ZOOM_OF_FIT)


def test_keys_zoom_and_fit(view, qtbot):
    fit = view.current_scale()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.current_scale() == pytest.approx(fit * ZOOM_STEP)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.current_scale() == pytest.approx(fit / ZOOM_STEP)
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.current_scale() == pytest.approx(fit)


def test_wheel_zooms_about_the_cursor(view):
    scene = view.board_scene()
    cursor = _viewport_pos(view, 11.0, 44.5)
    under = view.mapToScene(cursor)
    fit = view.current_scale()
    event = QWheelEvent(QPointF(cursor), QPointF(view.viewport().mapToGlobal(cursor)), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.current_scale() == pytest.approx(fit * ZOOM_STEP ** 2)
    after = view.mapFromScene(under)
    assert abs(after.x() - cursor.x()) <= 1 and abs(after.y() - cursor.y()) <= 1
    assert scene.zone_at(view.mapToScene(cursor)) == "z01"


def test_scale_reaches_the_scene_for_label_sizes(view):
    scene = view.board_scene()
    view.fit_board()
    small = scene.label_item("z01").number_font().pixelSize()
    for _ in range(12):
        view.zoom_in()
    assert scene.view_scale == pytest.approx(view.current_scale())
    assert scene.label_item("z01").number_font().pixelSize() > small


def test_hover_and_click_report_zones(view, qtbot):
    hovered: list[object] = []
    clicked: list[str] = []
    view.zone_hovered.connect(hovered.append)
    view.zone_clicked.connect(clicked.append)
    # Qt sends no move event when the cursor is already where an earlier test left it: start away.
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))
    qtbot.mouseMove(view.viewport(), _viewport_pos(view, 12.0, 39.0))
    qtbot.waitUntil(lambda: view.hovered_zone() == "z04", timeout=2000)
    qtbot.mouseMove(view.viewport(), _viewport_pos(view, 15.0, 41.5))
    qtbot.waitUntil(lambda: view.hovered_zone() == "z05", timeout=2000)
    assert hovered[-2:] == ["z04", "z05"]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_viewport_pos(view, 12.0, 43.0))
    assert clicked == ["z02"]


def test_drag_pans_without_clicking(view, qtbot):
    view.zoom_in()
    clicked: list[str] = []
    view.zone_clicked.connect(clicked.append)
    start = _viewport_pos(view, 12.0, 43.0)
    centre_before = view.visible_scene_rect().center()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + QPoint(20 * step, 10 * step))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(100, 50))
    centre_after = view.visible_scene_rect().center()
    assert clicked == []
    assert centre_after.x() < centre_before.x() and centre_after.y() < centre_before.y()
