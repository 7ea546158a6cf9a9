"""The steps of one battle or air bombardment: the phases a resolver goes through, the decisions
and chance outcomes taken in them (`combat_*` actions, `ACTION_CLASSES` by kind), why a battle
refuses a decision (`refusal`, in the rulebook's words) and the default decision of whoever must
decide (`default_policy_action`: the casualty policy of the odds, the AI and "decide for me").

Phases: rolls are chance steps; the others are decisions of the resolver's `actor` (a role).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45.battle_setup import ATT, DEF
from sandtable.games.g1943_45.combat_rules import (
    FORT,
    PLANES,
    default_elite_mode,
    default_loss_choice,
    elite_candidates,
    loss_targets,
)

if TYPE_CHECKING:
    from sandtable.games.g1943_45.combat import Battle


# -- actions ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class DiceRoll(Action):
    """Chance outcome in faces mode: the faces rolled (ascending)."""

    kind: ClassVar[str] = "combat_dice"
    faces: tuple[int, ...] = ()

    def describe(self) -> str:
        return "rolled " + "-".join(str(f) for f in self.faces) if self.faces else "no dice"


@dataclass(frozen=True)
class HitsRoll(Action):
    """Chance outcome in compact mode: only the number of hits."""

    kind: ClassVar[str] = "combat_hits"
    hits: int = 0

    def describe(self) -> str:
        return f"{self.hits} hit{'s' if self.hits != 1 else ''}"


def unit_phrase(uid: str) -> str:
    """A readable name for a battle unit id: 'a cube from 18', 'tank A.tank.2', 'elite X.elite#1'."""
    if uid.startswith("cube@"):
        zone = uid.split("@", 1)[1].split("#", 1)[0]
        return f"a cube from {zone}"
    kind = uid.split(".")[1] if uid.count(".") >= 2 else uid.split("#", 1)[0].split(".")[-1]
    kind = kind.replace("_", " ")
    return f"{kind} {uid}" if kind and kind != uid else uid


@dataclass(frozen=True)
class TakeLoss(Action):
    """Satisfy one loss with a unit (eliminated, or engaged if an unengaged counter)."""

    kind: ClassVar[str] = "combat_take_loss"
    uid: str = ""

    def describe(self) -> str:
        return f"take a loss with {unit_phrase(self.uid)}"


@dataclass(frozen=True)
class RetreatAll(Action):
    """The defender withdraws every force along retreat path number `path` (1 or 2 zones)."""

    kind: ClassVar[str] = "combat_retreat"
    path: int = 0

    def describe(self) -> str:
        return f"retreat every defending force (retreat route {self.path + 1})"


@dataclass(frozen=True)
class PartialRetreat(Action):
    """After the first round, the defender withdraws some forces along path number `path`."""

    kind: ClassVar[str] = "combat_partial_retreat"
    uids: tuple[str, ...] = ()
    path: int = 0

    def describe(self) -> str:
        units = ", ".join(unit_phrase(u) for u in self.uids)
        return f"retreat {units} (retreat route {self.path + 1})"


@dataclass(frozen=True)
class WithdrawPlane(Action):
    """After a round, a defending plane in the zone flies to another friendly zone, engaged
    (lines 703, 795)."""

    kind: ClassVar[str] = "combat_withdraw_plane"
    uid: str = ""
    zone: str = ""

    def describe(self) -> str:
        return f"fly {unit_phrase(self.uid)} out to {self.zone}"


@dataclass(frozen=True)
class EliteEffect(Action):
    """An unengaged elite inflicts or absorbs one loss, then is engaged (line 826)."""

    kind: ClassVar[str] = "combat_elite"
    uid: str = ""
    mode: str = "inflict"

    def describe(self) -> str:
        effect = "inflict one loss" if self.mode == "inflict" else "absorb one loss"
        return f"{unit_phrase(self.uid)}: {effect}"


@dataclass(frozen=True)
class Continue(Action):
    kind: ClassVar[str] = "combat_continue"

    def describe(self) -> str:
        return "continue the combat"


@dataclass(frozen=True)
class PlayStopBattle(Action):
    kind: ClassVar[str] = "combat_stop_battle"

    def describe(self) -> str:
        return "play Stop Battle"


@dataclass(frozen=True)
class BreakOff(Action):
    kind: ClassVar[str] = "combat_break_off"

    def describe(self) -> str:
        return "break off the attack"


ACTION_CLASSES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (DiceRoll, HitsRoll, TakeLoss, RetreatAll, PartialRetreat, WithdrawPlane,
                              EliteEffect, Continue, PlayStopBattle, BreakOff)
}


# -- phases ---------------------------------------------------------------------------------
P_INTERCEPT_ROLL = "intercept_roll"
P_INTERCEPT_LOSSES = "intercept_losses"
P_BOMBARD_ROLL = "bombard_roll"
P_BOMBARD_LOSSES = "bombard_losses"
P_ROLL = "roll"
P_ELITE = "elite"
P_LOSSES = "losses"
P_DEFENDER_CHOICE = "defender_choice"
P_ATTACKER_CHOICE = "attacker_choice"
P_FINISHED = "finished"


# -- what the deciding player may do ---------------------------------------------------------
def decisions(battle: Battle) -> list[Action]:
    """The decisions `battle` lists now (any subset of defenders may withdraw, not only these)."""
    phase = battle.phase
    role = battle.actor
    out: list[Action] = []
    if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
        units = battle.units[role]
        seen = set()
        for i in loss_targets(units, sea_only=phase == P_INTERCEPT_LOSSES):
            u = units[i]
            # Identical units are one choice (the AI should not branch on which cube dies).
            sig = (u.type, u.engaged, u.role)
            if sig not in seen:
                seen.add(sig)
                out.append(TakeLoss(u.uid))
        if phase == P_LOSSES and role == DEF and battle.pending[DEF] == 1:
            out.extend(RetreatAll(i) for i in range(len(battle.setup.retreat_paths)))
    elif phase == P_ELITE:
        units = battle.units[role]
        i = elite_candidates(units)[0]
        out.append(EliteEffect(units[i].uid, "inflict"))
        if battle.pending[role] > 0:
            out.append(EliteEffect(units[i].uid, "absorb"))
    elif phase == P_DEFENDER_CHOICE:
        out.append(Continue())
        out.extend(RetreatAll(i) for i in range(len(battle.setup.retreat_paths)))
        if battle.setup.retreat_paths:
            for u in walkers(battle):
                out.extend(PartialRetreat((u,), i) for i in range(len(battle.setup.retreat_paths)))
        for uid in flyers(battle):
            # Three destinations a plane are listed; any zone of `plane_zones` is accepted.
            out.extend(WithdrawPlane(uid, z) for z in (battle.setup.plane_zones or ())[:3])
        if battle._may_stop(DEF):
            out.append(PlayStopBattle())
    elif phase == P_ATTACKER_CHOICE:
        out.append(Continue())
        if battle.round >= battle.setup.max_rounds:
            return out      # the last round is fought: end the battle, or play Reserves (936)
        if battle._may_break_off():
            out.append(BreakOff())
        if battle.round >= 1 and battle._may_stop(ATT):
            out.append(PlayStopBattle())
    return out


def walkers(battle: Battle) -> tuple[str, ...]:
    """Defenders that may withdraw along a retreat path: not the line; planes fly instead when
    the setup gives them zones (lines 703, 795)."""
    by_air = battle.setup.plane_zones is not None
    return tuple(u.uid for u in battle.units[DEF]
                 if not u.external and u.type != FORT and not (by_air and u.type in PLANES))


def flyers(battle: Battle) -> tuple[str, ...]:
    if not battle.setup.plane_zones:
        return ()
    return tuple(u.uid for u in battle.units[DEF] if not u.external and u.type in PLANES)


def partial_problem(battle: Battle, action: PartialRetreat) -> str:
    units = {u.uid: u for u in battle.units[DEF]}
    movable = walkers(battle)
    if not action.uids:
        return "name the forces that withdraw"
    for uid in action.uids:
        u = units.get(uid)
        if u is None or u.external:
            return f"{uid} is not a defending force in the zone"
        if u.type == FORT:
            return "a fortified line cannot move (line 854)"
        if uid not in movable:
            return f"{uid} is a plane: it flies to a friendly zone instead (lines 703, 795)"
    if not 0 <= action.path < len(battle.setup.retreat_paths):
        return f"there is no retreat path number {action.path}"
    return ""


# -- the deciding player's refusals and default decision -----------------------------------
def refusal(battle: Battle, action: Action, player: str) -> str:
    """Why `battle` refuses `action` of the deciding `player` (a side name), in the rulebook's words;
    asked once the action is known not to be legal."""
    phase = battle.phase
    if isinstance(action, RetreatAll | PartialRetreat):
        if battle.actor == ATT and phase in (P_LOSSES, P_INTERCEPT_LOSSES):
            return "the attacker can never retreat to satisfy losses (line 738)"
        if phase == P_BOMBARD_LOSSES:
            return "no retreat can satisfy a loss from the fleet bombardment (line 760)"
        if not battle.setup.retreat_paths:
            return "the defender has no zone to retreat to"
        if not 0 <= action.path < len(battle.setup.retreat_paths):
            return f"there is no retreat path number {action.path}"
        if phase == P_LOSSES and battle.actor == DEF:
            return (f"a retreat satisfies one and only one loss (line 734): take "
                    f"{battle.pending[DEF] - 1} other loss(es) first")
        if isinstance(action, PartialRetreat):
            return "part of the forces can withdraw only after a round, before the next one (line 705)"
        return "the defender may retreat only after a round of combat (lines 705, 736)"
    if isinstance(action, TakeLoss):
        if phase not in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
            return "no loss is to be satisfied now"
        units = battle.units[battle.actor]
        if all(u.uid != action.uid for u in units):
            return f"{action.uid} is not one of the {player} forces in this combat"
        if phase == P_INTERCEPT_LOSSES:
            return "an interception destroys a force carried by sea (line 766)"
        return "a supporting plane from another zone does not take losses"
    if isinstance(action, EliteEffect):
        if phase != P_ELITE:
            return "the elite acts only right after the combat dice (line 826)"
        if action.mode == "absorb" and battle.pending[battle.actor] == 0:
            return "there is no loss for the elite to absorb"
        return f"{action.uid} is not an unengaged elite in this combat"
    if isinstance(action, PlayStopBattle):
        return (f"the {player} player cannot play Stop Battle now "
                "(only from the end of the first round, lines 930, 950)")
    if isinstance(action, BreakOff):
        return "only a landing can be broken off by the attacker (line 752)"
    if isinstance(action, WithdrawPlane):
        if phase != P_DEFENDER_CHOICE:
            return "the defender's planes withdraw before the dice or between rounds (lines 703, 795)"
        if battle.setup.plane_zones is not None and action.zone not in battle.setup.plane_zones:
            return f"{action.zone} is not another friendly zone with room for the plane (line 703)"
        return f"{action.uid} is not a defending plane in the zone"
    if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
        return f"the {player} player must satisfy {battle.pending[battle.actor]} loss(es) first"
    return f"{action.describe()} is not legal now"


def default_policy_action(battle: Battle) -> Action:
    """The default decision of whoever must decide: casualties in the default order, the elite
    absorbing when there is a loss, never retreating, never stopping or breaking off."""
    phase = battle.phase
    role = battle.actor
    units = battle.units[role]
    if phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
        i = default_loss_choice(units, battle.setup.mountain, battle.options,
                                sea_only=phase == P_INTERCEPT_LOSSES,
                                eliminate_only=phase == P_INTERCEPT_LOSSES)
        assert i is not None
        return TakeLoss(units[i].uid)
    if phase == P_ELITE:
        i = elite_candidates(units)[0]
        return EliteEffect(units[i].uid, default_elite_mode(battle.pending[role]))
    if phase in (P_DEFENDER_CHOICE, P_ATTACKER_CHOICE):
        return Continue()
    raise IllegalAction("no decision is pending")
