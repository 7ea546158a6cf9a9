"""Edge cases of the Revised engine: calling off a landing (C23), strategic bombing raids, AA fire,
capital capture and liberation, each test naming the seed lines it checks."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE, IllegalAction
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


def _fighter_back_from_belorussia(**opts: object) -> object:
    s = position(
        GAME,
        {
            "archangel": {"ussr": {"fighter": 1}},
            "belorussia": {"germany": {"infantry": 1}},
            "west_russia": {"germany": {"aa_gun": 1}},
        },
        power="ussr",
        options=dict(opts),
    )
    f = ids(s, "archangel", "ussr", "fighter")[0]
    s.apply(A.Move((f,), ("karelia_s_s_r", "belorussia")))
    s.apply(A.Done())
    force(s, 1, "ussr fighter")
    force(s, 6, "defence in Belorussia")
    assert s.pending is not None and s.pending["kind"] == "land" and s.pending["unit"] == f
    assert {"russia", "caucasus", "archangel", "karelia_s_s_r"} <= set(s.pending["options"])
    return s


def test_c2_aa_fires_at_an_aircraft_flying_home_over_it() -> None:
    """L1680-1689: the way back from Belorussia to Russia passes West Russia's AA gun (spec C2)."""
    s = _fighter_back_from_belorussia()
    f = s.pending["unit"]
    s.apply(A.Land(f, "russia"))
    assert "AA gun in West Russia at fighter" in s.chance_label() and "flying over" in s.chance_label()
    force(s, 1)
    assert f not in s.units


def test_c2_the_way_home_avoids_guns_when_it_can_and_the_option_turns_it_off() -> None:
    s = _fighter_back_from_belorussia()
    f = s.pending["unit"]
    s.apply(A.Land(f, "caucasus"))  # through Ukraine: no gun on the way
    assert s.current_player() != CHANCE and s.units[f].at == "caucasus"
    s = _fighter_back_from_belorussia(aa_overflight="attacked_territory_only")
    f = s.pending["unit"]
    s.apply(A.Land(f, "russia"))
    assert s.current_player() != CHANCE and s.units[f].at == "russia"


def _fighter_over_sz13() -> tuple[object, int, int]:
    s = position(
        GAME,
        {
            "gibraltar": {"uk": {"fighter": 1}},
            "sz12": {"uk": {"carrier": 1}},
            "sz13": {"germany": {"transport": 1}},
        },
        power="uk",
    )
    f, c = ids(s, "gibraltar", "uk", "fighter")[0], ids(s, "sz12", "uk", "carrier")[0]
    s.apply(A.Move((f,), ("sz13",)))
    s.apply(A.Done())
    force(s, 1, "uk fighter")  # the transport is sunk
    force(s, 6, "germany transport")  # it fires back as a casualty (L1575-1585) and misses
    assert s.pending is not None and s.pending["kind"] == "land"
    assert "sz13" in s.pending["options"]  # the carrier in sea zone 12 can come in non-combat
    s.apply(A.Land(f, "sz13"))
    assert s.units[f].at == "sz13" and not s.units[f].on
    assert s.pending is not None and s.pending["kind"] == "noncombat_move"
    return s, f, c


def test_fighter_waits_at_sea_for_a_carrier_declared_to_come_in_non_combat() -> None:
    """L1690-1698, L1738-1766, L2272-2278: the carrier comes, the fighter lands on it."""
    s, f, c = _fighter_over_sz13()
    s.apply(A.Move((c,), ("sz13",)))
    s.apply(A.Done())
    assert f in s.units and s.units[f].on == c


def test_the_declared_carrier_must_come_for_its_fighter() -> None:
    """L1761-1766 "siete obbligati a seguire queste regole fino in fondo": the non-combat move does
    not end, and the carrier goes nowhere else, while it can still reach its fighter."""
    s, f, c = _fighter_over_sz13()
    assert A.Done() not in s.legal_actions()
    from sandtable.games.aa_revised.table_gestures import prompt

    assert "the carrier in 12 Sea Zone must first go to 13 Sea Zone" in prompt(s, s.legal_actions())
    with pytest.raises(IllegalAction, match="must first go to 13 Sea Zone"):
        s.apply(A.Done())
    with pytest.raises(IllegalAction, match="pick up the fighter waiting in 13 Sea Zone"):
        s.apply(A.Move((c,), ("sz07",)))
    s.apply(A.Move((c,), ("sz13",)))
    assert A.Done() in s.legal_actions()


def test_fighter_waiting_at_sea_is_lost_if_its_carrier_is_destroyed_first() -> None:
    """L1742-1747, L1765-1766 "unless the fighter or the carrier is destroyed first": no carrier at
    the end of the non-combat move, the fighter is destroyed."""
    s, f, c = _fighter_over_sz13()
    s.remove_unit(c)
    s.apply(A.Done())
    assert f not in s.units


