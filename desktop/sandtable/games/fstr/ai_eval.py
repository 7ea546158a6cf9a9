"""The From Salerno to Rome heuristic for the shared computer players (greedy, search), reached through
the table (`table.FstrTable.evaluator`). No Qt.

Hidden information: each side's value reads only what that side's observation shows
(`state.observation(player)`: the fogged stacks' hidden counters and their markers are left out,
`observation.fogged`; the enemy's secret purchases are never read), so it equals the value of the
observation itself (tests/test_fstr_ai.py checks it on random positions of every scenario).
A score is from the side's own point of view, squashed into (0, 1) by a logistic.
Terms, as a player weighs them:
- objectives: the places of the scenario's victory conditions and of its VP table (rule 2, 22). A
  place held counts fully; otherwise the nearest friendly combat unit's distance to it counts, so the
  attacker pushes towards it and the defender keeps in front of it. The automatic-victory places
  weigh more than the VP towns, and the side they would defeat values guarding them (a unit in the
  place, less for one next to it: in Ortona the Axis lost Pescara to a greedy player without it);
- victory points as the rules count them (`victory.vp`: towns controlled, 1 VP per 5 enemy steps);
- steps: the side's own steps in the Cadre Box (public, line 759) against the enemy's, and the steps its
  reduced counters on the map have lost (VP count them, but only by fives: without this term a
  lost step was worth nothing until the fifth, and Normal's Allies lost ten steps out of supply);
- supply: the side's units with an Out of Supply marker (public, 17) are a loss in the making;
- front continuity: an empty hex next to both a friendly front hex and an enemy hex is a hole the
  enemy may walk through (zones of control stop movement, 10; a line without holes holds).
- advance: the mean distance of the side's stacks to the places it must still take; without it only
  the nearest stack counted and Normal's Allies in Ortona bought operations and then stood still
  (seed 6: impulses 2-3 operated five divisions and moved nothing).
What the search looks at (`candidates`): no reassignment of the command display, and in step B,
per stack, its whole-stack moves to the few destinations nearest the places to take or the enemy
(a step B offers ~200 moves; the search's few hundred evaluations spread over all of them found
none worth more than Done).
The clock: the scenario's last turn; holding the objective matters more as it nears.
"""

from __future__ import annotations

import math
from typing import Any

from sandtable.ai.agent import values_of
from sandtable.core.protocol import TERMINAL, State

W_HELD_AUTO = 1.2  # an automatic-victory place held
W_NEAR_AUTO = 0.35  # ... or approached: 1/(1 + distance)
W_GUARD = 0.5  # the enemy's automatic-victory place held (or flanked) by one's own units
W_HELD_VP = 0.25  # per VP of a town held
W_NEAR_VP = 0.08
W_VP = 0.12  # victory points as counted (towns and losses)
W_STEP = 0.06  # per step in the Cadre Box
W_REDUCED = 0.03  # per step lost by a reduced counter on the map (VP count them only by fives)
W_OOS = 0.05  # per unit out of supply
W_HOLE = 0.04  # per hole in the front
W_ADVANCE = 0.3  # the mean distance (hexes, at most 12) of the side's stacks to the places it must take
MOVE_CHOICES = 3  # destinations the search looks at per stack in step B (the nearest to the targets)
SIDES = ("allied", "axis")
_OTHER = {"allied": "axis", "axis": "allied"}
_START: dict[tuple[str, str], float] = {}  # (scenario, side) -> score of the set-up
_DIST: dict[tuple[int, str], dict[str, int]] = {}  # (board, objective hex) -> distance of every hex
_NEAREST: dict[tuple[int, tuple[str, ...]], dict[str, int]] = {}  # (board, targets) -> hex -> hexes


