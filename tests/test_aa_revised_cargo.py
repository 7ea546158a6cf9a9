"""Revised: unloading part of a transport's cargo (L2975 "sbarcare una o più unità", L2947-2957,
L1240-1244, L2999-3003) and the carrier a fighter counts on, declared in its combat move
(L1748-1766, L2272-2278, L2691-2697). Each test names the seed lines it checks."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import IllegalAction
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.carriers import awaited, bind, carrier_duty, meet_zone
from sandtable.games.aa_revised.fixtures import force, ids, position

GAME = GameRevised()


# -- partial unloading -------------------------------------------------------------------------
def _loaded(phase: str, transports: int = 1, extra: dict | None = None):
    """British transports in sea zone 13 (coasts: Algeria and Western Europe German, Gibraltar
    British), each carrying an infantry and a tank."""
    units = {"sz13": {"uk": {"transport": transports, "infantry": transports, "tank": transports}},
             **(extra or {})}
    s = position(GAME, units, power="uk", phase=phase)
    ts = ids(s, "sz13", "uk", "transport")
    for t, inf, tank in zip(ts, ids(s, "sz13", "uk", "infantry"), ids(s, "sz13", "uk", "tank"), strict=True):
        s.units[inf].on = s.units[tank].on = t
    return s, ts, ids(s, "sz13", "uk", "infantry"), ids(s, "sz13", "uk", "tank")


def test_an_amphibious_assault_lands_one_unit_and_the_rest_stays_aboard() -> None:
    """L2975: unload one or more units; L1240-1244, L2952-2953: then the transport stops; L2953-2954
    and caption L2991: never a second territory; L3001-3002: no loading after unloading."""
    s, (t,), (inf,), (tank,) = _loaded("combat_move", extra={"algeria": {"germany": {"infantry": 1}}})
    listed = s.legal_actions()
    assert A.UnloadUnits((inf,), "algeria") in listed and A.UnloadUnits((tank,), "algeria") in listed
    s.apply(A.UnloadUnits((inf,), "algeria"))
    assert s.units[inf].at == "algeria" and not s.units[inf].on
    assert s.units[tank].on == t and s.units[t].unloaded == "algeria"
    with pytest.raises(IllegalAction, match="unloaded may not move again"):
        s.apply(A.Move((t,), ("sz12",)))
    with pytest.raises(IllegalAction, match="two territories"):
        s.apply(A.UnloadUnits((tank,), "western_europe"))
    with pytest.raises(IllegalAction, match="already moved"):
        s.apply(A.Move((inf,), ("libya",)))  # units that landed move no further (caption L2997)
    s.apply(A.UnloadUnits((tank,), "algeria"))  # the rest, into the same territory
    assert s.units[tank].at == "algeria"


def test_no_loading_after_unloading_part_of_the_cargo() -> None:
    """L3001-3002: once it has unloaded, a transport loads nothing more this turn."""
    s, (t,), (inf,), _ = _loaded("combat_move", extra={"gibraltar": {"uk": {"infantry": 1}}})
    s.apply(A.UnloadUnits((inf,), "algeria"))
    waiting = ids(s, "gibraltar", "uk", "infantry")[0]
    with pytest.raises(IllegalAction, match="may not load again"):
        s.apply(A.Load(waiting, t))


def test_an_assault_from_two_transports_in_one_action() -> None:
    """L1960-1974, L3004-3008: an amphibious assault may come from several transports; each that
    unloads stops; the artillery-less remainder stays aboard."""
    s, ts, infs, tanks = _loaded("combat_move", transports=2)
    s.apply(A.UnloadUnits(tuple(infs), "western_europe"))
    assert all(s.units[i].at == "western_europe" for i in infs)
    assert all(s.units[t].unloaded == "western_europe" for t in ts)
    assert all(s.units[k].on for k in tanks)


def test_refusals_of_a_partial_unloading() -> None:
    """Allied cargo lands on its owner's turn (L3011-3013); an AA gun never attacks (L2618-2619);
    transports of two sea zones never unload together; in the combat move only into hostile land
    (L1245-1250)."""
    units = {"sz13": {"uk": {"transport": 1, "aa_gun": 1}, "usa": {"infantry": 1}},
             "sz14": {"uk": {"transport": 1, "infantry": 1}}}
    s = position(GAME, units, power="uk")
    t13, t14 = ids(s, "sz13", "uk", "transport")[0], ids(s, "sz14", "uk", "transport")[0]
    gun, us_inf = ids(s, "sz13", "uk", "aa_gun")[0], ids(s, "sz13", "usa", "infantry")[0]
    inf14 = ids(s, "sz14", "uk", "infantry")[0]
    s.units[gun].on = s.units[us_inf].on = t13
    s.units[inf14].on = t14
    with pytest.raises(IllegalAction, match="owner's turn"):
        s.apply(A.UnloadUnits((us_inf,), "algeria"))
    with pytest.raises(IllegalAction, match="AA gun never attacks"):
        s.apply(A.UnloadUnits((gun,), "algeria"))
    with pytest.raises(IllegalAction, match="one sea zone"):
        s.apply(A.UnloadUnits((gun, inf14), "algeria"))
    s.units[gun].type = "artillery"  # now a unit that may attack
    with pytest.raises(IllegalAction, match="only into hostile"):
        s.apply(A.UnloadUnits((gun,), "gibraltar"))
    with pytest.raises(IllegalAction, match="aboard a transport"):
        s.apply(A.UnloadUnits((t13,), "algeria"))


def test_non_combat_partial_unloading_into_one_friendly_territory() -> None:
    """L2256-2261, caption L2975 (non-combat): one or more units into one friendly territory; the
    rest may follow into the same one, never into another (L2953-2954)."""
    s, (t,), (inf,), (tank,) = _loaded("noncombat_move")
    s.owner["algeria"] = "uk"
    s.apply(A.UnloadUnits((tank,), "gibraltar"))
    assert s.units[tank].at == "gibraltar" and s.units[inf].on == t
    with pytest.raises(IllegalAction, match="two territories"):
        s.apply(A.UnloadUnits((inf,), "algeria"))
    with pytest.raises(IllegalAction, match="unloaded may not move again"):
        s.apply(A.Move((t,), ("sz12",)))
    s.apply(A.Unload(t, "gibraltar"))
    assert s.units[inf].at == "gibraltar"


# -- the carrier a fighter counts on, declared in the combat move ----------------------------------
PATH = ("sz07", "sz12", "sz13")
def _fighter_with_no_land() -> tuple[object, int, int]:
    """A British fighter in the United Kingdom attacks the German transport in sea zone 13, 3 of
    its 4 spaces away: 1 space is left, next to no friendly land (Gibraltar held by Germany for the
    test); the carrier in sea zone 7 reaches sea zone 12, and sea zone 13 once it is cleared."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "united_kingdom": {"uk": {"fighter": 1}}}
    s = position(GAME, units, power="uk", owner={"gibraltar": "germany"})
    f, c = ids(s, "united_kingdom", "uk", "fighter")[0], ids(s, "sz07", "uk", "carrier")[0]
    return s, f, c


