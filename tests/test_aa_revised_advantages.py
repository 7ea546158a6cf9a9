"""National advantages that act in a combat or a move (Appendix 3, L3168-3462), the house rules
`bid` and `low_luck` (spec section 13), and the worked examples WE-4 and WE-6 (spec section 8)."""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.dice import low_luck
from sandtable.games.aa_revised.fixtures import force, ids, pick, position, units_of
from sandtable.games.aa_revised.options import resolve_options

GAME = GameRevised()
TREATY = {"ussr": ["Nonaggression Treaty"]}


def _moves(s: object, uid: int) -> set[tuple[str, ...]]:
    return {a.path for a in s.legal_actions() if isinstance(a, A.Move) and a.units == (uid,)}  # type: ignore[attr-defined]


# -- Nonaggression Treaty (L3249-3255) ---------------------------------------------------------
def test_nonaggression_treaty_places_four_infantry_at_the_first_japanese_attack() -> None:
    """L3249-3253: the first Japanese attack on a red territory; 4 free infantry before the combat."""
    s = position(
        GAME,
        {"manchuria": {"japan": {"infantry": 2}}, "buryatia_s_s_r": {"ussr": {"infantry": 1}}},
        power="japan",
        advantages=TREATY,
    )
    for uid in ids(s, "manchuria", "japan", "infantry"):
        s.apply(A.Move((uid,), ("buryatia_s_s_r",)))
    s.apply(A.Done())
    assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["power"] == "ussr"
    s.apply(A.Declare("Nonaggression Treaty", True))
    assert units_of(s, "buryatia_s_s_r")["ussr"] == {"infantry": 5}
    assert "ussr:Nonaggression Treaty" in s.used
    assert s.current_player() == CHANCE  # now the combat is fought


def test_nonaggression_treaty_declined_is_spent() -> None:
    s = position(
        GAME,
        {"manchuria": {"japan": {"infantry": 1}}, "buryatia_s_s_r": {"ussr": {"infantry": 1}}},
        power="japan",
        advantages=TREATY,
    )
    s.apply(A.Move((ids(s, "manchuria", "japan", "infantry")[0],), ("buryatia_s_s_r",)))
    s.apply(A.Done())
    s.apply(A.Declare("Nonaggression Treaty", False))
    assert units_of(s, "buryatia_s_s_r")["ussr"] == {"infantry": 1}
    assert "ussr:Nonaggression Treaty" in s.used


def test_nonaggression_treaty_lost_when_the_ussr_attacks_japan_first() -> None:
    """L3254-3255; "attack Japan" = any Japanese territory or unit (spec section 10)."""
    s = position(
        GAME,
        {"manchuria": {"japan": {"infantry": 1}}, "buryatia_s_s_r": {"ussr": {"infantry": 2}}},
        power="ussr",
        advantages=TREATY,
    )
    s.apply(A.Move((ids(s, "buryatia_s_s_r", "ussr", "infantry")[0],), ("manchuria",)))
    s.apply(A.Done())
    assert "ussr:Nonaggression Treaty" in s.used
    assert s.current_player() == CHANCE  # no question asked


# -- Mobile Industry (L3256-3261) -------------------------------------------------------------
def test_mobile_industry_moves_a_soviet_complex_one_territory_in_the_non_combat_move() -> None:
    units = {"russia": {"ussr": {"industrial_complex": 1}}, "caucasus": {"ussr": {"industrial_complex": 1}}}
    s = position(
        GAME,
        units,
        power="ussr",
        phase="noncombat_move",
        owner={"kazakh_s_s_r": "uk"},
        advantages={"ussr": ["Mobile Industry"]},
    )
    ic = ids(s, "russia", "ussr", "industrial_complex")[0]
    paths = _moves(s, ic)
    assert ("archangel",) in paths and ("west_russia",) not in paths  # West Russia is German
    assert ("caucasus",) not in paths  # one complex per territory (L2433-2441)
    assert ("kazakh_s_s_r",) not in paths  # an ally's territory: the complex would change hands
    assert all(len(p) == 1 for p in paths)
    s.apply(A.Move((ic,), ("archangel",)))
    assert s.units[ic].at == "archangel"
    with pytest.raises(IllegalAction):
        s.apply(A.Move((ic,), ("russia",)))  # it has moved


