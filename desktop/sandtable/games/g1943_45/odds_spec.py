"""1943-45's battle spec (`core.table.BattleSpec`): how the odds host, the `sandtable odds` command and
the attack dialog's odds panel ask this game for battle odds.

- `parse` reads forces as text (`odds_forces`) and the battle's settings; `add_arguments` offers those
  settings as the odds command's own flags (--mountain, --landing, ...), `settings_from_args` reads
  them back;
- `from_state` describes the attack or landing being composed exactly as the engine would start it
  (`attack.battle_setup` on a copy of the state carrying the composed action), the defender assumed
  to use its supports and, for a landing, every Axis piece able to intercept it (the cautious
  estimate for the attacker; the interception and the bombardment precede the combat);
- `odds` runs the exact enumeration (`odds_exact`), and Monte Carlo (`odds_montecarlo`) when asked,
  and reports the panel's four outcomes (takes / holds / retreats / both eliminated), the expected
  losses, and the command's JSON and text exactly as `sandtable odds` has always printed them.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from sandtable.core.protocol import Action, State
from sandtable.core.table import OddsReport, OptionInfo
from sandtable.games.g1943_45.combat import ATT, DEF, BattleSetup
from sandtable.games.g1943_45.combat_rules import CASUALTY_ORDERS
from sandtable.games.g1943_45.odds_exact import OddsPolicy, OddsResult, exact_odds
from sandtable.games.g1943_45.odds_forces import build_setup

GAME_ID = "1943-45"  # the package's own id (importing the package here would be circular)

HEADING = "Battle odds (defender uses its supports, never retreats)"
# The panel's outcomes, in its order: three bars, then a line shown only when it can happen.
OUTCOMES = (("takes", "Attacker takes the zone"), ("holds", "Defender holds"),
            ("retreats", "Defender retreats"), ("both_eliminated", "Both sides eliminated"))
MINOR = ("both_eliminated",)
EXPECTED = (("attacker_losses", "Expected losses: attacker"),
            ("defender_losses", "Expected losses: defender"))

FORCES_HELP = ("Forces as TYPE=N separated by commas: cube, tank, tank_it, plane, plane_it, elite, "
               "paratroopers, fortified_line; suffix _engaged for engaged counters, prefix support_ for a "
               'plane supporting from another zone. Example: "cube=3,tank=1,plane=1".')

_TRUE = ("true", "1", "yes", "on")


@dataclass(frozen=True)
class BattleQuery:
    """What `SPEC.parse` and `SPEC.from_state` return: the battle, the players' assumed decisions,
    and the force texts as typed (echoed by the command's output)."""

    setup: BattleSetup
    policy: OddsPolicy = field(default_factory=OddsPolicy)
    attacker: str = ""
    defender: str = ""


def _flag(value: Any) -> bool:
    return value if isinstance(value, bool) else str(value).strip().lower() in _TRUE


def _rounds(value: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = str(value).strip()
    if not text.isascii() or not text.isdigit():
        raise ValueError(f"rounds {value!r}: write a whole number (3, or 4 with Reserves)")
    return int(text)


def _items(value: Any) -> list[str]:
    """Combat options: the command's repeated --option, or one text "a=true,b=false"."""
    if value is None:
        return []
    if isinstance(value, str):
        return [x for x in value.split(",") if x.strip()]
    return list(value)


class OddsSpec1943:
    """The battle spec of 1943-45 (one instance, `SPEC`)."""

    forces_help = FORCES_HELP

    def settings(self) -> list[OptionInfo]:
        return [
            OptionInfo("attacker_side", "Attacking side", "allied", "allied or axis"),
            OptionInfo("mountain", "Mountain", False, "the attacked zone has mountains"),
            OptionInfo("rounds", "Rounds", 3, "maximum rounds: 3, or 4 with Reserves"),
            OptionInfo("landing", "Landing", None,
                       "an Allied landing with N fleets engaged: fleets=N (1 or 2)"),
            OptionInfo("interceptors", "Interceptors", "", "landing interceptors, e.g. fleet_it,uboat,plane"),
            OptionInfo("defender_retreat", "Defender retreat", "never", "never, after-round-N or losses-K"),
            OptionInfo("casualties", "Casualty order", "cubes-first", " or ".join(CASUALTY_ORDERS)),
            OptionInfo("no_tank_support", "No tank support", False, "no tank supports (both sides)"),
            OptionInfo("option", "Combat options", "", "NAME=true|false, comma-separated"),
        ]

    # -- the odds command's own flags ---------------------------------------------------------------
    def add_arguments(self, group: Any) -> None:
        """The flags `sandtable odds --game 1943-45` has always taken (same names, choices, help)."""
        group.add_argument("--attacker-side", default="allied", help="allied or axis")
        group.add_argument("--mountain", action="store_true", help="the attacked zone has mountains")
        group.add_argument("--rounds", default="3", help="maximum rounds: 3, or 4 with Reserves")
        group.add_argument("--landing", metavar="fleets=N",
                           help="an Allied landing with N fleets engaged (1 or 2)")
        group.add_argument("--interceptors", default="",
                           help="landing interceptors, e.g. fleet_it,uboat,plane")
        group.add_argument("--defender-retreat", default="never", help="never, after-round-N or losses-K")
        group.add_argument("--casualties", default="cubes-first",
                           help="casualty order of both sides: cubes-first (default) or engage-first")
        group.add_argument("--no-tank-support", action="store_true", help="no tank supports (both sides)")
        group.add_argument("--option", action="append", default=[], metavar="NAME=true|false",
                           help="a combat option, e.g. supporting_counters_roll_when_no_cubes=false")

    def settings_from_args(self, args: argparse.Namespace) -> dict[str, Any]:
        return {o.key: getattr(args, o.key) for o in self.settings()}

    # -- the contract -------------------------------------------------------------------------------
    def parse(self, attacker: str, defender: str, settings: Mapping[str, Any]) -> BattleQuery:
        known = {o.key: o.default for o in self.settings()}
        unknown = sorted(set(settings) - set(known))
        if unknown:
            raise ValueError(f"unknown setting {unknown[0]!r} (known: {', '.join(known)})")
        s = {**known, **settings}
        # The order of the checks is the command's: the retreat policy, then the forces and the landing.
        policy = OddsPolicy.parse(str(s["defender_retreat"]), str(s["casualties"]))
        setup = build_setup(attacker, defender, attacker_side=str(s["attacker_side"]),
                            mountain=_flag(s["mountain"]), rounds=_rounds(s["rounds"]), landing=s["landing"],
                            interceptors=str(s["interceptors"] or ""),
                            tank_support=not _flag(s["no_tank_support"]), options=_items(s["option"]))
        return BattleQuery(setup, policy, attacker, defender)

    def from_state(self, state: State, action: Action) -> BattleQuery | None:
        """The battle the engine would fight for `action` (an Attack or Landing) from `state`, or None
        when there is none to describe (not a 1943-45 state, not an attack, an uncontested zone)."""
        from sandtable.games.g1943_45 import attack as AT

        if getattr(action, "kind", None) not in ("attack", "land"):
            return None
        if not hasattr(state, "combat") or not hasattr(state, "clone"):
            return None
        s: Any = state.clone()
        side = s.active_side()
        target = action.target  # type: ignore[attr-defined]
        if not s.occ().presence[1 - side][target]:
            return None
        landing = action.kind == "land"
        s.combat.fight = {"kind": "landing" if landing else "attack", "attacker": side, "target": target,
                          "origins": list(action.origins), "cubes": list(action.cubes),  # type: ignore[attr-defined]
                          "counters": list(action.counters),  # type: ignore[attr-defined]
                          "tank": action.tank_support, "plane": action.plane_support,  # type: ignore[attr-defined]
                          "paratroopers": list(action.paratroopers),  # type: ignore[attr-defined]
                          "fleets": list(getattr(action, "fleets", ())), "interceptors": []}
        # A landing meets every Axis piece that may intercept it, then the fleets' bombardment, before
        # the ground combat (lines 750, 766): the cautious estimate, as for the supports below.
        if landing:
            s.combat.fight["interceptors"] = AT.landing_interceptors(s, target)
        # The defender is assumed to use the supports it has (the cautious estimate for the attacker).
        _, planes, tanks = AT._defence_options(s)
        s.combat.fight["def_tank"] = tanks[0] if tanks else ""
        s.combat.fight["def_plane"] = planes[0] if planes else ""
        return BattleQuery(AT.battle_setup(s))

    def layout(self) -> OddsReport:
        return _report({name: 0.0 for name, _ in OUTCOMES}, {name: 0.0 for name, _ in EXPECTED})

    def odds(self, setup: BattleQuery, *, exact: bool = False, samples: int = 0) -> OddsReport:
        result = exact_odds(setup.setup, setup.policy, exact=exact)
        outcomes = panel_outcomes(result)
        expected = {"attacker_losses": float(result.expected_losses[ATT]),
                    "defender_losses": float(result.expected_losses[DEF])}
        details = command_output(setup, result, samples)
        fractions: dict[str, str] = {}
        if exact:
            fractions = {"takes": str(result.p_attacker_takes_zone), "holds": str(result.p_defender_holds),
                         "retreats": str(_retreats(result)),
                         "attacker_losses": str(result.expected_losses[ATT]),
                         "defender_losses": str(result.expected_losses[DEF])}
            fractions["both_eliminated"] = str(Fraction(1) - sum(
                (Fraction(fractions[k]) for k in ("takes", "holds", "retreats")), Fraction(0)))
        return _report(outcomes, expected, fractions, details, command_text(details, setup.setup))


def _report(outcomes: dict[str, float], expected: dict[str, float],
            fractions: Mapping[str, str] | None = None, details: Mapping[str, Any] | None = None,
            text: str = "") -> OddsReport:
    return OddsReport(outcomes=outcomes, expected=expected, titles=dict(OUTCOMES + EXPECTED),
                      exact=dict(fractions or {}), details=dict(details or {}), text=text,
                      heading=HEADING, minor=MINOR)


def _retreats(result: OddsResult) -> Any:
    """A retreat the attacker follows into the zone counts as taking it, so the outcomes never overlap."""
    return sum((p for (res, taken, _, _), p in result.outcomes.items()
                if res == "defender_retreated" and not taken), result.zero)


def panel_outcomes(result: OddsResult) -> dict[str, float]:
    """(takes, holds, retreats, zone left empty), summing to 1 (the attack dialog's bars and line)."""
    takes = float(result.p_attacker_takes_zone)
    holds = float(result.p_defender_holds)
    retreats = float(_retreats(result))
    rest = max(0.0, float(result.total()) - takes - holds - retreats)
    return {"takes": takes, "holds": holds, "retreats": retreats, "both_eliminated": rest}


def command_output(query: BattleQuery, result: OddsResult, samples: int = 0) -> dict[str, Any]:
    """The JSON `sandtable odds --json` prints (its keys and order are the command's interface)."""
    setup = query.setup
    out = {"game": GAME_ID, "attacker": query.attacker, "defender": query.defender,
           "mountain": setup.mountain, "rounds": setup.max_rounds, "landing": setup.landing,
           "fleets": setup.fleets, "interceptors": list(setup.interceptors), **result.to_json()}
    if samples > 0:
        from sandtable.games.g1943_45.odds_montecarlo import monte_carlo

        mc = monte_carlo(setup, query.policy, samples=samples)
        out["monte_carlo"] = {"samples": mc.samples, **mc.probabilities()}
    return out


def command_text(out: Mapping[str, Any], setup: BattleSetup) -> str:
    """The text `sandtable odds` prints without --json."""
    where = (" (mountain)" if setup.mountain else "") + (
        f" (landing, {setup.fleets} fleet(s))" if setup.landing else "")
    lines = [f"{out['attacker']}  attacks  {out['defender']}{where}",
             f"  attacker takes the zone  {out['p_attacker_takes_zone']:7.2%}",
             f"  defender holds           {out['p_defender_holds']:7.2%}",
             f"  defender retreats        {out['p_defender_retreated']:7.2%}",
             f"  both eliminated          {out['results']['both_eliminated']:7.2%}"]
    el = out["expected_losses"]
    lines.append(f"  expected losses: attacker {el['attacker']:.2f}, defender {el['defender']:.2f}")
    for role in ("attacker", "defender"):
        lines.append(f"  {role} survivors:")
        for sig, p in list(out[f"{role}_survivors"].items())[:8]:
            lines.append(f"    {p:7.2%}  {sig}")
    if "monte_carlo" in out:
        mc_out = out["monte_carlo"]
        lines.append(f"  Monte Carlo ({mc_out['samples']}): takes {mc_out['attacker_takes_zone']:.2%}, "
                     f"holds {mc_out['defender_held']:.2%}")
    return "\n".join(lines)


SPEC = OddsSpec1943()
