"""Positions built by hand for rules tests and worked examples (no Qt, no test framework).

`position(game, units, owner=..., power=..., phase=...)` starts from the shipped scenario, removes
every unit, puts the given ones (space -> power -> {type: count}) and opens the given phase of the
given power. `force(state, face, expect)` applies one die, checking that the pending chance step's
label contains `expect`. `replay_record(game, state0_opts, actions)` lives in core.record.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import CHANCE, ChanceOutcome
from sandtable.games.aa_revised.engine import PHASE_START, advance, begin_turn
from sandtable.games.aa_revised.rules import PHASE_BY_KEY
from sandtable.games.aa_revised.state import RevisedState


def position(
    game: Any,
    units: dict[str, dict[str, dict[str, int]]],
    *,
    owner: dict[str, str] | None = None,
    power: str = "ussr",
    phase: str = "combat_move",
    ipcs: dict[str, int] | None = None,
    options: dict[str, Any] | None = None,
    techs: dict[str, list[str]] | None = None,
    advantages: dict[str, list[str]] | None = None,
) -> RevisedState:
    s = game.new_initial_state(game.load_scenario("default"), dict(options or {}))
    assert isinstance(s, RevisedState)
    s.units.clear()
    s.tasks.clear()
    s.pending = None
    for t, p in (owner or {}).items():
        s.owner[t] = p
    for space, by_power in units.items():
        for p, kinds in by_power.items():
            for kind in (
                "carrier",
                "transport",
                *sorted(k for k in kinds if k not in ("carrier", "transport")),
            ):
                for _ in range(kinds.get(kind, 0)):
                    s.add_unit(kind, p, space)
    for c in [u for u in s.units.values() if u.type == "carrier"]:
        for f in [u for u in s.units.values() if u.at == c.at and u.type == "fighter" and not u.on]:
            if s.carrier_room(c) > 0 and f.owner == c.owner:
                f.on = c.id
    for p, n in (ipcs or {}).items():
        s.ipcs[p] = n
    for p, names in (techs or {}).items():
        s.techs[p] = list(names)
    for p, names in (advantages or {}).items():
        s.advantages[p] = list(names)
    s.power = power
    s.phase = phase
    begin_turn(s)
    if s.capital_held(power) or PHASE_BY_KEY[phase].in_exile:
        PHASE_START[phase](s)
    advance(s)
    return s


def force(state: RevisedState, face: int, expect: str = "") -> None:
    """Apply one die of the pending chance step, checking its label."""
    assert state.current_player() == CHANCE, f"no die pending: {state.pending}"
    label = state.chance_label()
    assert expect in label, f"expected a die for {expect!r}, the pending one is {label!r}"
    state.apply(ChanceOutcome((face,), label))


def force_all(state: RevisedState, faces: list[tuple[int, str]]) -> None:
    for face, expect in faces:
        force(state, face, expect)


def units_of(state: RevisedState, space: str) -> dict[str, dict[str, int]]:
    """space -> {power: {type: count}} for assertions."""
    out: dict[str, dict[str, int]] = {}
    for u in state.units.values():
        if u.at == space:
            out.setdefault(u.owner, {})
            out[u.owner][u.type] = out[u.owner].get(u.type, 0) + 1
    return out


def ids(state: RevisedState, space: str, power: str, kind: str) -> list[int]:
    return sorted(u.id for u in state.units.values() if u.at == space and u.owner == power and u.type == kind)


def pick(state: RevisedState, kind: str, owner: str = "") -> int:
    """The id of the offered casualty of this type (and owner) in a pending casualty choice."""
    assert state.pending is not None and state.pending["kind"] == "casualty", state.pending
    for uid in state.pending["options"]:
        u = state.units[uid]
        if u.type == kind and (not owner or u.owner == owner):
            return uid
    raise AssertionError(f"no {kind} among the offered casualties {state.pending['options']}")