def test_mobile_industry_never_in_the_combat_move_nor_without_the_advantage() -> None:
    na = {"ussr": ["Mobile Industry"]}
    s = position(GAME, {"russia": {"ussr": {"industrial_complex": 1}}}, power="ussr", advantages=na)
    assert not _moves(s, ids(s, "russia", "ussr", "industrial_complex")[0])
    s = position(GAME, {"russia": {"ussr": {"industrial_complex": 1}}}, power="ussr", phase="noncombat_move")
    ic = ids(s, "russia", "ussr", "industrial_complex")[0]
    assert not _moves(s, ic)
    with pytest.raises(IllegalAction, match="never move"):
        s.apply(A.Move((ic,), ("archangel",)))


# -- Kamikaze Attacks (L3383-3392) ------------------------------------------------------------
def test_kamikaze_fighter_fires_in_opening_fire_at_ships_and_is_lost() -> None:
    s = position(
        GAME,
        {"japan": {"japan": {"fighter": 1}}, "sz60": {"usa": {"destroyer": 1}}},
        power="japan",
        advantages={"japan": ["Kamikaze Attacks"]},
    )
    f = ids(s, "japan", "japan", "fighter")[0]
    s.apply(A.Move((f,), ("sz60",), "kamikaze"))
    s.apply(A.Done())
    force(s, 3, "kamikaze fighter")  # attack 3: a hit, in opening fire
    assert f not in s.units  # a casualty of its own opening fire
    assert units_of(s, "sz60") == {}  # the destroyer died before it could fire back
    assert s.pending is not None and s.pending["kind"] == "noncombat_move"


def test_kamikaze_miss_still_loses_the_aircraft() -> None:
    s = position(
        GAME,
        {"japan": {"japan": {"fighter": 1}}, "sz60": {"usa": {"destroyer": 1}}},
        power="japan",
        advantages={"japan": ["Kamikaze Attacks"]},
    )
    f = ids(s, "japan", "japan", "fighter")[0]
    s.apply(A.Move((f,), ("sz60",), "kamikaze"))
    s.apply(A.Done())
    force(s, 4, "kamikaze fighter")
    assert f not in s.units and units_of(s, "sz60") == {"usa": {"destroyer": 1}}


def test_kamikaze_needs_the_advantage() -> None:
    s = position(GAME, {"japan": {"japan": {"fighter": 1}}, "sz60": {"usa": {"destroyer": 1}}}, power="japan")
    with pytest.raises(IllegalAction, match="Kamikaze"):
        s.apply(A.Move((ids(s, "japan", "japan", "fighter")[0],), ("sz60",), "kamikaze"))


# -- Kaiten Torpedoes (L3406-3412) ------------------------------------------------------------
def _kaiten_position(**kw: object) -> object:
    return position(
        GAME,
        {"sz60": {"japan": {"submarine": 1}, "usa": {"destroyer": 1}}},
        power="usa",
        advantages={"japan": ["Kaiten Torpedoes"]},
        **kw,  # type: ignore[arg-type]
    )


def test_kaiten_defends_at_3_and_is_a_casualty_of_opening_fire() -> None:
    s = _kaiten_position()
    s.apply(A.Done())  # staying in a zone shared with enemies is an attack (C19)
    assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["power"] == "japan"
    s.apply(A.Declare("Kaiten Torpedoes", True))
    assert "hits on 3 or less" in s.chance_label() and "defending submarine" in s.chance_label()
    force(s, 3)  # the destroyer is hit; with its side's destroyer it still fires back (C9)
    force(s, 6, "attack in")
    assert units_of(s, "sz60") == {}  # the Kaiten went in opening fire, the destroyer in step 6


