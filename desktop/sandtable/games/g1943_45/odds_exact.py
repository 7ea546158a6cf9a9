"""Exact battle odds for 1943-1945: the full outcome distribution of one combat or landing.

Two enumerations over the same rules (`games.g1943_45.combat_rules`, used by `combat.Battle`):
- `exact_odds` (the fast one): the battle's compact chance steps (number of hits per side, exact
  binomial probabilities) propagated round by round over a distribution of positions, merging
  equal positions; losses are resolved with the same loss/elite functions and policies.
- `protocol_odds`: the generic exact walk (`sandtable.odds.walk`) of the `Battle` state machine
  itself in "hits" mode, the players' decisions given by `policy_action`. Slower; the tests check
  that both agree exactly.
Probabilities are floats, or Fractions with `exact=True`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.g1943_45.combat import (
    ATT,
    DEF,
    Battle,
    BattleSetup,
    RetreatAll,
    TakeLoss,
    default_policy_action,
    validate_setup,
)
from sandtable.games.g1943_45.combat_rules import (
    CASUALTY_ORDERS,
    DROPPED,
    NAVAL_HIT,
    OPTION_DEFAULTS,
    Unit,
    apply_loss,
    binomial_hits,
    canonical,
    default_elite_mode,
    default_loss_choice,
    dice_count,
    elite_candidates,
    engage_on_entry,
    hit_threshold,
    is_present,
)

RESULTS = ("attacker_won", "defender_retreated", "defender_held", "both_eliminated")


# -- policies -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class OddsPolicy:
    """The players' decisions assumed by the odds: default casualty order, the elite absorbing when
    it can, and the defender's retreat policy: never, after round N (voluntarily, at the end of
    round N), or when its losses in this combat reach K (the retreat then satisfies that loss)."""

    retreat: str = "never"
    n: int = 0
    casualties: str = "cubes-first"

    @classmethod
    def parse(cls, text: str, casualties: str = "cubes-first") -> OddsPolicy:
        if casualties not in CASUALTY_ORDERS:
            raise ValueError(f"unknown casualty order {casualties!r}: use {' or '.join(CASUALTY_ORDERS)}")
        text = text.strip().lower()
        if text == "never":
            return cls(casualties=casualties)
        m = re.fullmatch(r"after-round-([0-9]{1,2})", text)
        if m and int(m.group(1)) >= 1:
            return cls("after-round", int(m.group(1)), casualties)
        m = re.fullmatch(r"losses-([0-9]{1,2})", text)
        if m and int(m.group(1)) >= 1:
            return cls("losses", int(m.group(1)), casualties)
        raise ValueError(f"unknown defender retreat policy {text!r}: use never, after-round-N or losses-K "
                         "(N, K >= 1)")

    def describe(self) -> str:
        """The retreat policy as written on the command line."""
        if self.retreat == "never":
            return "never"
        return f"after-round-{self.n}" if self.retreat == "after-round" else f"losses-{self.n}"


def policy_action(battle: Battle, policy: OddsPolicy) -> Action:
    """The decision the odds assume at a decision point of `battle`."""
    if battle.setup.retreat_paths and battle.actor == DEF:
        if policy.retreat == "losses" and battle.phase == "losses" and battle.pending[DEF] == 1 \
                and battle.losses[DEF] + 1 >= policy.n and is_present(battle.units[DEF]):
            return RetreatAll(0)
        if policy.retreat == "after-round" and battle.phase == "defender_choice" and battle.round == policy.n:
            return RetreatAll(0)
    if battle.phase in ("losses", "bombard_losses"):
        units = battle.units[battle.actor]
        i = default_loss_choice(units, battle.setup.mountain, battle.options, order=policy.casualties)
        assert i is not None
        return TakeLoss(units[i].uid)
    return default_policy_action(battle)


# -- result -------------------------------------------------------------------------------------

OutcomeKey = tuple[str, bool, tuple[Unit, ...], tuple[Unit, ...]]


def signature(units: tuple[Unit, ...]) -> str:
    """'cube=2,tank(engaged)=1' for the forces of a side in the combat (supporting planes from other
    zones are left out: they always survive)."""
    counts: dict[str, int] = {}
    for u in units:
        if u.external:
            continue
        name = u.type + ("(engaged)" if u.engaged and u.type not in ("cube", "fortified_line") else "")
        counts[name] = counts.get(name, 0) + 1
    return ",".join(f"{k}={v}" for k, v in sorted(counts.items())) or "none"


@dataclass
class OddsResult:
    """The distribution of outcomes of one battle under a policy."""

    outcomes: dict[OutcomeKey, Any]
    expected_losses: tuple[Any, Any]
    policy: OddsPolicy = field(default_factory=OddsPolicy)
    zero: Any = 0.0

    def p_result(self, result: str) -> Any:
        return sum((p for (r, _, _, _), p in self.outcomes.items() if r == result), self.zero)

    @property
    def p_attacker_takes_zone(self) -> Any:
        return sum((p for (_, taken, _, _), p in self.outcomes.items() if taken), self.zero)

    @property
    def p_defender_holds(self) -> Any:
        return self.p_result("defender_held")

    @property
    def p_defender_retreated(self) -> Any:
        return self.p_result("defender_retreated")

    def total(self) -> Any:
        return sum(self.outcomes.values(), self.zero)

    def survivors(self, role: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, p in self.outcomes.items():
            sig = signature(key[2 + role])
            out[sig] = out.get(sig, 0) + p
        return dict(sorted(out.items(), key=lambda kv: -float(kv[1])))

    def to_json(self) -> dict[str, Any]:
        f = float
        return {
            "p_attacker_takes_zone": f(self.p_attacker_takes_zone),
            "p_defender_holds": f(self.p_defender_holds),
            "p_defender_retreated": f(self.p_defender_retreated),
            "results": {r: f(self.p_result(r)) for r in RESULTS},
            "expected_losses": {"attacker": f(self.expected_losses[0]),
                                "defender": f(self.expected_losses[1])},
            "attacker_survivors": {k: f(v) for k, v in self.survivors(ATT).items()},
            "defender_survivors": {k: f(v) for k, v in self.survivors(DEF).items()},
            "total_probability": f(self.total()),
            "defender_retreat_policy": self.policy.describe(),
            "casualty_order": self.policy.casualties,
        }


# -- the fast enumeration -----------------------------------------------------------------------

@lru_cache(maxsize=512)
def _float_hits(dice: int, threshold: int) -> tuple[float, ...]:
    return tuple(float(p) for p in binomial_hits(dice, threshold))


# A layer maps (attacker id, defender id, defender losses) to [p, E[att losses; .], E[def losses; .]].
Layer = dict[tuple[int, int, int], list[Any]]


class _Enumerator:
    """One battle's round-by-round propagation. Sides are interned as small ints so that memo
    lookups hash two ints instead of a tuple of units; tables live as long as the enumeration."""

    def __init__(self, setup: BattleSetup, policy: OddsPolicy, exact: bool) -> None:
        self.setup = setup
        self.policy = policy
        self.exact = exact
        self.mountain = setup.mountain
        self.opts = {k: bool(setup.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()}
        self.retreat_ok = bool(setup.retreat_paths)
        self.track_def_losses = policy.retreat == "losses" and self.retreat_ok
        self.ids: dict[tuple[Unit, ...], int] = {}
        self.sides: list[tuple[Unit, ...]] = []
        self.present: list[bool] = []
        self.info: list[tuple[int, int, bool]] = []
        self.memo_loss: dict[tuple[int, int, bool, int], tuple[int, int, bool]] = {}
        self.terminal: dict[tuple[str, int, int], Any] = {}
        self.zero: Any = Fraction(0) if exact else 0.0
        self.el_att: Any = self.zero
        self.el_def: Any = self.zero

    def intern(self, units: tuple[Unit, ...]) -> int:
        """The id of a side (units already canonical)."""
        sid = self.ids.get(units)
        if sid is None:
            sid = len(self.sides)
            self.ids[units] = sid
            self.sides.append(units)
            self.present.append(is_present(units))
            dice = dice_count(units, self.mountain, self.opts)
            self.info.append((dice, hit_threshold(units, self.mountain), bool(elite_candidates(units))))
        return sid

    def hits(self, dice: int, threshold: int) -> tuple[Any, ...]:
        return binomial_hits(dice, threshold) if self.exact else _float_hits(dice, threshold)

    def resolve(self, sid: int, pending: int, intercept: bool = False,
                retreat_from: int = -1) -> tuple[int, int, bool]:
        """Satisfy `pending` losses with the default order; with `retreat_from` >= 0 (the defender's
        losses so far) the defender retreats for the last loss once its losses reach the policy's K."""
        key = (sid, pending, intercept, retreat_from)
        found = self.memo_loss.get(key)
        if found is not None:
            return found
        taken = 0
        retreated = False
        current = self.sides[sid]
        while pending > 0:
            if (retreat_from >= 0 and pending == 1 and retreat_from + taken + 1 >= self.policy.n
                    and is_present(current)):
                taken += 1
                retreated = True
                break
            i = default_loss_choice(current, self.mountain, self.opts, sea_only=intercept,
                                    eliminate_only=intercept, order=self.policy.casualties)
            if i is None:
                break
            current, _, _ = apply_loss(current, i, self.mountain, self.opts, intercept)
            pending -= 1
            taken += 1
        out = (self.intern(canonical(current)), taken, retreated)
        self.memo_loss[key] = out
        return out

    def finish(self, result: str, att: int, dfn: int, p: Any, la: Any, ld: Any) -> None:
        key = (result, att, dfn)
        self.terminal[key] = self.terminal.get(key, self.zero) + p
        self.el_att += la
        self.el_def += ld

    def outcomes(self) -> dict[OutcomeKey, Any]:
        out: dict[OutcomeKey, Any] = {}
        for (result, a, d), p in self.terminal.items():
            att = self.sides[a]
            taken = result != "defender_held" and self.present[a]
            if not taken and any(u.role == DROPPED for u in att):
                # Paratroopers dropped on a zone not conquered are eliminated (line 838).
                att = tuple(u for u in att if u.role != DROPPED)
            key = (result, taken, att, self.sides[d])
            out[key] = out.get(key, self.zero) + p
        return out

    def run(self) -> OddsResult:
        setup = self.setup
        one: Any = Fraction(1) if self.exact else 1.0
        att0 = self.intern(canonical(engage_on_entry(setup.attacking)[0]))
        dfn0 = self.intern(canonical(engage_on_entry(setup.defending)[0]))
        layer: Layer = {(att0, dfn0, 0): [one, self.zero, self.zero]}
        if setup.landing:
            layer = self.interception(layer)
            layer = self.bombardment(layer)
        for rnd in range(1, setup.max_rounds + 1):
            if not layer:
                break
            layer = self.round(layer, rnd)
        return OddsResult(self.outcomes(), (self.el_att, self.el_def), self.policy, self.zero)

    def interception(self, layer: Layer) -> Layer:
        n = len(self.setup.interceptors)
        if n == 0:
            return layer
        out: Layer = {}
        for (att, dfn, cd), (p, la, ld) in layer.items():
            for h, ph in enumerate(self.hits(n, NAVAL_HIT)):
                att2, taken, _ = self.resolve(att, h, intercept=True)
                q = p * ph
                qla = (la + p * taken) * ph
                qld = ld * ph
                if not self.present[att2]:
                    self.finish("defender_held", att2, dfn, q, qla, qld)
                else:
                    _merge(out, (att2, dfn, cd), q, qla, qld)
        return out

    def bombardment(self, layer: Layer) -> Layer:
        n = self.setup.fleets
        out: Layer = {}
        for (att, dfn, cd), (p, la, ld) in layer.items():
            if not self.present[dfn]:
                # A landing on an empty zone: nothing to bombard, the survivors land.
                self.finish("attacker_won", att, dfn, p, la, ld)
                continue
            for h, ph in enumerate(self.hits(n, NAVAL_HIT)):
                dfn2, taken, _ = self.resolve(dfn, h)
                q = p * ph
                qla = la * ph
                qld = (ld + p * taken) * ph
                if not self.present[dfn2]:
                    self.finish("attacker_won", att, dfn2, q, qla, qld)
                else:
                    _merge(out, (att, dfn2, cd + taken if self.track_def_losses else 0), q, qla, qld)
        return out

    def round(self, layer: Layer, rnd: int) -> Layer:
        out: Layer = {}
        last = rnd >= self.setup.max_rounds
        voluntary = self.policy.retreat == "after-round" and self.policy.n == rnd and self.retreat_ok
        track = self.track_def_losses
        present = self.present
        finish = self.finish
        resolve = self.resolve
        for (att, dfn, cd), (p, la, ld) in layer.items():
            na, ta, ea = self.info[att]
            nd, td, ed = self.info[dfn]
            dist_a = self.hits(na, ta)
            dist_d = self.hits(nd, td)
            if ea or ed:
                self._round_with_elites(out, att, dfn, cd, p, la, ld, dist_a, dist_d, last, voluntary)
                continue
            rfrom = cd if track else -1
            # Without elites each side's losses depend only on the other side's hits.
            side_a = [resolve(att, hd) for hd in range(nd + 1)]
            for ha, pa in enumerate(dist_a):
                d2, ld_round, retreated = resolve(dfn, ha, False, rfrom)
                d_present = present[d2]
                ppa = p * pa
                for hd, pd in enumerate(dist_d):
                    a2, la_round, _ = side_a[hd]
                    q = ppa * pd
                    qla = (la * pa + ppa * la_round) * pd if la_round else la * pa * pd
                    qld = (ld * pa + ppa * ld_round) * pd if ld_round else ld * pa * pd
                    a_present = present[a2]
                    if retreated:
                        finish("defender_retreated", a2, d2, q, qla, qld)
                    elif not d_present:
                        finish("attacker_won" if a_present else "both_eliminated", a2, d2, q, qla, qld)
                    elif not a_present or last:
                        finish("defender_held", a2, d2, q, qla, qld)
                    elif voluntary:
                        finish("defender_retreated", a2, d2, q, qla, qld)
                    else:
                        _merge(out, (a2, d2, cd + ld_round if track else 0), q, qla, qld)
        return out

    def _round_with_elites(self, out: Layer, att: int, dfn: int, cd: int,
                           p: Any, la: Any, ld: Any, dist_a: tuple[Any, ...], dist_d: tuple[Any, ...],
                           last: bool, voluntary: bool) -> None:
        track = self.track_def_losses
        for ha, pa in enumerate(dist_a):
            for hd, pd in enumerate(dist_d):
                a1, d1 = att, dfn
                pend_a, pend_d = hd, ha
                extra_a = extra_d = 0
                if self.info[a1][2]:
                    a1, pend_a, pend_d, extra_a = self._elites(a1, pend_a, pend_d)
                if self.info[d1][2]:
                    d1, pend_d, pend_a, extra_d = self._elites(d1, pend_d, pend_a)
                a2, la_round, _ = self.resolve(a1, pend_a)
                d2, ld_round, retreated = self.resolve(d1, pend_d, False, cd + extra_d if track else -1)
                la_round += extra_a
                ld_round += extra_d
                q = p * pa * pd
                qla = (la + p * la_round) * pa * pd
                qld = (ld + p * ld_round) * pa * pd
                a_present, d_present = self.present[a2], self.present[d2]
                if retreated:
                    self.finish("defender_retreated", a2, d2, q, qla, qld)
                elif not d_present:
                    self.finish("attacker_won" if a_present else "both_eliminated", a2, d2, q, qla, qld)
                elif not a_present or last:
                    self.finish("defender_held", a2, d2, q, qla, qld)
                elif voluntary:
                    self.finish("defender_retreated", a2, d2, q, qla, qld)
                else:
                    _merge(out, (a2, d2, cd + ld_round if track else 0), q, qla, qld)

    def _elites(self, sid: int, own: int, enemy: int) -> tuple[int, int, int, int]:
        """Each unengaged elite inflicts or absorbs one loss (the policy of `default_elite_mode`)."""
        units = self.sides[sid]
        absorbed = 0
        for i in elite_candidates(units):
            units = units[:i] + (units[i]._replace(engaged=True),) + units[i + 1:]
            if default_elite_mode(own) == "absorb":
                own -= 1
                absorbed += 1
            else:
                enemy += 1
        return self.intern(canonical(units)), own, enemy, absorbed


def _merge(layer: Layer, key: tuple[int, int, int], p: Any, la: Any,
           ld: Any) -> None:
    cell = layer.get(key)
    if cell is None:
        layer[key] = [p, la, ld]
    else:
        cell[0] += p
        cell[1] += la
        cell[2] += ld


def exact_odds(setup: BattleSetup, policy: OddsPolicy | None = None, *, exact: bool = False) -> OddsResult:
    """The outcome distribution of `setup` under `policy` (fast round-by-round enumeration).
    Raises BattleSetupError for a combat the rules do not allow, as `Battle` does."""
    validate_setup(setup)
    return _Enumerator(setup, policy or OddsPolicy(), exact).run()


# -- the protocol walk --------------------------------------------------------------------------

def advance(battle: Battle, policy: OddsPolicy) -> None:
    """Apply the policy's decisions until a roll is pending or the battle is over."""
    while not battle.finished and battle.phase not in ("roll", "intercept_roll", "bombard_roll"):
        battle.apply(policy_action(battle, policy))


def protocol_odds(setup: BattleSetup, policy: OddsPolicy | None = None, *, exact: bool = False) -> OddsResult:
    """The same distribution by walking `Battle` (hits mode) through its chance steps with the
    generic walker (`odds.walk`), memoised on `Battle.key()`, the decisions given by the policy."""
    from sandtable.odds.walk import exact_walk

    policy = policy or OddsPolicy()

    def terminal_key(b: Battle) -> OutcomeKey:
        o = b.outcome
        assert o is not None
        return (o.result, o.zone_taken, canonical(o.attacker_survivors), canonical(o.defender_survivors))

    walked = exact_walk(Battle(setup, mode="hits"), settle=lambda b: advance(b, policy),
                        finished=lambda b: b.finished, key=lambda b: b.key(), outcome=terminal_key,
                        counters=lambda b: (b.losses[ATT], b.losses[DEF]), exact=exact)
    zero: Any = Fraction(0) if exact else 0.0
    el_a, el_d = walked.expected
    return OddsResult(walked.outcomes, (el_a, el_d), policy, zero)  # type: ignore[arg-type]


def outcome_probabilities(result: OddsResult) -> Mapping[str, float]:
    """The headline probabilities compared with Monte Carlo."""
    out = {"attacker_takes_zone": float(result.p_attacker_takes_zone)}
    for r in RESULTS:
        out[r] = float(result.p_result(r))
    return out
