"""Saved games: versioned JSON around a game record, with forward migrations and autosave.

File layout: {"format": "sandtable-save", "schema": N, "record": {...}, "meta": {...},
"check": {...}}. `MIGRATIONS[n]` upgrades a schema-n document to n+1; files from a newer
Sandtable are refused. `check` (schema 2) carries the record schema, the rules version, the
state hash every `CHECKPOINT_EVERY` steps and at the end, and whether every die came from the
seed; opening replays the record against it, and a save that no longer replays as it was saved
(a rules fix, an edited seed, die or label) is refused with a `DivergentSave` naming the step and
carrying a `Divergence` (data: the last agreeing step) so the UI can offer to continue from there.
A game may keep saves of an earlier rules version playable as they were made: its optional
`options_for_rules(version) -> dict` names the options under which the current engine plays as that
version did; opening such a save adds them to the record (the record's own choices win), so the game
goes on under the rules it was started with, and saving it again carries them.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sandtable.core import dice
from sandtable.core.jsonfile import FileProblem, display_name, read_json_file, write_json_atomic
from sandtable.core.protocol import CHANCE, Game, State
from sandtable.core.record import RECORD_SCHEMA, GameRecord, apply_recorded, initial_state
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession

FORMAT = "sandtable-save"
SCHEMA_VERSION = 2
MAX_SAVE_BYTES = 16 * 1024 * 1024
# A checkpoint hash every so many steps: a divergence is located to within this many steps.
CHECKPOINT_EVERY = 10
_HEX = re.compile(r"[0-9a-f]{16,64}")


def _schema_1_to_2(document: dict[str, Any]) -> dict[str, Any]:
    # Schema 1 had no "check": such saves open as before, without the replay check.
    return dict(document)


# schema n -> function turning a schema-n document into schema n+1
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _schema_1_to_2}


@dataclass(frozen=True)
class Divergence:
    """A save whose replay does not match what was saved: where, why, and what still agrees."""

    step: int             # the 1-based step where the difference shows
    last_agreeing: int    # this many actions replay as saved: the game can go on from there
    reason: str           # what differs, as a clause
    saved_rules: str      # the rules version the save was made under ("" if unknown)
    current_rules: str

    def sentence(self, what: str) -> str:
        where = f"at step {self.step}" if self.step else "at the start"
        if not self.saved_rules:
            head = (f"{what} does not say which rules it was played under and, replayed under rules "
                    f"{self.current_rules}, diverges {where}")
        elif self.saved_rules != self.current_rules:
            head = (f"{what}, saved under rules {self.saved_rules} and replayed under rules "
                    f"{self.current_rules}, diverges {where}")
        else:
            head = f"{what} does not replay as it was saved: it diverges {where}"
        return f"{head} ({self.reason}); it agrees up to step {self.last_agreeing}"


class DivergentSave(FileProblem):
    """A save that replays differently from how it was saved; `divergence` says where."""

    def __init__(self, message: str, divergence: Divergence) -> None:
        super().__init__(message)
        self.divergence = divergence


def _short_hash(state: State) -> str:
    return state.state_hash()[:16]


@dataclass
class CheckTrail:
    """A private replay of a record kept between saves, so an autosave after every action only
    replays the new actions (not the whole game) to compute the check data."""

    state: State
    actions: list[Any] = field(default_factory=list)   # the action dicts replayed, by identity
    chance: int = 0
    seeded: bool = True
    checkpoints: dict[str, str] = field(default_factory=dict)


def check_data(game: Game, record: GameRecord, trail: CheckTrail | None = None) -> dict[str, Any]:
    """What a save records to verify its replay: versions, checkpoint hashes, seeded dice.

    With `trail` (kept by the caller between saves of one game), only the actions added since
    the last call are replayed; a record that was undone or replaced is replayed from the start.
    """
    done = trail.actions if trail is not None else []
    same = len(done) <= len(record.actions) and all(
        a is b for a, b in zip(done, record.actions, strict=False))
    if trail is None or not same:
        fresh = CheckTrail(initial_state(game, record))
        if trail is None:
            trail = fresh
        else:
            trail.__dict__.update(fresh.__dict__)
    state = trail.state
    for index in range(len(trail.actions), len(record.actions)):
        data = record.actions[index]
        if state.current_player() == CHANCE:
            drawn = dice.draw(record.seed, trail.chance, state.chance_outcomes())
            action = apply_recorded(game, state, index, data)
            trail.seeded = trail.seeded and drawn == action
            trail.chance += 1
        else:
            apply_recorded(game, state, index, data)
        trail.actions.append(data)
        if (index + 1) % CHECKPOINT_EVERY == 0:
            trail.checkpoints[str(index + 1)] = _short_hash(state)
    return {"record_schema": RECORD_SCHEMA, "rules": str(game.rules_version),
            "steps": len(record.actions), "final_hash": state.state_hash(),
            "checkpoints": dict(trail.checkpoints), "seeded_dice": trail.seeded}


def save_document(record: GameRecord, meta: dict[str, Any] | None = None,
                  game: Game | None = None, trail: CheckTrail | None = None) -> dict[str, Any]:
    document: dict[str, Any] = {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "meta": dict(meta or {}),
        "record": record.to_json(),
    }
    # A record that does not replay (a bug elsewhere) is still saved, unchecked: losing the
    # player's game would be worse than a save that cannot vouch for itself.
    with contextlib.suppress(ValueError, TypeError, KeyError):
        document["check"] = check_data(game or get_game(record.game_id), record, trail)
    return document


def save_game(path: str | os.PathLike[str], record: GameRecord, meta: dict[str, Any] | None = None,
              game: Game | None = None, trail: CheckTrail | None = None) -> None:
    write_json_atomic(path, save_document(record, meta, game, trail))


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


def parse_check(value: Any, what: str) -> dict[str, Any] | None:
    """The "check" member of a save, strictly typed; None when the save has none (schema 1)."""
    if value is None:
        return None

    def bad(problem: str) -> FileProblem:
        return FileProblem(f"{what}: 'check' {problem}")

    if not isinstance(value, dict):
        raise bad("must be an object")
    known = {"record_schema", "rules", "steps", "final_hash", "checkpoints", "seeded_dice"}
    unknown = sorted(set(value) - known)
    if unknown:
        raise bad(f"has an unknown field {_short(unknown[0])}")
    for key in ("record_schema", "steps"):
        number = value.get(key)
        if not isinstance(number, int) or isinstance(number, bool) or number < 0:
            raise bad(f"has {key} {_short(number)}, which is not a whole number of at least 0")
    if value["record_schema"] > RECORD_SCHEMA:
        raise FileProblem(f"{what} holds a record of a newer Sandtable (record schema "
                          f"{value['record_schema']}; this version reads up to {RECORD_SCHEMA})")
    rules = value.get("rules")
    if not isinstance(rules, str) or not 0 < len(rules) <= 40:
        raise bad(f"has rules {_short(rules)}, which is not a version text")
    final = value.get("final_hash")
    if not isinstance(final, str) or not _HEX.fullmatch(final):
        raise bad("has a final_hash that is not a hexadecimal hash")
    points = value.get("checkpoints", {})
    if not isinstance(points, dict) or len(points) > 100_000:
        raise bad("has checkpoints that are not an object of step numbers")
    for step, digest in points.items():
        if not step.isdigit() or len(step) > 9 or not isinstance(digest, str) or not _HEX.fullmatch(digest):
            raise bad(f"has a checkpoint {_short(step)} that is not a step number with a hash")
    if not isinstance(value.get("seeded_dice", False), bool):
        raise bad("has seeded_dice that is not true or false")
    return value


def parse_save(data: Any, what: str = "the save") -> tuple[GameRecord, dict[str, Any]]:
    """Check a decoded save document's structure; returns its record and meta."""
    record, meta, _ = parse_save_checked(data, what)
    return record, meta