def test_kaiten_with_super_submarines_defends_at_4_and_can_be_declined() -> None:
    s = _kaiten_position(techs={"japan": ["super_submarines"]})
    s.apply(A.Done())
    s.apply(A.Declare("Kaiten Torpedoes", True))
    assert "hits on 4 or less" in s.chance_label()
    s = _kaiten_position()
    s.apply(A.Done())
    s.apply(A.Declare("Kaiten Torpedoes", False))
    assert "hits on 2 or less" in s.chance_label()


# -- house rules: bid and low luck (spec section 13) ------------------------------------------
def test_bid_adds_ipcs_before_round_one() -> None:
    s = GAME.new_initial_state(GAME.load_scenario("default"), {"bid": {"germany": 12, "usa": 0}})
    assert s.ipcs["germany"] == 52 and s.ipcs["usa"] == 42
    for bad in ({"prussia": 3}, {"germany": -1}, {"germany": True}, [1]):
        with pytest.raises(ValueError, match="bid"):
            resolve_options({"bid": bad})


def test_low_luck_volley_arithmetic() -> None:
    assert low_luck([[2, "x, a", ""]] * 3) == (1, [])
    sure, rest = low_luck([[3, "attack in X, tank", ""]] * 3 + [[1, "attack in X, infantry", ""]])
    assert sure == 1 and rest[0][0] == 4 and "strength 10" in rest[0][1]
    assert low_luck([[4, "b, die 1", "b1"], [4, "b, die 2", "b1"]])[1][0][0] == 4  # LHTR group once


def test_low_luck_battle_rolls_only_the_remainder() -> None:
    s = position(
        GAME,
        {"russia": {"ussr": {"tank": 3, "infantry": 1}}, "west_russia": {"germany": {"infantry": 3}}},
        power="ussr",
        options={"low_luck": True},
    )
    for kind in ("tank", "infantry"):
        for uid in ids(s, "russia", "ussr", kind):
            s.apply(A.Move((uid,), ("west_russia",)))
    s.apply(A.Done())
    label = s.chance_label()
    assert "low luck: 1 sure hit(s) of strength 10" in label and "hits on 4 or less" in label
    force(s, 5)  # the remainder misses: 1 hit; the defence (3 x 2 = 6) is one sure hit, no die
    assert s.current_player() != CHANCE and s.pending is not None and s.pending["kind"] == "casualty"


# -- WE-4 carrier sinking captions (omi-15a/b, L2731-2748) -------------------------------------
def test_we4_15a_fighters_of_a_sunk_defending_carrier_move_one_space() -> None:
    s = position(
        GAME,
        {
            "sz41": {"uk": {"carrier": 1, "fighter": 1}, "usa": {"fighter": 1}, "japan": {"submarine": 1}},
            "sz40": {"usa": {"carrier": 1}},
        },
        power="japan",
    )
    car = ids(s, "sz41", "uk", "carrier")[0]
    us_f = ids(s, "sz41", "usa", "fighter")[0]
    s.units[us_f].on = car  # an allied fighter on the British carrier (L2890-2897)
    s.apply(A.Done())
    force(s, 1, "attacking submarine")  # the sub sinks the carrier in opening fire
    force(s, 6, "defence in")
    force(s, 6, "defence in")  # the fighters defend above it and miss
    s.apply(A.Submerge(True))
    offered = []
    while s.pending is not None and s.pending["kind"] == "land":
        offered.append(sorted(s.pending["options"]))
        s.apply(A.Land(s.pending["unit"], "new_zealand"))
    assert offered == [["new_zealand", "sz40"], ["new_zealand", "sz40"]]  # one space, L2726-2727
    assert units_of(s, "new_zealand") == {"uk": {"fighter": 1}, "usa": {"fighter": 1}}


