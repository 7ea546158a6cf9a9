"""Safe reading and atomic writing of JSON files that come from users.

Reading is size-limited, strict (no NaN/Infinity or overflowing numbers, UTF-8 only, no lone
surrogates, bounded nesting) and turns every failure into `FileProblem` with one clear
sentence; it never runs code. Whatever it accepts can be written back unchanged. Writing goes
to a temporary file in the same folder, is flushed to disk, then replaces the target, so a
crash mid-write leaves the old file intact (at worst a stray hidden `.name.*.tmp` file).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import tempfile
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 200
MAX_NUMBER_DIGITS = 100
# How much of a file name a message shows; longer names are cut in the middle.
MAX_NAME_CHARS = 60


@dataclass(frozen=True)
class JsonLimits:
    """Shape limits checked on the raw bytes, before the parser builds anything.

    `max_containers` bounds the objects and arrays (each costs 50-250 bytes once parsed),
    `max_values` the elements of all of them together (commas + 1), `max_members` the keys of
    all objects together (colons: a dict's entries cost the most to build). No real Sandtable file
    comes near them; a hostile one is refused in well under a second and without building
    the millions of Python objects it describes.
    """

    max_bytes: int = DEFAULT_MAX_BYTES
    max_containers: int = 400_000
    max_values: int = 1_000_000
    max_members: int = 300_000


DEFAULT_LIMITS = JsonLimits()


class FileProblem(ValueError):
    """A user file that cannot be used; the message names the file and the problem."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in this file")


def _bounded_int(text: str) -> int:
    # Python refuses over 4300 digits with a message about sys.set_int_max_str_digits; no
    # Sandtable value needs more than a few digits, so refuse early and in plain words.
    if len(text) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number has more than {MAX_NUMBER_DIGITS} digits")
    return int(text)


# What may make a number overflow or exceed MAX_NUMBER_DIGITS: an exponent of 3 digits or more,
# or a run of digits (dots included) longer than the limit.
_ODD_NUMBER = re.compile(rb"[eE][+-]?[0-9]{3}|[0-9.]{%d}" % (MAX_NUMBER_DIGITS + 1))


def _finite_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number has more than {MAX_NUMBER_DIGITS} digits")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:20]} is too large")
    return value


def _bracket_depth(raw: bytes) -> int:
    """The deepest nesting of brackets in `raw`, those inside strings included: never below the
    parsed document's depth, and found at memory speed (walking a parsed board of 200,000
    numbers to measure its depth took seconds)."""
    import numpy as np

    data = np.frombuffer(raw, dtype=np.uint8)
    opening = (data == ord("[")) | (data == ord("{"))
    marks = np.flatnonzero(opening | (data == ord("]")) | (data == ord("}")))
    if not len(marks):
        return 0
    steps = np.where(opening[marks], 1, -1).astype(np.int64)
    return int(np.cumsum(steps).max())


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


def display_name(path: str | os.PathLike[str]) -> str:
    """A file's name as messages show it: quoted, control characters escaped, long names cut.

    A name from a stranger may hold newlines, terminal escapes or hundreds of characters; none
    of that may break the one-sentence message (or the terminal) that names it.
    """
    name = Path(path).name or str(path)
    shown = "".join(ch if ch.isprintable() and unicodedata.category(ch) not in ("Cf", "Zl", "Zp")
                    else ascii(ch)[1:-1] for ch in name)
    if len(shown) > MAX_NAME_CHARS:
        keep = (MAX_NAME_CHARS - 3) // 2
        shown = shown[:keep] + "..." + shown[-keep:]
    return f"'{shown}'"


def check_shape(raw: bytes, what: str, limits: JsonLimits) -> None:
    """Refuse a document with too many objects, arrays or elements, before it is parsed.

    Brackets, commas and colons are counted at memory speed over the raw bytes, those inside
    strings included: an over-estimate by the punctuation of the file's texts, which is far below
    the limits in any real file (cutting the strings out first costs a hostile file's million
    strings in time and memory, which is what the limits are there to avoid).
    """
    containers = raw.count(b"[") + raw.count(b"{")
    values = raw.count(b",") + 1
    members = raw.count(b":")
    if containers > limits.max_containers:
        raise FileProblem(f"{what} holds too many objects and lists ({containers:,}, "
                          f"limit {limits.max_containers:,})")
    if values > limits.max_values:
        raise FileProblem(f"{what} holds too many values ({values:,}, limit {limits.max_values:,})")
    if members > limits.max_members:
        raise FileProblem(f"{what} holds too many named entries ({members:,}, "
                          f"limit {limits.max_members:,})")


