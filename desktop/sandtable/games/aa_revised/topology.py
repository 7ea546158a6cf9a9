"""The 143 spaces of the Revised world board as the rules will see them (no Qt).

Read once from a `sandtable.board.Board`: each space's printed facts (the zone's props: `ref`,
`income`, `owner`, `capital`, `victory_city`, `island`, `neutral`) and its neighbours from the
board's graph, which already holds the shared borders, the links (the east-west wrap and the
two canals) and the cuts. Which neighbour pairs are canals comes from the scenario: a canal
pair may only be sailed through by a side that controls the canal (seed 004 L704-741), and
land movement never depends on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sandtable.board.model import Board
from sandtable.games.aa_revised.rules import SIDE
from sandtable.games.aa_revised.scenario import Scenario


class TopologyError(ValueError):
    """A board that cannot carry the scenario; one sentence naming the space."""


@dataclass(frozen=True)
class Space:
    id: str
    number: int
    name: str
    ref: str  # the reference fixture's name (its id, with its spellings)
    kind: str  # "land" | "sea"
    income: int
    owner: str  # power id, "" for neutrals and sea zones
    capital: str  # power id whose capital this is, or ""
    victory_city: str  # the city's name, or ""
    island: bool
    neutral: bool


@dataclass(frozen=True)
class Topology:
    spaces: Mapping[str, Space]
    neighbours: Mapping[str, frozenset[str]]
    canals: Mapping[frozenset[str], tuple[str, ...]]  # sea-zone pair -> land spaces controlling it

    def by_ref(self, ref: str) -> Space:
        return next(s for s in self.spaces.values() if s.ref == ref)

    def is_coastal(self, space_id: str) -> bool:
        return self.spaces[space_id].kind == "land" and any(
            self.spaces[n].kind == "sea" for n in self.neighbours[space_id]
        )

    def income_of(self, power: str) -> int:
        return sum(s.income for s in self.spaces.values() if s.owner == power)

    def edges(self) -> set[frozenset[str]]:
        return {frozenset((a, b)) for a, ns in self.neighbours.items() for b in ns}


def _space(zone: object) -> Space:
    z = zone
    p = z.props  # type: ignore[attr-defined]
    return Space(
        id=z.id,
        number=z.number,
        name=z.name,
        ref=str(p.get("ref", z.name)),  # type: ignore[attr-defined]
        kind=z.kind,
        income=int(p.get("income", 0)),
        owner=str(p.get("owner", "")),  # type: ignore[attr-defined]
        capital=str(p.get("capital", "")),
        victory_city=str(p.get("victory_city", "")),
        island=bool(p.get("island", False)),
        neutral=bool(p.get("neutral", False)),
    )


def topology_from_board(board: Board, scenario: Scenario) -> Topology:
    """The rules' view of the board, after checking that the scenario fits it."""
    spaces = {zid: _space(z) for zid, z in board.zones.items() if z.kind in ("land", "sea")}
    graph = board.graph
    neighbours = {zid: frozenset(n for n in graph.neighbors(zid) if n in spaces) for zid in spaces}
    powers = set(scenario.turn_order)
    for s in spaces.values():
        if s.owner and s.owner not in powers:
            raise TopologyError(f"{s.name} is owned by {s.owner!r}, which is not a power of the scenario.")
        if s.capital and s.capital not in powers:
            raise TopologyError(
                f"{s.name} is the capital of {s.capital!r}, which is not a power of the scenario."
            )
    for power, cap in scenario.capitals.items():
        if cap not in spaces or spaces[cap].capital != power:
            raise TopologyError(f"The capital of {power} ({cap}) is not marked as such on the board.")
    canals: dict[frozenset[str], tuple[str, ...]] = {}
    for c in scenario.canals:
        for zid in (*c.sea_zones, *c.land):
            if zid not in spaces:
                raise TopologyError(f"The {c.name} names {zid!r}, which is not a space of the board.")
        a, b = c.sea_zones
        if b not in neighbours[a]:
            raise TopologyError(f"The {c.name} joins {a} and {b}, which are not neighbours on the board.")
        canals[frozenset(c.sea_zones)] = c.land
    for space, by_power in scenario.setup.items():
        if space not in spaces:
            raise TopologyError(f"The set-up places units in {space!r}, which is not a space of the board.")
        for power, kinds in by_power.items():
            for kind in kinds:
                domain = scenario.unit_types[kind].domain
                where = spaces[space]
                if domain == "sea" and where.kind != "sea":
                    raise TopologyError(f"The set-up puts a {kind} of {power} on land ({where.name}).")
                if domain == "land" and where.kind != "land":
                    raise TopologyError(f"The set-up puts a {kind} of {power} at sea ({where.name}).")
                if where.neutral:
                    raise TopologyError(f"The set-up puts units in the neutral {where.name}.")
                # A territory starts with its holder's side only, and a complex is its holder's
                # (the engine's invariants: no battle before the first move, complexes owned).
                holder = where.owner
                if where.kind == "land" and holder and SIDE.get(power) != SIDE.get(holder):
                    unit = kind.replace("_", " ")
                    raise TopologyError(f"The set-up puts {power}'s {unit} in {where.name}, "
                                        f"which {holder} holds for the other side.")
                if kind == "industrial_complex" and where.kind == "land" and holder != power:
                    raise TopologyError(f"The set-up gives {power} an industrial complex in {where.name}, "
                                        f"which {holder or 'nobody'} holds.")
    return Topology(spaces, neighbours, canals)