def test_we4_15b_attacking_carrier_sunk_cargo_dies_launched_fighter_lands_on_land() -> None:
    s = position(
        GAME,
        {
            "sz40": {"uk": {"carrier": 1, "fighter": 1}, "usa": {"fighter": 1}},
            "sz42": {"usa": {"carrier": 1}},
            "sz41": {"japan": {"submarine": 1}},
        },
        power="uk",
    )
    car = ids(s, "sz40", "uk", "carrier")[0]
    us_f, uk_f = ids(s, "sz40", "usa", "fighter")[0], ids(s, "sz40", "uk", "fighter")[0]
    s.units[us_f].on = car  # cargo: an allied fighter never attacks from the carrier (L2894-2896)
    s.apply(A.Move((uk_f,), ("sz41",)))  # launched before the carrier moves (L1175-1204)
    s.apply(A.Move((car,), ("sz41",)))
    s.apply(A.Done())
    force(s, 1, "defending submarine")  # the carrier sinks, the US fighter with it
    assert us_f not in s.units
    force(s, 6, "attack in")
    s.apply(A.Press())
    s.apply(A.Submerge(True))
    assert s.pending is not None and s.pending["kind"] == "land" and s.pending["unit"] == uk_f
    options = set(s.pending["options"])
    assert {"new_zealand", "australia"} <= options
    assert not {"sz41", "sz40"} & options  # it may not wait in an empty zone for a carrier


# -- WE-6 German transport options (omi-17, L2958-2998) ----------------------------------------
def _we6(phase: str) -> object:
    return position(
        GAME,
        {
            "sz13": {"germany": {"transport": 1}},
            "algeria": {"germany": {"infantry": 1}},
            "libya": {"germany": {"infantry": 1}},
            "southern_europe": {"germany": {"artillery": 2}},
            "germany": {"germany": {"tank": 1}},
            "sz15": {"uk": {"destroyer": 1}},
            "gibraltar": {"uk": {"infantry": 1}},
        },
        power="germany",
        phase=phase,
    )


def test_we6_legal_transport_moves() -> None:
    s = _we6("noncombat_move")
    t = ids(s, "sz13", "germany", "transport")[0]
    inf_alg, inf_lib = ids(s, "algeria", "germany", "infantry")[0], ids(s, "libya", "germany", "infantry")[0]
    art = ids(s, "southern_europe", "germany", "artillery")
    s.apply(A.Load(inf_alg, t))  # load infantry in Algeria
    assert ("sz14", "sz15") not in _moves(s, t)  # the non-combat move never enters hostile zone 15
    s.apply(A.Move((t,), ("sz14",)))  # move
    assert A.Load(art[0], t) in s.legal_actions()  # load artillery in Southern Europe
    assert A.Load(inf_lib, t) in s.legal_actions()  # or infantry in Libya
    s.apply(A.Load(art[0], t))
    with pytest.raises(IllegalAction):
        s.apply(A.Load(art[1], t))  # both artillery: over capacity (L2922-2933)
    unloads = {a.to for a in s.legal_actions() if isinstance(a, A.Unload)}
    assert unloads == {"libya", "southern_europe"}  # coasts of sea zone 14
    s.apply(A.Unload(t, "southern_europe"))
    with pytest.raises(IllegalAction):
        s.apply(A.Move((t,), ("sz16",)))  # no move after unloading (L2952-2953)
    with pytest.raises(IllegalAction):
        s.apply(A.Move((art[0],), ("balkans",)))  # cargo does not move after unloading


def test_we6_combat_options_and_refusals() -> None:
    s = _we6("combat_move")
    t = ids(s, "sz13", "germany", "transport")[0]
    inf_alg = ids(s, "algeria", "germany", "infantry")[0]
    s.apply(A.Load(inf_alg, t))
    assert A.Unload(t, "gibraltar") in s.legal_actions()  # amphibious assault on Gibraltar
    assert ("sz14", "sz15") in _moves(s, t)  # attack the British destroyer (13 -> 14 -> 15)
    with pytest.raises(IllegalAction):
        s.apply(A.Unload(t, "spain"))  # never into a neutral (L1055-1058)
    with pytest.raises(IllegalAction):
        s.apply(A.Move((t,), ("sz14", "sz15", "sz34")))  # the destroyer stops it in 15 (L1072-1092)
    with pytest.raises(IllegalAction):
        s.apply(A.Unload(t, "western_europe"))  # combat unloading only into hostile territory


