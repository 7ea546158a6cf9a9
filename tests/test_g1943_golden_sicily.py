"""GAME SAMPLE (rulebook lines 960-998): turn 2, the Allied landing in Sicily, through the whole engine.

The position matches the sample's description: Tunis and Southern Tunisia are Allied after turn 1,
Sicily holds one Axis cube, the Italian tank and an elite (so that with the three Axis reinforcement
cubes it holds "3 cubes, a tank and elite" after the fleet bombardment, line 982), the Italian plane is
in Sardinia (the default deployment). Every die is forced to its printed value; every printed step and
number is asserted; the impulse ends with Sicily Allied and Italy surrenders at the end of the turn.

Where the engine differs from the narration without changing a number:
- The Allies name the plane support and the paratroopers with the landing (line 976 narrates them after
  the interception and the bombardment); the resolver engages them when the battle starts.
- The Allied tank comes from Southern Tunisia (16): "3 cubes and a tank from Tunisia" (line 968) cannot
  all stand in Tunis (17) with the 4 reinforcement cubes without breaking the stacking limit (542).
"""

from __future__ import annotations

from g1943_support import new_state, pass_turn, place, roll
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat import Continue, DiceRoll, EliteEffect, RetreatAll, TakeLoss
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, REMOVED, SEA
from sandtable.games.g1943_45.state import GameState


def decline_events(s: GameState) -> None:
    """Answer 'no event' wherever the events engine asks (the sample plays none)."""
    no_event = getattr(A, "NoEvent", None)
    while no_event is not None and s.pending and s.pending[-1][0] == "events":
        s.apply(no_event())


def dice(s: GameState, *faces: int) -> None:
    decline_events(s)
    assert s.current_player() == CHANCE, s.summary()
    s.apply(DiceRoll(tuple(sorted(faces))))


def act(s: GameState, action: A.Action) -> None:
    decline_events(s)
    s.apply(action)


def round_event(s: GameState, side: int) -> dict:
    battle = s.combat.resolver
    return [e for e in battle.events if e["step"] == "round" and e["side"] == side][-1]


def sample_position() -> GameState:
    s = new_state()
    s.apply(A.AcceptDefaultSetup())
    roll(s, 6, 1)
    s.apply(A.ChooseFirst("allied"))
    # Turn 1 has been played: Africa is Allied, the Axis forces there are gone.
    for cid in ("X.tank.1", "X.tank.2", "X.plane.1", "X.fortified_line.1"):
        s.eliminate(cid)
    s.cubes[AXIS][16] = s.cubes[AXIS][17] = 0
    s.cubes[AXIS][14] = 1
    s.cubes[ALLIED][18] -= 2
    place(s, ALLIED, 17, 2)
    tank = next(cid for cid, c in s.counters.items()
                if c.side == ALLIED and c.type == "tank" and c.zone == 18)
    s.put(tank, 16)
    s.control[16] = ALLIED
    s.dirty()
    while s.phase in ("reinforcements", "conversion"):
        decline_events(s)
        s.apply(A.ReinforceDone() if s.phase == "reinforcements" else A.ConvertDone())
    while s.turn == 1:
        decline_events(s)
        pass_turn(s)
    assert s.turn == 2
    return s


