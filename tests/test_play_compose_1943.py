"""Every legal attack and landing can be built in the composer (#17): in positions of seeded random
1943-45 games, the engine's listed attacks and landings and their variants from each possible origin
with each count (the engine's `check_legal` says which are legal) are all set up in the dialog's
widgets, and the dialog composes an action the engine accepts with the same forces."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sandtable.ai.random_agent import RandomAgent
from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.core.record import GameRecord
from sandtable.core.registry import get_game
from sandtable.core.session import GameSession
from sandtable.games.g1943_45.table_compose import _sources, composer_candidates
from sandtable.ui.games.g1943_45.attack_dialog import AttackDialog


def _why(state: Any):
    def why(action: Any) -> str | None:
        try:
            state.check_legal(action)
        except IllegalAction as exc:
            return exc.reason
        return None
    return why


def _positions(seed: int, most: int):
    """States of a seeded random game where the side to play may attack or land."""
    game = get_game("1943-45")
    session = GameSession(game, GameRecord("1943-45", "default", {}, seed))
    agent = RandomAgent(f"compose:{seed}")
    found = 0
    while not session.is_over() and found < most:
        state = session.state
        if state.current_player() == CHANCE:
            session.roll()
            continue
        legal = state.legal_actions()
        if any(a.kind in ("attack", "land") for a in legal):
            found += 1
            yield state.clone(), legal
        session.decide(agent.choose(state))


def _variants(state: Any, target: int, listed: list[Any]) -> list[Any]:
    """The listed actions on `target` and, from each possible origin, each count of cubes alone and
    each fresh counter alone; only those the engine accepts."""
    out = list(listed)
    side = state.current_player()
    for kind in ("attack", "land"):
        base = next((a for a in listed if a.kind == kind), None)
        if base is None:
            continue
        zones = sorted(state.topo.adjacent[target]) if kind == "attack" else sorted(state.topo.coastal)
        plain: dict[str, Any] = {"tank_support": "", "plane_support": "", "paratroopers": ()}
        if kind == "land":
            plain["fleets"] = base.fleets[:1]
        for z, cubes, counters in _sources(state, side, zones, kind):
            for n in range(1, cubes + 1):
                out.append(replace(base, origins=(z,), cubes=(n,), counters=(), **plain))
            for cid in counters:
                out.append(replace(base, origins=(z,), cubes=(0,), counters=(cid,), **plain))
    why = _why(state)
    return [a for a in out if why(a) is None]


def _compose(dialog: AttackDialog, action: Any) -> Any:
    """Set the dialog's widgets to `action`'s forces; the composed action."""
    if dialog.kind_buttons:
        dialog.kind_buttons[action.kind].setChecked(True)
    counts = dict(zip(action.origins, action.cubes, strict=True))
    for z in action.origins:
        assert z in dialog.origin_spins, f"origin {z} not offered for {action.describe()}"
    for z, spin in dialog.origin_spins.items():
        want = counts.get(z, 0)
        assert spin.minimum() <= want <= spin.maximum(), f"{want} cubes from {z}: capped at {spin.maximum()}"
        spin.setValue(want)
    for cid in action.counters:
        assert cid in dialog.counter_boxes, f"{cid} not offered for {action.describe()}"
    for cid, box in dialog.counter_boxes.items():
        box.setChecked(cid in action.counters)
    supports = ((dialog.tank_combo, action.tank_support), (dialog.plane_combo, action.plane_support))
    for combo, value in supports:
        index = combo.findData(value)
        assert index >= 0, f"{value!r} not offered for {action.describe()}"
        combo.setCurrentIndex(index)
    for boxes, chosen in ((dialog.para_boxes, action.paratroopers),
                          (dialog.fleet_boxes, getattr(action, "fleets", ()))):
        for value in chosen:
            assert value in boxes, f"{value} not offered for {action.describe()}"
        for value, box in boxes.items():
            box.setChecked(value in chosen)
    return dialog.action()


def _same(a: Any, b: Any) -> bool:
    def key(x: Any) -> tuple:
        forces = tuple(sorted((z, n) for z, n in zip(x.origins, x.cubes, strict=True)))
        return (x.kind, x.target, forces, tuple(sorted(x.counters)), x.tank_support, x.plane_support,
                tuple(sorted(x.paratroopers)), tuple(sorted(getattr(x, "fleets", ()))))
    return key(a) == key(b)


def test_every_legal_attack_and_landing_can_be_composed(qtbot):
    composed = {"attack": 0, "land": 0}
    beyond_listing = 0
    for seed in (2, 6, 11):
        for state, legal in _positions(seed, 8):
            targets = sorted({a.target for a in legal if a.kind in ("attack", "land")})
            for target in targets[:3]:
                listed = [a for a in legal if a.kind in ("attack", "land") and a.target == target]
                dialog = AttackDialog(state.topo.label(target), composer_candidates(state, target, listed),
                                      state.counters, _why(state), state=state)
                qtbot.addWidget(dialog)
                for action in _variants(state, target, listed):
                    made = _compose(dialog, action)
                    assert _same(made, action), (made.describe(), action.describe())
                    assert dialog.why_illegal(made) is None
                    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
                    composed[action.kind] += 1
                    beyond_listing += action not in listed
                dialog.close()
    assert composed["attack"] and composed["land"], composed
    assert beyond_listing  # the listing alone would not have offered these
