"""The view onto a BoardScene: wheel zoom about the cursor, drag to pan, +/- keys, fit to window.

It reports the zone under the mouse (`zone_hovered`) and plain clicks on zones (`zone_clicked`,
a press and release without a drag), and tells the scene its scale so labels stay legible.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from sandtable.ui.board_scene import BoardScene

ZOOM_STEP = 1.25
# Zoom range relative to fit-to-window: a little smaller than the whole board, down to one town.
MIN_ZOOM_OF_FIT = 0.5
MAX_ZOOM_OF_FIT = 40.0
_CLICK_SLOP_PX = 4


class BoardView(QGraphicsView):
    zone_hovered = Signal(object)  # zone id or None
    zone_clicked = Signal(str)
    scale_changed = Signal(float)  # pixels per km

    # Class-level defaults: Qt calls the event overrides from inside QGraphicsView.__init__ (and
    # while tearing down), before or after the instance attributes exist.
    _scene: BoardScene = None  # type: ignore[assignment]
    _hovered: str | None = None
    _fitted = True
    _press_pos: QPoint | None = None

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._hovered = None
        self._fitted = True
        self._press_pos = None
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)

    def board_scene(self) -> BoardScene:
        return self._scene

    # -- zoom ---------------------------------------------------------------------------------------
    def current_scale(self) -> float:
        """Pixels per km."""
        return self.transform().m11()

    def _fit_rect(self) -> QRectF:
        rect = self._scene.board_rect()
        margin = 0.02 * max(rect.width(), rect.height())
        return rect.adjusted(-margin, -margin, margin, margin)

    def fit_scale(self) -> float:
        """The scale at which the whole board (with a small margin) fills the viewport."""
        rect = self._fit_rect()
        vp = self.viewport().rect().adjusted(2, 2, -2, -2)  # fitInView keeps the same 2 px margin
        if rect.isEmpty() or vp.width() <= 0 or vp.height() <= 0:
            return 1.0
        return min(vp.width() / rect.width(), vp.height() / rect.height())

    def is_fitted(self) -> bool:
        return self._fitted

    def fit_board(self) -> None:
        """Show the whole board, centred; the view refits on resize until the user zooms."""
        if self._scene is None or self._scene.board_rect().isEmpty():
            return
        self.fitInView(self._fit_rect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._fitted = True
        self._announce_scale()

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1.0 / ZOOM_STEP)

    def zoom_by(self, factor: float, anchor: QPoint | QPointF | None = None) -> None:
        """Zoom by `factor`, keeping the scene point under viewport position `anchor` in place."""
        if self._scene.board_rect().isEmpty():
            return
        fit = self.fit_scale()
        current = self.current_scale()
        target = min(max(current * factor, fit * MIN_ZOOM_OF_FIT), fit * MAX_ZOOM_OF_FIT)
        if abs(target - current) < 1e-9:
            return
        vp = self.viewport().rect()
        at = QPoint(vp.center()) if anchor is None else QPointF(anchor).toPoint()
        before = self.mapToScene(at)
        self.scale(target / current, target / current)
        after = self.mapFromScene(before)
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + after.x() - at.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + after.y() - at.y())
        self._fitted = False
        self._announce_scale()

    def centre_on_scene(self, point: QPointF) -> None:
        self.centerOn(point)
        self._fitted = False

    def visible_scene_rect(self) -> QRectF:
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def _announce_scale(self) -> None:
        scale = self.current_scale()
        self._scene.set_view_scale(scale)
        self.scale_changed.emit(scale)

    # -- events -------------------------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.pixelDelta().y()
        if delta == 0:
            event.ignore()
            return
        # One notch (120) zooms by ZOOM_STEP; touchpads send smaller steps and zoom smoothly.
        self.zoom_by(ZOOM_STEP ** (delta / 120.0), event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_out()
        elif key in (Qt.Key.Key_0, Qt.Key.Key_Home):
            self.fit_board()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit_board()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        if self._press_pos is not None:
            self._fitted = False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_pos = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press_pos = self._press_pos, None
        super().mouseReleaseEvent(event)
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - press).manhattanLength() <= _CLICK_SLOP_PX:
            zone = self._scene.zone_at(self.mapToScene(event.position().toPoint()))
            if zone is not None:
                self.zone_clicked.emit(zone)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)
        self.update_hover(event.position().toPoint())

    def leaveEvent(self, event: object) -> None:
        super().leaveEvent(event)  # type: ignore[arg-type]
        self._set_hovered(None)

    def update_hover(self, viewport_pos: QPoint) -> None:
        self._set_hovered(self._scene.zone_at(self.mapToScene(viewport_pos)))

    def _set_hovered(self, zone_id: str | None) -> None:
        if zone_id != self._hovered:
            self._hovered = zone_id
            self.zone_hovered.emit(zone_id)

    def hovered_zone(self) -> str | None:
        return self._hovered
