"""Rules part 2 in the engine: the combat decisions of an impulse, dispatched by pending frame.

The battle itself is `combat.Battle` / `combat.AirBombardment` (never re-implemented here): the
engine computes what the board decides (who joins, supports, ranges, retreat paths), feeds the
resolver, and applies its outcome to the pieces. This module lists and routes; the rules live in:

- `combat_board.py`: the impulse's record (`CombatState`), arrows, missions, ranges, fresh forces,
  tank support, retreat paths, battle unit ids;
- `combat_hooks.py`: where the events plug in (`HOOKS`, `extend_battle`);
- `offensives.py`: declaring attacks and landings, `StartCombat`;
- `battle_start.py`: the landing's interception, the defender's choices, the `BattleSetup`;
- `battle_result.py`: a finished resolver applied to the board, occupation, landing survivors;
- `bombing.py`: air bombardment in one's impulse, before the attacks, against a moving force;
- `fleet_attacks.py`: fleets and the U-boat at sea.

Every public name of those modules stays importable from here (the UI, the odds and the AI use
`attack.<name>`). Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.battle_result import (
    check_landing_return,
    check_occupy,
    do_landing_return,
    do_occupy,
    list_landing_return,
    list_occupy,
    return_zones,
    settle,
)
from sandtable.games.g1943_45.battle_start import (
    _defence_options,
    battle_setup,
    check_defend,
    check_intercept_landing,
    do_defend,
    do_intercept_landing,
    fly_out_targets,
    landing_interceptors,
    list_defend,
    list_intercept_landing,
)
from sandtable.games.g1943_45.bombing import (
    after_move,
    bomb_targets,
    check_bomb,
    check_bomb_reaction,
    check_bomb_window,
    do_bomb,
    do_bomb_reaction,
    do_bomb_window,
    list_bomb_reaction,
    list_bomb_window,
    list_bombs,
    reaction_bombers,
    window_bombs,
)
from sandtable.games.g1943_45.combat_board import (
    ARROWS,
    LANDING_FORCES,
    SECOND_FLEET_CUBES,
    CombatState,
    available_cubes,
    droppable_paratroopers,
    fail,
    fresh_counters,
    mission_limit,
    mission_room,
    plane_reaches,
    ready_planes,
    retreat_paths,
    support_planes,
    tank_may_support,
)
from sandtable.games.g1943_45.combat_hooks import HOOKS, CombatHooks, extend_battle
from sandtable.games.g1943_45.fleet_attacks import (
    check_fleet_attack,
    do_fleet_attack,
    do_fleet_die,
    list_fleet_attacks,
)
from sandtable.games.g1943_45.offensives import (
    check_attack,
    check_landing,
    check_start_combat,
    do_attack,
    do_landing,
    do_start_combat,
    list_attacks,
    list_landings,
    offensive_possible,
)
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, SIDE_TITLES, piece_name, type_of

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

__all__ = [
    "ARROWS", "LANDING_FORCES", "SECOND_FLEET_CUBES", "FRAMES", "RESOLVER_FRAMES", "OFFENSIVE_KINDS",
    "CombatHooks", "HOOKS", "extend_battle", "CombatState",
    "mission_limit", "mission_room", "plane_reaches", "ready_planes", "support_planes",
    "droppable_paratroopers", "available_cubes", "fresh_counters", "tank_may_support", "retreat_paths",
    "check_attack", "check_landing", "do_attack", "do_landing", "do_start_combat", "check_start_combat",
    "offensive_possible", "list_attacks", "list_landings",
    "landing_interceptors", "list_intercept_landing", "check_intercept_landing", "do_intercept_landing",
    "_defence_options", "fly_out_targets", "list_defend", "check_defend", "do_defend", "battle_setup",
    "list_occupy", "check_occupy", "do_occupy",
    "return_zones", "list_landing_return", "check_landing_return", "do_landing_return",
    "bomb_targets", "check_bomb", "list_bombs", "do_bomb",
    "window_bombs", "list_bomb_window", "check_bomb_window", "do_bomb_window",
    "reaction_bombers", "after_move", "list_bomb_reaction", "check_bomb_reaction", "do_bomb_reaction",
    "list_fleet_attacks", "check_fleet_attack", "do_fleet_attack", "do_fleet_die",
    "list_in_movement", "list_combat_step", "frame_player", "chance_label", "chance_outcomes",
    "list_frame", "check_frame", "perform_frame",
]


# Pending frames owned by this module (state.pending): kind -> what it waits for.
FRAMES = frozenset({"landing_intercept", "defend", "battle", "bombing", "occupy", "landing_return",
                    "bomb_reaction", "bomb_window", "fleet_die"})
RESOLVER_FRAMES = frozenset({"battle", "bombing"})
OFFENSIVE_KINDS = frozenset({"attack", "land", "bomb", "fleet_attack"})


# -- dispatch (legal.py and state.py call these) ------------------------------------------------------
def list_in_movement(s: GameState) -> list[Action]:
    """During the movement: bombing and fleet attacks (any time in the impulse, lines 800, 858), and
    going to the attacks when one is possible."""
    side = s.active_side()
    found: list[Action] = []
    if offensive_possible(s, side):
        found.append(C.StartCombat())
    found.extend(list_bombs(s, side))
    found.extend(list_fleet_attacks(s, side))
    return found


def list_combat_step(s: GameState) -> list[Action]:
    """After the movement: attacks, landings, bombing, fleet attacks, or the end of the impulse."""
    side = s.active_side()
    found: list[Action] = [A.EndImpulse()]
    found.extend(list_attacks(s, side))
    found.extend(list_landings(s, side))
    found.extend(list_bombs(s, side))
    found.extend(list_fleet_attacks(s, side))
    return found


def frame_player(s: GameState) -> int:
    from sandtable.core.protocol import CHANCE
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.current_player()
    if frame[0] == "fleet_die":
        return CHANCE
    return int(frame[1])


def chance_label(s: GameState) -> str:
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.chance_label()
    if frame[0] == "fleet_die":
        _, _, fleet, target = frame
        return (f"fleet attack: the {piece_name(type_of(fleet))} against the {piece_name(type_of(target))} "
                f"(5-6 engages it)")
    return ""


def chance_outcomes(s: GameState) -> list[tuple[Action, Any]] | None:
    """The resolver's dice, or None for a plain one-die frame (the state lists those)."""
    frame = s.pending[-1]
    if frame[0] in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        return s.combat.resolver.chance_outcomes()
    return None