# -- Island Bases (L3432-3437) ----------------------------------------------------------------
@pytest.mark.parametrize("bases", [False, True])
def test_we11_island_bases_hawaii_to_the_east_indies_for_a_fighter(bases: bool) -> None:
    """L3435-3437: 3 steps with the advantage (sea zone 52 to 37), 5 without."""
    s = position(
        GAME,
        {"hawaiian_islands": {"usa": {"fighter": 1}}},
        power="usa",
        phase="noncombat_move",
        owner={"east_indies": "usa"},
        advantages={"usa": ["Island Bases"] if bases else []},
    )
    f = ids(s, "hawaiian_islands", "usa", "fighter")[0]
    path = ("sz52", "sz45", "sz47", "sz37", "east_indies")
    assert (path in _moves(s, f)) is bases
    if bases:
        s.apply(A.Move((f,), path))
        assert s.units[f].at == "east_indies" and s.units[f].moved == 3
    else:
        with pytest.raises(IllegalAction, match="at most 4"):
            s.apply(A.Move((f,), path))


# -- Lend-Lease (L3287-3292) ------------------------------------------------------------------
def test_lend_lease_turns_allied_units_in_soviet_territory_soviet() -> None:
    units = {
        "russia": {"uk": {"fighter": 1, "tank": 1}, "usa": {"infantry": 1}},
        "india": {"uk": {"infantry": 1}},
    }
    s = position(GAME, units, power="ussr", phase="purchase", advantages={"ussr": ["Lend-Lease"]})
    lent = {a.unit for a in s.legal_actions() if isinstance(a, A.LendLease)}
    assert {s.units[u].at for u in lent} == {"russia"} and len(lent) == 3  # not India
    tank = ids(s, "russia", "uk", "tank")[0]
    s.apply(A.LendLease(tank))
    assert s.units[tank].owner == "ussr" and s.units[tank].type == "tank"
    with pytest.raises(IllegalAction, match="Lend-Lease"):
        s.apply(A.LendLease(ids(s, "india", "uk", "infantry")[0]))
    s = position(GAME, units, power="ussr", phase="purchase")
    assert not any(isinstance(a, A.LendLease) for a in s.legal_actions())


# -- Enigma Decoded (L3350-3360) ---------------------------------------------------------------
def _enigma_position() -> object:
    return position(
        GAME,
        {
            "western_europe": {"germany": {"tank": 2}},
            "united_kingdom": {"uk": {"infantry": 2}},
            "eastern_canada": {"uk": {"tank": 1}},
            "sz07": {"uk": {"transport": 1}},
            "sz06": {"uk": {"battleship": 1}},
            "sz05": {"germany": {"submarine": 1}},
        },
        power="germany",
        advantages={"uk": ["Enigma Decoded"]},
    )


def test_enigma_decoded_moves_british_units_before_germany_fights() -> None:
    """L3350-3360: into an attacked friendly space from next door, or out of it leaving one behind."""
    s = _enigma_position()
    sub = ids(s, "sz05", "germany", "submarine")[0]
    s.apply(A.Move((sub,), ("sz06",)))  # Germany attacks the battleship in sea zone 6
    s.apply(A.Done())
    assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["power"] == "uk"
    s.apply(A.Declare("Enigma Decoded", True))
    assert s.pending is not None and s.pending["kind"] == "enigma"
    moves = {(a.units[0], a.path) for a in s.legal_actions() if isinstance(a, A.Move)}
    bb = ids(s, "sz06", "uk", "battleship")[0]
    tr = ids(s, "sz07", "uk", "transport")[0]
    assert (tr, ("sz06",)) in moves  # in from next door
    assert not any(u == bb for u, _ in moves)  # the battleship is alone: one must stay behind
    s.apply(A.Move((tr,), ("sz06",)))
    assert (tr, ("sz06",)) not in {(a.units[0], a.path) for a in s.legal_actions() if isinstance(a, A.Move)}
    s.apply(A.Done())
    assert "uk:Enigma Decoded" in s.used
    assert units_of(s, "sz06")["uk"] == {"battleship": 1, "transport": 1}
    assert s.current_player() == CHANCE  # the combat is fought with the transport there