def test_a_fighter_counting_on_a_carrier_must_declare_it_in_the_combat_move() -> None:
    """L1748-1763 and L2272-2278: the declaration of the carrier's move is mandatory in the combat
    move; the listed move names the carrier and the sea zone where it will come."""
    s, f, c = _fighter_with_no_land()
    with pytest.raises(IllegalAction, match="declare now which carrier comes"):
        s.apply(A.Move((f,), PATH))
    offered = [a for a in s.legal_actions() if isinstance(a, A.FlyToCarrier) and a.path[-1] == "sz13"]
    assert [(a.carrier, a.meet) for a in offered] == [(c, "sz13")]  # the zone it attacks, once cleared
    s.apply(offered[0])
    assert awaited(s, s.units[c]) == ["sz13"] and meet_zone(s.units[f]) == "sz13"
    with pytest.raises(IllegalAction, match="declared to come for a fighter"):
        s.apply(A.Move((c,), ("sz08",)))  # it makes no combat move: it is to come (L1761-1766)


def test_the_declared_carrier_comes_and_the_fighter_lands_on_it() -> None:
    """L1761-1766 "siete obbligati a seguire queste regole fino in fondo": after the combat the
    fighter waits in the declared zone; the non-combat move does not end before the carrier went
    there; at its end the fighter is aboard (L2717-2723)."""
    s, f, c = _fighter_with_no_land()
    s.apply(A.FlyToCarrier((f,), PATH, c, "sz13"))
    s.apply(A.Done())
    force(s, 1, "uk fighter")  # the transport is sunk
    force(s, 6, "germany transport")
    if s.pending is not None and s.pending["kind"] == "land":
        assert s.pending["options"] == ["sz13"]
        s.apply(A.Land(f, "sz13"))
    assert s.pending is not None and s.pending["kind"] == "noncombat_move"
    assert s.units[f].at == "sz13"
    assert "must first go to 13 Sea Zone" in str(carrier_duty(s))
    assert A.Done() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="pick up the fighter waiting in 13 Sea Zone"):
        s.apply(A.Move((c,), ("sz08",)))
    s.apply(A.Move((c,), ("sz12", "sz13")))
    s.apply(A.Done())
    assert s.units[f].on == c


