"""Supply to move and fight (SUPPLY, line 876: "In order to move and fight, player forces must be
supplied"): forces in a zone out of supply receive no orders while the option
`supply_to_move_and_fight` is on (the default of rules version 4); saves of older versions play
without it. docs/rules/1943-45.md, "Supply to move and fight", gives the reading."""

from __future__ import annotations

from g1943_combat_support import apply, board, plane_at, refusal
from g1943_support import GAME, place
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, SEA
from sandtable.games.g1943_45.state import GameState
from sandtable.games.g1943_45.supply import supplied_zones


def _lombardy_cut_off(**options: bool) -> tuple[GameState, str, str]:
    """Allied cubes, a tank and a plane in Lombardy (4), every open neighbour (2, 3, 5, 7) held by
    the Axis: no line from 4 reaches an Allied coastal zone. Allied cubes in Provence (22), a
    supplied coastal zone next to Piedmont (3). The Allied fleets are engaged (no landing)."""
    s = board(**options)
    tank = place(s, ALLIED, 4, 2, "tank")[0]
    plane = plane_at(s, ALLIED, 4)
    for z in (2, 3, 5, 7):
        place(s, AXIS, z, 1)
    place(s, ALLIED, 22, 2)
    for cid, c in list(s.counters.items()):
        if c.side == ALLIED and c.zone == SEA:
            s.counters[cid] = c._replace(engaged=True)
    s.dirty()
    return s, tank, plane


def test_forces_out_of_supply_neither_move_nor_fly() -> None:
    s, tank, plane = _lombardy_cut_off()
    assert 4 not in supplied_zones(s, ALLIED) and 22 in supplied_zones(s, ALLIED)
    reason = refusal(s, A.MoveLand(4, (25,), 1, ()))
    assert "out of supply" in reason and "line 876" in reason
    assert "out of supply" in refusal(s, A.MoveLand(4, (3,), 0, (tank,)))
    assert "out of supply" in refusal(s, A.MoveAir(plane, 22, None))
    listed = s.legal_actions()
    assert not [a for a in listed if isinstance(a, A.MoveLand) and a.origin == 4]
    assert not [a for a in listed if isinstance(a, A.MoveAir) and a.plane == plane]
    # The supplied force in Provence still moves.
    assert [a for a in listed if isinstance(a, A.MoveLand) and a.origin == 22]


def test_forces_out_of_supply_neither_attack_nor_support() -> None:
    s, tank, plane = _lombardy_cut_off()
    apply(s, C.StartCombat())
    if s.pending and s.pending[-1][0] == "bomb_window":
        apply(s, C.Bomb("", 0))
    assert s.impulse_step == "combat"
    reason = refusal(s, C.Attack(3, (4,), (2,), (), "", ""))
    assert "out of supply" in reason and "line 876" in reason
    assert "out of supply" in refusal(s, C.Attack(3, (22,), (2,), (), "", plane))
    attacks = [a for a in s.legal_actions() if isinstance(a, C.Attack)]
    assert attacks and all(4 not in a.origins and a.plane_support != plane for a in attacks)
    assert all(not (isinstance(a, C.Bomb) and a.plane == plane) for a in s.legal_actions())
    # From the supplied zone the attack goes ahead, without the cut-off plane.
    apply(s, C.Attack(3, (22,), (2,), ()))
    assert s.combat.fight is not None and s.combat.fight["target"] == 3


def test_a_restored_supply_line_frees_the_orders() -> None:
    s, tank, plane = _lombardy_cut_off()
    s.cubes[AXIS][5] = 0
    place(s, ALLIED, 5, 1)                    # Veneto, coastal and Allied: a source next door
    assert 4 in supplied_zones(s, ALLIED)
    s.check_legal(A.MoveLand(4, (5,), 1, ()))
    s.check_legal(A.MoveAir(plane, 22, None))
    assert [a for a in s.legal_actions() if isinstance(a, A.MoveLand) and a.origin == 4]


def test_without_the_option_supply_matters_only_at_the_end_of_the_turn() -> None:
    s, tank, plane = _lombardy_cut_off(supply_to_move_and_fight=False)
    assert 4 not in supplied_zones(s, ALLIED)
    s.check_legal(A.MoveAir(plane, 22, None))
    assert [a for a in s.legal_actions() if isinstance(a, A.MoveAir) and a.plane == plane]
    apply(s, C.StartCombat())
    if s.pending and s.pending[-1][0] == "bomb_window":
        apply(s, C.Bomb("", 0))
    s.check_legal(C.Attack(3, (4,), (2,), (tank,), "", plane))


def test_saves_of_rules_version_3_and_older_play_without_the_check() -> None:
    for version in ("1", "2", "3"):
        assert GAME.options_for_rules(version)["supply_to_move_and_fight"] is False
    assert GAME.rules_version == "4" and GAME.options_for_rules("4") == {}
    assert GAME.default_options()["supply_to_move_and_fight"] is True
