"""Saved games: versioned JSON around a game record, with forward migrations and autosave.

File layout: {"format": "sandtable-save", "schema": N, "record": {...}, "meta": {...}}.
`MIGRATIONS[n]` upgrades a schema-n document to n+1; files from a newer Sandtable are refused.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sandtable.core.jsonfile import FileProblem, read_json_file, write_json_atomic
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession

FORMAT = "sandtable-save"
SCHEMA_VERSION = 1
MAX_SAVE_BYTES = 16 * 1024 * 1024

# schema n -> function turning a schema-n document into schema n+1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def save_document(record: GameRecord, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "meta": dict(meta or {}),
        "record": record.to_json(),
    }


def save_game(path: str | os.PathLike[str], record: GameRecord, meta: dict[str, Any] | None = None) -> None:
    write_json_atomic(path, save_document(record, meta))


def upgrade(document: dict[str, Any], what: str = "the save") -> dict[str, Any]:
    """Bring a document of any older schema up to `SCHEMA_VERSION`, one migration at a time."""
    schema = document.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise FileProblem(f"{what} has no valid schema version (found {_short(schema)})")
    if schema > SCHEMA_VERSION:
        raise FileProblem(f"{what} was written by a newer Sandtable (schema {schema}; "
                          f"this version reads up to {SCHEMA_VERSION})")
    while schema < SCHEMA_VERSION:
        step = MIGRATIONS.get(schema)
        if step is None:
            raise FileProblem(f"{what} uses schema {schema}, which cannot be upgraded")
        try:
            document = step(document)
        except (ValueError, TypeError, KeyError) as exc:
            # Old files are as untrusted as new ones: a migration meeting bad data says so.
            raise FileProblem(f"{what} cannot be upgraded from schema {schema}: {exc}") from None
        schema += 1
        document["schema"] = schema
    return document


def parse_save(data: Any, what: str = "the save") -> tuple[GameRecord, dict[str, Any]]:
    """Check a decoded save document's structure; returns its record and meta."""
    if not isinstance(data, dict):
        raise FileProblem(f"{what} is not a Sandtable save (expected a JSON object)")
    if data.get("format") != FORMAT:
        raise FileProblem(f"{what} is not a Sandtable save (format is {_short(data.get('format'))})")
    data = upgrade(data, what)
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise FileProblem(f"{what}: 'meta' must be an object")
    if "record" not in data:
        raise FileProblem(f"{what} has no game record ('record')")
    try:
        record = GameRecord.from_json(data["record"])
    except ValueError as exc:
        raise FileProblem(f"{what}: {exc}") from None
    return record, meta


def load_save(path: str | os.PathLike[str]) -> tuple[GameRecord, dict[str, Any]]:
    """Read and validate a save's structure. Replaying it (see `open_session`) checks the moves.

    A bare game record (a JSON object with "game" and no "format", as golden examples are
    stored) is accepted too, with empty meta.
    """
    data = read_json_file(path, MAX_SAVE_BYTES)
    what = f"'{Path(path).name}'"
    if isinstance(data, dict) and "format" not in data and "game" in data:
        try:
            return GameRecord.from_json(data), {}
        except ValueError as exc:
            raise FileProblem(f"{what}: {exc}") from None
    return parse_save(data, what)


def open_session(path: str | os.PathLike[str]) -> GameSession:
    """Load a save (or bare record) into a playable session; every problem becomes one FileProblem.

    This is the single entry point for opening saves. Errors a game raises on bad data
    (ValueError, TypeError, KeyError) become the message; anything else is a bug and is not
    hidden.
    """
    record, meta = load_save(path)
    name = f"'{Path(path).name}'"
    try:
        game = get_game(record.game_id)
    except ValueError as exc:
        raise FileProblem(f"{name}: {exc}") from None
    try:
        session = GameSession(game, record)
    except KeyError as exc:
        key = exc.args[0] if exc.args else ""
        raise FileProblem(f"{name} cannot be replayed: missing entry {_short(key)}") from None
    except (ValueError, TypeError) as exc:
        # A game's message may quote data from the file; keep it to one readable sentence.
        raise FileProblem(f"{name} cannot be replayed: {_short(str(exc), 300, quote=False)}") from None
    session.meta = dict(meta)
    return session


def _short(value: Any, limit: int = 40, quote: bool = True) -> str:
    text = repr(value) if quote else " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def autosave_dir() -> Path:
    from platformdirs import user_data_dir

    override = os.environ.get("SANDTABLE_DATA_DIR")
    base = Path(override) if override else Path(user_data_dir("sandtable", "Sandtable"))
    return base / "autosave"


def autosave_path(game_id: str) -> Path:
    return autosave_dir() / f"{game_id}-last.json"


def autosave(session: GameSession) -> Path:
    """Listener for GameSession: write the record after every decision (and undo)."""
    path = autosave_path(session.game.game_id)
    save_game(path, session.record, {**session.meta, "autosave": True})
    return path