def test_no_kamikaze_declarations_and_no_carrier_without_room() -> None:
    """L1753-1758, L2692-2693: never a sea zone beyond the fighter's or the carrier's reach; a
    carrier takes 2 fighters (L2717-2723)."""
    s, f, c = _fighter_with_no_land()
    with pytest.raises(IllegalAction, match="kamikaze"):
        s.apply(A.FlyToCarrier((f,), PATH, c, "sz07"))  # 2 spaces from sea zone 13: out of reach
    with pytest.raises(IllegalAction, match="kamikaze"):
        s.apply(A.FlyToCarrier((f,), PATH, c, "sz14"))  # the carrier cannot get there (3 spaces)
    with pytest.raises(IllegalAction, match="only in the combat move|combat move"):
        s.phase = "noncombat_move"
        s.pending = {**s.pending, "kind": "noncombat_move"}
        s.apply(A.FlyToCarrier((f,), PATH, c, "sz13"))


def test_a_full_carrier_is_not_offered() -> None:
    """L2717-2723: up to 2 fighters per carrier, counting those already declared onto it."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "united_kingdom": {"uk": {"fighter": 3}}}
    s = position(GAME, units, power="uk", owner={"gibraltar": "germany"})
    fs, c = ids(s, "united_kingdom", "uk", "fighter"), ids(s, "sz07", "uk", "carrier")[0]
    s.apply(A.FlyToCarrier(tuple(fs[:2]), PATH, c, "sz13"))
    with pytest.raises(IllegalAction, match="nowhere to land"):  # no carrier has room left
        s.apply(A.FlyToCarrier((fs[2],), PATH, c, "sz13"))
    assert not [a for a in s.legal_actions() if isinstance(a, A.FlyToCarrier)]


def test_rules_version_1_declared_the_carrier_when_the_fighter_landed() -> None:
    """Option carrier_declaration=landing (rules version 1's play, for its saves): the fighter
    moves counting on a carrier that can come, and declares it when it lands (L1690-1698)."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "united_kingdom": {"uk": {"fighter": 1}}}
    s = position(GAME, units, power="uk", owner={"gibraltar": "germany"},
                 options={"carrier_declaration": "landing"})
    f, c = ids(s, "united_kingdom", "uk", "fighter")[0], ids(s, "sz07", "uk", "carrier")[0]
    assert not [a for a in s.legal_actions() if isinstance(a, A.FlyToCarrier)]
    with pytest.raises(IllegalAction, match="combat move"):
        s.apply(A.FlyToCarrier((f,), PATH, c, "sz13"))
    s.apply(A.Move((f,), PATH))
    assert GAME.rules_version == "2" and GAME.options_for_rules("1") == {"carrier_declaration": "landing"}


def test_a_declared_carrier_comes_to_one_zone_only() -> None:
    """L1758-1766: the carrier declared for a fighter goes to that zone and nowhere else, so a
    second fighter may count on it only there."""
    units = {"sz13": {"germany": {"transport": 1}}, "sz07": {"uk": {"carrier": 1}},
             "united_kingdom": {"uk": {"fighter": 2}}}
    s = position(GAME, units, power="uk", owner={"gibraltar": "germany"})
    fs, c = ids(s, "united_kingdom", "uk", "fighter"), ids(s, "sz07", "uk", "carrier")[0]
    s.apply(A.FlyToCarrier((fs[0],), PATH, c, "sz13"))
    with pytest.raises(IllegalAction, match="cannot reach 12 Sea Zone"):
        s.apply(A.FlyToCarrier((fs[1],), PATH, c, "sz12"))
    s.apply(A.FlyToCarrier((fs[1],), PATH, c, "sz13"))
    assert awaited(s, s.units[c]) == ["sz13"]


def test_each_of_two_alike_carriers_is_offered_its_own_way_to_its_fighter() -> None:
    """L1761-1766: two carriers in one zone, alike but for the fighters that wait for them, are two
    choices, not one. The long run's seed 3300000656 offered only the carrier whose fighter waited
    out of its reach, so the other's duty was never met and the non-combat move could not end."""
    units = {"sz07": {"uk": {"carrier": 2}}, "sz14": {"uk": {"fighter": 1}}, "sz13": {"uk": {"fighter": 1}}}
    s = position(GAME, units, power="uk", phase="noncombat_move")
    c1, c2 = ids(s, "sz07", "uk", "carrier")
    [far], [near] = ids(s, "sz14", "uk", "fighter"), ids(s, "sz13", "uk", "fighter")
    bind(s, s.units[far], c1, "sz14")  # 3 spaces from sea zone 7: beyond a carrier's reach
    bind(s, s.units[near], c2, "sz13")
    assert "must first go to 13 Sea Zone" in str(carrier_duty(s))
    moves = {(a.units, a.path[-1]) for a in s.legal_actions() if isinstance(a, A.Move)}
    assert ((c2,), "sz13") in moves and A.Done() not in s.legal_actions()
    s.apply(next(a for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (c2,)
                 and a.path[-1] == "sz13"))
    assert carrier_duty(s) is None and A.Done() in s.legal_actions()


def test_a_liberated_capital_takes_back_its_territories_with_their_complexes() -> None:
    """L1777-1780: when a capital is liberated its power's territories held by friends return to
    it; their complex and AA gun follow the territory (L2625-2630, L2673-2675). Found by the 1,000
    random games (seed 10197: a British complex left in a Soviet Caucasus)."""
    from sandtable.games.aa_revised.engine import conquer

    units = {"caucasus": {"uk": {"industrial_complex": 1, "aa_gun": 1}}, "russia": {"germany": {}}}
    s = position(GAME, units, power="ussr", owner={"caucasus": "uk", "russia": "germany"})
    conquer(s, "russia", "ussr")
    assert s.owner["russia"] == "ussr" and s.owner["caucasus"] == "ussr"
    assert {u.owner for u in s.units_at("caucasus")} == {"ussr"}


def test_a_partial_landing_behind_a_sea_combat() -> None:
    """L1975-1998, L3004-3008: the chosen unit is declared onto the coast and lands once the zone is
    cleared (C23: the attacker confirms); the unit not chosen stays aboard (L2975)."""
    units = {"hawaiian_islands": {"usa": {"infantry": 1}}, "sz52": {"usa": {"transport": 1}},
             "sz53": {"japan": {"transport": 1, "infantry": 2, "battleship": 1}}}
    s = position(GAME, units, power="japan")
    t = ids(s, "sz53", "japan", "transport")[0]
    first, second = ids(s, "sz53", "japan", "infantry")
    s.units[first].on = s.units[second].on = t
    s.apply(A.Move((t,), ("sz52",)))
    s.apply(A.Move(tuple(ids(s, "sz53", "japan", "battleship")), ("sz52",)))
    s.apply(A.UnloadUnits((first,), "hawaiian_islands"))
    assert s.units[first].landing == "hawaiian_islands" and not s.units[second].landing
    s.apply(A.Done())
    if s.pending is not None and s.pending["kind"] == "battle_order":
        s.apply(A.Fight("sz52"))
    force(s, 1, "japan battleship")  # the US transport is sunk
    force(s, 6, "usa transport")
    assert s.pending is not None and s.pending["kind"] == "declare"  # land, or call it off (C23)
    s.apply(A.Declare(s.pending["name"], True))
    assert s.units[first].at == "hawaiian_islands" and not s.units[first].on
    assert s.units[second].on == t and s.units[second].at == "sz52"
