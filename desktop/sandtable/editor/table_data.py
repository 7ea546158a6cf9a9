"""Game data files as grids (no Qt): the contract between a game and the game-data editor.

A game that wants its charts and counter lists edited without JSON declares them in a module
`sandtable.games.<package>.data_files` with `data_files() -> list[DataFile]` (found by
`discover_data_files`, so this module names no game). A `DataFile` is a JSON file, its tables
(grids of cells, each cell a path into the JSON document) and its check (the game's loader,
turned into sentences). The same module may publish `FILE_CHECKS`: a mapping from a file's
"format" field to `check(path) -> (problems, summary)`, which `sandtable validate` uses.

Cells are typed in as text: `parse_cell` reads numbers, true/false and null as JSON does and
keeps anything else as text; an empty cell removes an optional value. The loader, not the grid,
says what is wrong, so a bad value stays visible in its cell with its sentence beside it.
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import math
import os
import pkgutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from sandtable.core.jsonfile import FileProblem, read_json_file, write_text_atomic

Path_ = tuple[str | int, ...]
ABSENT = object()


class CellError(ValueError):
    """A typed value that cannot be put in its cell; one sentence."""


def parse_cell(text: str) -> Any:
    """The JSON value a typed cell means: '' -> ABSENT, '3' -> 3, '0.5' -> 0.5, 'true' -> True,
    'null' -> None, '["a", "b"]' -> a list, anything else the text itself (stripped)."""
    text = text.strip()
    if text == "":
        return ABSENT
    if text in ("true", "false"):
        return text == "true"
    if text == "null":
        return None
    if text[0] in "[{":  # a list or an object typed as JSON
        try:
            return json.loads(text)
        except ValueError:
            return text
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        return text
    return value if math.isfinite(value) else text


def show_cell(value: Any) -> str:
    """How a JSON value reads in a cell (the inverse of `parse_cell`)."""
    if value is ABSENT:
        return ""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(value)
    if isinstance(value, int | float | str):
        return str(value)
    return json.dumps(value, ensure_ascii=False)


def get_path(data: Any, path: Path_) -> Any:
    """The value at `path`, or ABSENT."""
    node = data
    for key in path:
        in_dict = isinstance(node, dict) and isinstance(key, str) and key in node
        in_list = isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node)
        if not (in_dict or in_list):
            return ABSENT
        node = node[key]
    return node


def set_path(data: Any, path: Path_, value: Any) -> None:
    """Put `value` at `path` (ABSENT removes a key); missing objects on the way are created."""
    node = data
    for key in path[:-1]:
        node = node.setdefault(key, {}) if isinstance(node, dict) else node[key]
    last = path[-1]
    if value is ABSENT:
        if isinstance(node, dict):
            node.pop(last, None)
        else:
            raise CellError("this cell cannot be left empty")
    elif isinstance(node, dict):
        node[last] = value
    else:
        node[last] = value


class Table(Protocol):
    """One grid of a data file."""

    title: str

    def headers(self, data: Any) -> list[str]: ...

    def row_labels(self, data: Any) -> list[str]: ...

    def cell(self, data: Any, row: int, column: int) -> str: ...

    def is_default(self, data: Any, row: int, column: int) -> bool: ...

    def set_cell(self, data: Any, row: int, column: int, text: str) -> None: ...

    def cell_problem(self, data: Any, row: int, column: int) -> str | None: ...


@dataclass
class KeyedRows:
    """Rows are the keys of an object at `path`, columns are keys inside each row (or, with
    `value_column`, the row's value itself is the one cell)."""

    title: str
    path: Path_
    columns: Sequence[str] = ()
    value_column: str | None = None
    check: Callable[[Any], str | None] | None = None

    def _rows(self, data: Any) -> list[str]:
        """The row keys: every key (one value per row), or the keys whose values are objects."""
        node = get_path(data, self.path)
        if not isinstance(node, dict):
            return []
        return [str(k) for k, v in node.items() if not str(k).startswith("_")
                and (self.value_column is not None or isinstance(v, dict))]

    def headers(self, data: Any) -> list[str]:
        if self.value_column is not None:
            return [self.value_column]
        if self.columns:
            return list(self.columns)
        seen: list[str] = []
        node = get_path(data, self.path)
        for row in (node.values() if isinstance(node, dict) else []):
            for key in (row if isinstance(row, dict) else {}):
                if key not in seen:
                    seen.append(key)
        return seen

    def row_labels(self, data: Any) -> list[str]:
        return self._rows(data)

    def _cell_path(self, data: Any, row: int, column: int) -> Path_:
        key = self._rows(data)[row]
        if self.value_column is not None:
            return (*self.path, key)
        return (*self.path, key, self.headers(data)[column])

    def cell(self, data: Any, row: int, column: int) -> str:
        return show_cell(get_path(data, self._cell_path(data, row, column)))

    def is_default(self, data: Any, row: int, column: int) -> bool:
        return False

    def set_cell(self, data: Any, row: int, column: int, text: str) -> None:
        set_path(data, self._cell_path(data, row, column), parse_cell(text))

    def cell_problem(self, data: Any, row: int, column: int) -> str | None:
        if self.check is None:
            return None
        value = get_path(data, self._cell_path(data, row, column))
        return None if value is ABSENT else self.check(value)


@dataclass
class ListRows:
    """Rows are the keys of an object at `path` whose values are lists, one cell per column;
    the column titles come from the list at `columns_path` (its items, or their `column_key`)."""

    title: str
    path: Path_
    columns_path: Path_
    column_key: str | None = None
    check: Callable[[Any], str | None] | None = None

    def headers(self, data: Any) -> list[str]:
        cols = get_path(data, self.columns_path)
        if not isinstance(cols, list):
            return []
        if self.column_key is None:
            return [show_cell(c) for c in cols]
        return [show_cell(c.get(self.column_key)) if isinstance(c, dict) else show_cell(c) for c in cols]

    def row_labels(self, data: Any) -> list[str]:
        node = get_path(data, self.path)
        return [str(k) for k in node] if isinstance(node, dict) else []

    def cell(self, data: Any, row: int, column: int) -> str:
        return show_cell(get_path(data, (*self.path, self.row_labels(data)[row], column)))

    def is_default(self, data: Any, row: int, column: int) -> bool:
        return False

    def set_cell(self, data: Any, row: int, column: int, text: str) -> None:
        value = parse_cell(text)
        if value is ABSENT:
            raise CellError("a chart cell cannot be left empty")
        set_path(data, (*self.path, self.row_labels(data)[row], column), value)

    def cell_problem(self, data: Any, row: int, column: int) -> str | None:
        if self.check is None:
            return None
        value = get_path(data, (*self.path, self.row_labels(data)[row], column))
        return None if value is ABSENT else self.check(value)


@dataclass
class DataFile:
    """A JSON file of a game's data, its grids and its check (`check(data) -> list of sentences`)."""

    title: str
    path: Path
    tables: list[Any]
    check: Callable[[Any], list[str]]
    write: Callable[[Any], str] = field(default=lambda data: compact_json(data, 2))
    # The game package declaring the file (set by `discover_data_files`): the window asks that
    # game's UI module for the words of its ids (row labels, id cells).
    game_package: str = ""

    def load(self) -> Any:
        return read_json_file(self.path)

    def problems(self, data: Any) -> list[str]:
        """Every cell's problem (table, row, column: sentence), else the file check's sentences."""
        out: list[str] = []
        for table in self.tables:
            headers = table.headers(data)
            for r, label in enumerate(table.row_labels(data)):
                for c, head in enumerate(headers):
                    problem = table.cell_problem(data, r, c)
                    if problem:
                        out.append(f"{table.title}, {label}, {head}: {problem}")
        if not out:  # the file's check once every cell reads (else it restates a cell's problem)
            out.extend(self.check(data))
        return out

    def save(self, data: Any, path: str | os.PathLike[str] | None = None) -> None:
        """Write atomically; refused (FileProblem) while the data has problems."""
        problems = self.problems(data)
        if problems:
            raise FileProblem(problems[0])
        write_text_atomic(path or self.path, self.write(data))


def loader_check(loader: Callable[[Any, str], Any], what: str) -> Callable[[Any], list[str]]:
    """A file check from a game loader that raises one sentence (FileProblem) on the first problem."""

    def check(data: Any) -> list[str]:
        try:
            loader(copy.deepcopy(data), what)
        except FileProblem as exc:
            return [str(exc)]
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            return [f"{what}: an entry is malformed ({exc})"]
        return []

    return check


def compact_json(data: Any, depth: int = 2) -> str:
    """JSON with one line per entry down to `depth` levels and each deeper value on one line
    (the layout of hand-kept data files: a diff shows the row that changed)."""

    def dump(value: Any, level: int, indent: str) -> str:
        if level >= depth or not isinstance(value, dict | list) or not value:
            return json.dumps(value, ensure_ascii=False)
        inner = indent + " "
        if isinstance(value, dict):
            items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {dump(v, level + 1, inner)}"
                     for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + indent + "}"
        items = [inner + dump(v, level + 1, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"

    return dump(data, 0, "") + "\n"


def discover_data_files() -> list[DataFile]:
    """The editable data files of every game package that has a `data_files` module."""
    import sandtable.games as games

    out: list[DataFile] = []
    for info in pkgutil.iter_modules(games.__path__):
        if not info.ispkg:
            continue
        name = f"sandtable.games.{info.name}.data_files"
        if importlib.util.find_spec(name) is None:
            continue
        module = importlib.import_module(name)
        declare = getattr(module, "data_files", None)
        if callable(declare):
            for data_file in declare():
                data_file.game_package = f"sandtable.games.{info.name}"
                out.append(data_file)
    return out


def file_checks() -> dict[str, Callable[[str], tuple[list[str], str]]]:
    """Format field -> check(path) from every game's `data_files.FILE_CHECKS`."""
    import sandtable.games as games

    out: dict[str, Callable[[str], tuple[list[str], str]]] = {}
    for info in pkgutil.iter_modules(games.__path__):
        name = f"sandtable.games.{info.name}.data_files"
        if not info.ispkg or importlib.util.find_spec(name) is None:
            continue
        out.update(getattr(importlib.import_module(name), "FILE_CHECKS", {}))
    return out
