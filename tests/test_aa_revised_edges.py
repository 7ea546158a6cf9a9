"""Edge cases of the Revised engine: calling off a landing (C23), strategic bombing raids, AA fire,
capital capture and liberation, each test naming the seed lines it checks."""

from __future__ import annotations

from sandtable.core.protocol import CHANCE
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.fixtures import force, ids, position, units_of

GAME = GameRevised()


def _landing_behind_a_sea_combat() -> object:
    s = position(
        GAME,
        {
            "hawaiian_islands": {"usa": {"infantry": 1}},
            "sz52": {"usa": {"transport": 1}},
            "sz53": {"japan": {"transport": 1, "infantry": 2, "battleship": 1}},
        },
        power="japan",
    )
    t = ids(s, "sz53", "japan", "transport")[0]
    for inf in ids(s, "sz53", "japan", "infantry"):
        s.units[inf].on = t
    s.apply(A.Move((t,), ("sz52",)))
    s.apply(A.Move(tuple(ids(s, "sz53", "japan", "battleship")), ("sz52",)))
    s.apply(A.Unload(t, "hawaiian_islands"))  # declared behind the sea combat (L1960-1974)
    s.apply(A.Done())
    if s.pending is not None and s.pending["kind"] == "battle_order":
        s.apply(A.Fight("sz52"))
    force(s, 1, "japan battleship")  # the US transport is sunk
    force(s, 6, "usa transport")
    return s


def test_c23_landing_called_off_after_a_won_sea_combat_keeps_the_cargo_aboard() -> None:
    """L1971-1974: the attacker may call the landing off, not redirect it (spec C23)."""
    s = _landing_behind_a_sea_combat()
    assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["name"] == "Landing"
    assert s.legal_actions() == [A.Declare("Landing", True), A.Declare("Landing", False)]
    s.apply(A.Declare("Landing", False))
    assert units_of(s, "hawaiian_islands") == {"usa": {"infantry": 1}}
    t = ids(s, "sz52", "japan", "transport")[0]
    assert len(s.cargo(t)) == 2 and all(not c.landing for c in s.cargo(t))
    assert s.pending is not None and s.pending["kind"] == "noncombat_move"  # no land combat


def test_c23_landing_made_after_a_won_sea_combat() -> None:
    s = _landing_behind_a_sea_combat()
    s.apply(A.Declare("Landing", True))
    assert units_of(s, "hawaiian_islands")["japan"] == {"infantry": 2}
    assert s.current_player() == CHANCE and "attack in Hawaiian" in s.chance_label()
