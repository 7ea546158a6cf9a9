"""Fleets (line 858) and the U-boat (line 872) attacking at sea: `FleetAttack` in one's impulse,
the attacker is engaged, 5-6 on a die engages the target fleet. Neither uses an attack arrow (the
sea is not attacked).

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action, ChanceOutcome
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat_board import fail
from sandtable.games.g1943_45.pieces import FLEETS, SEA, piece_name

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


# -- fleets and the U-boat (Fleets, line 858; U-boats, line 872) -------------------------------------
def _sea_attackers(s: GameState, side: int) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.side == side and c.zone == SEA and not c.engaged
                  and (c.type in FLEETS or c.type == "uboat"))


def _sea_targets(s: GameState, side: int) -> list[str]:
    return sorted(cid for cid, c in s.counters.items()
                  if c.side != side and c.zone == SEA and not c.engaged and c.type in FLEETS)


def list_fleet_attacks(s: GameState, side: int) -> list[Action]:
    targets = _sea_targets(s, side)
    return [C.FleetAttack(f, t) for f in _sea_attackers(s, side) for t in targets]


def check_fleet_attack(s: GameState, action: C.FleetAttack) -> None:
    side = s.current_player()
    c = s.counters.get(action.fleet)
    if c is None or c.side != side or c.zone != SEA or not (c.type in FLEETS or c.type == "uboat"):
        raise fail(action, f"{action.fleet} is not one of your fleets or your U-boat at sea "
                            f"(lines 858, 872)")
    if c.engaged:
        raise fail(action, f"the {piece_name(c.type)} is engaged and cannot attack until the next turn")
    t = s.counters.get(action.target)
    if t is None or t.side == side or t.zone != SEA or t.type not in FLEETS:
        raise fail(action, f"{action.target} is not an enemy fleet at sea: fleets and the U-boat attack "
                            f"fleets (lines 858, 872)")
    if t.engaged:
        raise fail(action, f"the {piece_name(t.type)} is already engaged")


def do_fleet_attack(s: GameState, action: C.FleetAttack) -> None:
    side = s.current_player()
    s.acted = True
    s.counters[action.fleet] = s.counters[action.fleet]._replace(engaged=True)
    s.dirty()
    s.pending.append(("fleet_die", side, action.fleet, action.target))


def do_fleet_die(s: GameState, outcome: Action) -> None:
    _, _, _, target = s.pending.pop()
    assert isinstance(outcome, ChanceOutcome)
    if outcome.values[0] >= 5:     # "if they roll 5-6 on the die an enemy fleet is engaged" (858)
        s.counters[target] = s.counters[target]._replace(engaged=True)
        s.dirty()