_LISTERS: dict[str, Callable[[GameState], list[Action]]] = {
    "landing_intercept": list_intercept_landing,
    "defend": list_defend,
    "occupy": list_occupy,
    "landing_return": list_landing_return,
    "bomb_reaction": list_bomb_reaction,
    "bomb_window": list_bomb_window,
}

_FRAME_KINDS: dict[str, tuple[type[Action], ...]] = {
    "landing_intercept": (C.InterceptLanding,),
    "defend": (C.Defend,),
    "occupy": (C.Occupy,),
    "landing_return": (C.LandingReturn,),
    "bomb_reaction": (C.Bomb,),
    "bomb_window": (C.Bomb,),
}

_FRAME_PHRASES = {
    "landing_intercept": "the interception of the landing (line 762)",
    "defend": "the defence before the combat dice: planes flying out, supports (line 703)",
    "battle": "a combat (line 697)",
    "bombing": "an air bombardment (line 800)",
    "occupy": "the occupation of the conquered zone (line 742)",
    "landing_return": "where the landing survivors go (line 752)",
    "bomb_reaction": "bombing the moving force (line 655)",
    "bomb_window": "bombing before the attacks (line 802)",
}


def _refresh_stop_battle(s: GameState) -> None:
    """Stop Battle stays available only while the events say so (a token may have been spent since
    the battle began)."""
    battle = s.combat.resolver
    if isinstance(battle, CB.Battle) and not battle.finished:
        now = (HOOKS.stop_battle_available(s, ALLIED), HOOKS.stop_battle_available(s, AXIS))
        if now != battle.setup.stop_battle:
            battle.setup = replace(battle.setup, stop_battle=now)


def list_frame(s: GameState) -> list[Action]:
    kind = s.pending[-1][0]
    if kind in RESOLVER_FRAMES:
        assert s.combat.resolver is not None
        _refresh_stop_battle(s)
        return s.combat.resolver.legal_actions()
    return _LISTERS[kind](s)


def check_frame(s: GameState, action: Action) -> None:
    kind = s.pending[-1][0]
    who = SIDE_TITLES[s.current_player()]
    if kind in RESOLVER_FRAMES:
        resolver = s.combat.resolver
        assert resolver is not None
        _refresh_stop_battle(s)
        if type(action) not in CB.ACTION_CLASSES.values():
            raise fail(action, f"{action.describe()} is not possible now: the {who} are deciding "
                                f"{_FRAME_PHRASES[kind]}")
        if (isinstance(action, CB.PartialRetreat) and isinstance(resolver, CB.Battle)
                and resolver.phase == CB.P_DEFENDER_CHOICE):
            reason = resolver.check_partial(action)
            if reason:
                raise fail(action, reason)
            return
        resolver.check_legal(action)
        return
    if not isinstance(action, _FRAME_KINDS[kind]):
        raise fail(action, f"{action.describe()} is not possible now: the {who} are deciding "
                            f"{_FRAME_PHRASES[kind]}")
    {
        "landing_intercept": check_intercept_landing,
        "defend": check_defend,
        "occupy": check_occupy,
        "landing_return": check_landing_return,
        "bomb_reaction": check_bomb_reaction,
        "bomb_window": check_bomb_window,
    }[kind](s, action)  # type: ignore[operator]


def perform_frame(s: GameState, action: Action) -> None:
    kind = s.pending[-1][0]
    if kind in RESOLVER_FRAMES:
        resolver = s.combat.resolver
        assert resolver is not None
        resolver.apply(action)
        s.reconsider()      # the battle's own step; settle() calls dirty() when pieces change
        settle(s)
        return
    if kind == "fleet_die":
        do_fleet_die(s, action)
        return
    {
        "landing_intercept": do_intercept_landing,
        "defend": do_defend,
        "occupy": do_occupy,
        "landing_return": do_landing_return,
        "bomb_reaction": do_bomb_reaction,
        "bomb_window": do_bomb_window,
    }[kind](s, action)  # type: ignore[operator]
