"""The adjacencies a board's author states by hand: links (islands joined by an arrow, sea lanes,
borders the shapes do not show) and cuts (zones that touch on the map but are not neighbours)."""

from __future__ import annotations

from dataclasses import dataclass

LINK_KINDS = ("arrow", "border", "sea")


@dataclass(frozen=True)
class Link:
    """An explicit adjacency drawn by the board's author (the white arrows joining islands)."""

    a: str
    b: str
    kind: str = "arrow"

    def pair(self) -> frozenset[str]:
        return frozenset((self.a, self.b))

    def to_json(self) -> dict[str, str]:
        return {"a": self.a, "b": self.b, "kind": self.kind}


@dataclass(frozen=True)
class Cut:
    """An adjacency removed on purpose (zones that touch on the map but are not neighbours)."""

    a: str
    b: str

    def pair(self) -> frozenset[str]:
        return frozenset((self.a, self.b))

    def to_json(self) -> dict[str, str]:
        return {"a": self.a, "b": self.b}
