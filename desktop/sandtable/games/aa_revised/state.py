"""The state of a Revised game: units by id, control, treasuries, developments, the turn, and the
work list that drives it; plus the protocol methods (whose turn, legal actions, dice, JSON, copy).

Every unit is a `Unit` with an id, so cargo (`on`: the transport or carrier it rides), a damaged
battleship and the per-turn facts the rules ask about (moved in the combat move, fought, submerged,
where it came from) are plain fields. Spaces are the board's ids; sea zones start with "sz".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from sandtable.core.protocol import CHANCE, TERMINAL, Action, ChanceOutcome, GameResult, IllegalAction, State
from sandtable.games.aa_revised.rules import AIR, LAND, SEA, SEATINGS, SIDE, TURN_ORDER, UNITS
from sandtable.games.aa_revised.scenario import Scenario
from sandtable.games.aa_revised.topology import Topology

_DIE = Fraction(1, 6)


@dataclass(slots=True)
class Unit:
    id: int
    type: str
    owner: str
    at: str
    on: int = 0  # id of the transport or carrier it rides, 0 if none
    moved: int = 0  # spaces entered this turn
    came: str = ""  # the space it entered the current one from (retreats, L1620-1659)
    landing: str = ""  # cargo declared onto a hostile territory behind a sea combat (L1960-1998)
    unloaded: str = ""  # transport: the territory it unloaded into this turn (L2953-2954)
    flags: set[str] = field(default_factory=set)
    aa: list[str] = field(default_factory=list)  # hostile AA territories flown over, in route order

    def to_json(self) -> list[Any]:
        return [
            self.type,
            self.owner,
            self.at,
            self.on,
            self.moved,
            self.came,
            self.landing,
            self.unloaded,
            sorted(self.flags),
            list(self.aa),
        ]

    def copy(self) -> Unit:
        return Unit(
            self.id,
            self.type,
            self.owner,
            self.at,
            self.on,
            self.moved,
            self.came,
            self.landing,
            self.unloaded,
            set(self.flags),
            list(self.aa),
        )


class Context:
    """What never changes during a game: the scenario, the board's spaces and derived lookups."""

    def __init__(self, scen: Scenario, topo: Topology) -> None:
        self.scen = scen
        self.topo = topo
        self.spaces = topo.spaces
        self.nb = topo.neighbours
        self.nb_sorted = {s: tuple(sorted(n)) for s, n in topo.neighbours.items()}
        self.sea = frozenset(s for s, sp in topo.spaces.items() if sp.kind == "sea")
        self.land = frozenset(s for s, sp in topo.spaces.items() if sp.kind == "land" and not sp.neutral)
        self.neutral = frozenset(s for s, sp in topo.spaces.items() if sp.neutral)
        self.coast = {s: tuple(sorted(n for n in topo.neighbours[s] if n in self.sea)) for s in self.land}
        self.shore = {s: tuple(sorted(n for n in topo.neighbours[s] if n in self.land)) for s in self.sea}
        self.income = {s: sp.income for s, sp in topo.spaces.items()}
        self.capital_of = dict(scen.capitals)  # power -> territory (L1782-1783)
        self.capital_at = {t: p for p, t in scen.capitals.items()}
        self.victory_cities = tuple(sorted(s for s, sp in topo.spaces.items() if sp.victory_city))
        self.original = {s: sp.owner for s, sp in topo.spaces.items() if s in self.land}
        self.canals = dict(topo.canals)
        self.island = frozenset(s for s, sp in topo.spaces.items() if sp.island)
        self.start_production = {p: topo.income_of(p) for p in TURN_ORDER}

    def name(self, space: str) -> str:
        return self.spaces[space].name if space in self.spaces else space


