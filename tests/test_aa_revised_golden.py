"""The worked examples of the Revised rulebook (spec section 8) replayed with the printed dice.

WE-1 "Germany attacks India" (seed 004 L1849-1952) and WE-2 the Soviet sample turn (Appendix 2,
L3058-3167, with the publisher's correction of the rocket's launcher to Caucasus, spec C5) are
golden records: every printed die is forced, and the record of the game replays to the same hash.
"""

from __future__ import annotations

import pytest

from sandtable.core.protocol import CHANCE, IllegalAction
from sandtable.core.record import GameRecord, replay
from sandtable.games.aa_revised import GameRevised
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.fixtures import force, force_all, ids, pick, position, units_of

GAME = GameRevised()


def _we1():
    s = position(
        GAME,
        {
            "india": {"uk": {"tank": 1, "infantry": 1, "aa_gun": 1}},
            "persia": {"germany": {"infantry": 1, "tank": 1, "fighter": 1}},
        },
        owner={"persia": "germany"},
        power="germany",
    )
    return s


def test_we1_germany_attacks_india_with_the_printed_dice() -> None:
    """L1849-1952: AA 1 kills the fighter; R1 inf 4 tank 2, defence tank 4 inf 5; R2 inf 1, tank 2."""
    s = _we1()
    uk_before, de_before = s.production("uk"), s.production("germany")
    for kind in ("infantry", "tank", "fighter"):
        s.apply(A.Move((ids(s, "persia", "germany", kind)[0],), ("india",)))
    s.apply(A.Done())
    # Round 1, opening fire: the AA gun, one die for the one aircraft (L1389-1402).
    force(s, 1, "AA gun in India")
    # Step 4: the attacker's dice, the infantry misses with 4, the tank hits with 2.
    force_all(s, [(4, "germany infantry"), (2, "germany tank")])
    assert s.pending["kind"] == "casualty" and s.current_player() == s.player_of("uk")
    s.apply(A.Casualty(pick(s, "infantry")))  # the UK chooses its infantry
    # Step 5: the defenders fire, the infantry although a casualty (L1578-1582).
    force_all(s, [(5, "uk infantry"), (4, "uk tank")])
    assert s.pending["kind"] == "press"
    s.apply(A.Press())
    # Round 2: no AA fire (first round only).
    force_all(s, [(1, "germany infantry"), (6, "germany tank")])
    force(s, 2, "uk tank")
    s.apply(A.Casualty(pick(s, "infantry")))  # Germany loses its infantry
    assert s.owner["india"] == "germany"
    assert units_of(s, "india") == {"germany": {"tank": 1, "aa_gun": 1}}
    assert s.production("germany") == de_before + 3 and s.production("uk") == uk_before - 3
    assert s.ctx.spaces["india"].victory_city == "Calcutta"


def _record_of(s0_opts, actions):
    return GameRecord(GAME.game_id, "default", s0_opts, 0, [a.to_json() for a in actions])


def _soviet_turn(launcher: str = "caucasus"):
    """Appendix 2 on the real set-up; returns the state and the list of actions applied."""
    s = GAME.new_initial_state(GAME.load_scenario("default"), {})
    done: list = []

    def act(action):
        if isinstance(action, int):
            label = s.chance_label()
            from sandtable.core.protocol import ChanceOutcome

            action = ChanceOutcome((action,), label)
        s.apply(action)
        done.append(action)

    return s, act, done


