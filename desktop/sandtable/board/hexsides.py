"""Hexside features: things that belong to the edge between two hexes, not to either hex.

A river, a ridge or a bridge lies on the side shared by two hexes; a road crosses that side
when it runs from one hex centre to the next. Keying a feature by the unordered pair of hexes
(rather than by "side 2 of hex A") gives every hexside exactly one name, so the two hexes can
never disagree about what lies between them.

`Hexsides` is a plain container with a change counter: the editor and the rules read it, a
map loader fills it. Which kinds exist and what their properties mean is the game's business
(FSTR: games/fstr/terrain.py); this module only checks what every hex game needs: the two
hexes differ, the kind is a known name, properties are plain JSON values.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

KIND_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
PropValue = str | int | float | bool


def side_key(a: str, b: str) -> tuple[str, str]:
    """The one name of the hexside between hexes a and b (the pair in sorted order)."""
    if a == b:
        raise ValueError(f"a hexside joins two different hexes, not {a!r} with itself")
    return (a, b) if a < b else (b, a)


@dataclass(frozen=True)
class HexsideFeature:
    """One feature on one hexside: e.g. kind "river" with props {"name": "Sangro"}."""

    a: str
    b: str
    kind: str
    props: Mapping[str, PropValue] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not KIND_PATTERN.match(self.kind):
            raise ValueError(f"hexside feature kind {self.kind!r} must be a short lower-case name")
        key = side_key(self.a, self.b)
        object.__setattr__(self, "a", key[0])
        object.__setattr__(self, "b", key[1])
        clean: dict[str, PropValue] = {}
        for k, v in dict(self.props).items():
            if not isinstance(k, str) or not isinstance(v, str | int | float | bool):
                raise ValueError(f"hexside {self.a}-{self.b} {self.kind}: property {k!r} must be "
                                 "a text, number or true/false value")
            clean[k] = v
        object.__setattr__(self, "props", MappingProxyType(clean))

    @property
    def key(self) -> tuple[str, str]:
        return (self.a, self.b)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"a": self.a, "b": self.b, "kind": self.kind}
        if self.props:
            out["props"] = dict(sorted(self.props.items()))
        return out


class Hexsides:
    """All hexside features of one map; at most one feature of each kind per hexside."""

    def __init__(self, features: Iterable[HexsideFeature] = ()) -> None:
        self._by_side: dict[tuple[str, str], dict[str, HexsideFeature]] = {}
        self.listeners: list[Callable[[str, HexsideFeature], None]] = []
        for f in features:
            self.add(f)

    def __len__(self) -> int:
        return sum(len(kinds) for kinds in self._by_side.values())

    def __iter__(self) -> Iterator[HexsideFeature]:
        for key in sorted(self._by_side):
            kinds = self._by_side[key]
            for kind in sorted(kinds):
                yield kinds[kind]

    def add(self, feature: HexsideFeature) -> HexsideFeature | None:
        """Put a feature on its hexside; returns the feature of that kind it replaced, if any."""
        kinds = self._by_side.setdefault(feature.key, {})
        old = kinds.get(feature.kind)
        kinds[feature.kind] = feature
        for listener in self.listeners:
            listener("added", feature)
        return old

    def remove(self, a: str, b: str, kind: str) -> HexsideFeature | None:
        key = side_key(a, b)
        kinds = self._by_side.get(key)
        if not kinds or kind not in kinds:
            return None
        feature = kinds.pop(kind)
        if not kinds:
            del self._by_side[key]
        for listener in self.listeners:
            listener("removed", feature)
        return feature

    def get(self, a: str, b: str, kind: str) -> HexsideFeature | None:
        if a == b:
            return None
        return self._by_side.get(side_key(a, b), {}).get(kind)

    def has(self, a: str, b: str, kind: str) -> bool:
        return self.get(a, b, kind) is not None

    def on(self, a: str, b: str) -> dict[str, HexsideFeature]:
        """Every feature on the hexside between a and b, by kind."""
        if a == b:
            return {}
        return dict(self._by_side.get(side_key(a, b), {}))

    def of_kind(self, kind: str) -> list[HexsideFeature]:
        return [f for f in self if f.kind == kind]

    def sides(self) -> list[tuple[str, str]]:
        return sorted(self._by_side)

    def around(self, hex_id: str) -> list[HexsideFeature]:
        """Features on any side of one hex (a linear scan: for editors and tests, not hot loops)."""
        return [f for f in self if hex_id in (f.a, f.b)]

    def problems(self, is_edge: Callable[[str, str], bool],
                 known_kinds: Iterable[str] | None = None) -> list[str]:
        """One sentence per feature that is not on a real hexside of the map or of an unknown kind."""
        known = None if known_kinds is None else set(known_kinds)
        out = []
        for f in self:
            if not is_edge(f.a, f.b):
                out.append(f"The {f.kind} between {f.a} and {f.b} is not on a hexside of the map "
                           "(the two hexes are not neighbours).")
            if known is not None and f.kind not in known:
                out.append(f"The hexside {f.a}-{f.b} has a feature of unknown kind {f.kind!r}.")
        return out

    def to_json(self) -> list[dict[str, Any]]:
        return [f.to_json() for f in self]

    @classmethod
    def from_json(cls, data: Any, where: str = "hexsides") -> Hexsides:
        """Strict reading: ValueError with one sentence naming the entry on any problem."""
        if not isinstance(data, list):
            raise ValueError(f"{where} must be a list of {{a, b, kind}} entries")
        out = cls()
        for n, item in enumerate(data, start=1):
            if not isinstance(item, dict):
                raise ValueError(f"{where} entry {n} must be an object with a, b and kind")
            extra = set(item) - {"a", "b", "kind", "props"}
            if extra:
                raise ValueError(f"{where} entry {n} has unknown key(s) {sorted(extra)}")
            a, b, kind = item.get("a"), item.get("b"), item.get("kind")
            if not (isinstance(a, str) and isinstance(b, str) and isinstance(kind, str)):
                raise ValueError(f"{where} entry {n} needs text values for a, b and kind")
            props = item.get("props", {})
            if not isinstance(props, dict):
                raise ValueError(f"{where} entry {n}: props must be an object")
            try:
                feature = HexsideFeature(a, b, kind, props)
            except ValueError as exc:
                raise ValueError(f"{where} entry {n}: {exc}") from None
            if out.get(a, b, kind) is not None:
                raise ValueError(f"{where} entry {n} repeats the {kind} between {feature.a} and {feature.b}")
            out.add(feature)
        return out