def test_enigma_decoded_is_not_offered_without_the_advantage_or_to_the_axis_turns() -> None:
    s = _enigma_position()
    s.advantages["uk"] = []
    s.apply(A.Move((ids(s, "sz05", "germany", "submarine")[0],), ("sz06",)))
    s.apply(A.Done())
    assert s.current_player() == CHANCE


# -- Lightning Assaults (L3413-3420) ----------------------------------------------------------
def _lightning(na: list[str]) -> tuple[object, int, int, int]:
    s = position(
        GAME,
        {
            "sz60": {"japan": {"transport": 1, "infantry": 1, "tank": 1}},
            "buryatia_s_s_r": {"ussr": {"infantry": 1}},
            "soviet_far_east": {"ussr": {"infantry": 1}},
        },
        power="japan",
        advantages={"japan": na},
    )
    t = ids(s, "sz60", "japan", "transport")[0]
    inf, tank = ids(s, "sz60", "japan", "infantry")[0], ids(s, "sz60", "japan", "tank")[0]
    s.units[inf].on = s.units[tank].on = t  # loaded on an earlier turn
    return s, t, inf, tank


def test_lightning_assaults_two_coasts_in_one_combat_move() -> None:
    s, t, inf, tank = _lightning(["Lightning Assaults"])
    assert A.UnloadUnit(t, inf, "buryatia_s_s_r") in s.legal_actions()
    s.apply(A.UnloadUnit(t, inf, "buryatia_s_s_r"))  # first coast
    s.apply(A.Move((t,), ("sz62",)))  # move again
    s.apply(A.Unload(t, "soviet_far_east"))  # second coast
    assert s.units[inf].at == "buryatia_s_s_r" and s.units[tank].at == "soviet_far_east"
    with pytest.raises(IllegalAction):
        s.apply(A.Load(ids(s, "soviet_far_east", "japan", "tank")[0], t))  # capacity per turn unchanged


def test_without_lightning_assaults_one_coast_and_no_move_after() -> None:
    s, t, inf, _ = _lightning([])
    with pytest.raises(IllegalAction, match="Lightning"):
        s.apply(A.UnloadUnit(t, inf, "buryatia_s_s_r"))
    s.apply(A.Unload(t, "buryatia_s_s_r"))
    with pytest.raises(IllegalAction, match="unloaded may not move again"):
        s.apply(A.Move((t,), ("sz62",)))  # no move after unloading (L2952-2953)


# -- Joint Strike (L3341-3349) ----------------------------------------------------------------
def test_joint_strike_uk_skips_combat_and_the_us_fights_with_british_units() -> None:
    s = position(
        GAME,
        {
            "archangel": {"uk": {"tank": 1}, "usa": {"infantry": 1}},
            "west_russia": {"germany": {"infantry": 1}},
        },
        owner={"archangel": "ussr"},
        power="uk",
        advantages={"uk": ["Joint Strike"]},
    )
    assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["name"] == "Joint Strike"
    s.apply(A.Declare("Joint Strike", True))
    assert s.pending is not None and s.pending["kind"] == "noncombat_move"  # no British combat move
    tank = ids(s, "archangel", "uk", "tank")[0]
    s.apply(A.Done())  # the British non-combat move: the tank stays
    while s.power != "usa" or s.pending is None or s.pending["kind"] != "combat_move":
        s.apply(A.Done() if A.Done() in s.legal_actions() else s.legal_actions()[0])
    assert any(isinstance(a, A.Move) and a.units == (tank,) for a in s.legal_actions())
    s.apply(A.Move((tank,), ("west_russia",)))
    s.apply(A.Done())
    force(s, 1, "uk tank")  # the British tank fights in the American combat
    force(s, 6, "germany infantry")
    assert s.owner["west_russia"] == "usa"  # taken for the US, the British tank "as if American"
    assert s.units[tank].at == "west_russia"


def test_joint_strike_declined_keeps_the_british_combat_move() -> None:
    s = position(GAME, {"archangel": {"uk": {"tank": 1}}}, power="uk", advantages={"uk": ["Joint Strike"]})
    s.apply(A.Declare("Joint Strike", False))
    assert s.pending is not None and s.pending["kind"] == "combat_move" and s.pending["power"] == "uk"


