"""Safe reading and atomic writing of JSON files that come from users.

Reading is size-limited, strict (no NaN/Infinity, UTF-8 only, bounded nesting) and turns
every failure into `FileProblem` with one clear sentence; it never runs code. Writing goes
to a temporary file in the same folder, is flushed to disk, then replaces the target, so a
crash mid-write leaves the old file intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

DEFAULT_MAX_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 200


class FileProblem(ValueError):
    """A user file that cannot be used; the message names the file and the problem."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in this file")


def _depth(value: Any, limit: int) -> int:
    # Iterative so a hostile, deeply nested file cannot exhaust the Python stack.
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return depth
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def parse_json_text(text: str | bytes, what: str = "file", max_bytes: int = DEFAULT_MAX_BYTES) -> Any:
    if isinstance(text, bytes):
        if len(text) > max_bytes:
            raise FileProblem(f"{what} is too large ({len(text)} bytes, limit {max_bytes})")
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise FileProblem(f"{what} is not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise FileProblem(f"{what} is empty")
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise FileProblem(f"{what} is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise FileProblem(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno}, "
                          f"column {exc.colno}") from None
    except ValueError as exc:
        raise FileProblem(f"{what} is not valid JSON: {exc}") from None
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise FileProblem(f"{what} is nested too deeply (more than {MAX_DEPTH} levels)")
    return data


def read_json_file(path: str | os.PathLike[str], max_bytes: int = DEFAULT_MAX_BYTES) -> Any:
    p = Path(path)
    what = f"'{p.name}'"
    try:
        if not p.is_file():
            raise FileProblem(f"{what} does not exist or is not a file")
        size = p.stat().st_size
        if size > max_bytes:
            raise FileProblem(f"{what} is too large ({size} bytes, limit {max_bytes})")
        with p.open("rb") as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise FileProblem(f"{what} cannot be read: {exc.strerror or exc}") from None
    return parse_json_text(raw, what, max_bytes)


def write_json_atomic(path: str | os.PathLike[str], data: Any, indent: int | None = 1) -> None:
    """Serialise first (so a bad value fails before touching disk), then replace atomically."""
    text = json.dumps(data, indent=indent, ensure_ascii=False, allow_nan=False) + "\n"
    write_text_atomic(path, text)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