def test_game_sample_sicily_landing_through_the_engine() -> None:
    s = sample_position()
    tank = next(cid for cid, c in s.counters.items() if c.side == ALLIED and c.zone == 16)
    # Turn 2 opening (lines 962-966).
    roll(s, 6, 5)
    act(s, A.ChooseFirst("allied"))
    act(s, A.Reinforce(17, 4))
    act(s, A.Reinforce(14, 3))
    while s.phase == "reinforcements":      # the Axis may play New Defensive Line here; it does not
        act(s, A.ReinforceDone())
    act(s, A.Convert(17, "paratroopers"))
    act(s, A.Convert(17, "plane"))
    act(s, A.ConvertDone())
    act(s, A.ConvertDone())
    decline_events(s)
    assert s.phase == "impulses" and s.active_side() == ALLIED
    plane = next(cid for cid, c in s.counters.items() if c.zone == 17 and c.type == "plane")
    paras = next(cid for cid, c in s.counters.items() if c.zone == 17 and c.type == "paratroopers")
    assert s.cubes[ALLIED][17] == 3 and s.cubes[AXIS][14] == 4
    pools = (s.cube_pool(ALLIED), s.cube_pool(AXIS))
    # The fleets flipped back at the end of turn 1 (line 598), so one can be engaged now.
    fleet = "A.fleet_us.1"
    assert not s.counters[fleet].engaged

    # "First impulse, Allies: use a fleet, move 3 cubes and a tank from Tunisia near Sicily and
    # attempts a landing" (line 968).
    act(s, C.StartCombat())
    # The Axis could bomb Tunis now (line 802); in the sample it does not.
    assert s.current_player() == AXIS and s.pending[-1][0] == "bomb_window"
    act(s, C.Bomb("", 0))
    landing = C.Landing(14, (17, 16), (3, 0), (tank,), (fleet,), tank, plane, (paras,))
    act(s, landing)
    assert s.counters[fleet].engaged
    # The Axis may intercept with what can reach: the Italian fleet, the U-boat, planes in range (764).
    assert s.current_player() == AXIS and s.pending[-1][0] == "landing_intercept"
    offered = {a.pieces for a in s.legal_actions()}
    assert ("X.fleet_it.1",) in offered and ("X.uboat.1",) in offered and ("X.plane_it.1",) in offered
    # "The Axis player tries to intercept the landing with the Italian fleet: he engages it" (970).
    act(s, C.InterceptLanding(("X.fleet_it.1",)))
    assert s.counters["X.fleet_it.1"].engaged and not s.counters["X.uboat.1"].engaged
    # The Axis defence: the plane present in Sardinia supports, the Italian tank too (line 982).
    assert s.current_player() == AXIS and s.pending[-1][0] == "defend"
    act(s, C.Defend((), 0, "X.plane_it.1", "X.tank_it.1"))
    battle = s.combat.resolver
    assert battle is not None and battle.setup.landing and battle.setup.fleets == 1

    # "... rolls a die and gets 5: the Allies must eliminate a cube" (line 970).
    assert "interception" in s.chance_label()
    dice(s, 5)
    assert s.current_player() == ALLIED
    act(s, TakeLoss("cube@17#1"))
    # "rolls a die for the preliminary bombardment of the fleet, rolls a 5 which involves a loss for the
    # Axis in the Sicily zone, which is satisfied by eliminating a cube" (line 974).
    assert "bombardment" in s.chance_label()
    dice(s, 5)
    assert s.current_player() == AXIS
    assert RetreatAll(0) not in s.legal_actions()       # no retreat for a bombardment loss (line 760)
    act(s, TakeLoss("cube@14#1"))
    # "The Axis still have 3 cubes, a tank and elite forces in the zone" (line 982).
    assert sorted(u.type for u in battle.units[1] if not u.external) == ["cube", "cube", "cube", "elite",
                                                                           "tank_it"]
    act(s, Continue())                                  # the Allies go on with the landing (752)

    # Round 1: "he rolls three dice (two for the surviving cubes and one for the paratroopers) and,
    # thanks to the presence of the tank and the plane supporting the combat, he must roll 4-5-6" (978).
    assert battle.roll_spec()[:2] == (3, 4)
    assert s.counters[plane].engaged and s.counters[paras].engaged
    dice(s, 4, 4, 6)
    assert round_event(s, ALLIED)["hits"] == 3          # "inflicting three Axis casualties" (980)
    # The Axis: "three dice with a roll to inflict losses of 4-5 or 6 ... 3-5-6, thus inflicting two
    # losses on the Allied player" (line 982).
    assert battle.roll_spec()[:2] == (3, 4)
    dice(s, 3, 5, 6)
    assert round_event(s, AXIS)["hits"] == 2
    # "the Axis eliminates a cube, and engages both the tank and the elite forces ... the Allied
    # player instead eliminates two cubes" (line 984).
    act(s, EliteEffect("X.elite.1", "absorb"))
    act(s, TakeLoss("cube@17#2"))
    act(s, TakeLoss("cube@17#3"))
    act(s, TakeLoss("cube@14#2"))
    act(s, TakeLoss("X.tank_it.1"))
    assert battle.losses == [3, 4]                      # interception and bombardment included
    act(s, Continue())                                  # the Axis stays
    act(s, Continue())                                  # the Allies go on

    # Round 2: "The Allied player rolls two dice, always 4-5-6: he rolls an amazing 6-6" (988).
    assert battle.roll_spec()[:2] == (2, 4)
    dice(s, 6, 6)
    assert round_event(s, ALLIED)["hits"] == 2
    # "The Axis also rolls, four dice on a 5-6 ... rolls 2-3-4-6, inflicting only one casualty" (990).
    assert battle.roll_spec()[:2] == (4, 5)
    dice(s, 2, 3, 4, 6)
    assert round_event(s, AXIS)["hits"] == 1
    # "The Allies engages the tank ... The Axis instead eliminates a cube, and decides to retreat from
    # Sicily with all the surviving forces, thus satisfying all the losses suffered" (992-994).
    act(s, TakeLoss(tank))
    act(s, TakeLoss("cube@14#3"))
    path = battle.setup.retreat_paths.index(("13",))
    act(s, RetreatAll(path))

    # "The Allies occupies Sicily" (line 996): the landed tank and the dropped paratroopers.
    assert s.combat.resolver is None
    assert s.control[14] == ALLIED
    assert s.counters[tank].zone == 14 and s.counters[tank].engaged
    assert s.counters[paras].zone == 14 and s.counters[paras].engaged
    assert s.cubes[ALLIED][14] == 0 and s.cubes[ALLIED][17] == 0 and s.cubes[AXIS][14] == 0
    assert s.counters[plane].zone == 17 and s.counters[plane].engaged      # planes never occupy (742)
    # The Axis survivors stand in 13: a cube, the engaged Italian tank and the engaged elite.
    assert s.counters["X.tank_it.1"].zone == 13 and s.counters["X.tank_it.1"].engaged
    assert s.counters["X.elite.1"].zone == 13 and s.counters["X.elite.1"].engaged
    assert s.cubes[AXIS][13] == 2 + 1
    # Losses went back to the pools: 3 Allied cubes, 3 Axis cubes.
    assert s.cube_pool(ALLIED) == pools[ALLIED] + 3 and s.cube_pool(AXIS) == pools[AXIS] + 3

    # "Since he has no other attacks to resolve, the impulse passes to the Axis player" (line 998).
    act(s, A.EndImpulse())
    while s.pending and s.pending[-1][0] == "stacking":
        act(s, s.legal_actions()[0])                     # 13 is over-stacked after the retreat (544)
    decline_events(s)
    assert s.active_side() == AXIS
    # Both players pass; at the end of the turn Italy surrenders (lines 892-896).
    while s.turn == 2 and s.final is None:
        decline_events(s)
        if s.current_player() == CHANCE:
            roll(s, 6)
            continue
        if s.phase != "impulses" or s.pending:
            act(s, s.legal_actions()[0])
            continue
        act(s, A.EndImpulse() if s.acted else A.Pass())
    assert s.italy_out
    for cid in ("X.fleet_it.1", "X.tank_it.1", "X.plane_it.1"):
        assert s.counters[cid].zone == REMOVED
    assert s.control[14] == ALLIED and s.transport[AXIS] == 0
    assert s.counters["X.uboat.1"].zone == SEA