class FstrEvaluator:
    """Values per seat (0 Allies, 1 Axis) in [0, 1]; see the module docstring."""

    def __init__(self, lookahead: bool = False) -> None:
        # The look-ahead needs no extra term here: the search's own leaves already include the
        # enemy's reply; the flag is kept for the table's contract (same values either way).
        self.lookahead = lookahead
        self._places: dict[str, Any] = {}

    def __call__(self, state: State) -> tuple[float, ...]:
        if state.current_player() == TERMINAL:
            return values_of(state, 2)
        shared = self._shared(state)  # what both sides' scores read, computed once
        out = []
        for side in SIDES:
            x = self._score(state, side, shared) - self.start_score(state, side)
            out.append(1.0 / (1.0 + math.exp(-x)))
        return tuple(out)

    def start_score(self, s: Any, side: str) -> float:
        """The score of the scenario's set-up (public: the scenario as printed), so that values
        measure how the game has gone, not how lopsided the scenario is (Salerno starts far from
        Naples, Kesselring close to its towns): this keeps the logistic away from its flat ends."""
        key = (s.world.scenario.id, side)
        if key not in _START:
            from sandtable.games.fstr import GameFstr

            start = GameFstr().new_initial_state(s.world.scenario.id, dict(s.opts))
            _START[key] = self.score(start, side)
        return _START[key]

    def _distances(self, board: Any, target: str) -> dict[str, int]:
        """Hex distances to an objective, computed once per board (the search asks thousands of times)."""
        key = (id(board), target)
        found = _DIST.get(key)
        if found is None:
            found = _DIST[key] = {h: board.distance(h, target) for h in board.hexes}
        return found

    def objectives(self, s: Any) -> dict[str, list[tuple[str, float, bool]]]:
        """Per side: (hex, weight, automatic) of the places its victory conditions name."""
        scen = s.world.scenario
        cached = self._places.get(scen.id)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        named = s.world.board.named
        out: dict[str, list[tuple[str, float, bool]]] = {side: [] for side in SIDES}
        for cond in scen.victory.get("automatic", []):
            names = [*cond.get("occupy", []), *cond.get("occupy_any", []), *cond.get("control", [])]
            share = 1.0 / len(cond.get("occupy_any", [])) if cond.get("occupy_any") else 1.0
            for n in names:
                h = named.get(n.casefold())
                if h is not None and cond["side"] in out:
                    out[cond["side"]].append((h, share, True))
        for cond in scen.victory.get("end_of_game", []):
            for n in cond.get("control", []):
                h = named.get(n.casefold())
                if h is not None:
                    out[cond["side"]].append((h, 1.0, True))
        for n, points in scen.victory.get("marginal", {}).get("vp", {}).items():
            h = named.get(n.casefold())
            if h is not None:
                for side in SIDES:  # a VP town is worth taking for one side and holding for the other
                    out[side].append((h, float(points), False))
        self._places = {scen.id: out}
        return out

    def score(self, s: Any, side: str) -> float:
        """The position from `side`'s point of view, reading only what its observation shows: the
        enemy counters hidden in fogged stacks (`observation.fogged`, the rule `observe` applies) are
        left out, so the score of the full state equals the score of `side`'s observation (tested)
        without the cost of building that observation for every leaf of the search."""
        return self._score(s, side, self._shared(s))

    def _shared(self, s: Any) -> dict[str, Any]:
        """The terms both sides read alike, once a position (the search values tens of thousands):
        each side's own terms (objectives, holes, advance) and the public counts (VP, Cadre Box,
        Out of Supply markers), before leaving out what a side's observation hides (`_score`).
        The score is antisymmetric but for that: side's terms minus the enemy's."""
        from sandtable.games.fstr.victory import vp

        hexes = {x: s.combat_hexes(x) for x in SIDES}
        units = s.world.counters.units
        own_terms = {x: self._own_terms(s, x, hexes[x], hexes[_OTHER[x]]) for x in SIDES}
        oos = {x: 0 for x in SIDES}
        for u in s.oos:
            if u in s.loc:
                oos[units[u].side] += 1
        return {"hexes": hexes, "terms": own_terms, "vp": vp(s), "oos": oos,
                "lost": {x: sum(units[u].steps for u in s.cadre[x]) for x in SIDES},
                "reduced": {x: sum(units[u].steps - s.steps[u] for u in s.on_map(x)) for x in SIDES}}

    def _own_terms(self, s: Any, who: str, own: set[str], foe: set[str]) -> float:
        """`who`'s objectives (held, approached, guarded by the enemy), its holes and its advance."""
        board = s.world.board
        scen = s.world.scenario
        span = max(1, scen.last_turn - scen.first_turn + 1)
        urgency = 0.5 + 0.5 * min(1.0, (s.turn - scen.first_turn + 1) / span)
        total = 0.0
        for h, weight, auto in self.objectives(s)[who]:
            held = h in own or (s.control.get(h) == who and h not in foe)
            dist = self._distances(board, h)
            near = 1.0 / (1.0 + min(map(dist.__getitem__, own), default=9))
            if auto:
                total += weight * (W_HELD_AUTO * urgency if held else W_NEAR_AUTO * near)
                # the other side guards the place: units in it, or next to it, bar the way
                guard = 1.0 if h in foe else 0.4 if any(n in foe for n in board.nbrs[h]) else 0.0
                total -= weight * W_GUARD * guard
            else:
                total += weight * (W_HELD_VP if held else W_NEAR_VP * near) * 0.5
        total -= W_HOLE * _holes(board, own, foe)
        total -= W_ADVANCE * self._spread(s, who, own, foe)
        return total

    def _score(self, s: Any, side: str, shared: dict[str, Any]) -> float:
        from sandtable.games.fstr.state import other

        enemy = other(side)
        terms, points, oos, reduced = shared["terms"], shared["vp"], shared["oos"], shared["reduced"]
        hidden = self._hidden(s, side)
        if hidden:  # the enemy's reduced counters hidden in its stacks are not seen (vp() counts
            # losses with these defaults even in a scenario without a VP table, e.g. Diadem)
            from sandtable.games.fstr.victory import losses

            marginal = s.world.scenario.victory.get("marginal", {})
            per, with_reduced = int(marginal.get("enemy_steps_per_vp", 5)), bool(
                marginal.get("count_reduced_on_map", True))
            unseen = sum(s.unit(u).steps - s.steps[u] for u in hidden if u in s.steps) if with_reduced else 0
            seen = losses(s, enemy, with_reduced)
            points = {**points, side: points[side] - seen // per + (seen - unseen) // per}
            oos = {**oos, enemy: oos[enemy] - sum(1 for u in hidden if u in s.oos and u in s.loc)}
            reduced = {**reduced, enemy: reduced[enemy] - sum(
                s.unit(u).steps - s.steps[u] for u in hidden if u in s.steps)}
        lost = shared["lost"]
        total = terms[side] - terms[enemy]
        total += W_VP * (points[side] - points[enemy])
        total += W_STEP * (lost[enemy] - lost[side])
        total += W_REDUCED * (reduced[enemy] - reduced[side])
        total += W_OOS * (oos[enemy] - oos[side])
        return total

    def _hidden(self, s: Any, side: str) -> set[str]:
        """The enemy counters `side` cannot see that would change its score: hidden ones (the fog,
        `observation.fogged`) that are reduced or Out of Supply. The fog is only traced when the
        enemy has such a counter on the map (it rarely has: this saves most of its cost)."""
        if getattr(s, "observer", None) == side:  # an observation of `side` hides nothing more
            return set()
        from sandtable.games.fstr.observation import fogged

        units = s.world.counters.units
        enemy = _OTHER[side]
        marked = {u for u in s.oos if u in s.loc and units[u].side == enemy}
        marked.update(u for u, n in s.steps.items() if n < units[u].steps and u in s.loc
                      and units[u].side == enemy)
        if not marked:
            return set()
        board = s.world.board
        friendly = s.occupied_by(side)
        if all(any(n in friendly for n in (s.loc[u], *board.nbrs[s.loc[u]])) for u in marked):
            return set()  # every such counter is next to a friendly unit: examined, not fogged (H3)
        return {u for found in fogged(s, side).values() for u in found if u in marked}

    def _targets(self, s: Any, side: str, own: set[str], foe: set[str]) -> list[str]:
        """The places of `side`'s objectives it does not hold now."""
        return [h for h, _w, _auto in self.objectives(s)[side]
                if not (h in own or (s.control.get(h) == side and h not in foe))]

    def _spread(self, s: Any, side: str, own: set[str], foe: set[str]) -> float:
        """How far the side's stacks stand from the places it must still take (mean hexes, at most 12):
        every stack closing in counts, not only the nearest (a one-turn scenario such as Ortona is
        lost by waiting). Stacks, not counters: a fogged stack shows its top counter, so the value
        of a side's observation stays the value of the state."""
        targets = self._targets(s, side, own, foe)
        if not targets or not own:
            return 0.0
        nearest = self._nearest(s.world.board, tuple(targets))
        return sum(nearest.get(h, 12) for h in own) / len(own)

    def _nearest(self, board: Any, targets: tuple[str, ...]) -> dict[str, int]:
        """Every hex's distance to the nearest of `targets`, at most 12, once per set of targets
        (a scenario has few: the places still to take change a few times a game)."""
        key = (id(board), targets)
        found = _NEAREST.get(key)
        if found is None:
            dists = [self._distances(board, t) for t in targets]
            found = _NEAREST[key] = {h: min(12, min(d.get(h, 12) for d in dists)) for h in board.hexes}
        return found

    def candidates(self, s: Any, actions: list[Any]) -> list[Any]:
        """What the search looks at (`ai.evaluation.candidates`): no reassignment of the command display
        (7.1: bookkeeping the heuristic cannot value), and in step B, per stack, its whole-stack moves
        to the MOVE_CHOICES destinations nearest the places to take or to the enemy, the strategic
        move likewise, besides Done and every other decision; the rest of the ~200 moves of a step B
        would only thin the search out."""
        from sandtable.games.fstr import actions as A
        from sandtable.games.fstr.state import other

        out = [a for a in actions if not (isinstance(a, A.Buy) and a.item == "reassign")]
        p = s.pending or {}
        moves = [a for a in out if isinstance(a, A.Move) and a.units and a.units[0] in s.loc
                 and a.to in s.world.board.hexes]
        if p.get("kind") != "op_step" or p.get("step") != "B" or len(moves) <= 2 * MOVE_CHOICES:
            return out
        side = p["side"]
        own, foe = s.combat_hexes(side), s.combat_hexes(other(side))
        board = s.world.board
        dists = [self._distances(board, t) for t in self._targets(s, side, own, foe)]

        def closeness(a: Any) -> tuple[int, int, str]:
            to_target = min((d.get(a.to, 12) for d in dists), default=12)
            to_enemy = min((board.distance(a.to, e) for e in foe), default=12)
            return (min(to_target, to_enemy + 1), -len(a.units), a.to)

        groups: dict[tuple[str, bool], list[Any]] = {}
        size: dict[str, int] = {}
        for a in moves:
            size[s.loc[a.units[0]]] = max(size.get(s.loc[a.units[0]], 0), len(a.units))
        for a in moves:
            here = s.loc[a.units[0]]
            if len(a.units) == size[here]:
                groups.setdefault((here, a.strategic), []).append(a)
        kept = {a for group in groups.values() for a in sorted(group, key=closeness)[:MOVE_CHOICES]}
        return [a for a in out if not isinstance(a, A.Move) or a in kept or a not in moves]


def _holes(board: Any, mine: set[str], theirs: set[str]) -> int:
    """Empty hexes next to a friendly front hex and to an enemy hex: gaps in the line."""
    front = {h for h in mine if any(n in theirs for n in board.nbrs[h])}
    holes = set()
    for h in front:
        for n in board.nbrs[h]:
            if n in mine or n in theirs or board.hexes[n].terrain in ("sea", "lake"):
                continue
            if any(m in theirs for m in board.nbrs[n]):
                holes.add(n)
    return len(holes)