class RevisedState(State):
    def __init__(self, ctx: Context, opts: dict[str, Any]) -> None:
        self.ctx = ctx
        self.opts = opts
        self.seats = SEATINGS[int(opts["players"])]
        self.units: dict[int, Unit] = {}
        self.next_id = 1
        self.owner: dict[str, str] = dict(ctx.original)
        self.ipcs: dict[str, int] = {p.id: p.ipcs for p in ctx.scen.powers}
        self.techs: dict[str, list[str]] = {p: [] for p in TURN_ORDER}
        self.pending_techs: dict[str, list[str]] = {p: [] for p in TURN_ORDER}
        self.advantages: dict[str, list[str]] = {p: [] for p in TURN_ORDER}
        self.used: list[str] = []  # once-per-game advantages spent, "power:name"
        self.effects: dict[str, Any] = {}  # running advantage effects (Russian Winter, Joint Strike)
        self.round = 1
        self.power = TURN_ORDER[0]
        self.phase = "setup"
        self.start_owner: dict[str, str] = dict(self.owner)
        self.conquered: list[str] = []
        self.bought: dict[str, int] = {}
        self.placed: dict[str, int] = {}
        self.turn_damage: dict[str, int] = {}  # IPC loss per territory this turn (sbr_cap option)
        self.rocket_targets: list[str] = []
        self.tasks: list[list[Any]] = []
        self.pending: dict[str, Any] | None = None
        self.battles: list[str] = []
        self.battle: dict[str, Any] | None = None
        self.winner: str | None = None  # "allies" / "axis" / "draw"
        self.reason = ""
        self.log: list[str] = []
        for space, by_power in sorted(ctx.scen.setup.items()):
            carriers: list[Unit] = []
            for power, kinds in sorted(by_power.items()):
                for kind in ("carrier", *sorted(k for k in kinds if k != "carrier")):
                    for _ in range(kinds.get(kind, 0)):
                        u = self.add_unit(kind, power, space)
                        if kind == "carrier":
                            carriers.append(u)
            # Fighters listed in a sea zone are on that zone's carrier (spec 9.3).
            for u in self.units_at(space):
                if u.type == "fighter" and space in ctx.sea:
                    home = next((c for c in carriers if self.carrier_room(c) > 0), None)
                    if home is not None:
                        u.on = home.id

    # -- lookups -----------------------------------------------------------------------------
    def side(self, power: str) -> str:
        return SIDE[power]

    @property
    def active_side(self) -> str:
        return SIDE[self.power]

    def add_unit(self, kind: str, owner: str, at: str) -> Unit:
        u = Unit(self.next_id, kind, owner, at)
        self.units[u.id] = u
        self.next_id += 1
        return u

    def remove_unit(self, uid: int) -> None:
        """Remove a unit and its cargo (cargo dies with its transport or carrier, L2920-2921)."""
        u = self.units.pop(uid, None)
        if u is None:
            return
        for c in [c for c in self.units.values() if c.on == uid]:
            self.remove_unit(c.id)

    def units_at(self, space: str) -> list[Unit]:
        return [u for u in self.units.values() if u.at == space]

    def cargo(self, carrier_id: int) -> list[Unit]:
        return [u for u in self.units.values() if u.on == carrier_id]

    def carrier_room(self, carrier: Unit) -> int:
        return 2 - sum(1 for u in self.units.values() if u.on == carrier.id)

    def transport_load(self, transport_id: int) -> int:
        from sandtable.games.aa_revised.rules import TRANSPORT_COST

        return sum(TRANSPORT_COST.get(u.type, 9) for u in self.units.values() if u.on == transport_id)

    def enemies_at(self, space: str, side: str, *, submerged: bool = False) -> list[Unit]:
        """Units of the other side in `space` (submerged submarines only when asked)."""
        return [
            u
            for u in self.units.values()
            if u.at == space and SIDE[u.owner] != side and (submerged or "sub" not in u.flags)
        ]

    def is_hostile(self, space: str, side: str) -> bool:
        """L660-683: a territory controlled by an enemy, or a space with enemy units (submerged
        submarines do not count, L1079-1082, L2250-2256)."""
        if space in self.ctx.land:
            owner = self.owner.get(space, "")
            if owner and SIDE[owner] != side:
                return True
        return any(True for _ in self.enemies_at(space, side))

    def friendly_land(self, space: str, side: str) -> bool:
        owner = self.owner.get(space, "")
        return bool(owner) and SIDE[owner] == side

    def tech(self, power: str, name: str) -> bool:
        return name in self.techs[power]

    def commands(self, owner: str) -> bool:
        """Whether the power to play moves and fights with `owner`'s units now: its own, and the UK's
        in the US combat move and combat after a Joint Strike (L3341-3349)."""
        if owner == self.power:
            return True
        return (
            owner == "uk"
            and self.power == "usa"
            and self.effects.get("joint_strike") == self.round
            and self.phase in ("combat_move", "combat")
        )

    def has_na(self, power: str, name: str) -> bool:
        return name in self.advantages[power]

    def production(self, power: str) -> int:
        """National production: the income of the territories a power controls (L484-488)."""
        return sum(self.ctx.income[t] for t, p in self.owner.items() if p == power)

    def capital_held(self, power: str) -> bool:
        cap = self.ctx.capital_of[power]
        return SIDE[self.owner[cap]] == SIDE[power]

    def has_ic(self, space: str) -> bool:
        return any(u.type == "industrial_complex" for u in self.units.values() if u.at == space)

    def note(self, text: str) -> None:
        self.log.append(f"R{self.round} {self.power}: {text}")

    def player_of(self, power: str) -> int:
        return self.seats[power]

    # -- protocol ----------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.pending is None:
            raise AssertionError("a Revised state must be advanced before it is asked who plays")
        if self.pending["kind"] == "die":
            return CHANCE
        return self.player_of(self.pending["power"])

    def chance_label(self) -> str:
        if self.pending is None or self.pending["kind"] != "die" or self.winner is not None:
            return ""
        return str(self.pending["label"])

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.pending is None or self.pending["kind"] != "die" or self.winner is not None:
            return []
        label = self.pending["label"]
        return [(ChanceOutcome((f,), label), _DIE) for f in range(1, 7)]

    @property
    def turn(self) -> int:
        """The round, under the name the shared table reads (the end-of-game summary)."""
        return self.round

    def describe_action(self, action: Action) -> str:
        """The log line in a player's words, without unit ids (the table's wording)."""
        from sandtable.games.aa_revised.table_gestures import log_line

        return log_line(self, action)

    def legal_actions(self) -> list[Action]:
        from sandtable.games.aa_revised.legal import legal_actions

        if self.winner is not None or self.pending is None or self.pending["kind"] == "die":
            return []
        return legal_actions(self)

    def check_legal(self, action: Action) -> None:
        from sandtable.games.aa_revised.legal import check_legal

        if self.winner is not None:
            raise IllegalAction("the game is over", action)
        if self.pending is not None and self.pending["kind"] == "die":
            super().check_legal(action)
            return
        check_legal(self, action)

    def _apply(self, action: Action) -> None:
        from sandtable.games.aa_revised.engine import apply_action

        apply_action(self, action)

    def result(self) -> GameResult | None:
        if self.winner is None:
            return None
        if self.winner == "draw":
            return GameResult(None, self.reason, tuple(0.5 for _ in range(self.num_seats())))
        seat = min(self.seats[p] for p in TURN_ORDER if SIDE[p] == self.winner)
        scores = tuple(
            1.0 if any(SIDE[p] == self.winner for p, s in self.seats.items() if s == i) else 0.0
            for i in range(self.num_seats())
        )
        return GameResult(seat, self.reason, scores)

    def num_seats(self) -> int:
        return max(self.seats.values()) + 1

    def to_json(self) -> dict[str, Any]:
        return {
            "units": {str(k): u.to_json() for k, u in sorted(self.units.items())},
            "next_id": self.next_id,
            "owner": dict(sorted(self.owner.items())),
            "ipcs": self.ipcs,
            "techs": self.techs,
            "pending_techs": self.pending_techs,
            "advantages": self.advantages,
            "used": self.used,
            "effects": self.effects,
            "round": self.round,
            "power": self.power,
            "phase": self.phase,
            "start_owner": dict(sorted(self.start_owner.items())),
            "conquered": self.conquered,
            "bought": dict(sorted(self.bought.items())),
            "placed": dict(sorted(self.placed.items())),
            "turn_damage": dict(sorted(self.turn_damage.items())),
            "rocket_targets": self.rocket_targets,
            "tasks": self.tasks,
            "pending": self.pending,
            "battles": self.battles,
            "battle": self.battle,
            "winner": self.winner,
            "reason": self.reason,
        }

    def clone(self) -> RevisedState:
        c = RevisedState.__new__(RevisedState)
        c.__dict__.update(self.__dict__)
        c.units = {k: u.copy() for k, u in self.units.items()}
        for name in ("owner", "ipcs", "start_owner", "bought", "placed", "turn_damage"):
            setattr(c, name, dict(getattr(self, name)))
        for name in ("techs", "pending_techs", "advantages"):
            setattr(c, name, {p: list(v) for p, v in getattr(self, name).items()})
        for name in ("used", "conquered", "rocket_targets", "battles", "log"):
            setattr(c, name, list(getattr(self, name)))
        c.effects = copy.deepcopy(self.effects)
        c.tasks = copy.deepcopy(self.tasks)
        c.pending = copy.deepcopy(self.pending)
        c.battle = copy.deepcopy(self.battle)
        return c


def domain(unit: str) -> str:
    return UNITS[unit].domain


__all__ = ["AIR", "LAND", "SEA", "Context", "RevisedState", "Unit", "domain"]
