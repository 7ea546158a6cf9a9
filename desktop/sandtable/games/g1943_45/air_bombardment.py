"""The resolver of one air bombardment (the counterpart of `combat.Battle` for a plane bombing a
zone, lines 802-804); bombing.py decides when a plane may bomb and battle_result.py applies the
outcome to the board."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from sandtable.core.protocol import CHANCE, TERMINAL, Action, IllegalAction, JsonValue, State
from sandtable.games.g1943_45.battle_actions import (
    P_BOMBARD_ROLL,
    P_FINISHED,
    P_LOSSES,
    DiceRoll,
    HitsRoll,
    PartialRetreat,
    RetreatAll,
    TakeLoss,
)
from sandtable.games.g1943_45.battle_setup import BattleSetupError, assign_uids
from sandtable.games.g1943_45.combat_rules import (
    ALLIED,
    AXIS,
    FORT,
    OPTION_DEFAULTS,
    PLANES,
    SIDE_NAMES,
    UNIT_TYPES,
    Unit,
    apply_loss,
    binomial_hits,
    count_hits,
    default_loss_choice,
    face_outcomes,
    loss_targets,
)


@dataclass(frozen=True)
class BombardmentOutcome:
    hit: bool
    target_survivors: tuple[Unit, ...]
    target_eliminated: tuple[Unit, ...]
    became_engaged: tuple[str, ...]

    def to_json(self) -> dict[str, JsonValue]:
        return {"hit": self.hit, "target_survivors": [u._asdict() for u in self.target_survivors],
                "target_eliminated": [u._asdict() for u in self.target_eliminated],
                "became_engaged": list(self.became_engaged)}


class AirBombardment(State):
    """A plane bombs an enemy zone (Air Bombardment, lines 802-804): the plane is engaged, one die,
    4-6 inflicts one loss, 5-6 if an enemy plane (even engaged) or a fortified line is in the zone
    (among the targets, or `shielded`: elsewhere in the zone);
    the owner satisfies the loss as in combat, never by retreat and no plane may leave."""

    def __init__(self, bomber_side: int, bomber_uid: str, targets: Sequence[Unit], *, mountain: bool = False,
                 options: Mapping[str, bool] | None = None, mode: str = "faces", zone: str = "the zone",
                 shielded: bool = False, _blank: bool = False) -> None:
        if _blank:
            return
        if bomber_side not in (ALLIED, AXIS):
            raise BattleSetupError("the bombing side must be 0 (Allied) or 1 (Axis)")
        if mode not in ("faces", "hits"):
            raise ValueError("mode must be 'faces' or 'hits'")
        if any(u.type not in UNIT_TYPES for u in targets):
            raise BattleSetupError("unknown force type in the bombed zone")
        self.bomber_side = bomber_side
        self.bomber_uid = bomber_uid
        self.targets = assign_uids(targets, "X" if bomber_side == ALLIED else "A")
        self.mountain = mountain
        self.options = {k: bool((options or {}).get(k, v)) for k, v in OPTION_DEFAULTS.items()}
        self.mode = mode
        self.zone = zone
        # "If there is an enemy plane in the bombed zone, even an engaged one, or a fortified line"
        # (line 802): `shielded` says so of pieces of the zone that are not targets (a force that
        # just moved is bombed in its arrival zone, where others may stand).
        shield = shielded or any(u.type in PLANES or u.type == FORT for u in self.targets)
        self.threshold = 5 if shield else 4
        self.phase = P_BOMBARD_ROLL
        self.hit = False
        self.eliminated: list[Unit] = []
        self.became_engaged: list[str] = [bomber_uid]
        self.outcome: BombardmentOutcome | None = None
        if not self.targets:
            raise BattleSetupError("there is nothing to bomb in the zone")

    @property
    def finished(self) -> bool:
        return self.phase == P_FINISHED

    def current_player(self) -> int:
        if self.phase == P_FINISHED:
            return TERMINAL
        return CHANCE if self.phase == P_BOMBARD_ROLL else 1 - self.bomber_side

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase != P_BOMBARD_ROLL:
            return []
        if self.mode == "hits":
            return [(HitsRoll(k), p) for k, p in enumerate(binomial_hits(1, self.threshold))]
        return [(DiceRoll(faces), p) for faces, p in face_outcomes(1)]

    def chance_label(self) -> str:
        if self.phase != P_BOMBARD_ROLL:
            return ""
        side = SIDE_NAMES[self.bomber_side]
        return f"{self.zone}: air bombardment by {side} plane (hits on {self.threshold}-6)"

    def legal_actions(self) -> list[Action]:
        if self.phase != P_LOSSES:
            return []
        seen = set()
        out: list[Action] = []
        for i in loss_targets(self.targets):
            u = self.targets[i]
            if (u.type, u.engaged, u.role) not in seen:
                seen.add((u.type, u.engaged, u.role))
                out.append(TakeLoss(u.uid))
        return out

    def check_legal(self, action: Action) -> None:
        if self.phase == P_FINISHED:
            raise IllegalAction("the bombardment is over", action)
        if self.phase == P_BOMBARD_ROLL:
            ok = (isinstance(action, DiceRoll) and len(action.faces) == 1 and 1 <= action.faces[0] <= 6) or (
                isinstance(action, HitsRoll) and action.hits in (0, 1))
            if not ok:
                raise IllegalAction("the bombing die is pending", action)
            return
        if isinstance(action, RetreatAll | PartialRetreat):
            raise IllegalAction("no forces can withdraw from a bombed zone (line 802)", action)
        if not isinstance(action, TakeLoss) or all(u.uid != action.uid for u in self.targets):
            raise IllegalAction("choose which force satisfies the bombing loss", action)

    def _apply(self, action: Action) -> None:
        if self.phase == P_BOMBARD_ROLL:
            if isinstance(action, DiceRoll):
                self.hit = count_hits(action.faces, self.threshold) > 0
            else:
                assert isinstance(action, HitsRoll)
                self.hit = action.hits > 0
            if self.hit and loss_targets(self.targets):
                self.phase = P_LOSSES
            else:
                self._finish()
            return
        assert isinstance(action, TakeLoss)
        i = next(i for i, u in enumerate(self.targets) if u.uid == action.uid)
        self.targets, unit, effect = apply_loss(self.targets, i, self.mountain, self.options)
        if effect == "eliminated":
            self.eliminated.append(unit)
        else:
            self.became_engaged.append(unit.uid)
        self._finish()

    def _finish(self) -> None:
        self.phase = P_FINISHED
        self.outcome = BombardmentOutcome(self.hit, self.targets, tuple(self.eliminated),
                                          tuple(self.became_engaged))

    def default_loss(self) -> TakeLoss:
        i = default_loss_choice(self.targets, self.mountain, self.options)
        assert i is not None
        return TakeLoss(self.targets[i].uid)

    def to_json(self) -> dict[str, JsonValue]:
        return {"bomber_side": self.bomber_side, "bomber_uid": self.bomber_uid, "zone": self.zone,
                "targets": [list(u) for u in self.targets], "threshold": self.threshold, "phase": self.phase,
                "hit": self.hit, "eliminated": [list(u) for u in self.eliminated], "mode": self.mode}

    def clone(self) -> AirBombardment:
        other = AirBombardment(self.bomber_side, self.bomber_uid, (), _blank=True)
        other.__dict__.update(self.__dict__)
        other.eliminated = list(self.eliminated)
        other.became_engaged = list(self.became_engaged)
        return other