def parse_save_checked(data: Any, what: str = "the save"
                       ) -> tuple[GameRecord, dict[str, Any], dict[str, Any] | None]:
    """Like `parse_save`, also returning the save's "check" member (None when it has none)."""
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
    return record, meta, parse_check(data.get("check"), what)


def load_save(path: str | os.PathLike[str]) -> tuple[GameRecord, dict[str, Any]]:
    """Read and validate a save's structure. Replaying it (see `open_session`) checks the moves.

    A bare game record (a JSON object with "game" and no "format", as golden examples are
    stored) is accepted too, with empty meta.
    """
    record, meta, _ = load_save_checked(path)
    return record, meta


def load_save_checked(path: str | os.PathLike[str]
                      ) -> tuple[GameRecord, dict[str, Any], dict[str, Any] | None]:
    data = read_json_file(path, MAX_SAVE_BYTES)
    what = display_name(path)
    if isinstance(data, dict) and "format" not in data and "game" in data:
        try:
            return GameRecord.from_json(data), {}, None
        except ValueError as exc:
            raise FileProblem(f"{what}: {exc}") from None
    return parse_save_checked(data, what)


def find_divergence(game: Game, record: GameRecord, check: dict[str, Any] | None) -> Divergence | None:
    """Replay `record` against a save's check data; the first difference found, or None.

    Raises ValueError (or IllegalAction) as `replay` does when an action cannot be applied; the
    caller turns it into a Divergence at that step.
    """
    if check is None:
        return None
    saved_rules, current = str(check["rules"]), str(game.rules_version)
    points = {int(k): v for k, v in check.get("checkpoints", {}).items()}
    seeded = bool(check.get("seeded_dice", False))
    steps = int(check["steps"])
    agreed = 0

    def diverged(step: int, reason: str) -> Divergence:
        return Divergence(step, agreed, reason, saved_rules, current)

    state = initial_state(game, record)
    chance = 0
    for index, data in enumerate(record.actions):
        step = index + 1
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            label = state.chance_label()
            action = apply_recorded(game, state, index, data)
            if seeded and dice.draw(record.seed, chance, outcomes) != action:
                return Divergence(step, index, f"the roll '{_short(label, 60, quote=False)}' is not "
                                  "what the seed draws: the seed, the die or its label was changed",
                                  saved_rules, current)
            chance += 1
        else:
            apply_recorded(game, state, index, data)
        if step in points:
            if points[step] != _short_hash(state):
                return diverged(step, f"the position after step {step} differs from the saved one")
            agreed = step
    if steps != len(record.actions):
        return diverged(min(steps, len(record.actions)) + 1,
                        f"the save was made after {steps} steps but holds {len(record.actions)}")
    if state.state_hash() != check["final_hash"]:
        return diverged(steps, "the final position differs from the saved one")
    return None


