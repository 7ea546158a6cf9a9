"""Mouse tools of the board editor: each turns gestures on the view into commands on the board.

A tool receives the view's mouse events as `Mouse` (scene point, board km, lon/lat) through
`press`/`drag`/`release` (a gesture it took over by returning True from `press`), `click` (a
press and release without a drag, when it did not take the press, so a drag pans the map),
`hover`, `double_click` and `key_press`. It draws its feedback (rubber lines, handles, range circles)
in `paint`, in scene units, with cosmetic pens. A drag is one command, pushed on release.

The base is in `tool_base.py`, the tools in `shape_tools.py` and `zone_tools.py`; this module lists
them in toolbar order.
"""

from __future__ import annotations

from sandtable.editor.shape_tools import DrawTool, SelectTool, SplitTool, VertexTool
from sandtable.editor.tool_base import Mouse, Tool, scene_point, terrain_color
from sandtable.editor.zone_tools import BrushTool, DeleteTool, LinkTool, MergeTool, RulerTool, SymbolTool

__all__ = ["TOOL_CLASSES", "Mouse", "SelectTool", "Tool", "scene_point", "terrain_color"]

TOOL_CLASSES: tuple[type[Tool], ...] = (SelectTool, DrawTool, VertexTool, SplitTool, MergeTool, DeleteTool,
                                        SymbolTool, LinkTool, BrushTool, RulerTool)
