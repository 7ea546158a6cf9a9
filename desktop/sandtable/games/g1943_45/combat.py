"""1943-1945 combat resolver: one battle (or one air bombardment) as a small rules state machine.

The one resolver used by play, the odds calculator and the AI. A `Battle` speaks the shape of
`core.protocol.State`: `current_player()` is the Allied (0) or Axis (1) player deciding, `CHANCE`
for a roll, `TERMINAL` once `finished`; dice are chance steps listing exact probabilities, either as
faces (mode "faces": the golden tests force the printed dice) or as numbers of hits (mode "hits":
the odds calculator enumerates these); both come from `combat_rules`. Casualties, the elite's
effect, retreats, Stop Battle and breaking off a landing are decisions of the player concerned.
When finished, `outcome` says what the engine must apply to the board.

The engine computes what the board decides (which units join, which zones a retreat may reach,
interceptors in range, fleets engaged) and passes a `BattleSetup`; this module imports nothing of
the engine. Rule passages are cited by line of the English rulebook (seeds/000_...txt).

The resolver is split by what each part owns: the phases, the decisions and dice, the default
decision and the words of a refusal (`battle_actions`); what goes in and comes out
(`battle_setup`: `BattleSetup`, its validation, `BattleOutcome`); the battle's state machine
(`Battle`, here); the air bombardment (`air_bombardment`). Every name of those stays importable
from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache
from typing import Any

from sandtable.core.protocol import CHANCE, TERMINAL, Action, IllegalAction, JsonValue, State
from sandtable.games.g1943_45.air_bombardment import AirBombardment, BombardmentOutcome
from sandtable.games.g1943_45.battle_actions import (
    ACTION_CLASSES,
    P_ATTACKER_CHOICE,
    P_BOMBARD_LOSSES,
    P_BOMBARD_ROLL,
    P_DEFENDER_CHOICE,
    P_ELITE,
    P_FINISHED,
    P_INTERCEPT_LOSSES,
    P_INTERCEPT_ROLL,
    P_LOSSES,
    P_ROLL,
    BreakOff,
    Continue,
    DiceRoll,
    EliteEffect,
    HitsRoll,
    PartialRetreat,
    PlayStopBattle,
    RetreatAll,
    TakeLoss,
    WithdrawPlane,
    decisions,
    default_policy_action,
    flyers,
    partial_problem,
    refusal,
    unit_phrase,
    walkers,
)
from sandtable.games.g1943_45.battle_setup import (
    ATT,
    DEF,
    RESULTS,
    BattleOutcome,
    BattleSetup,
    BattleSetupError,
    assign_uids,
    cubes_of,
    loss_effect_of,
    unit_counts,
    validate_setup,
)
from sandtable.games.g1943_45.combat_rules import (
    ALLIED,
    AXIS,
    DROPPED,
    FORT,
    NAVAL_HIT,
    OPTION_DEFAULTS,
    SIDE_NAMES,
    Unit,
    apply_loss,
    binomial_hits,
    canonical,
    count_hits,
    dice_count,
    elite_candidates,
    engage_on_entry,
    face_outcomes,
    hit_threshold,
    is_present,
    loss_targets,
)

__all__ = [
    "ALLIED", "AXIS", "ATT", "DEF", "Unit", "BattleSetup", "BattleSetupError", "Battle", "BattleOutcome",
    "DiceRoll", "HitsRoll", "TakeLoss", "RetreatAll", "PartialRetreat", "EliteEffect", "Continue",
    "PlayStopBattle", "BreakOff", "WithdrawPlane", "AirBombardment", "BombardmentOutcome", "ACTION_CLASSES",
    "default_policy_action",
    # also importable from here, as before the split:
    "unit_phrase", "validate_setup", "RESULTS", "P_INTERCEPT_ROLL", "P_INTERCEPT_LOSSES", "P_BOMBARD_ROLL",
    "P_BOMBARD_LOSSES", "P_ROLL", "P_ELITE", "P_LOSSES", "P_DEFENDER_CHOICE", "P_ATTACKER_CHOICE",
    "P_FINISHED", "unit_counts", "cubes_of", "loss_effect_of",
]


# -- the battle -------------------------------------------------------------------------------

_CHANCE_PHASES = frozenset({P_INTERCEPT_ROLL, P_BOMBARD_ROLL, P_ROLL})


class Battle(State):
    """One combat or landing, from interception to the outcome."""

    __slots__ = ("setup", "mode", "units", "eliminated", "became_engaged", "phase", "actor", "round",
                 "pending", "hits", "losses", "retreat_path", "partial", "ended_by", "stop_by",
                 "events", "outcome", "_opts", "withdrawn")

    def __init__(self, setup: BattleSetup, mode: str = "faces", *, _blank: bool = False) -> None:
        if _blank:
            return
        if mode not in ("faces", "hits"):
            raise ValueError("mode must be 'faces' or 'hits'")
        validate_setup(setup)
        self.setup = setup
        self.mode = mode
        self._opts = {k: bool(setup.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()}
        attacking = assign_uids(setup.attacking, "A" if setup.attacker == ALLIED else "X")
        defending = assign_uids(setup.defending, "X" if setup.attacker == ALLIED else "A")
        self.became_engaged: list[str] = []
        self.units: list[tuple[Unit, ...]] = [self._engage_on_entry(attacking),
                                              self._engage_on_entry(defending)]
        self.eliminated: list[list[Unit]] = [[], []]
        self.phase = P_FINISHED
        self.actor = ATT
        self.round = 0
        self.pending = [0, 0]
        self.hits = [0, 0]
        self.losses = [0, 0]
        self.retreat_path: tuple[str, ...] | None = None
        self.partial: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
        self.withdrawn: list[tuple[str, str]] = []
        self.ended_by = ""
        self.stop_by: int | None = None
        self.events: list[dict[str, Any]] = []
        self.outcome: BattleOutcome | None = None
        self._start()

    def _engage_on_entry(self, units: tuple[Unit, ...]) -> tuple[Unit, ...]:
        out, flipped = engage_on_entry(units)
        self.became_engaged.extend(flipped)
        return out

    # -- protocol ------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.phase == P_FINISHED

    @property
    def options(self) -> Mapping[str, bool]:
        return self._opts

    def current_player(self) -> int:
        if self.phase == P_FINISHED:
            return TERMINAL
        if self.phase in _CHANCE_PHASES:
            return CHANCE
        return self.setup.player(self.actor)

    def clone(self) -> Battle:
        other = Battle(self.setup, _blank=True)
        other.setup = self.setup
        other.mode = self.mode
        other._opts = self._opts
        other.units = list(self.units)
        other.eliminated = [list(self.eliminated[0]), list(self.eliminated[1])]
        other.became_engaged = list(self.became_engaged)
        other.phase = self.phase
        other.actor = self.actor
        other.round = self.round
        other.pending = list(self.pending)
        other.hits = list(self.hits)
        other.losses = list(self.losses)
        other.retreat_path = self.retreat_path
        other.partial = list(self.partial)
        other.withdrawn = list(self.withdrawn)
        other.ended_by = self.ended_by
        other.stop_by = self.stop_by
        other.events = list(self.events)
        other.outcome = self.outcome
        return other

    def key(self) -> tuple[Any, ...]:
        """A hashable key of everything that matters for the rest of the combat (not the ids)."""
        return (self.phase, self.actor, self.round, tuple(self.pending), self.hits[ATT],
                canonical(self.units[ATT]), canonical(self.units[DEF]), self.losses[DEF], self.stop_by)

    # -- chance --------------------------------------------------------------------------------
    def roll_spec(self) -> tuple[int, int, str]:
        """At a chance step: (number of dice, threshold, what is rolled)."""
        zone = self.setup.zone
        if self.phase == P_INTERCEPT_ROLL:
            names = ", ".join(self.setup.interceptors)
            return len(self.setup.interceptors), NAVAL_HIT, f"{zone}: landing interception ({names})"
        if self.phase == P_BOMBARD_ROLL:
            n = self.setup.fleets
            return n, NAVAL_HIT, f"{zone}: fleet bombardment ({n} fleet{'s' if n > 1 else ''})"
        if self.phase == P_ROLL:
            units = self.units[self.actor]
            n = dice_count(units, self.setup.mountain, self._opts)
            t = hit_threshold(units, self.setup.mountain)
            who = SIDE_NAMES[self.setup.player(self.actor)]
            role = "attacker" if self.actor == ATT else "defender"
            return n, t, f"{zone}, round {self.round}: {who} {role} dice ({n} at {t}-6)"
        raise IllegalAction("no die roll is pending")

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase not in _CHANCE_PHASES:
            return []
        n, t, _ = self.roll_spec()
        if self.mode == "hits":
            return [(HitsRoll(k), p) for k, p in enumerate(binomial_hits(n, t)) if p]
        return list(_dice_rolls(n))

    def chance_label(self) -> str:
        return self.roll_spec()[2] if self.phase in _CHANCE_PHASES else ""

    # -- legality ------------------------------------------------------------------------------
    def check_legal(self, action: Action) -> None:
        reason = self._illegal_reason(action)
        if reason:
            raise IllegalAction(reason, action)

    def _illegal_reason(self, action: Action) -> str:
        if self.phase == P_FINISHED:
            return "the combat is over"
        if self.phase in _CHANCE_PHASES:
            n, t, label = self.roll_spec()
            if self.mode == "hits":
                if not isinstance(action, HitsRoll):
                    return f"a roll is pending ({label}): expected a number of hits"
                return "" if 0 <= action.hits <= n else f"{action.hits} hits is impossible with {n} dice"
            if not isinstance(action, DiceRoll):
                return f"a roll is pending ({label}): expected the faces of {n} dice"
            if len(action.faces) != n or any(not isinstance(f, int) or not 1 <= f <= 6 for f in action.faces):
                return f"{label}: expected {n} faces between 1 and 6"
            return ""
        if isinstance(action, DiceRoll | HitsRoll):
            return "no die roll is pending"
        player = SIDE_NAMES[self.setup.player(self.actor)]
        phase = self.phase
        units = self.units[self.actor]
        if isinstance(action, TakeLoss) and phase in (P_LOSSES, P_INTERCEPT_LOSSES, P_BOMBARD_LOSSES):
            # Any of several identical units may be named, not only the one legal_actions() lists.
            targets = loss_targets(units, sea_only=phase == P_INTERCEPT_LOSSES)
            if any(units[i].uid == action.uid for i in targets):
                return ""
        if (isinstance(action, EliteEffect) and phase == P_ELITE
                and any(units[i].uid == action.uid for i in elite_candidates(units))
                and (action.mode == "inflict" or (action.mode == "absorb" and self.pending[self.actor] > 0))):
            return ""
        if (isinstance(action, WithdrawPlane) and phase == P_DEFENDER_CHOICE and action.uid in self._flyers()
                and action.zone in (self.setup.plane_zones or ())):
            return ""       # any friendly zone with room, not only the three listed
        if action not in self._legal():
            return refusal(self, action, player)
        return ""

    def legal_actions(self) -> list[Action]:
        return self._legal() if self.phase not in _CHANCE_PHASES else []

    def _legal(self) -> list[Action]:
        return decisions(self)

    def _walkers(self) -> tuple[str, ...]:
        return walkers(self)

    def _flyers(self) -> tuple[str, ...]:
        return flyers(self)

    def check_partial(self, action: PartialRetreat) -> str:
        return partial_problem(self, action)

    def _may_stop(self, role: int) -> bool:
        return self.round >= 1 and bool(self.setup.stop_battle[self.setup.player(role)])

    def _may_break_off(self) -> bool:
        return self.setup.landing or self._opts["attacker_may_break_off_attack"]

    def _may_reserve(self) -> bool:
        """Reserves "the attack continues for another round" (936, 956) may come once the last round
        is fought (914 "at any time"), before the battle is settled."""
        return self.setup.reserves and self.stop_by is None and self.setup.max_rounds < 4

    def extend(self, rounds: int = 1) -> bool:
        """Reserves: `rounds` more rounds (at most four in all). Played after the last round, the
        defender then chooses as after any round (705). False when it cannot be extended."""
        if self.finished or self.setup.max_rounds >= 4:
            return False
        last = self.phase == P_ATTACKER_CHOICE and self.round >= self.setup.max_rounds
        self.setup = replace(self.setup, max_rounds=min(4, self.setup.max_rounds + rounds))
        if last:
            self.phase, self.actor = P_DEFENDER_CHOICE, DEF
        return True

    def apply(self, action: Action) -> None:
        # Any subset of defenders may withdraw, not only the singletons listed by legal_actions().
        if isinstance(action, PartialRetreat) and self.phase == P_DEFENDER_CHOICE:
            reason = self.check_partial(action)
            if reason:
                raise IllegalAction(reason, action)
            self._apply(action)
            return
        super().apply(action)

    # -- transitions ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        phase = self.phase
        if phase in _CHANCE_PHASES:
            n, t, label = self.roll_spec()
            if isinstance(action, DiceRoll):
                faces = tuple(sorted(action.faces))
                hits = count_hits(faces, t)
            else:
                assert isinstance(action, HitsRoll)
                faces = ()
                hits = action.hits
            self._rolled(n, t, faces, hits)
        elif isinstance(action, TakeLoss):
            self._take_loss(action.uid)
        elif isinstance(action, RetreatAll):
            self._retreat_all(action.path, phase == P_LOSSES)
        elif isinstance(action, PartialRetreat):
            self._partial_retreat(action.uids, action.path)
        elif isinstance(action, WithdrawPlane):
            self._withdraw_plane(action.uid, action.zone)
        elif isinstance(action, EliteEffect):
            self._elite(action.uid, action.mode)
        elif isinstance(action, Continue):
            self._continue()
        elif isinstance(action, PlayStopBattle):
            self.stop_by = self.setup.player(self.actor)
            self.events.append({"step": "stop_battle", "player": self.stop_by})
            self._finish("stop_battle")
        elif isinstance(action, BreakOff):
            self.events.append({"step": "break_off", "round": self.round})
            self._finish("break_off")
        else:  # pragma: no cover - check_legal refuses everything else
            raise IllegalAction(f"{action.describe()} is not a combat action", action)

    def _rolled(self, n: int, t: int, faces: tuple[int, ...], hits: int) -> None:
        event: dict[str, Any] = {"dice": n, "threshold": t, "hits": hits}
        if self.mode == "faces":
            event["faces"] = list(faces)
        if self.phase == P_INTERCEPT_ROLL:
            self.events.append({"step": "interception", **event})
            self.pending[ATT] = hits
            self._begin_losses(P_INTERCEPT_LOSSES, ATT)
        elif self.phase == P_BOMBARD_ROLL:
            self.events.append({"step": "bombardment", **event})
            self.pending[DEF] = hits
            self._begin_losses(P_BOMBARD_LOSSES, DEF)
        else:
            role = self.actor
            self.events.append({"step": "round", "round": self.round,
                                "side": self.setup.player(role), **event})
            self.hits[role] = hits
            if role == ATT:
                self._roll(DEF)
            else:
                self._after_rolls()

    # pre-combat ---------------------------------------------------------------------------------
    def _start(self) -> None:
        if self.setup.landing and self.setup.interceptors:
            self.phase = P_INTERCEPT_ROLL
            return
        self._after_interception()

    def _after_interception(self) -> None:
        if not is_present(self.units[ATT]):
            self._finish("attacker_eliminated")
        elif self.setup.landing and self.setup.fleets and is_present(self.units[DEF]):
            self.phase = P_BOMBARD_ROLL
        else:
            self._after_bombardment()

    def _after_bombardment(self) -> None:
        if not is_present(self.units[DEF]):
            self._finish("defender_eliminated")
        elif self.setup.landing:
            # The attacker may call off a landing at any point (line 752), also before round one.
            self.phase, self.actor = P_ATTACKER_CHOICE, ATT
        else:
            self._begin_round()

    def _begin_losses(self, phase: str, role: int) -> None:
        self.phase, self.actor = phase, role
        self._check_losses_done()

    def _check_losses_done(self) -> None:
        role = self.actor
        sea_only = self.phase == P_INTERCEPT_LOSSES
        if self.pending[role] > 0 and loss_targets(self.units[role], sea_only):
            return
        self.pending[role] = 0          # losses beyond the forces present are lost
        if self.phase == P_INTERCEPT_LOSSES:
            self._after_interception()
        elif self.phase == P_BOMBARD_LOSSES:
            self._after_bombardment()
        elif role == ATT:
            self._begin_losses(P_LOSSES, DEF)
        else:
            self._end_round()

    # rounds ---------------------------------------------------------------------------------
    def _begin_round(self) -> None:
        self.round += 1
        self.hits = [0, 0]
        self._roll(ATT)

    def _roll(self, role: int) -> None:
        self.phase, self.actor = P_ROLL, role
        if dice_count(self.units[role], self.setup.mountain, self._opts) == 0:
            self.hits[role] = 0
            self.events.append({"step": "round", "round": self.round, "side": self.setup.player(role),
                                "dice": 0, "threshold": hit_threshold(self.units[role], self.setup.mountain),
                                "hits": 0})
            if role == ATT:
                self._roll(DEF)
            else:
                self._after_rolls()

    def _after_rolls(self) -> None:
        self.pending = [self.hits[DEF], self.hits[ATT]]
        self._next_elite(ATT)

    def _next_elite(self, role: int) -> None:
        for r in (ATT, DEF) if role == ATT else (DEF,):
            if elite_candidates(self.units[r]):
                self.phase, self.actor = P_ELITE, r
                return
        self._begin_losses(P_LOSSES, ATT)

    def _elite(self, uid: str, mode: str) -> None:
        role = self.actor
        units = self.units[role]
        i = next(i for i, u in enumerate(units) if u.uid == uid)
        self.units[role] = units[:i] + (units[i]._replace(engaged=True),) + units[i + 1:]
        self.became_engaged.append(uid)
        if mode == "absorb":
            self.pending[role] -= 1
            self.losses[role] += 1
        else:
            self.pending[1 - role] += 1
        self.events.append({"step": "elite", "side": self.setup.player(role), "uid": uid, "mode": mode})
        self._next_elite(role)

    def _take_loss(self, uid: str) -> None:
        role = self.actor
        units = self.units[role]
        i = next(i for i, u in enumerate(units) if u.uid == uid)
        eliminate_only = self.phase == P_INTERCEPT_LOSSES
        self.units[role], unit, effect = apply_loss(units, i, self.setup.mountain, self._opts, eliminate_only)
        if effect == "eliminated":
            self.eliminated[role].append(unit)
        else:
            self.became_engaged.append(uid)
        self.pending[role] -= 1
        self.losses[role] += 1
        self.events.append({"step": "loss", "side": self.setup.player(role), "uid": uid,
                            "type": unit.type, "effect": effect})
        self._check_losses_done()

    def _retreat_all(self, path: int, for_loss: bool) -> None:
        self.retreat_path = tuple(self.setup.retreat_paths[path])
        if for_loss:
            self.pending[DEF] -= 1
            self.losses[DEF] += 1
        self.events.append({"step": "retreat", "path": list(self.retreat_path), "for_loss": for_loss})
        if for_loss:
            # The attacker's losses of this round were already satisfied (attacker chooses first).
            self._end_round()
        else:
            self._finish("retreat")

    def _partial_retreat(self, uids: tuple[str, ...], path: int) -> None:
        leaving = set(uids)
        units = self.units[DEF]
        if all(u.uid in leaving for u in units if not u.external and u.type != FORT):
            self._retreat_all(path, False)
            return
        self.units[DEF] = tuple(u for u in units if u.uid not in leaving)
        gone = tuple(u.uid for u in units if u.uid in leaving)
        self.partial.append((gone, tuple(self.setup.retreat_paths[path])))
        self.events.append({"step": "partial_retreat", "uids": list(gone),
                            "path": list(self.setup.retreat_paths[path])})

    def _withdraw_plane(self, uid: str, zone: str) -> None:
        units = self.units[DEF]
        self.units[DEF] = tuple(u for u in units if u.uid != uid)
        self.withdrawn.append((uid, zone))
        if uid not in self.became_engaged:
            self.became_engaged.append(uid)
        self.events.append({"step": "plane_withdrawn", "uid": uid, "zone": zone})
        if not is_present(self.units[DEF]):
            self._finish("withdrawal")      # the zone is left empty: the attacker may occupy it

    def _end_round(self) -> None:
        if self.retreat_path is not None:
            self._finish("retreat")
        elif not is_present(self.units[DEF]):
            self._finish("defender_eliminated")
        elif not is_present(self.units[ATT]):
            self._finish("attacker_eliminated")
        elif self.round >= self.setup.max_rounds:
            if self._may_reserve():
                self.phase, self.actor = P_ATTACKER_CHOICE, ATT
            else:
                self._finish("rounds")
        else:
            self.phase, self.actor = P_DEFENDER_CHOICE, DEF

    def _continue(self) -> None:
        if self.phase == P_ATTACKER_CHOICE and self.round >= self.setup.max_rounds:
            self._finish("rounds")      # no Reserves after the last round
            return
        if self.phase == P_DEFENDER_CHOICE and (self._may_break_off() or self._may_stop(ATT)):
            self.phase, self.actor = P_ATTACKER_CHOICE, ATT
            return
        self._begin_round()

    def _finish(self, ended_by: str) -> None:
        self.phase = P_FINISHED
        self.ended_by = ended_by
        att, dfn = self.units
        defender_gone = self.retreat_path is not None or not is_present(dfn)
        attacker_left = is_present(att)
        zone_taken = defender_gone and attacker_left and ended_by not in ("stop_battle", "break_off")
        if self.retreat_path is not None:
            result = "defender_retreated"
        elif not is_present(dfn):
            result = "attacker_won" if attacker_left else "both_eliminated"
        else:
            result = "defender_held"
        if not zone_taken:
            # Paratroopers dropped on a zone not conquered are eliminated (line 838).
            dropped = [u for u in att if u.role == DROPPED]
            if dropped:
                self.eliminated[ATT].extend(dropped)
                att = tuple(u for u in att if u.role != DROPPED)
                self.units[ATT] = att
        survivors_def = dfn
        self.outcome = BattleOutcome(
            result=result, ended_by=ended_by, zone_taken=zone_taken, rounds=self.round,
            attacker_survivors=att, defender_survivors=survivors_def,
            attacker_eliminated=tuple(self.eliminated[ATT]), defender_eliminated=tuple(self.eliminated[DEF]),
            became_engaged=tuple(self.became_engaged),
            interceptors_engaged=tuple(self.setup.interceptors) if self.setup.landing else (),
            losses=(self.losses[ATT], self.losses[DEF]), retreat_path=self.retreat_path,
            partial_retreats=tuple(self.partial),
            landing_returns=self.setup.landing and not zone_taken and attacker_left,
            stop_battle_by=self.stop_by, planes_withdrawn=tuple(self.withdrawn),
        )
        self.events.append({"step": "end", "result": result, "ended_by": ended_by})

    # -- serialisation -------------------------------------------------------------------------
    def to_json(self) -> dict[str, JsonValue]:
        return {
            "setup": self.setup.to_json(), "mode": self.mode, "phase": self.phase, "actor": self.actor,
            "round": self.round, "pending": list(self.pending), "hits": list(self.hits),
            "losses": list(self.losses),
            "units": [[list(u) for u in side] for side in self.units],
            "eliminated": [[list(u) for u in side] for side in self.eliminated],
            "became_engaged": list(self.became_engaged),
            "retreat_path": None if self.retreat_path is None else list(self.retreat_path),
            "partial": [[list(a), list(b)] for a, b in self.partial],
            "ended_by": self.ended_by, "stop_by": self.stop_by,
            **({"withdrawn": [list(w) for w in self.withdrawn]} if self.withdrawn else {}),
            "outcome": None if self.outcome is None else self.outcome.to_json(),
        }

    def describe_units(self, role: int) -> str:
        return ", ".join(u.describe() for u in self.units[role]) or "nothing"


@lru_cache(maxsize=16)
def _dice_rolls(dice: int) -> tuple[tuple[Action, Fraction], ...]:
    """The outcomes of a roll of `dice` dice as actions, built once a count (a roll of five dice
    has 252; the actions are frozen, so every battle may share them)."""
    return tuple((DiceRoll(faces), p) for faces, p in face_outcomes(dice))