def open_session(path: str | os.PathLike[str], upto: int | None = None) -> GameSession:
    """Load a save (or bare record) into a playable session; every problem becomes one FileProblem.

    This is the single entry point for opening saves. Errors a game raises on bad data
    (ValueError, TypeError, KeyError) become the message; anything else is a bug and is not
    hidden. A save that replays differently from how it was saved raises `DivergentSave`; the
    caller may then offer `open_session(path, upto=exc.divergence.last_agreeing)`, which keeps the
    first `upto` actions and skips the check (the player chose to go on from there).
    """
    record, meta, check = load_save_checked(path)
    name = display_name(path)
    try:
        game = get_game(record.game_id)
    except ValueError as exc:
        raise FileProblem(f"{name}: {exc}") from None
    # The rules the game was played under: a save's check data says; a bare record says itself
    # (or, written before records carried it, says nothing: "" below).
    saved_rules = str(check["rules"]) if check is not None else (record.rules or "")
    if saved_rules:
        record.options = {**rules_options(game, saved_rules), **record.options}
    if upto is not None:
        if not 0 <= upto <= len(record.actions):
            raise FileProblem(f"{name} has no step {upto} to continue from")
        record.actions = record.actions[:upto]
        check = None
    try:
        divergence = find_divergence(game, record, check)
        if divergence is None:
            session = GameSession(game, record)
    except KeyError as exc:
        key = exc.args[0] if exc.args else ""
        raise FileProblem(f"{name} cannot be replayed: missing entry {_short(key)}") from None
    except (ValueError, TypeError) as exc:
        # A game's message may quote data from the file; keep it to one readable sentence.
        text = f"{name} cannot be replayed: {_short(str(exc), 300, quote=False)}"
        step = _failed_step(str(exc))
        # A known older rules version, or an unknown one with steps that did replay: name the
        # divergence and let the player go on from the last agreeing step. An unknown version that
        # fails at its first step has nothing to go on from: it is just a record that cannot be replayed.
        if upto is None and step is not None and saved_rules != str(game.rules_version) and (
                saved_rules or step > 1):
            found = Divergence(step, step - 1, _short(str(exc), 200, quote=False), saved_rules,
                               str(game.rules_version))
            raise DivergentSave(found.sentence(name), found) from None
        raise FileProblem(text) from None
    if divergence is not None:
        raise DivergentSave(divergence.sentence(name), divergence)
    session.meta = dict(meta)
    return session


def rules_options(game: Game, saved_rules: str) -> dict[str, Any]:
    """The options under which `game` replays a save of rules version `saved_rules` as it was made
    (the game's optional `options_for_rules`; none for the current version)."""
    hook = getattr(game, "options_for_rules", None)
    if saved_rules == str(game.rules_version) or not callable(hook):
        return {}
    return dict(hook(saved_rules))


def _failed_step(message: str) -> int | None:
    match = re.match(r"action (\d+)", message)
    return int(match.group(1)) if match else None


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
    # The trail lives on the session it checks: one private replay per game being played.
    trail = session.__dict__.get("_save_trail")
    if trail is None:
        trail = session.__dict__["_save_trail"] = CheckTrail(initial_state(session.game, session.record))
    save_game(path, session.record, {**session.meta, "autosave": True}, session.game, trail)
    return path


# The temporary files of jsonfile.write_text_atomic: ".<name>.<8 random characters>.tmp".
_TEMP = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp")


def clean_temp_files(folders: list[Path] | None = None, older_than_s: float = 60.0) -> list[Path]:
    """Remove the temporary files a killed save left behind; call once when the app starts.

    Looks in the autosave folder (and `folders`, e.g. where the user last saved), never below
    them, and only at regular files named as `write_text_atomic` names them and older than
    `older_than_s` (so a save in progress in another Sandtable window is left alone). Returns
    the files removed; a file that cannot be removed is skipped silently.
    """
    removed: list[Path] = []
    now = time.time()
    for folder in [autosave_dir(), *(folders or [])]:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not _TEMP.fullmatch(entry.name):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if entry.is_file(follow_symlinks=False) and now - info.st_mtime >= older_than_s:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed
