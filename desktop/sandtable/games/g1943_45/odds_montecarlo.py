"""Monte Carlo battle odds: play the `Battle` resolver many times with random dice (faces mode).

The comparison point for `odds_exact`: the same resolver, the same decisions (`policy_action`),
but dice drawn face by face from a seeded RNG and mapped to hits by the rules, so an error in the
compact (hits) chance steps or in the fast enumeration would show as a deviation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from sandtable.games.g1943_45.combat import Battle, BattleSetup, DiceRoll
from sandtable.games.g1943_45.odds_exact import RESULTS, OddsPolicy, advance


@dataclass
class MonteCarloResult:
    samples: int
    counts: dict[str, int]
    taken: int
    losses: tuple[int, int]

    def probabilities(self) -> dict[str, float]:
        out = {"attacker_takes_zone": self.taken / self.samples}
        for r in RESULTS:
            out[r] = self.counts.get(r, 0) / self.samples
        return out

    @property
    def expected_losses(self) -> tuple[float, float]:
        return (self.losses[0] / self.samples, self.losses[1] / self.samples)


def play_once(setup: BattleSetup, policy: OddsPolicy, rng: random.Random) -> Battle:
    """One battle from set-up to outcome with random dice."""
    battle = Battle(setup, mode="faces")
    advance(battle, policy)
    while not battle.finished:
        n, _, _ = battle.roll_spec()
        faces = tuple(sorted(rng.randint(1, 6) for _ in range(n)))
        battle.apply(DiceRoll(faces))
        advance(battle, policy)
    return battle


def monte_carlo(setup: BattleSetup, policy: OddsPolicy | None = None, samples: int = 10_000,
                seed: int = 1943) -> MonteCarloResult:
    policy = policy or OddsPolicy()
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    taken = 0
    la = ld = 0
    for _ in range(samples):
        outcome = play_once(setup, policy, rng).outcome
        assert outcome is not None
        counts[outcome.result] = counts.get(outcome.result, 0) + 1
        taken += outcome.zone_taken
        la += outcome.losses[0]
        ld += outcome.losses[1]
    return MonteCarloResult(samples, counts, taken, (la, ld))