def _joint_battle(**options: object) -> object:
    """The US attacks West Russia with a British tank and an American infantry after a Joint Strike;
    both miss, the defence scores one hit: the joint force's casualty is to be picked (L3341-3349)."""
    s = position(
        GAME,
        {
            "archangel": {"uk": {"tank": 1}, "usa": {"infantry": 1}},
            "west_russia": {"germany": {"infantry": 2}},
        },
        owner={"archangel": "ussr"},
        power="uk",
        advantages={"uk": ["Joint Strike"]},
        options=dict(options),
    )
    s.apply(A.Declare("Joint Strike", True))
    while s.power != "usa" or s.pending is None or s.pending["kind"] != "combat_move":
        s.apply(A.Done() if A.Done() in s.legal_actions() else s.legal_actions()[0])
    s.apply(A.Move((ids(s, "archangel", "uk", "tank")[0], ids(s, "archangel", "usa", "infantry")[0]),
                   ("west_russia",)))
    s.apply(A.Done())
    hit = False
    while s.current_player() == CHANCE:
        attack = s.chance_label().startswith("attack")
        force(s, 6 if attack or hit else 1)
        hit = hit or not attack
    return s


@pytest.mark.parametrize("players", [2, 5])
def test_joint_strike_casualty_agreed_or_picked_by_the_us(players: int) -> None:
    """Book (option agree): the US picks; with another seat at the UK, the UK agrees to a British loss."""
    s = _joint_battle(players=players)
    assert s.pending is not None and s.pending["kind"] == "casualty" and s.pending["power"] == "usa"
    tank = pick(s, "tank", "uk")
    s.apply(A.Casualty(tank))
    if players == 5:  # the UK player is asked; the same player holding both powers is not
        assert s.pending is not None and s.pending["kind"] == "declare" and s.pending["power"] == "uk"
        assert s.pending["name"] == "Casualty agreement"
        s.apply(A.Declare("Casualty agreement", True))
    assert tank not in s.units  # the agreed casualty is taken
    assert units_of(s, "west_russia") == {"usa": {"infantry": 1}, "germany": {"infantry": 2}}
    assert s.pending is not None and (s.pending["kind"], s.pending["power"]) == ("press", "usa")
    assert s.used == ["uk:Joint Strike"]  # an answer, not a use of an advantage


def test_joint_strike_casualty_refused_the_attacked_opponent_chooses() -> None:
    """"... or else the attacked opponent chooses" (L3348-3349): the UK refuses, Germany picks."""
    s = _joint_battle(players=5)
    s.apply(A.Casualty(pick(s, "tank", "uk")))
    s.apply(A.Declare("Casualty agreement", False))
    assert s.pending is not None and s.pending["kind"] == "casualty" and s.pending["power"] == "germany"
    offered = {*ids(s, "west_russia", "uk", "tank"), *ids(s, "west_russia", "usa", "infantry")}
    assert set(s.pending["options"]) == offered
    s.apply(A.Casualty(pick(s, "infantry", "usa")))  # Germany takes the American, not the offered tank
    assert units_of(s, "west_russia") == {"uk": {"tank": 1}, "germany": {"infantry": 2}}


@pytest.mark.parametrize(("mode", "who"), [("usa", "usa"), ("defender", "germany")])
def test_joint_strike_casualty_options(mode: str, who: str) -> None:
    s = _joint_battle(players=5, joint_strike_casualties=mode)
    assert s.pending is not None and s.pending["kind"] == "casualty" and s.pending["power"] == who
    s.apply(A.Casualty(pick(s, "tank", "uk")))
    assert units_of(s, "west_russia") == {"usa": {"infantry": 1}, "germany": {"infantry": 2}}
    assert s.pending is not None and s.pending["kind"] == "press"  # nobody else was asked


