"""The D-Day state: pieces per place, the order deck, the work list of the card being played.

A card is performed by pushing *tasks* (name + JSON data) that run in order; a task that needs a
player's decision or a die sets `pending` and waits (see engine.py). Places are the zones, the
beach boxes, the airborne spaces and the airfield of the scenario; pieces are counted per place as
"power:type". Land units destroyed go back to their owner's box (line 479) and aircraft shot down
leave the game (619, 627): both are counted in `lost`, so the pieces are always conserved.

The query methods at the bottom (units_at, order_deck, charts_view, control, contested_zones...)
are the plain view a game-agnostic table draws from.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

from sandtable.core.protocol import CHANCE, TERMINAL, Action, ChanceOutcome, GameResult, IllegalAction, State
from sandtable.games.aa_dday.actions import ADJECTIVES
from sandtable.games.aa_dday.scenario import POWERS, SIDE_OF, Scenario
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER, turn_deck

ALLIED = ("uk", "us")
SIDE_POWERS = {"axis": ("germany",), "allies": ALLIED}
PLAYER_OF_POWER_3 = {"germany": 0, "uk": 1, "us": 2}
_DIE = [Fraction(1, 6)] * 6


def key(power: str, unit: str) -> str:
    return f"{power}:{unit}"


def split(k: str) -> tuple[str, str]:
    power, _, unit = k.partition(":")
    return power, unit




def words(k: str) -> str:
    """ "uk:infantry" -> "British infantry" (labels and notes a player reads)."""
    power, unit = split(k)
    return f"{ADJECTIVES.get(power, power)} {unit}"


def key_kinds(scen: Scenario) -> dict[str, tuple[str, bool, bool]]:
    """ "power:type" -> (side, is a land unit, counts toward stacking), for every power and type of
    the scenario. Counting land units is the engine's commonest query (moves, control, stacking);
    reading the side and kind from this table instead of splitting each key halves a random game."""
    return {
        key(power, name): (SIDE_OF[power], kind.land, kind.land and kind.stacks)
        for power in POWERS
        for name, kind in scen.unit_types.items()
    }


class DDayState(State):
    def __init__(self, scen: Scenario, options: dict[str, Any]) -> None:
        self.scen = scen
        self.kinds = key_kinds(scen)  # shared by clones: it depends on the scenario only
        self.opts = options
        self.turn = 1
        self.removed: set[str] = set()  # cards out of the deck: "order-1", "tactics-3", ...
        self.deck = turn_deck(1, options["fate_deck"], options["tactics_deck"], self.removed)
        self.pos = -1
        self.played: list[str] = []
        places = list(scen.zones) + list(scen.beach_boxes) + list(scen.airborne) + [scen.airfield]
        self.units: dict[str, dict[str, int]] = {p: {} for p in places}
        for place, counts in scen.setup.items():
            for k, n in counts.items():
                if n:
                    self.units[place][k] = n
        self.charts: dict[str, list[list[Any]]] = {
            cid: [[e.unit, list(e.boxes)] for e in chart.entries] for cid, chart in scen.charts.items()
        }
        self.lost: dict[str, int] = {}
        self.bh_destroyed: list[str] = []  # zones where a blockhouse was destroyed (tactics 8, line 817)
        self.tasks: list[list[Any]] = []
        self.pending: dict[str, Any] | None = None
        self.fate: dict[str, Any] = {}  # {"n": card, "result": "positive" | "negative" | None}
        self.effects: dict[str, Any] = {}  # tactics effects of this turn (C24)
        self.moved: dict[str, dict[str, int]] = {}  # units that already moved on this card
        self.origins: list[str] = []  # zones units have left on this card (fate 8/12 negative)
        self.battle: dict[str, Any] | None = None
        self.strafe: list[list[Any]] = []  # Axis units that moved or were placed: [key, where, zones exposed]
        self.held = 0  # end-of-turn checks in a row with the three cities Allied (577-579)
        self.winner: str | None = None
        self.reason = ""
        self.log: list[str] = []

    # -- pieces -------------------------------------------------------------------------------
    def count(self, place: str, k: str) -> int:
        return self.units[place].get(k, 0)

    def add(self, place: str, k: str, n: int = 1) -> None:
        self.units[place][k] = self.units[place].get(k, 0) + n

    def take(self, place: str, k: str, n: int = 1) -> None:
        left = self.units[place].get(k, 0) - n
        if left < 0:
            raise AssertionError(f"taking {n} {k} from {place} which has {left + n}")
        if left:
            self.units[place][k] = left
        else:
            self.units[place].pop(k, None)

    def lose(self, place: str, k: str, n: int = 1) -> None:
        """Destroyed: out of play for good (lines 479, 619, 627)."""
        self.take(place, k, n)
        self.lost[k] = self.lost.get(k, 0) + n
        if k == "germany:blockhouse" and place not in self.bh_destroyed:
            self.bh_destroyed.append(place)

    def land(self, place: str, side: str, stacking_only: bool = False) -> int:
        """Land units of `side` in `place`; blockhouses do not count toward stacking (421)."""
        kinds = self.kinds
        which = 2 if stacking_only else 1
        total = 0
        for k, n in self.units[place].items():
            kind = kinds[k]
            if kind[which] and kind[0] == side:
                total += n
        return total

    def land_of(self, place: str, power: str) -> int:
        """Land units of one power in `place` (blockhouses included)."""
        return sum(
            n
            for k, n in self.units[place].items()
            if k.startswith(power + ":") and self.scen.unit_types[split(k)[1]].land
        )

    def air(self, place: str, unit: str) -> int:
        here = self.units[place]
        return here.get("uk:" + unit, 0) + here.get("us:" + unit, 0)

    def contested(self, zone: str) -> bool:
        return self.land(zone, "axis") > 0 and self.land(zone, "allies") > 0

    # -- protocol -----------------------------------------------------------------------------
    def player_of(self, power: str) -> int:
        if self.opts["players"] == 2:
            return 0 if power == "germany" else 1
        return PLAYER_OF_POWER_3[power]

    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        if self.pending is None:
            raise AssertionError("a D-Day state must be advanced before it is asked who plays")
        if self.pending["kind"] in ("die", "2d6"):
            return CHANCE
        return self.player_of(self.pending["power"])

    def chance_label(self) -> str:
        if self.pending is None or self.current_player() != CHANCE:
            return ""
        return str(self.pending["label"])

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.pending is None or self.current_player() != CHANCE:
            return []
        label = self.pending["label"]
        if self.pending["kind"] == "2d6":
            return [(ChanceOutcome((a, b), label), Fraction(1, 36)) for a in range(1, 7) for b in range(1, 7)]
        return [(ChanceOutcome((f,), label), _DIE[f - 1]) for f in range(1, 7)]

    def legal_actions(self) -> list[Action]:
        from sandtable.games.aa_dday.legal import legal_actions

        if self.winner is not None or self.current_player() == CHANCE:
            return []
        return legal_actions(self)

    def check_legal(self, action: Action) -> None:
        from sandtable.games.aa_dday.legal import check_action

        if self.winner is not None:
            raise IllegalAction("the game is over", action)
        if self.current_player() == CHANCE:
            if not isinstance(action, ChanceOutcome):
                raise IllegalAction(f"a die must be rolled first ({self.chance_label()})", action)
            want = 2 if self.pending and self.pending["kind"] == "2d6" else 1
            if len(action.values) != want or not all(
                isinstance(v, int) and 1 <= v <= 6 for v in action.values
            ):
                raise IllegalAction(f"{self.chance_label()} needs {want} die face(s) from 1 to 6", action)
            return
        if isinstance(action, ChanceOutcome):
            raise IllegalAction("no die is being rolled now", action)
        check_action(self, action)

    def _apply(self, action: Action) -> None:
        from sandtable.games.aa_dday.engine import apply_action

        apply_action(self, action)

    def result(self) -> GameResult | None:
        if self.winner is None:
            return None
        if self.winner == "axis":
            return GameResult(0, self.reason, (1.0, 0.0, 0.0))
        return GameResult(1, self.reason, (0.0, 1.0, 1.0))

    def to_json(self) -> dict[str, Any]:
        return {
            "turn": self.turn,
            "pos": self.pos,
            "deck": [list(c) for c in self.deck],
            "removed": sorted(self.removed),
            "played": list(self.played),
            "units": {p: dict(sorted(u.items())) for p, u in self.units.items() if u},
            "charts": self.charts,
            "lost": dict(sorted(self.lost.items())),
            "bh_destroyed": list(self.bh_destroyed),
            "tasks": self.tasks,
            "pending": self.pending,
            "fate": self.fate,
            "effects": self.effects,
            "moved": self.moved,
            "origins": list(self.origins),
            "battle": self.battle,
            "strafe": self.strafe,
            "held": self.held,
            "winner": self.winner,
            "options": dict(sorted(self.opts.items())),
        }

    def clone(self) -> DDayState:
        c = DDayState.__new__(DDayState)
        c.__dict__.update(self.__dict__)
        c.units = {p: dict(u) for p, u in self.units.items()}
        c.charts = {cid: [[e[0], list(e[1])] for e in entries] for cid, entries in self.charts.items()}
        c.lost = dict(self.lost)
        c.removed = set(self.removed)
        c.deck = list(self.deck)
        c.played = list(self.played)
        c.bh_destroyed = list(self.bh_destroyed)
        c.tasks = copy.deepcopy(self.tasks)
        c.pending = copy.deepcopy(self.pending)
        c.fate = dict(self.fate)
        c.effects = copy.deepcopy(self.effects)
        c.moved = {p: dict(u) for p, u in self.moved.items()}
        c.origins = list(self.origins)
        c.battle = copy.deepcopy(self.battle)
        c.strafe = copy.deepcopy(self.strafe)
        c.log = list(self.log)
        return c

    # -- plain queries for a table ------------------------------------------------------------
    def places(self) -> list[dict[str, Any]]:
        """Every place with its kind and display name: zones, then the off-map boxes."""
        s = self.scen
        out: list[dict[str, Any]] = [{"id": z, "kind": "zone", "name": s.zones[z].name} for z in s.zones]
        out += [{"id": b, "kind": "beach_box", "name": s.beach_boxes[b].name} for b in s.beach_boxes]
        out += [{"id": a, "kind": "airborne_space", "name": s.airborne[a].name} for a in s.airborne]
        out.append({"id": s.airfield, "kind": "airfield", "name": s.airfield_name})
        for place in out:
            if place["kind"] != "zone" and place["id"] in s.layout:
                place["at"] = s.layout[place["id"]]
        return out

    def units_at(self, place: str) -> dict[str, dict[str, int]]:
        """{power: {unit type: count}} in one place."""
        out: dict[str, dict[str, int]] = {}
        for k, n in sorted(self.units[place].items()):
            power, unit = split(k)
            out.setdefault(power, {})[unit] = n
        return out

    def control(self, zone: str) -> str | None:
        """ "allies", "axis" or None: the side that alone has land units there (485, 204)."""
        axis, allies = self.land(zone, "axis"), self.land(zone, "allies")
        if axis and not allies:
            return "axis"
        if allies and not axis:
            return "allies"
        return None

    def contested_zones(self) -> list[str]:
        return [z for z in self.scen.zones if self.contested(z)]

    def current_card(self) -> dict[str, Any] | None:
        if not 0 <= self.pos < len(self.deck):
            return None
        return _card_view(self, *self.deck[self.pos])

    def order_deck(self) -> dict[str, Any]:
        """The deck as a player sees it: the card in play, the next ones, the ones played this turn."""
        nxt = self.deck[self.pos + 1 :] if self.pos >= 0 else self.deck
        return {
            "turn": self.turn,
            "current": self.current_card(),
            "next": [_card_view(self, d, n) for d, n in nxt],
            "played": list(self.played),
            "removed": sorted(self.removed),
        }

    def charts_view(self) -> list[dict[str, Any]]:
        """Each reinforcement chart: what is left on it, first unit first (lines 559-573)."""
        return [
            {
                "id": cid,
                "name": chart.name,
                "power": chart.power,
                "left": [{"unit": u, "boxes": list(b)} for u, b in self.charts[cid]],
            }
            for cid, chart in self.scen.charts.items()
        ]

    def victory_status(self) -> dict[str, Any]:
        return {
            "cities": {c: self.control(c) for c in self.scen.victory_cities},
            "held_checks": self.held,
            "turn": self.turn,
            "last_turn": self.scen.turns,
            "winner": self.winner,
        }

    def prompt(self) -> str:
        """What the player to move is asked, in words (empty at chance and terminal states)."""
        if self.pending is None or self.winner is not None:
            return ""
        return str(self.pending.get("prompt", ""))


def _card_view(s: DDayState, deck: str, n: int) -> dict[str, Any]:
    if deck == "order":
        card = CARD_BY_NUMBER[n]
        return {"deck": deck, "n": n, "name": card.name, "active": card.active, "text": card.effect}
    if deck == "fate":
        return {
            "deck": deck,
            "n": n,
            "name": f"Fate card {n}",
            "active": CARD_BY_NUMBER[n].active,
            "text": "",
        }
    t = s.scen.tactics.get(n, {})
    return {
        "deck": deck,
        "n": n,
        "name": str(t.get("name", f"Tactics card {n}")),
        "active": t.get("side", ""),
        "text": "",
    }


__all__ = ["ALLIED", "DDayState", "POWERS", "SIDE_POWERS", "key", "split"]
