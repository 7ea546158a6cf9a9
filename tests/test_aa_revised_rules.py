"""Rules of the Revised engine paragraph by paragraph, each test naming the seed lines it checks,
and the worked examples WE-3 .. WE-11 of the spec (section 8) as positions with forced dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.fixtures import force, force_all, ids, pick, position, units_of
from sandtable.games.aa_revised.rules import PHASE_KEYS, TURN_ORDER
from sandtable.games.aa_revised.values import attack_values

GAME = GameRevised()


def test_turn_order_and_seven_phases_as_data() -> None:
    """L742-749, L764-774."""
    assert TURN_ORDER == ("ussr", "germany", "uk", "japan", "usa")
    assert PHASE_KEYS == (
        "research",
        "purchase",
        "combat_move",
        "combat",
        "noncombat_move",
        "mobilize",
        "income",
    )


def test_research_die_is_a_fair_labelled_chance_step() -> None:
    """L802-824: 5 IPCs a die; Super Submarines needs a 3 (L817-819)."""
    s = GAME.new_initial_state(GAME.load_scenario("default"), {})
    s.apply(A.Research("super_submarines", 2))
    assert s.ipcs["ussr"] == 14 and s.current_player() == CHANCE
    assert "needs 3" in s.chance_label()
    assert [p for _, p in s.chance_outcomes()] == [Fraction(1, 6)] * 6
    force_all(s, [(1, "super_submarines"), (3, "super_submarines")])
    assert s.techs["ussr"] == ["super_submarines"]


def test_we3_14a_battleship_bombards_once_when_no_ship_defends() -> None:
    """L1448-1478, caption L2020-2026: die 4 kills a US infantry before it fires; no round-2 shot."""
    s = position(
        GAME,
        {
            "hawaiian_islands": {"usa": {"infantry": 2}},
            "sz52": {"japan": {"transport": 1, "infantry": 2, "battleship": 1}},
        },
        power="japan",
    )
    t = ids(s, "sz52", "japan", "transport")[0]
    for inf in ids(s, "sz52", "japan", "infantry"):
        s.units[inf].on = t  # loaded on an earlier turn
    s.apply(A.Unload(t, "hawaiian_islands"))
    s.apply(A.Done())
    force(s, 4, "shore bombardment")
    force_all(s, [(6, "japan infantry"), (6, "japan infantry")])
    # Only one US infantry is left to fire: the bombardment victim is gone (step 3).
    force(s, 6, "usa infantry")
    assert s.current_player() != CHANCE and s.pending["kind"] == "press"
    assert s.pending["retreats"] == []  # amphibious land units never retreat (L1650-1652)
    s.apply(A.Press())
    labels = []
    while s.current_player() == CHANCE and "japan" in s.chance_label():
        labels.append(s.chance_label())
        force(s, 6)
    assert labels and not any("bombardment" in lb for lb in labels)


def test_we3_14b_sea_combat_first_and_only_the_fighter_may_retreat() -> None:
    """L1975-2056, caption L2032-2037."""
    s = position(
        GAME,
        {
            "hawaiian_islands": {"usa": {"infantry": 1}},
            "sz52": {"usa": {"carrier": 1}},
            "sz53": {"japan": {"transport": 1, "infantry": 2, "battleship": 1, "carrier": 1, "fighter": 1}},
        },
        owner={},
        power="japan",
    )
    t = ids(s, "sz53", "japan", "transport")[0]
    for inf in ids(s, "sz53", "japan", "infantry"):
        s.units[inf].on = t
    s.apply(A.Move((t,), ("sz52",)))
    s.apply(A.Move(tuple(ids(s, "sz53", "japan", "battleship")), ("sz52",)))
    s.apply(A.Unload(t, "hawaiian_islands"))
    fighters = ids(s, "sz53", "japan", "fighter")  # takes off before its carrier moves (L1175-1204)
    s.apply(A.Move((fighters[0],), ("sz52", "hawaiian_islands")))
    s.apply(A.Done())
    assert s.pending["kind"] == "battle_order" or s.current_player() == CHANCE
    if s.pending["kind"] == "battle_order":
        assert A.Fight("hawaiian_islands") not in s.legal_actions()  # the sea combat comes first
        s.apply(A.Fight("sz52"))
    # The battleship fires in the attacker's main fire, not as bombardment.
    assert "attack in 52 Sea Zone, japan battleship" in s.chance_label()
    force(s, 1)
    force(s, 6, "usa carrier")
    # The sea zone is clear: the attacker lands (it could call the landing off, C23) ...
    s.apply(A.Declare("Landing", True))
    # ... the infantry land; the land combat follows, with no bombardment.
    assert units_of(s, "hawaiian_islands")["japan"]["infantry"] == 2
    force_all(s, [(6, "japan infantry"), (6, "japan infantry"), (6, "japan fighter"), (6, "usa infantry")])
    assert s.pending["kind"] == "press" and s.pending["retreats"] == [""]


def test_we5_allied_transport_three_turns() -> None:
    """L2153-2168, L2938-2946: US infantry rides a UK transport from the West Indies to Panama."""
    s = position(
        GAME,
        {"west_indies": {"usa": {"infantry": 1}}, "sz19": {"uk": {"transport": 1}}},
        power="usa",
        phase="noncombat_move",
    )
    inf, t = ids(s, "west_indies", "usa", "infantry")[0], ids(s, "sz19", "uk", "transport")[0]
    s.apply(A.Load(inf, t))
    assert s.units[inf].on == t
    s2 = position(GAME, {"sz19": {"uk": {"transport": 1}}}, power="uk", phase="noncombat_move")
    t2 = ids(s2, "sz19", "uk", "transport")[0]
    s2.add_unit("infantry", "usa", "sz19").on = t2
    with pytest.raises(IllegalAction):
        s2.apply(A.Unload(t2, "panama"))  # not the land unit's turn
    s2.apply(A.Move((t2,), ("sz20",)))  # the transport's owner moves it, cargo and all
    s3 = position(GAME, {"sz19": {"uk": {"transport": 1}}}, power="usa", phase="noncombat_move")
    t3 = ids(s3, "sz19", "uk", "transport")[0]
    s3.add_unit("infantry", "usa", "sz19").on = t3
    s3.apply(A.Unload(t3, "panama"))  # the land unit's owner unloads it on its next turn
    assert units_of(s3, "panama") == {"usa": {"infantry": 1}}


def test_transport_capacity() -> None:
    """L2922-2933: tank + infantry fits; tank + tank and tank + artillery do not."""
    s = position(
        GAME,
        {
            "eastern_canada": {"uk": {"tank": 2, "artillery": 1, "infantry": 1}},
            "sz01": {"uk": {"transport": 1}},
        },
        power="uk",
        phase="noncombat_move",
    )
    t = ids(s, "sz01", "uk", "transport")[0]
    tanks = ids(s, "eastern_canada", "uk", "tank")
    s.apply(A.Load(tanks[0], t))
    for bad in (A.Load(tanks[1], t), A.Load(ids(s, "eastern_canada", "uk", "artillery")[0], t)):
        with pytest.raises(IllegalAction, match="one land unit"):
            s.apply(bad)
    s.apply(A.Load(ids(s, "eastern_canada", "uk", "infantry")[0], t))


def test_we7_retreat_only_to_one_origin() -> None:
    """L1620-1659, caption omi-12b: Japan attacks China from two territories."""
    s = position(
        GAME,
        {
            "china": {"usa": {"infantry": 3}},
            "kwantung": {"japan": {"infantry": 1}},
            "manchuria": {"japan": {"infantry": 1}},
        },
        power="japan",
    )
    s.apply(A.Move(tuple(ids(s, "kwantung", "japan", "infantry")), ("china",)))
    s.apply(A.Move(tuple(ids(s, "manchuria", "japan", "infantry")), ("china",)))
    s.apply(A.Done())
    force_all(s, [(6, "japan"), (6, "japan"), (6, "usa"), (6, "usa"), (6, "usa")])
    assert sorted(s.pending["retreats"]) == ["kwantung", "manchuria"]
    s.apply(A.Retreat("kwantung"))
    assert units_of(s, "kwantung")["japan"]["infantry"] == 2 and "japan" not in units_of(s, "china")


def test_we8_blitz_captures_and_stops_at_aa_guns() -> None:
    """L1218-1234, captions L1289-1309."""
    s = position(
        GAME,
        {"west_russia": {"ussr": {"tank": 2}}, "ukraine_s_s_r": {"germany": {"aa_gun": 1}}},
        owner={"belorussia": "germany"},
        power="ussr",
    )
    tanks = ids(s, "west_russia", "ussr", "tank")
    s.apply(A.Move((tanks[0],), ("belorussia", "eastern_europe")))  # through an empty hostile territory
    assert s.owner["belorussia"] == "ussr" and s.owner["eastern_europe"] == "ussr"
    with pytest.raises(IllegalAction, match="must stop"):
        s.apply(A.Move((tanks[1],), ("ukraine_s_s_r", "balkans")))
    s.apply(A.Move((tanks[1],), ("ukraine_s_s_r",)))
    assert s.owner["ukraine_s_s_r"] == "ussr" and units_of(s, "ukraine_s_s_r")["ussr"]["aa_gun"] == 1


def test_we8_blitz_and_back() -> None:
    """Caption omi-7c (L1295-1297): into an empty hostile territory and back, spec C10."""
    s = position(GAME, {"west_russia": {"ussr": {"tank": 1}}}, owner={"belorussia": "germany"}, power="ussr")
    tank = ids(s, "west_russia", "ussr", "tank")[0]
    s.apply(A.Move((tank,), ("belorussia", "west_russia")))
    assert s.owner["belorussia"] == "ussr" and s.units[tank].at == "west_russia"


def test_we9_movement_blocking() -> None:
    """L1072-1092: ships stop at enemies; subs pass them but not destroyers."""
    s = position(
        GAME,
        {
            "sz07": {"uk": {"destroyer": 1, "submarine": 1}},
            "sz12": {"germany": {"transport": 1}},
            "sz13": {"germany": {"destroyer": 1}},
        },
        power="uk",
    )
    dd, sub = ids(s, "sz07", "uk", "destroyer")[0], ids(s, "sz07", "uk", "submarine")[0]
    with pytest.raises(IllegalAction, match="must stop"):
        s.apply(A.Move((dd,), ("sz12", "sz11")))
    s.apply(A.Move((sub,), ("sz12", "sz13")))  # a sub passes a hostile zone without destroyers
    s2 = position(GAME, {"sz07": {"uk": {"submarine": 1}}, "sz12": {"germany": {"destroyer": 1}}}, power="uk")
    with pytest.raises(IllegalAction, match="must stop"):
        s2.apply(A.Move(tuple(ids(s2, "sz07", "uk", "submarine")), ("sz12", "sz11")))


def test_we10_aa_one_die_per_aircraft() -> None:
    """L1389-1402, captions omi-8/9/10: [1, 3, 6] against three aircraft, exactly one lost."""
    s = position(
        GAME,
        {
            "western_europe": {"germany": {"aa_gun": 1, "infantry": 1}},
            "united_kingdom": {"usa": {"fighter": 2, "bomber": 1}},
        },
        power="usa",
    )
    for kind in ("fighter", "fighter", "bomber"):
        s.apply(A.Move((ids(s, "united_kingdom", "usa", kind)[0],), ("sz07", "western_europe")))
    s.apply(A.Done())
    force_all(s, [(1, "AA gun"), (3, "AA gun"), (6, "AA gun")])
    assert s.pending["kind"] == "casualty" and s.current_player() == s.player_of("usa")
    s.apply(A.Casualty(pick(s, "bomber")))
    assert len([u for u in s.units.values() if u.owner == "usa" and u.at == "western_europe"]) == 2


def test_we11_capital_plunder() -> None:
    """L1786-1789: the USSR holds 18 IPCs when Germany takes Moscow."""
    s = position(
        GAME,
        {"west_russia": {"germany": {"tank": 1}}},
        owner={"west_russia": "germany"},
        power="germany",
        ipcs={"ussr": 18, "germany": 10},
    )
    s.apply(A.Move(tuple(ids(s, "west_russia", "germany", "tank")), ("russia",)))
    assert s.owner["russia"] == "germany" and s.ipcs["germany"] == 28 and s.ipcs["ussr"] == 0


def test_we11_artillery_pairing() -> None:
    """L2566-2568 (C16): 2 artillery + 5 infantry give 2 infantry at 2 and 3 at 1."""
    s = position(GAME, {"west_russia": {"ussr": {"infantry": 5, "artillery": 2}}}, power="ussr")
    units = [u for u in s.units.values() if u.at == "west_russia"]
    values = attack_values(s, {"attacker": "ussr", "round": 1}, units)
    inf = sorted(values[u.id] for u in units if u.type == "infantry")
    assert inf == [1, 1, 1, 2, 2]


def test_we11_ic_limit_eastern_canada() -> None:
    """L2393-2397, L2665-2666: Eastern Canada (3) places at most 3 units a turn."""
    s = position(
        GAME,
        {"eastern_canada": {"uk": {"industrial_complex": 1}}},
        power="uk",
        phase="purchase",
        ipcs={"uk": 100},
    )
    # United Kingdom's own IC is gone in this position, so Eastern Canada is the only factory.
    s.apply(A.Buy("infantry", 3))
    with pytest.raises(IllegalAction, match="only 3"):
        s.apply(A.Buy("infantry", 1))


def test_no_landing_in_a_territory_conquered_this_turn() -> None:
    """L2239-2244, L2677-2680."""
    s = position(
        GAME,
        {
            "west_russia": {"ussr": {"infantry": 1}},
            "karelia_s_s_r": {"ussr": {"fighter": 1}},
            "belorussia": {"germany": {"infantry": 1}},
        },
        power="ussr",
    )
    s.apply(A.Move(tuple(ids(s, "west_russia", "ussr", "infantry")), ("belorussia",)))
    s.apply(A.Move(tuple(ids(s, "karelia_s_s_r", "ussr", "fighter")), ("belorussia",)))
    s.apply(A.Done())
    force_all(s, [(1, "ussr"), (1, "ussr"), (6, "germany")])
    assert s.owner["belorussia"] == "ussr"
    if s.pending["kind"] == "land":
        assert "belorussia" not in s.pending["options"]


def test_suez_needs_control_at_the_start_of_the_turn() -> None:
    """L704-741: both Anglo-Egypt and Trans-Jordan, held by the side since the start of the turn."""
    s = position(GAME, {"sz15": {"uk": {"destroyer": 1}}}, power="uk", phase="noncombat_move")
    s.apply(A.Move(tuple(ids(s, "sz15", "uk", "destroyer")), ("sz34",)))
    s2 = position(
        GAME,
        {"sz15": {"uk": {"destroyer": 1}}},
        owner={"trans_jordan": "germany"},
        power="uk",
        phase="noncombat_move",
    )
    with pytest.raises(IllegalAction, match="canal"):
        s2.apply(A.Move(tuple(ids(s2, "sz15", "uk", "destroyer")), ("sz34",)))


def test_neutrals_are_never_entered_or_overflown() -> None:
    """L690-694, L1055-1058."""
    s = position(GAME, {"caucasus": {"ussr": {"fighter": 1}}}, power="ussr", phase="noncombat_move")
    with pytest.raises(IllegalAction, match="neutral"):
        s.apply(A.Move(tuple(ids(s, "caucasus", "ussr", "fighter")), ("turkey", "sz15")))


def test_liberation_returns_the_territory() -> None:
    """L1767-1780: a British territory taken back by the US goes back to the UK."""
    s2 = position(
        GAME,
        {"eastern_united_states": {"usa": {"infantry": 1}}},
        owner={"eastern_canada": "germany"},
        power="usa",
    )
    s2.apply(A.Move(tuple(ids(s2, "eastern_united_states", "usa", "infantry")), ("eastern_canada",)))
    assert s2.owner["eastern_canada"] == "uk"


def test_exiled_power_skips_purchase_and_income() -> None:
    """L1793-1795, L2458-2463."""
    s = position(
        GAME,
        {"united_kingdom": {"germany": {"infantry": 1}}},
        owner={"united_kingdom": "germany"},
        power="uk",
        phase="research",
        ipcs={"uk": 20},
    )
    assert s.pending["kind"] == "combat_move"
    s.apply(A.Done())
    while s.current_player() != CHANCE and s.pending and s.pending["kind"] != "noncombat_move":
        s.apply(s.legal_actions()[0])
    s.apply(A.Done())
    assert s.ipcs["uk"] == 20 and s.power == "japan"


def test_victory_only_at_the_end_of_the_round() -> None:
    """L1806-1809, L2510-2526 (C1)."""
    s = position(GAME, {}, power="japan", phase="income", options={"victory_cities": 8})
    for t in ("united_kingdom", "india", "russia"):
        s.owner[t] = "japan"
    while s.power == "japan":
        s.apply(s.legal_actions()[0])
    assert s.winner is None and s.power == "usa"
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert s.winner == "axis" and s.round == 1


def test_trans_siberian_railway() -> None:
    """L3293-3298: infantry moves 2 along Russia, Novosibirsk, Yakut, Buryatia only."""
    na = {"ussr": ["Trans-Siberian Railway"]}
    s = position(
        GAME, {"russia": {"ussr": {"infantry": 2}}}, power="ussr", phase="noncombat_move", advantages=na
    )
    inf = ids(s, "russia", "ussr", "infantry")
    s.apply(A.Move((inf[0],), ("novosibirsk", "yakut_s_s_r")))
    with pytest.raises(IllegalAction, match="Trans-Siberian"):
        s.apply(A.Move((inf[1],), ("archangel", "karelia_s_s_r")))
    plain = position(GAME, {"russia": {"ussr": {"infantry": 1}}}, power="ussr", phase="noncombat_move")
    with pytest.raises(IllegalAction):
        plain.apply(A.Move(tuple(ids(plain, "russia", "ussr", "infantry")), ("novosibirsk", "yakut_s_s_r")))


def test_salvage_gives_a_tank_after_a_won_defence() -> None:
    """L3262-3263, L3284-3286."""
    na = {"ussr": ["Salvage"]}
    s = position(
        GAME,
        {"karelia_s_s_r": {"ussr": {"infantry": 2}}, "belorussia": {"germany": {"tank": 1}}},
        power="germany",
        advantages=na,
    )
    s.apply(A.Move(tuple(ids(s, "belorussia", "germany", "tank")), ("karelia_s_s_r",)))
    s.apply(A.Done())
    force_all(s, [(6, "germany tank"), (1, "ussr infantry"), (6, "ussr infantry")])
    assert units_of(s, "karelia_s_s_r")["ussr"] == {"infantry": 2, "tank": 1}


def test_panzer_blitz_tanks_move_after_a_one_round_win() -> None:
    """L3310-3315."""
    na = {"germany": ["Panzer Blitz"]}
    s = position(
        GAME,
        {"belorussia": {"germany": {"tank": 1}}, "west_russia": {"ussr": {"infantry": 1}}},
        owner={"west_russia": "ussr"},
        power="germany",
        advantages=na,
    )
    tank = ids(s, "belorussia", "germany", "tank")[0]
    s.apply(A.Move((tank,), ("west_russia",)))
    s.apply(A.Done())
    force_all(s, [(1, "germany tank"), (6, "ussr infantry")])
    assert s.owner["west_russia"] == "germany" and s.pending["kind"] == "noncombat_move"
    s.apply(A.Move((tank,), ("belorussia",)))
    assert s.units[tank].at == "belorussia"


def test_mideast_oil_lets_a_british_aircraft_fly_again() -> None:
    """L3361-3366."""
    na = {"uk": ["Mideast Oil"]}
    s = position(GAME, {"india": {"uk": {"fighter": 1}}}, power="uk", phase="noncombat_move", advantages=na)
    f = ids(s, "india", "uk", "fighter")[0]
    s.apply(A.Move((f,), ("persia",)))
    s.apply(A.Move((f,), ("trans_jordan", "anglo_egypt")))
    with pytest.raises(IllegalAction):
        s.apply(A.Move((f,), ("trans_jordan",)))