@pytest.mark.parametrize("mode", ["one", "any"])
def test_enigma_decoded_one_special_move_or_any(mode: str) -> None:
    """L3352-3360 "a special move ... from an adjacent space into a friendly space attacked by
    Germany", "in alternativa" out of it: option enigma_move "one" (book) keeps the origin and the
    destination of the first unit moved; "any" lets units come from several spaces."""
    s = position(
        GAME,
        {
            "sz07": {"uk": {"transport": 2}},
            "sz03": {"uk": {"destroyer": 1}},
            "sz06": {"uk": {"battleship": 1}},
            "sz05": {"germany": {"submarine": 1}},
        },
        power="germany",
        advantages={"uk": ["Enigma Decoded"]},
        options={"enigma_move": mode},
    )
    s.apply(A.Move((ids(s, "sz05", "germany", "submarine")[0],), ("sz06",)))
    s.apply(A.Done())
    s.apply(A.Declare("Enigma Decoded", True))
    first, second = ids(s, "sz07", "uk", "transport")
    dd = ids(s, "sz03", "uk", "destroyer")[0]
    s.apply(A.Move((first,), ("sz06",)))
    moves = {(a.units[0], a.path) for a in s.legal_actions() if isinstance(a, A.Move)}
    assert (second, ("sz06",)) in moves  # the same group: same origin, same destination
    assert ((dd, ("sz06",)) in moves) == (mode == "any")
    # Out of the attacked zone, leaving one behind, is the other kind of move: never mixed in "one".
    bb = ids(s, "sz06", "uk", "battleship")[0]
    assert ((bb, ("sz03",)) in moves) == (mode == "any")


# -- Multinational defence (L2109-2131) ----------------------------------------------------------
def _allied_defence(**options: object) -> object:
    """Germany attacks a British territory held by 2 British and 1 American infantry and hits once:
    the largest defending force (the UK) picks; the US is asked about an American loss."""
    s = position(
        GAME,
        {
            "eastern_europe": {"germany": {"tank": 1}},
            "belorussia": {"uk": {"infantry": 2}, "usa": {"infantry": 1}},
        },
        owner={"belorussia": "uk"},
        power="germany",
        options=dict(options),
    )
    s.apply(A.Move((ids(s, "eastern_europe", "germany", "tank")[0],), ("belorussia",)))
    s.apply(A.Done())
    force(s, 1, "attack in Belorussia")  # the tank hits
    return s


@pytest.mark.parametrize(("players", "answer"), [(5, True), (5, False), (2, None)])
def test_multinational_defenders_agree_or_the_attacker_chooses(players: int, answer: bool | None) -> None:
    """L2122-2128: the defenders agree on the unit hit; if they cannot, the attacker chooses."""
    s = _allied_defence(players=players)
    assert s.pending is not None and (s.pending["kind"], s.pending["power"]) == ("casualty", "uk")
    us_inf = pick(s, "infantry", "usa")
    s.apply(A.Casualty(us_inf))
    if answer is None:  # one player holds both powers: no question, the hit is taken
        assert s.units[us_inf].flags == {"cas"} and s.current_player() == CHANCE
        return
    assert s.pending is not None and (s.pending["kind"], s.pending["power"]) == ("declare", "usa")
    assert s.units[us_inf].flags == set()  # not yet a casualty
    s.apply(A.Declare("Casualty agreement", answer))
    if answer:
        assert s.units[us_inf].flags == {"cas"} and s.current_player() == CHANCE  # the defence fires
        assert s.used == []
    else:
        assert s.pending is not None and (s.pending["kind"], s.pending["power"]) == ("casualty", "germany")
        uk_inf = pick(s, "infantry", "uk")
        s.apply(A.Casualty(uk_inf))  # the attacker takes a British one instead
        assert s.units[uk_inf].flags == {"cas"} and s.units[us_inf].flags == set()


def test_multinational_casualties_option_largest_asks_nobody() -> None:
    s = _allied_defence(players=5, multinational_casualties="largest")
    us_inf = pick(s, "infantry", "usa")
    s.apply(A.Casualty(us_inf))
    assert s.units[us_inf].flags == {"cas"} and s.current_player() == CHANCE  # nobody was asked