def parse_json_text(text: str | bytes, what: str = "file", max_bytes: int | None = None,
                    limits: JsonLimits = DEFAULT_LIMITS) -> Any:
    """Parse untrusted JSON; every way it can fail becomes a `FileProblem` naming `what`."""
    max_bytes = limits.max_bytes if max_bytes is None else max_bytes
    if len(text) > max_bytes:
        raise FileProblem(f"{what} is too large ({len(text):,} bytes, limit {max_bytes:,})")
    raw = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    if isinstance(text, bytes):
        if text.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise FileProblem(f"{what} is UTF-16 text; save it as UTF-8")
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise FileProblem(f"{what} is not UTF-8 text (bad byte at offset {exc.start})") from None
    check_shape(raw, what, limits)
    # The exact walk over the parsed values only when the brackets (strings' included) go deep.
    shallow = _bracket_depth(raw) <= MAX_DEPTH
    # Numbers go through the checking hooks only when the text has a long run of digits or a
    # large exponent (in a string or not): no other number can overflow or run long, and the
    # hooks were half the time of reading a board of 160,000 coordinates.
    plain = _ODD_NUMBER.search(raw) is None
    del raw
    if not text.strip():
        raise FileProblem(f"{what} is empty")
    try:
        if plain:
            data = json.loads(text, parse_constant=_reject_constant)
        else:
            data = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float,
                              parse_int=_bounded_int)
    except RecursionError:
        raise FileProblem(f"{what} is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise FileProblem(f"{what} is not valid JSON: {exc.msg} at line {exc.lineno}, "
                          f"column {exc.colno}") from None
    except ValueError as exc:  # NaN/Infinity, overflowing or over-long numbers
        raise FileProblem(f"{what} is not valid JSON: {exc}") from None
    if not shallow and _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise FileProblem(f"{what} is nested too deeply (more than {MAX_DEPTH} levels)")
    if "\\u" in text:
        # An escaped lone surrogate ("\\ud800") decodes to a str that cannot be encoded again,
        # which would only fail later, when the game is saved.
        try:
            json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise FileProblem(f"{what} contains an invalid character escape (a lone surrogate)") from None
    return data


def read_json_file(path: str | os.PathLike[str], max_bytes: int | None = None,
                   limits: JsonLimits = DEFAULT_LIMITS) -> Any:
    """Read a user's JSON file within `limits` (size first, from the file system, then shape)."""
    max_bytes = limits.max_bytes if max_bytes is None else max_bytes
    p = Path(path)
    what = display_name(p)
    try:
        if not p.is_file():
            raise FileProblem(f"{what} does not exist or is not a file")
        size = p.stat().st_size
        if size > max_bytes:
            raise FileProblem(f"{what} is too large ({size:,} bytes, limit {max_bytes:,})")
        with p.open("rb") as fh:
            # Read one byte more than allowed: a file growing while it is read is caught too.
            raw = fh.read(max_bytes + 1)
    except OSError as exc:
        raise FileProblem(f"{what} cannot be read: {exc.strerror or exc}") from None
    return parse_json_text(raw, what, max_bytes, limits)


def write_json_atomic(path: str | os.PathLike[str], data: Any, indent: int | None = 1) -> None:
    """Serialise first (so a bad value fails before touching disk), then replace atomically."""
    text = json.dumps(data, indent=indent, ensure_ascii=False, allow_nan=False) + "\n"
    write_text_atomic(path, text)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text so that `path` is at every moment either the old or the new content."""
    payload = text.encode("utf-8")  # fails (UnicodeEncodeError) before anything touches the disk
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        # mkstemp creates the file private (0600); give it the mode the user would expect.
        try:
            mode = stat.S_IMODE(target.stat().st_mode)
        except OSError:
            mode = 0o666 & ~_UMASK
        with contextlib.suppress(OSError):  # some file systems (FAT, network shares) refuse modes
            os.chmod(tmp_name, mode)
        _replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _sync_folder(target.parent)


def _replace(source: str, target: Path) -> None:
    # On Windows a reader (antivirus, indexer) holding the target open makes the replace fail
    # briefly; retry a few times before giving up.
    for attempt in range(5):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if os.name != "nt" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless to skip where folders cannot be opened."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _read_umask() -> int:
    # The only portable way to read the umask is to set it and put it back; done once at import.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def describe_json_value(value: Any) -> str:
    """How a validation message names a JSON value: "a boolean", "the text 'abc'", "a list"..."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