def test_we2_soviet_sample_turn_with_the_errata() -> None:
    s, act, done = _soviet_turn()
    assert s.ipcs["ussr"] == 24 and s.pending["kind"] == "research"
    # 1. Research: Rockets, one die, rolls 2 (L3066-3080).
    act(A.Research("rockets", 1))
    assert "rockets (needs 2)" in s.chance_label()
    act(2)
    assert s.techs["ussr"] == ["rockets"] and s.ipcs["ussr"] == 19
    # 2. Purchase: 3 tanks and 1 artillery, 19 IPCs.
    act(A.Buy("tank", 3))
    act(A.Buy("artillery", 1))
    act(A.Done())
    assert s.ipcs["ussr"] == 0
    # 3. Combat move: 3 inf + tank from Archangel, 2 inf + fighter from Karelia into West Russia.
    arch_inf = ids(s, "archangel", "ussr", "infantry")
    act(A.Move(tuple(arch_inf) + tuple(ids(s, "archangel", "ussr", "tank")), ("west_russia",)))
    kar_inf = ids(s, "karelia_s_s_r", "ussr", "infantry")[:2]
    act(A.Move(tuple(kar_inf) + tuple(ids(s, "karelia_s_s_r", "ussr", "fighter")), ("west_russia",)))
    act(A.Done())
    # 4. The rocket: the Russia gun is 4 spaces from Germany (spec WE-2 a); Caucasus is 3.
    assert s.pending["kind"] == "rockets"
    legal = s.legal_actions()
    assert A.Rocket("caucasus", "germany") in legal
    assert A.Rocket("russia", "germany") not in legal
    with pytest.raises(IllegalAction):
        s.apply(A.Rocket("russia", "germany"))
    act(A.Rocket("caucasus", "germany"))
    act(3)
    assert s.ipcs["germany"] == 37
    if s.pending["kind"] == "rockets":  # the Russia gun has no target in range: no question asked
        act(A.Done())
    # 5. West Russia, round 1: five infantry dice with two 1s; fighter 2, tank 4.
    for face in (1, 1, 3, 4, 5):
        assert "ussr infantry" in s.chance_label()
        act(face)
    assert "ussr tank" in s.chance_label()
    act(4)
    assert "ussr fighter" in s.chance_label()
    act(2)
    # Germany takes a tank and two infantry (reading A, spec C6).
    for kind in ("tank", "infantry", "infantry"):
        if s.pending["kind"] == "casualty":
            act(A.Casualty(pick(s, kind)))
    # Defence: three infantry (two of them casualties) and the artillery: one 1; tank 5.
    for face, unit in (
        (1, "germany infantry"),
        (3, "germany infantry"),
        (4, "germany infantry"),
        (3, "germany artillery"),
        (5, "germany tank"),
    ):
        assert unit in s.chance_label()
        act(face)
    act(A.Casualty(pick(s, "infantry")))
    act(A.Press())
    # Round 2: four infantry dice, three 1s; the tank and fighter dice are not needed (any value).
    for face in (1, 1, 1, 5, 6, 6):
        act(face)
    # Defence: the artillery hits with 2; the last die, printed as the tank's, is the infantry's 6.
    labels = []
    for face in (6, 2):
        labels.append(s.chance_label())
        act(face)
    assert any("artillery" in lb for lb in labels)
    if s.pending["kind"] == "casualty":
        act(A.Casualty(pick(s, "infantry")))
    # 7. West Russia is Soviet with 3 infantry and 1 tank; the fighter lands in Russia.
    assert s.owner["west_russia"] == "ussr"
    assert s.pending["kind"] == "land"
    fighter = s.pending["unit"]
    act(A.Land(fighter, "russia"))
    assert units_of(s, "west_russia") == {"ussr": {"infantry": 3, "tank": 1}}
    assert s.production("ussr") == 26 and s.production("germany") == 38
    # 8. Non-combat: 2 inf + art Russia -> Archangel, both tanks Russia -> Karelia, sub 4 -> 3 -> 6.
    assert s.pending["kind"] == "noncombat_move"
    act(
        A.Move(
            tuple(ids(s, "russia", "ussr", "infantry")[:2]) + tuple(ids(s, "russia", "ussr", "artillery")),
            ("archangel",),
        )
    )
    act(A.Move(tuple(ids(s, "russia", "ussr", "tank")), ("west_russia", "karelia_s_s_r")))
    act(A.Move(tuple(ids(s, "sz04", "ussr", "submarine")), ("sz03", "sz06")))
    act(A.Done())
    # 9. Mobilize: 3 tanks and 1 artillery in Caucasus, its full limit of 4.
    assert s.pending["kind"] == "mobilize"
    for kind in ("tank", "tank", "tank", "artillery"):
        act(A.Place(kind, "caucasus", "caucasus"))
    # 10. Collect income: 26; the German turn begins.
    assert s.ipcs["ussr"] == 26
    assert s.power == "germany"
    assert units_of(s, "caucasus")["ussr"]["tank"] == 4
    # The record replays to the same hash.
    replayed, _ = replay(GAME, _record_of({}, done))
    assert replayed.state_hash() == s.state_hash()
    assert s.current_player() in (CHANCE, s.player_of("germany"))
