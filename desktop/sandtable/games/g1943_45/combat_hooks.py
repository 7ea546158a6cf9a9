"""Where the events plug into combat (`HOOKS`), and Reserves lengthening the battle in progress.

The combat engine (attack.py and the modules it dispatches to) asks these hooks; events.py sets them
at import. The defaults play no event: no Stop Battle, three rounds, attacks from anywhere,
retreats and planes flying out anywhere, and the cubes partisans pin (`partisans.pinned`).
See the package README ("Combat hooks").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45.pieces import AXIS

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def _never(s: GameState, side: int) -> bool:
    return False


def _nothing(s: GameState, side: int) -> None:
    return None


def _three(s: GameState) -> int:
    return 3


def _anywhere(s: GameState, side: int, zone: int) -> bool:
    return True


def _pinned(s: GameState, side: int, zone: int) -> int:
    """Axis cubes drawn into `zone` by partisans this impulse cannot move (line 848)."""
    if side != AXIS:
        return 0
    from sandtable.games.g1943_45.partisans import pinned
    return pinned(s, zone)


def _no_reaction(s: GameState) -> None:
    return None


@dataclass
class CombatHooks:
    """Where the events plug into combat; each is a function of the state.

    stop_battle_available(s, side): may `side` play Stop Battle in the battle being set up
    (asked when a battle starts; the resolver offers PlayStopBattle from the end of round one).
    stop_battle_played(s, side): called when `side` played it (spend the token).
    max_rounds(s): rounds of the battle being set up (3; 4 with Reserves, line 936).
    may_attack_from(s, side, zone): False forbids attacks from that zone (Strangle plan, line 940).
    movement_ended(s): the active player ended the movement to attack (`StartCombat`); the other
    player's reactions before the attacks go here (push a pending frame).
    pinned(s, side, zone): cubes of `side` in `zone` that cannot move (partisans, line 848); they
    may fight but do not move in to occupy a conquered zone.
    may_leave(s, side, zone) / may_enter(s, side, zone): False forbids a defender's retreat or planes
    flying out of / into that zone during a battle (Strangle plan, line 940).
    reserves_available(s, side): may `side` still play Reserves in the battle being set up (the
    battle then waits for the attacker's decision once its last round is fought, line 936).
    """

    stop_battle_available: Callable[[GameState, int], bool] = _never
    stop_battle_played: Callable[[GameState, int], None] = _nothing
    max_rounds: Callable[[GameState], int] = _three
    may_attack_from: Callable[[GameState, int, int], bool] = _anywhere
    movement_ended: Callable[[GameState], None] = _no_reaction
    pinned: Callable[[GameState, int, int], int] = _pinned
    may_leave: Callable[[GameState, int, int], bool] = _anywhere
    may_enter: Callable[[GameState, int, int], bool] = _anywhere
    reserves_available: Callable[[GameState, int], bool] = _never


HOOKS = CombatHooks()


def extend_battle(s: GameState, rounds: int = 1) -> bool:
    """Reserves (lines 936, 956): the battle in progress lasts `rounds` more (at most four in all),
    played between rounds or once the last is fought (`Battle.extend`). Returns False when no battle
    is in progress or it cannot be extended."""
    battle = s.combat.resolver
    if not isinstance(battle, CB.Battle):
        return False
    return battle.extend(rounds)