def test_a_fighter_may_attack_at_sea_counting_on_a_carrier_to_come() -> None:
    """L1738-1758: a fighter may end its combat move over a sea zone a carrier of its power will
    reach in the non-combat move; with no such carrier the attack would leave it nowhere to land."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "gibraltar": {"uk": {"fighter": 1}}}
    s = position(GAME, units, power="uk")
    f = ids(s, "gibraltar", "uk", "fighter")[0]
    s.units[f].moved = 2  # 1 space left after the attack: sea zones 12 and 14, Algeria, Gibraltar
    s.owner["gibraltar"] = s.start_owner["gibraltar"] = "germany"  # no land to return to
    # The carrier in sea zone 7 is not there yet, but can reach sea zone 12 in the non-combat move.
    from sandtable.games.aa_revised.movement import View, dest_problem

    assert dest_problem(View(s, "allies"), s.units[f], ("sz13",), True, "", False) is None
    from sandtable.games.aa_revised.table_view import landing_overlay

    assert {"sz07", "sz12"} <= landing_overlay(s).ringed  # View > Landing spots shows where it can come
    s.remove_unit(ids(s, "sz07", "uk", "carrier")[0])
    assert "nowhere to land" in str(dest_problem(View(s, "allies"), s.units[f], ("sz13",), True, "", False))


# -- strategic bombing raids (L2188-2227) and AA (L1389-1447) ---------------------------------
def _raid(ipcs: int) -> tuple[object, int]:
    s = position(
        GAME,
        {
            "germany": {"germany": {"bomber": 1}},
            "karelia_s_s_r": {"ussr": {"industrial_complex": 1, "aa_gun": 1}},
        },
        power="germany",
        ipcs={"ussr": ipcs},
    )
    b = ids(s, "germany", "germany", "bomber")[0]
    s.apply(A.Move((b,), ("eastern_europe", "karelia_s_s_r"), "sbr"))
    s.apply(A.Done())
    return s, b


def test_sbr_damage_is_capped_at_the_territory_value_per_bomber() -> None:
    """L2211-2215 (spec C29): a 6 on Karelia (value 2) costs the USSR 2."""
    s, b = _raid(5)
    force(s, 6, "AA gun in Karelia")
    force(s, 6, "bombing damage on Karelia")
    assert s.ipcs["ussr"] == 3
    assert s.pending is not None and s.pending["kind"] == "land" and s.pending["unit"] == b


def test_sbr_owner_pays_what_it_has_and_a_downed_bomber_does_no_damage() -> None:
    """L2215-2219: everything it has if that is less; the AA gun fires first (L2203-2210)."""
    s, _ = _raid(1)
    force(s, 6, "AA gun")
    force(s, 2, "bombing damage")
    assert s.ipcs["ussr"] == 0
    s, b = _raid(5)
    force(s, 1, "AA gun")
    assert b not in s.units and s.ipcs["ussr"] == 5 and s.current_player() != CHANCE


def test_only_one_aa_gun_fires_per_territory() -> None:
    """L1440-1447, L2620-2624: two guns, one fighter: one AA die, then the combat."""
    s = position(
        GAME,
        {
            "eastern_europe": {"germany": {"fighter": 1}},
            "karelia_s_s_r": {"ussr": {"aa_gun": 2, "infantry": 1}},
        },
        power="germany",
    )
    s.apply(A.Move((ids(s, "eastern_europe", "germany", "fighter")[0],), ("karelia_s_s_r",)))
    s.apply(A.Done())
    force(s, 6, "AA gun in Karelia")
    assert "AA gun" not in s.chance_label() and "attack in Karelia" in s.chance_label()


# -- capitals and liberation (L1767-1802, L2629-2630) -------------------------------------------
def test_liberating_a_capital_returns_it_its_aa_gun_and_complex() -> None:
    s = position(
        GAME,
        {
            "russia": {"germany": {"infantry": 1, "aa_gun": 1, "industrial_complex": 1}},
            "archangel": {"uk": {"tank": 1}},
        },
        owner={"russia": "germany"},
        power="uk",
    )
    assert not s.capital_held("ussr")
    s.apply(A.Move((ids(s, "archangel", "uk", "tank")[0],), ("russia",)))
    s.apply(A.Done())
    force(s, 1, "uk tank")
    force(s, 6, "germany infantry")
    assert s.owner["russia"] == "ussr" and s.capital_held("ussr")
    held = units_of(s, "russia")
    assert held["ussr"] == {"aa_gun": 1, "industrial_complex": 1} and held["uk"] == {"tank": 1}
