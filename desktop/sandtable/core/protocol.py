"""The rules protocol every game implements (in the spirit of OpenSpiel's state API).

A `State` says whose decision it is (a player index, `CHANCE` or `TERMINAL`), lists the legal
actions, applies one (refusing an illegal one with `IllegalAction` carrying the reason), and can
be hashed and copied. Chance steps are ordinary states whose `current_player()` is `CHANCE`:
`chance_outcomes()` lists every outcome with its exact probability, so the odds calculator and
the search agents can enumerate them, while play draws one with the seeded RNG (see
`core.session`) and tests force one by applying it directly.

Reactions of the non-active player (interceptions, casualty choice, retreats) are ordinary
decisions: `current_player()` simply returns that player.
"""

from __future__ import annotations

import functools
import hashlib
import json
import types
import typing
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, fields, is_dataclass
from fractions import Fraction
from typing import Any, ClassVar

CHANCE = -1
TERMINAL = -2

JsonValue = Any


class IllegalAction(ValueError):
    """An action refused by the rules; `reason` is a sentence a player can read."""

    def __init__(self, reason: str, action: Action | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


def _to_json_value(value: Any) -> JsonValue:
    if isinstance(value, tuple | list):
        return [_to_json_value(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(_to_json_value(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_json_value(getattr(value, f.name)) for f in fields(value)}
    return value


@dataclass(frozen=True)
class Action:
    """Base of every action: a frozen (hashable) dataclass with a `kind` tag and JSON form.

    Subclasses set `kind` (unique within a game) and only use JSON-friendly field types
    (int, str, bool, None, and tuples of those). `describe()` is the log line.
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"kind": self.kind}
        for f in fields(self):
            data[f.name] = _to_json_value(getattr(self, f.name))
        return data

    def describe(self) -> str:
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
        return f"{self.kind}({args})"


def brief(action: Action, limit: int = 80) -> str:
    """`action.describe()` cut to `limit` characters: actions read from files may carry huge strings."""
    text = action.describe()
    return text if len(text) <= limit else text[: limit - 3] + "..."


def action_from_json(data: Any, registry: dict[str, type[Action]]) -> Action:
    """Rebuild an action from its JSON form, refusing unknown kinds or fields (never runs code).

    Field values are checked against the dataclass annotations, so `true` cannot pass for the
    integer 1 (they compare equal in Python and would slip through the legality check).
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action must be a JSON object, got {_json_type(data)}")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in registry:
        raise ValueError(f"unknown action kind {_short(kind)}")
    cls = registry[kind]
    names = [f.name for f in fields(cls)]
    extra = set(data) - set(names) - {"kind"}
    if extra:
        raise ValueError(f"action {kind!r} has unknown fields: {', '.join(sorted(map(_short, extra)))}")
    missing = [n for n in names if n not in data]
    if missing:
        raise ValueError(f"action {kind!r} lacks fields: {', '.join(missing)}")
    hints = _field_hints(cls)
    kwargs = {}
    for name in names:
        value = _from_json_value(data[name], kind, name)
        hint = hints.get(name, Any)
        try:
            kwargs[name] = _convert(value, hint)
        except _Mismatch:
            found = "" if isinstance(data[name], list) else f", not {_short(data[name])}"
            expected = _describe_hint(hint)
            raise ValueError(f"action {kind!r} field {name!r} must be {expected}{found}") from None
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"action {kind!r} is malformed: {exc}") from None


def _from_json_value(value: Any, kind: str, name: str) -> Any:
    if isinstance(value, list):
        return tuple(_from_json_value(v, kind, name) for v in value)
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise ValueError(f"action {kind!r} field {name!r} has an unsupported value ({_json_type(value)})")


class _Mismatch(Exception):
    pass


@functools.cache
def _field_hints(cls: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls)
    except Exception:  # unresolvable annotations: fall back to the game's own legality check
        return {}


def _convert(value: Any, hint: Any) -> Any:
    """`value` (decoded JSON, lists as tuples) checked against a field annotation."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if hint is Any:
        return value
    if hint is type(None) or hint is None:
        if value is None:
            return None
        raise _Mismatch
    if origin in (typing.Union, types.UnionType):
        for arm in args:
            try:
                return _convert(value, arm)
            except _Mismatch:
                continue
        raise _Mismatch
    if origin is typing.Literal:
        if any(type(value) is type(a) and value == a for a in args):
            return value
        raise _Mismatch
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise _Mismatch
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise _Mismatch
    if hint is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
        raise _Mismatch
    if hint is str:
        if isinstance(value, str):
            return value
        raise _Mismatch
    if hint is tuple or origin is tuple:
        if not isinstance(value, tuple):
            raise _Mismatch
        if not args:
            return value
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_convert(v, args[0]) for v in value)
        if len(args) != len(value):
            raise _Mismatch
        return tuple(_convert(v, a) for v, a in zip(value, args, strict=True))
    if hint is frozenset or origin is frozenset:
        if not isinstance(value, tuple):
            raise _Mismatch
        return frozenset(_convert(v, args[0]) if args else v for v in value)
    # Other annotations (games' own types) are left to the game's legality check.
    return value


def _describe_hint(hint: Any) -> str:
    names = {int: "an integer", bool: "true or false", float: "a number", str: "a string",
             type(None): "null"}
    if hint in names:
        return names[hint]
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_describe_hint(a) for a in typing.get_args(hint))
    if origin in (tuple, frozenset) or hint in (tuple, frozenset):
        plural = {int: "integers", bool: "true/false values", float: "numbers", str: "strings"}
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis and args[0] in plural:
            return f"a list of {plural[args[0]]}"
        return "a list of the right values"
    return getattr(hint, "__name__", str(hint))


def _json_type(value: Any) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, bool):
        return "true/false"
    if value is None:
        return "null"
    if isinstance(value, int | float):
        return "a number"
    return "a string" if isinstance(value, str) else type(value).__name__


def _short(value: Any, limit: int = 40) -> str:
    """A value quoted for a message, cut so a hostile file cannot flood the error text."""
    if isinstance(value, dict | list | tuple):
        return _json_type(value)
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


@dataclass(frozen=True)
class ChanceOutcome(Action):
    """A generic chance outcome: the values drawn (dice faces, or any tuple) with a label.

    Games may define richer chance actions; this one covers plain dice rolls.
    """

    kind: ClassVar[str] = "chance"
    values: tuple[int, ...] = ()
    label: str = ""

    def describe(self) -> str:
        faces = " ".join(str(v) for v in self.values)
        return f"{self.label}: rolled {faces}" if self.label else f"rolled {faces}"


@dataclass(frozen=True)
class Done(Action):
    """End the current step, window or list of choices (pass): the field-less "done" a game with a
    work list offers wherever a player may stop (moving, placing, launching, buying)."""

    kind: ClassVar[str] = "done"

    def describe(self) -> str:
        return "done"


def action_kinds(*classes: type[Action]) -> dict[str, type[Action]]:
    """A game's action classes by their `kind` (its `action_registry()`); ValueError when two
    classes share a kind, since records could then name only one of them."""
    found: dict[str, type[Action]] = {}
    for cls in classes:
        if cls.kind in found and found[cls.kind] is not cls:
            other = found[cls.kind].__name__
            raise ValueError(f"action kind {cls.kind!r} names both {other} and {cls.__name__}")
        found[cls.kind] = cls
    return found


@dataclass(frozen=True)
class GameResult:
    """The end of a game: `winner` is a player index or None for a draw; `reason` for the log."""

    winner: int | None
    reason: str
    scores: tuple[float, ...] = field(default=())


class State(ABC):
    """One position of a game. Mutable; `clone()` gives an independent copy."""

    @abstractmethod
    def current_player(self) -> int:
        """Player index to decide, or `CHANCE`, or `TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Legal actions of the player to decide (empty at chance or terminal states)."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a chance state: every outcome with its exact probability (summing to 1)."""

    @abstractmethod
    def chance_label(self) -> str:
        """At a chance state: what is being rolled, for the log ("landing interception, U-boat")."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Apply an action already known to be legal."""

    def describe_action(self, action: Action) -> str:
        """The log line of `action` applied now (a roll with its label first); a game may override
        it to name its pieces and places as the player sees them, reading this state."""
        text = action.describe()
        if self.current_player() == CHANCE:
            label = self.chance_label()
            if label and not text.startswith(label):
                text = f"{label}: {text}"
        return text

    @abstractmethod
    def to_json(self) -> dict[str, JsonValue]:
        """A canonical JSON form of the whole state (used for the hash and debugging)."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, cheap enough for search."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def result(self) -> GameResult | None:
        """The result once terminal, else None."""
        return None

    def check_legal(self, action: Action) -> None:
        """Raise `IllegalAction` with a reason if `action` cannot be applied now.

        Games override this with rule-specific reasons; the default compares with the lists.
        """
        player = self.current_player()
        if player == TERMINAL:
            raise IllegalAction("the game is over", action)
        if player == CHANCE:
            if all(action != outcome for outcome, _ in self.chance_outcomes()):
                raise IllegalAction(f"{brief(action)} is not a possible outcome of "
                                    f"{self.chance_label()}", action)
            return
        if action not in self.legal_actions():
            raise IllegalAction(f"{brief(action)} is not legal now", action)

    def apply(self, action: Action) -> None:
        self.check_legal(action)
        self._apply(action)

    def state_hash(self) -> str:
        """A stable hash of the state: the same on every machine and Python run."""
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class Game(ABC):
    """A game definition: builds initial states and decodes actions from records."""

    game_id: ClassVar[str]
    # The version of the rules as coded: raised by a rules fix that changes how a recorded game
    # replays. Saves carry it, so a save that no longer replays names the version it was made under.
    rules_version: ClassVar[str] = "1"
    num_players: ClassVar[int] = 2
    player_names: ClassVar[tuple[str, ...]] = ("Player 1", "Player 2")

    @abstractmethod
    def action_registry(self) -> dict[str, type[Action]]:
        """Every action class of this game by its `kind` (for decoding records)."""

    @abstractmethod
    def new_initial_state(self, scenario: JsonValue, options: dict[str, JsonValue]) -> State:
        """The starting state for a scenario (already validated) and the chosen options."""

    def default_options(self) -> dict[str, JsonValue]:
        return {}

    def load_scenario(self, ref: str) -> JsonValue:
        """Resolve a scenario reference stored in a record into scenario data."""
        raise ValueError(f"game {self.game_id!r} has no scenario named {ref!r}")

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.action_registry())
