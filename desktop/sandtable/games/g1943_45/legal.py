"""Dispatch of the decisions: which actions each step and pending frame accepts, their listing,
their rule checks and their effects (the rules themselves live in build, movement, transport)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING

from sandtable.core.protocol import Action, ChanceOutcome, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import attack, build, events, movement, transport
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.pieces import SIDE_TITLES

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

# What is being decided -> (accepted action kinds, a phrase for refusals).
_EXPECTED: dict[str, tuple[frozenset[str], str]] = {
    "axis_setup": (frozenset({"accept_default_setup", "setup_place", "setup_done"}),
                   "the Axis free set-up (Setup, line 580)"),
    "initiative_choice": (frozenset({"choose_first"}),
                          "the initiative winner's choice of who plays first (Impulses, line 633)"),
    "reinforcements": (frozenset({"reinforce", "reinforce_done"}),
                       "the entry of reinforcement cubes (line 615)"),
    "conversion": (frozenset({"convert", "convert_done"}), "the conversion of cubes (line 623)"),
    "movement": (frozenset({"move", "fly", "transport", "end_impulse", "pass", "to_combat", "bomb",
                            "fleet_attack"}),
                 "an impulse (Movement, line 643)"),
    "combat": (frozenset({"attack", "land", "bomb", "fleet_attack", "end_impulse"}),
               "the attacks of an impulse (COMBAT, line 697)"),
    "intercept": (frozenset({"intercept"}), "the interception of a naval transport (line 687)"),
    "transport_loss": (frozenset({"transport_loss"}), "the choice of the intercepted piece (line 693)"),
    "stacking": (frozenset({"stacking_move"}), "moving over-stacked forces out (Stacking, line 544)"),
    "overlord_fleet": (frozenset({"overlord_remove_fleet"}), "the fleet that leaves at Overlord (line 900)"),
}


def _situation(s: GameState) -> str:
    if s.pending:
        return str(s.pending[-1][0])
    if s.phase == "impulses":
        return s.impulse_step
    return s.phase


def list_legal(s: GameState) -> list[Action]:
    """The listing of the step or frame, plus the events and partisans playable there (events.py)."""
    if s.current_player() < 0:
        return []
    situation = _situation(s)
    if situation in events.FRAMES:
        return events.list_frame(s)
    return events.amend(s, situation, _list_step(s))


def _list_step(s: GameState) -> list[Action]:
    situation = _situation(s)
    if situation == "movement":
        found: list[Action] = [A.EndImpulse() if s.acted else A.Pass()]
        found.extend(movement.list_moves(s))
        found.extend(transport.list_transports(s))
        found.extend(attack.list_in_movement(s))
        return found
    if situation in attack.FRAMES:
        return attack.list_frame(s)
    lister: Callable[[GameState], list[Action]] = {
        "axis_setup": build.list_setup,
        "initiative_choice": lambda st: [A.ChooseFirst("allied"), A.ChooseFirst("axis")],
        "reinforcements": build.list_reinforce,
        "conversion": build.list_convert,
        "intercept": transport.list_intercepts,
        "transport_loss": transport.list_transport_losses,
        "stacking": movement.list_stacking,
        "overlord_fleet": lambda st: [A.OverlordRemoveFleet(f) for f in build.allied_fleets(st)],
        "combat": attack.list_combat_step,
    }[situation]
    return lister(s)


def _is_int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_FIELD_TYPES: dict[str, Callable[[object], bool]] = {
    "int": _is_int,
    "str": lambda v: isinstance(v, str),
    "tuple[int, ...]": lambda v: isinstance(v, tuple) and all(_is_int(x) for x in v),
    "tuple[str, ...]": lambda v: isinstance(v, tuple) and all(isinstance(x, str) for x in v),
    "tuple[float, float] | None": lambda v: v is None or (
        isinstance(v, tuple) and len(v) == 2
        and all(isinstance(x, int | float) and not isinstance(x, bool) for x in v)),
}


# Per action class: (field, its type's text, its test), worked out once (`fields` is slow).
_TESTS: dict[type, tuple[tuple[str, str, Callable[[object], bool]], ...]] = {}


def _tests_of(cls: type) -> tuple[tuple[str, str, Callable[[object], bool]], ...]:
    tests = _TESTS.get(cls)
    if tests is None:
        tests = tuple((f.name, str(f.type), _FIELD_TYPES[str(f.type)]) for f in fields(cls)
                      if str(f.type) in _FIELD_TYPES)
        _TESTS[cls] = tests
    return tests


def check_types(action: Action) -> None:
    """Refuse malformed field values (from a hand-edited record) with a sentence, not a crash."""
    for name, kind, test in _tests_of(type(action)):
        if not test(getattr(action, name)):
            raise IllegalAction(f"{action.kind}: field {name!r} should be {kind}, "
                                f"got {getattr(action, name)!r}", action)


def check(s: GameState, action: Action) -> None:
    check_types(action)
    if events.handles(s, action):
        events.check(s, action)
        return
    situation = _situation(s)
    if situation in attack.FRAMES:
        attack.check_frame(s, action)
        return
    kinds, phrase = _EXPECTED[situation]
    if isinstance(action, ChanceOutcome) or action.kind not in kinds:
        who = SIDE_TITLES[s.current_player()]
        raise IllegalAction(f"{action.describe()} is not possible now: the {who} are deciding "
                            f"{phrase}", action)
    if isinstance(action, A.Pass) and s.acted:
        raise IllegalAction("you have already acted this impulse: end it instead of passing "
                            "(Impulses, line 639)", action)
    if isinstance(action, A.EndImpulse) and not s.acted:
        raise IllegalAction("nothing was done this impulse: pass instead (Impulses, line 639)", action)
    checker = _CHECKS.get(type(action))
    if checker is not None:
        checker(s, action)
    problem = events.blocked(s, action)      # Strangle plan, cubes pinned by partisans
    if problem:
        raise IllegalAction(problem, action)


def perform(s: GameState, action: Action) -> None:
    if events.handles(s, action):
        events.perform(s, action)
        return
    if s.pending and s.pending[-1][0] in attack.FRAMES:
        attack.perform_frame(s, action)
        return
    if isinstance(action, ChanceOutcome):
        if s.pending and s.pending[-1][0] == "intercept_die":
            transport.do_intercept_die(s, action)
        else:
            build.do_initiative_roll(s, action)
        return
    if isinstance(action, A.Pass | A.EndImpulse):
        # Two consecutive passes end the turn (Impulses, line 639).
        s.passes = s.passes + 1 if isinstance(action, A.Pass) else 0
        s.impulse_step = "stacking"     # attacks happen after StartCombat, in the "combat" step
        return
    _DOS[type(action)](s, action)
    attack.after_move(s, action)        # the other player may bomb the moving force (line 655)


_CHECKS: dict[type, Callable[[GameState, Action], None]] = {
    A.AcceptDefaultSetup: build.check_setup,
    A.SetupPlace: build.check_setup,
    A.ChooseFirst: build.check_choose_first,  # type: ignore[dict-item]
    A.OverlordRemoveFleet: build.check_overlord_fleet,  # type: ignore[dict-item]
    A.Reinforce: build.check_reinforce,  # type: ignore[dict-item]
    A.Convert: build.check_convert,  # type: ignore[dict-item]
    A.MoveLand: movement.check_move,  # type: ignore[dict-item]
    A.MoveAir: movement.check_fly,  # type: ignore[dict-item]
    A.Transport: transport.check_transport,  # type: ignore[dict-item]
    A.Intercept: transport.check_intercept,  # type: ignore[dict-item]
    A.TransportLoss: transport.check_transport_loss,  # type: ignore[dict-item]
    A.StackingMove: movement.check_stacking_move,  # type: ignore[dict-item]
    C.StartCombat: attack.check_start_combat,
    C.Attack: attack.check_attack,  # type: ignore[dict-item]
    C.Landing: attack.check_landing,  # type: ignore[dict-item]
    C.Bomb: attack.check_bomb,  # type: ignore[dict-item]
    C.FleetAttack: attack.check_fleet_attack,  # type: ignore[dict-item]
}

_DOS: dict[type, Callable[[GameState, Action], None]] = {
    A.AcceptDefaultSetup: build.do_setup,
    A.SetupPlace: build.do_setup,
    A.SetupDone: build.do_setup,
    A.ChooseFirst: build.do_choose_first,  # type: ignore[dict-item]
    A.OverlordRemoveFleet: build.do_overlord_fleet,  # type: ignore[dict-item]
    A.Reinforce: build.do_reinforce,
    A.ReinforceDone: build.do_reinforce,
    A.Convert: build.do_convert,
    A.ConvertDone: build.do_convert,
    A.MoveLand: movement.do_move,  # type: ignore[dict-item]
    A.MoveAir: movement.do_fly,  # type: ignore[dict-item]
    A.Transport: transport.do_transport,  # type: ignore[dict-item]
    A.Intercept: transport.do_intercept,  # type: ignore[dict-item]
    A.TransportLoss: transport.do_transport_loss,  # type: ignore[dict-item]
    A.StackingMove: movement.do_stacking_move,  # type: ignore[dict-item]
    C.StartCombat: attack.do_start_combat,
    C.Attack: attack.do_attack,  # type: ignore[dict-item]
    C.Landing: attack.do_landing,  # type: ignore[dict-item]
    C.Bomb: attack.do_bomb,  # type: ignore[dict-item]
    C.FleetAttack: attack.do_fleet_attack,  # type: ignore[dict-item]
}
