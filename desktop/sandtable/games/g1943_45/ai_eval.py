"""The 1943-45 heuristic: how the position looks to a player who counts stars, supply and forces.
The computer players reach it through the game's table (`table.Table1943.evaluator`).

The score is from the Allied side (positive = good for the Allies) and is squashed into a value
in (0, 1) by a logistic; the Axis value is its complement. Terms, in the order a wargamer weighs them:
- stars: orange-star zones each side would count at the end (held, in supply, no enemy in them;
  line 590), their weight growing turn by turn, since early stars can still change hands; Munich
  held by supplied Allied forces wins at the end of the turn (line 588) and counts heavily;
- threats: a star held by one side with enemy forces next to it (or, for coastal stars, within
  reach of an Allied landing while an Allied fleet is ready) is counted as partly lost, by a
  rough attacker/defender strength ratio; this is what makes a player garrison and counter-attack;
- forces: the value of the pieces on the board (cube 1, tank and plane 2, elite 1.5, ...); pieces
  out of supply are discounted, since the supply phase removes them (line 886); an Axis interceptor
  at sea kept ready while an Allied landing is possible counts a little more (issue #14: Normal
  spent the Italian fleet and the U-boat on a harmless rear transport); forces over the stacking
  limit that no adjacent friendly zone can take count as lost, as the end-of-impulse check removes
  them (issue #14: Normal retreated into a full Tunis and lost two cubes); the Axis counts what
  Italy's surrender would cost, likelier with each empty coastal zone of Italy open to a landing;
- reach: Allied forces gain a little for being close (by land, or by sea from a coast) to a star
  they do not hold, Axis forces for standing on or next to the stars, so both sides move with a
  purpose when no fight is in sight.

Two readings (`EnemyReply`): STATIC values the position as it stands (the greedy player, one
decision ahead); LOOKAHEAD, used at the search agent's leaves, also weighs what the coming supply
phase and the enemy's next impulse could do, a cheap stand-in for searching one impulse deeper
(an impulse is a dozen decisions, too many to search):
- a side whose every force is out of supply loses them, and the game, at the supply phase;
- a supply line the enemy could cut by stepping into an empty or weakly held zone next to its
  forces is worth less (the supply phase removes what it cuts, line 886);
- a star is threatened by every enemy force that can move next to it, since land forces move any
  distance through zones the defender does not hold (line 647), not only by forces already
  adjacent; Munich's threat and possession count more, as Munich decides the game at the end of
  any turn (line 588).
Tournaments measured what this is worth (ai/README.md): on the same 40 seeds against greedy,
Normal as the Axis went from 31 to 37 wins, as the Allies stayed at 28-29.
The weights are hand-set; tournaments (bench/ai.py) measure what they are worth.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from sandtable.ai.agent import apply_listed, values_of
from sandtable.ai.evaluation import sample_outcome
from sandtable.core.protocol import CHANCE, TERMINAL, Action, State

ALLIED, AXIS = 0, 1
SEA, POOL, REMOVED = 0, -1, -2
INF = 99

# Value of one piece on the board (cubes are 1).
PIECE_VALUE: dict[str, float] = {
    "tank": 2.0, "tank_it": 2.0, "plane": 2.0, "plane_it": 2.0, "elite": 1.5, "paratroopers": 2.0,
    "fortified_line": 0.8, "partisans": 0.3,
}
SEA_VALUE: dict[str, float] = {"fleet_us": 1.0, "fleet_uk": 1.0, "fleet_it": 0.8, "uboat": 0.6}
# An unengaged Italian fleet or U-boat while an Allied fleet is ready: it may still try to intercept
# a landing (lines 746, 766), worth more than the third of a cube it sinks, on average, by spending
# itself on a transport (one die at 5-6, line 687).
READY_INTERCEPTOR = 1.0
# Surrender of Italy (lines 888-896): the Italian counters leave and the Axis loses naval transport
# at the end of a turn in which the Allies control a zone 3-14. An empty coastal zone of Italy invites
# a landing that takes it unopposed (option landing_on_empty_zone); each such zone adds a share.
ITALY_TRANSPORT = 1.0
EMPTY_COAST_SHARE = 0.35
# Combat weight of a piece standing in a zone (how much it adds to a fight there).
FIGHT_VALUE: dict[str, float] = {
    "tank": 1.6, "tank_it": 1.6, "plane": 1.3, "plane_it": 1.3, "elite": 1.4, "paratroopers": 1.2,
    "fortified_line": 1.0,
}

W_MATERIAL = 0.25
W_THREAT = 0.8
W_REACH = 0.05
UNSUPPLIED_KEEP = 0.35
SCALE = 3.0


@dataclass(frozen=True)
class EnemyReply:
    """How far the evaluation looks past the position: at the coming supply phase and at what
    the enemy's next move could do (the search agent's leaves do; a one-decision-ahead player
    values the position as it stands)."""

    cut_off: float = 0.0            # a side with every force out of supply loses them and the game
    supply_lines: bool = False      # a supply line one enemy move could cut is worth less
    threatened_keep: float = 0.8    # ... the share of a piece's value kept on such a line
    threatened_cut_off: float = 0.35  # share of `cut_off` when every force hangs on such lines
    munich: float = 4.0             # Allied forces in Munich, in supply (line 588)
    threatened_munich: float = 0.5  # ... share of it when that supply could be cut
    munich_threat: float = 1.0      # weight of a threat to Munich against other stars
    mobile_threats: bool = False    # a star is threatened by all the enemy can move next to it


STATIC = EnemyReply()
LOOKAHEAD = EnemyReply(cut_off=6.0, supply_lines=True, munich=8.0, munich_threat=2.0, mobile_threats=True)


def _star_weight(turn: int, turns: int) -> float:
    return 0.6 + 1.6 * min(1.0, turn / max(1, turns))


class _Geometry:
    """Distances per board, computed once: by land, and with a sea hop between coastal zones."""

    def __init__(self, topo: Any) -> None:
        zones = [z for z in topo.open_zones]
        self.land = {z: _bfs(z, topo.adjacent, topo, sea=False) for z in zones}
        self.mixed = {z: _bfs(z, topo.adjacent, topo, sea=True) for z in zones}


def _bfs(start: int, adjacent: dict[int, tuple[int, ...]], topo: Any, sea: bool) -> dict[int, int]:
    # A sea hop costs 2 (a transport or a landing spends the impulse) and is modelled by a
    # virtual node joining every coastal zone at distance 1.
    dist = {start: 0}
    frontier = [start]
    coastal = topo.coastal
    while frontier:
        nxt: list[int] = []
        for z in frontier:
            neighbours = [m for m in adjacent[z] if not topo.zones[m].closed]
            if sea and z in coastal:
                neighbours.extend(coastal)
            for m in neighbours:
                step = 2 if (sea and m in coastal and z in coastal and m not in adjacent[z]) else 1
                d = dist[z] + step
                if d < dist.get(m, INF):
                    dist[m] = d
                    nxt.append(m)
        frontier = nxt
    return dist


_GEOMETRY: dict[int, _Geometry] = {}


def _geometry(topo: Any) -> _Geometry:
    geo = _GEOMETRY.get(id(topo))
    if geo is None:
        geo = _Geometry(topo)
        _GEOMETRY[id(topo)] = geo
    return geo


def allied_score(s: Any, reply: EnemyReply = LOOKAHEAD) -> float:
    """The heuristic score of a non-terminal 1943-45 state, from the Allied side."""
    from sandtable.games.g1943_45.supply import supplied_zones

    topo = s.topo
    occ = s.occ()
    presence = occ.presence
    supplied = (supplied_zones(s, ALLIED), supplied_zones(s, AXIS))
    safe = (_safe_supply(s, ALLIED), _safe_supply(s, AXIS)) if reply.supply_lines else supplied
    keep = [[1.0 if z in safe[side] else reply.threatened_keep if z in supplied[side] else UNSUPPLIED_KEEP
             for z in range(topo.size)] for side in (ALLIED, AXIS)]
    size = topo.size
    fight = [[0.0] * size, [0.0] * size]
    material = [0.0, 0.0]
    fleets_ready = 0
    interceptors_ready = 0
    for side in (ALLIED, AXIS):
        row = s.cubes[side]
        kept = keep[side]
        for z, n in enumerate(row):
            if n:
                fight[side][z] += n
                material[side] += n * kept[z]
    for c in s.counters.values():
        z = c.zone
        if z == SEA:
            material[c.side] += SEA_VALUE.get(c.type, 0.5)
            if c.side == ALLIED and c.type in ("fleet_us", "fleet_uk") and not c.engaged:
                fleets_ready += 1
            elif c.side == AXIS and c.type in ("fleet_it", "uboat") and not c.engaged:
                interceptors_ready += 1
            continue
        if z <= 0:
            continue
        material[c.side] += PIECE_VALUE.get(c.type, 1.0) * keep[c.side][z]
        if c.type != "partisans":
            fight[c.side][z] += FIGHT_VALUE.get(c.type, 1.0) * (0.8 if c.engaged else 1.0)

    if fleets_ready:
        material[AXIS] += READY_INTERCEPTOR * interceptors_ready
    for side in (ALLIED, AXIS):
        material[side] -= _stranded_excess(s, occ, side)
    material[AXIS] -= _surrender_risk(s, occ, fleets_ready)
    by_control = bool(s.options.get("victory_stars_by_control", False))
    geo = _geometry(topo)
    star_w = _star_weight(s.turn, s.rules.turns)
    stars = 0.0
    threat = 0.0
    # Allied landing punch: at most 4 (6 with both fleets) pieces from coastal zones they hold.
    landing = 0.0
    if fleets_ready:
        coastal_force = sum(fight[ALLIED][z] for z in topo.coastal if presence[ALLIED][z])
        landing = min(coastal_force, 4.0 + 2.0 * (fleets_ready >= 2))
    adjacent = topo.adjacent
    targets: list[int] = []
    munich = topo.munich
    for z in topo.stars:
        holder = _holder(s, z, presence, supplied, by_control)
        if holder != ALLIED:
            targets.append(z)
        if holder is None:
            continue
        sign = 1.0 if holder == ALLIED else -1.0
        stars += sign
        enemy = 1 - holder
        enemy_fight = fight[enemy]
        if reply.mobile_threats:
            attack = _striking_power(topo, presence[holder], enemy_fight, z)
        else:
            attack = sum(enemy_fight[m] for m in adjacent[z])
        if enemy == ALLIED and z in topo.coastal:
            attack = max(attack, 0.7 * landing)
        if attack > 0:
            ratio = attack / (fight[holder][z] + 0.5)
            weight = reply.munich_threat if z in munich else 1.0
            threat -= sign * weight * 0.85 * ratio * ratio / (1.0 + ratio * ratio)
    score = star_w * (stars + W_THREAT * threat)
    for z in topo.munich:
        if presence[ALLIED][z] and z in supplied[ALLIED]:
            score += reply.munich * (1.0 if z in safe[ALLIED] else reply.threatened_munich)
    score += W_MATERIAL * (material[ALLIED] - material[AXIS])
    # A side whose every force is out of supply loses them all at the supply phase, and with
    # them the game (line 586): worth more than any star.
    for side, sign in ((ALLIED, -1.0), (AXIS, 1.0)):
        if occ.field[side] and not any(presence[side][z] for z in supplied[side]):
            score += sign * reply.cut_off
        elif occ.field[side] and not any(presence[side][z] for z in safe[side]):
            score += sign * reply.cut_off * reply.threatened_cut_off
    score += W_REACH * _reach(topo, geo, fight, targets)
    return score


def _surrender_risk(s: Any, occ: Any, fleets_ready: int) -> float:
    """What Italy's surrender would cost the Axis, times how likely it looks: certain once the Allies
    control a zone of Italy; else a share for each empty coastal zone of Italy while an Allied fleet is
    at sea (ready now, or next turn), as an unopposed landing takes it (issue #14: Normal emptied
    Sicily, Sardinia and Apulia on turn 1 and Italy surrendered on turn 2)."""
    if s.italy_out:
        return 0.0
    cost = ITALY_TRANSPORT
    fleets_at_sea = 0
    for c in s.counters.values():
        if c.zone == REMOVED or c.zone == POOL:
            continue
        if c.type in ("tank_it", "plane_it"):
            cost += PIECE_VALUE[c.type]
        elif c.type == "fleet_it":
            cost += SEA_VALUE[c.type]
        elif c.type in ("fleet_us", "fleet_uk") and c.zone == SEA:
            fleets_at_sea += 1
    topo = s.topo
    if any(s.control[z] == ALLIED for z in topo.italy):
        return cost
    if not fleets_at_sea or not s.options.get("landing_on_empty_zone", True):
        return 0.0
    empty = sum(1 for z in topo.italy if z in topo.coastal and not occ.presence[AXIS][z])
    chance = 1.0 - (1.0 - EMPTY_COAST_SHARE) ** empty
    return cost * chance * (1.0 if fleets_ready else 0.5)


def _stranded_excess(s: Any, occ: Any, side: int) -> int:
    """Forces over the stacking limit that no adjacent friendly zone can take: the end-of-impulse
    check eliminates them (line 544; issue #14: Normal retreated into a full Tunis and lost two)."""
    limit = s.rules.stacking_limit
    forces = occ.forces[side]
    lost = 0
    for z in s.topo.open_zones:
        excess = forces[z] - limit
        if excess <= 0:
            continue
        room = sum(max(0, limit - forces[m]) for m in s.topo.adjacent[z]
                   if s.control[m] == side and not occ.presence[1 - side][m] and not s.topo.zone(m).closed)
        lost += max(0, excess - room)
    return lost


def _striking_power(topo: Any, defender: list[int], attacker_fight: list[float], target: int) -> float:
    """The attacker's fighting value that could stand next to `target` after one impulse of
    movement: land forces move any distance through zones the defender does not hold (line 647),
    so everything connected to a neighbour of the target by such zones counts."""
    adjacent = topo.adjacent
    zones = topo.zones
    start = [m for m in adjacent[target] if not defender[m] and not zones[m].closed]
    seen = set(start)
    frontier = list(start)
    while frontier:
        z = frontier.pop()
        for m in adjacent[z]:
            if m not in seen and m != target and not defender[m] and not zones[m].closed:
                seen.add(m)
                frontier.append(m)
    return sum(attacker_fight[z] for z in seen)


def _safe_supply(s: Any, side: int) -> frozenset[int]:
    """The zones that stay in supply for `side` even if the enemy steps into every zone next to
    its forces that the side leaves empty or holds weaker than the enemy next door: the supply
    lines one enemy impulse cannot cut (the supply phase removes what it cuts, line 886)."""
    from sandtable.games.g1943_45.supply import supplied_despite

    topo = s.topo
    presence = s.occ().presence
    own, enemy = presence[side], presence[1 - side]
    reach = list(enemy)
    for z in topo.open_zones:
        if not enemy[z] and sum(enemy[m] for m in topo.adjacent[z]) > own[z]:
            reach[z] = 1
    return supplied_despite(s, side, reach)


def _holder(s: Any, z: int, presence: list[list[int]], supplied: tuple[frozenset[int], frozenset[int]],
            by_control: bool) -> int | None:
    for side in (ALLIED, AXIS):
        if presence[1 - side][z] or z not in supplied[side]:
            continue
        if presence[side][z] or (by_control and s.control[z] == side):
            return side
    return None


def _reach(topo: Any, geo: _Geometry, fight: list[list[float]], targets: list[int]) -> float:
    total = 0.0
    if targets:
        allied = fight[ALLIED]
        for z, dist in geo.mixed.items():
            power = allied[z]
            if power:
                total += power / (1.0 + min(dist.get(t, INF) for t in targets))
    axis = fight[AXIS]
    for z in topo.stars:
        near = sum(axis[m] for m in topo.adjacent[z])
        total -= min(axis[z], 4.0) * 0.5 + min(near, 4.0) * 0.15
    return total


def allied_value(s: Any, reply: EnemyReply = LOOKAHEAD) -> float:
    return 1.0 / (1.0 + math.exp(-allied_score(s, reply) / SCALE))


class Evaluator1943:
    """Values (Allies, Axis) of any 1943-45 state; also prunes redundant candidate actions.

    A state inside a pending exchange (a battle, a landing and its interception, a bombing, an
    interception die, the occupation after a battle) has a board that does not yet show the
    result, so it is played out `playouts` times with the default decisions (the resolver's
    default casualties, occupying with everything, first listed answer otherwise) and random
    dice, and the settled positions are averaged. Such chance states are settled here rather
    than enumerated by the caller (`settles`).
    """

    def __init__(self, playouts: int = 2, seed: int | str = 0, lookahead: bool = False) -> None:
        self.playouts = playouts
        self.reply = LOOKAHEAD if lookahead else STATIC
        self.rng = random.Random(f"eval-1943-45:{seed}")

    def candidates(self, state: State, actions: list[Action]) -> list[Action]:
        # "Place/reinforce n" equals n times "place/reinforce 1", which the next decisions can
        # repeat: looking at the single steps only cuts the widest lists of the game tenfold.
        return [a for a in actions if getattr(a, "count", 1) == 1 or a.kind not in _COUNTED]

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def settles(self, state: State) -> bool:
        return bool(getattr(state, "pending", None))

    def __call__(self, state: State) -> tuple[float, float]:
        if state.current_player() == TERMINAL:
            v = values_of(state)
            return (v[0], v[1])
        if not getattr(state, "pending", None):
            v = allied_value(state, self.reply)
            return (v, 1.0 - v)
        if state.pending[-1][0] == "intercept_die":     # type: ignore[attr-defined]
            v = self._interception(state)
            return (v, 1.0 - v)
        total = 0.0
        for _ in range(self.playouts):
            settled = _settle(state, self.rng)
            if settled.current_player() == TERMINAL:
                total += values_of(settled)[ALLIED]
            else:
                total += allied_value(settled, self.reply)
        v = total / self.playouts
        return (v, 1.0 - v)


    def _interception(self, state: Any, seen: dict[str, float] | None = None) -> float:
        """The Allied value after a transport's interception dice, averaged exactly: one die a piece;
        sampled, one lucky hit in two playouts made the interception look worth spending the Italian
        fleet and the U-boat on (issue #14). A die only counts a hit or not, so the positions after
        the dice repeat: each is valued once (`seen`, by state hash). Face by face, k interceptors
        made 6**k leaves: four of them took 0.21 s a valuation, 0.02 s with `seen`, same value."""
        if state.current_player() == CHANCE and state.pending and state.pending[-1][0] == "intercept_die":
            seen = {} if seen is None else seen
            total = 0.0
            for outcome, p in state.chance_outcomes():
                child = state.clone()
                apply_listed(child, outcome)
                key = child.state_hash()
                value = seen.get(key)
                if value is None:
                    value = seen[key] = self._interception(child, seen)
                total += float(p) * value
            return total
        return self(state)[0]


def _settle(state: Any, rng: random.Random, max_steps: int = 300) -> Any:
    """A copy of `state` played on until no exchange is pending (see Evaluator1943)."""
    s = state.clone()
    for _ in range(max_steps):
        if not s.pending:
            break
        player = s.current_player()
        if player == TERMINAL:
            break
        if player == CHANCE:
            apply_listed(s, sample_outcome(s.chance_outcomes(), rng))
            continue
        apply_listed(s, _default_answer(s))
    return s


def _default_answer(s: Any) -> Action:
    actions = s.legal_actions()
    frame = s.pending[-1][0]
    if frame in ("battle", "bombing"):
        resolver = getattr(getattr(s, "combat", None), "resolver", None)
        if resolver is not None:
            try:
                from sandtable.games.g1943_45.combat import Battle, default_policy_action

                if isinstance(resolver, Battle):
                    choice = default_policy_action(resolver)
                    if choice in actions:
                        return choice
            except Exception:  # an unexpected resolver phase: fall back to the first answer
                pass
    if frame == "occupy":
        return max(actions, key=lambda a: sum(getattr(a, "cubes", ())) + len(getattr(a, "counters", ())))
    return actions[0]


_COUNTED = frozenset({"reinforce", "setup_place"})
