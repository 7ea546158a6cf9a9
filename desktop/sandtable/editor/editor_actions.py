"""The editor window's actions, docks, menus and toolbars (built once, by `EditorWindow.__init__`).

The functions set the window's `act_*` actions, `tool_actions`, the panels and `docks`, the symbol
palette (`symbol_actions`) and the terrain box; the window's slots do the work.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QComboBox, QDockWidget, QLabel, QToolBar

from sandtable.editor.panels import PropertiesPanel, RulersPanel, ValidationPanel
from sandtable.editor.table_data_window import open_game_data
from sandtable.ui.symbols import SYMBOL_ORDER, symbol_label, symbol_pixmap

if TYPE_CHECKING:
    from sandtable.editor.editor_window import EditorWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("EditorWindow", text)


def tool_title(key: str) -> str:
    """The menu text of a tool (with its mnemonic), translated."""
    titles = {
        "select": tr("&Select"), "draw": tr("&Draw zone"), "vertex": tr("&Corners"),
        "split": tr("S&plit zone"), "merge": tr("&Merge zones"), "delete": tr("D&elete zone"),
        "symbol": tr("S&ymbols"), "link": tr("&Links and cuts"), "brush": tr("Hex &brush"),
        "ruler": tr("&Ruler ranges"),
    }
    return titles.get(key, key)


TOOL_SHORTCUTS = {"select": "S", "draw": "D", "vertex": "C", "split": "P", "merge": "M", "delete": "E",
                  "symbol": "Y", "link": "L", "brush": "B", "ruler": "R"}


def _action(window: EditorWindow, text: str, slot: Callable[..., Any], shortcut: Any = None,
            tip: str = "") -> QAction:
    """An action that calls `slot`, with its shortcut and tip."""
    action = QAction(text, window)
    action.triggered.connect(lambda _checked=False: slot())
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip:
        action.setStatusTip(tip)
        action.setToolTip(tip)
    return action


def build_actions(window: EditorWindow) -> None:
    """The file, edit, board and tool actions."""
    window.act_new = _action(window, tr("&New board from coastline…"), window.new_board_dialog,
                             QKeySequence.StandardKey.New)
    window.act_open = _action(window, tr("&Open board…"), window.choose_board,
                              QKeySequence.StandardKey.Open)
    window.act_save = _action(window, tr("&Save"), window.save, QKeySequence.StandardKey.Save)
    window.act_save_as = _action(window, tr("Save &as…"), window.save_as,
                                 QKeySequence.StandardKey.SaveAs)
    window.act_play = _action(window, tr("&Play on this board"), window.play)
    window.act_close = _action(window, tr("&Close editor"), window.close,
                               QKeySequence.StandardKey.Close)
    window.act_undo = window.undo_stack.createUndoAction(window, tr("&Undo"))
    window.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
    window.act_redo = window.undo_stack.createRedoAction(window, tr("&Redo"))
    window.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
    window.act_delete_zone = _action(window, tr("Delete selected zone"), window.delete_selected)
    window.act_hex_grid = _action(window, tr("Add &hex grid…"), window.hex_grid_dialog)
    window.act_remove_grids = _action(window, tr("Remove hex grids"), window.remove_hex_grids)
    window.act_adjacency = QAction(tr("Show &adjacency"), window)
    window.act_adjacency.setCheckable(True)
    window.act_adjacency.setChecked(window.show_adjacency)
    window.act_adjacency.toggled.connect(window.set_show_adjacency)
    window.act_fit = _action(window, tr("&Fit to window"), window.view.fit_board, "Ctrl+0")
    window.tool_group = QActionGroup(window)
    window.tool_group.setExclusive(True)
    window.tool_actions = {}
    for key, tool in window.tools.items():
        action = QAction(tool_title(key), window)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(TOOL_SHORTCUTS[key]))
        action.setStatusTip(tool.hint)
        action.setToolTip(tool.hint)
        action.triggered.connect(lambda _checked=False, k=key: window.set_tool(k))
        window.tool_group.addAction(action)
        window.tool_actions[key] = action


def build_panels(window: EditorWindow) -> None:
    """The properties, rulers and validation docks."""
    window.properties = PropertiesPanel(window)
    window.rulers_panel = RulersPanel(window)
    window.validation = ValidationPanel(window)
    window.docks = {}
    for key, title, widget, area in (
            ("properties", tr("Properties"), window.properties, Qt.DockWidgetArea.RightDockWidgetArea),
            ("rulers", tr("Rulers"), window.rulers_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            ("validation", tr("Validation"), window.validation, Qt.DockWidgetArea.RightDockWidgetArea)):
        dock = QDockWidget(title, window)
        dock.setObjectName(f"editor-{key}")
        dock.setWidget(widget)
        window.addDockWidget(area, dock)
        window.docks[key] = dock
    window.tabifyDockWidget(window.docks["properties"], window.docks["rulers"])
    window.docks["properties"].raise_()
    window.resizeDocks([window.docks["properties"], window.docks["validation"]], [430, 230],
                       Qt.Orientation.Vertical)
    window.resizeDocks([window.docks["properties"]], [340], Qt.Orientation.Horizontal)


def build_menus_and_toolbars(window: EditorWindow) -> None:
    """The menu bar, the file and tools toolbars, and the palette."""
    bar = window.menuBar()
    file_menu = bar.addMenu(tr("&File"))
    for a in (window.act_new, window.act_open, None, window.act_save, window.act_save_as, None,
              window.act_play, None, window.act_close):
        if a is None:
            file_menu.addSeparator()
        else:
            file_menu.addAction(a)
    edit_menu = bar.addMenu(tr("&Edit"))
    edit_menu.addAction(window.act_undo)
    edit_menu.addAction(window.act_redo)
    edit_menu.addSeparator()
    edit_menu.addAction(window.act_delete_zone)
    tools_menu = bar.addMenu(tr("&Tools"))
    for action in window.tool_actions.values():
        tools_menu.addAction(action)
    board_menu = bar.addMenu(tr("&Board"))
    board_menu.addAction(window.act_hex_grid)
    board_menu.addAction(window.act_remove_grids)
    board_menu.addSeparator()
    board_menu.addAction(window.act_adjacency)
    board_menu.addAction(window.act_fit)
    board_menu.addSeparator()
    board_menu.addAction(_action(window, tr("Edit &game data…"), partial(open_game_data, window)))
    view_menu = bar.addMenu(tr("&Panels"))
    for dock in window.docks.values():
        view_menu.addAction(dock.toggleViewAction())

    main = QToolBar(tr("File"), window)
    main.setObjectName("editor-file")
    for a in (window.act_new, window.act_open, window.act_save, None, window.act_undo, window.act_redo,
              None, window.act_play):
        if a is None:
            main.addSeparator()
        else:
            main.addAction(a)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, main)
    tools_bar = QToolBar(tr("Tools"), window)
    tools_bar.setObjectName("editor-tools")
    tools_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for action in window.tool_actions.values():
        tools_bar.addAction(action)
    window.addToolBar(Qt.ToolBarArea.LeftToolBarArea, tools_bar)

    palette = QToolBar(tr("Palette"), window)
    palette.setObjectName("editor-palette")
    palette.addWidget(QLabel(tr("Symbol:") + " "))
    window.symbol_group = QActionGroup(window)
    window.symbol_actions = {}
    for name in SYMBOL_ORDER:
        action = QAction(QIcon(symbol_pixmap(name, 22)), symbol_label(name), window)
        action.setCheckable(True)
        action.setToolTip(symbol_label(name))
        action.triggered.connect(lambda _checked=False, n=name: window.set_symbol(n))
        window.symbol_group.addAction(action)
        palette.addAction(action)
        window.symbol_actions[name] = action
    window.symbol_actions[window.current_symbol].setChecked(True)
    palette.addSeparator()
    palette.addWidget(QLabel(tr("Terrain:") + " "))
    window.terrain = QComboBox()
    window.terrain.setEditable(True)
    window.terrain.setMinimumWidth(120)
    # The presets read in the windows' language; the board stores their ids (item data).
    presets = (("clear", tr("clear")), ("mountain", tr("mountain")), ("forest", tr("forest")),
               ("marsh", tr("marsh")), ("city", tr("city")), ("rough", tr("rough")))
    for name, shown in presets:
        window.terrain.addItem(shown, name)
    window.terrain.setCurrentIndex(max(0, window.terrain.findData(window.brush_value)))
    window.terrain.setToolTip(tr("Terrain painted by the hex brush (any name; empty erases)"))
    window.terrain.currentTextChanged.connect(window.set_brush_value)
    palette.addWidget(window.terrain)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, palette)
