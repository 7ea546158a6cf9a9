"""The `sandtable odds` sub-command: the exact outcome distribution of one battle.

    sandtable odds --game 1943-45 --attacker "cube=3,tank=1,plane=1" \\
        --defender "cube=2,fortified_line=1" [--mountain] [--rounds 3] [--landing fleets=1] \\
        [--interceptors fleet_it,uboat] [--defender-retreat never|after-round-N|losses-K] \\
        [--casualties cubes-first|engage-first] [--monte-carlo N] [--json]

Bad input is reported in one sentence on stderr with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

GAMES = ("1943-45",)


def add_commands(sub: Any) -> None:
    p = sub.add_parser("odds", help="exact outcome distribution of one battle",
                       description="Exact battle odds from the same combat resolver the game uses.")
    p.add_argument("--game", default="1943-45", choices=GAMES)
    p.add_argument("--attacker", required=True, help='attacking forces, e.g. "cube=3,tank=1,plane=1"')
    p.add_argument("--defender", required=True, help='defending forces, e.g. "cube=2,fortified_line=1"')
    p.add_argument("--attacker-side", default="allied", choices=("allied", "axis"))
    p.add_argument("--mountain", action="store_true", help="the attacked zone has mountains")
    p.add_argument("--rounds", type=int, default=3, help="maximum rounds: 3, or 4 with Reserves")
    p.add_argument("--landing", metavar="fleets=N", help="an Allied landing with N fleets engaged (1 or 2)")
    p.add_argument("--interceptors", default="", help="landing interceptors, e.g. fleet_it,uboat,plane")
    p.add_argument("--defender-retreat", default="never", help="never, after-round-N or losses-K")
    p.add_argument("--casualties", default="cubes-first", choices=("cubes-first", "engage-first"),
                   help="casualty order of both sides (default: cubes-first)")
    p.add_argument("--no-tank-support", action="store_true", help="no tank supports (both sides)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=true|false",
                   help="a combat option, e.g. supporting_counters_roll_when_no_cubes=false")
    p.add_argument("--monte-carlo", type=int, default=0, metavar="N", help="also play N random battles")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def _parse_landing(text: str | None) -> int:
    if text is None:
        return 0
    name, _, value = text.partition("=")
    if name.strip() != "fleets" or not value.strip().isdigit():
        raise ValueError(f"--landing {text!r}: write fleets=1 or fleets=2")
    return int(value)


def _parse_options(items: list[str]) -> dict[str, bool]:
    out: dict[str, bool] = {}
    for item in items:
        name, _, value = item.partition("=")
        value = value.strip().lower()
        if value not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            raise ValueError(f"--option {item!r}: the value must be true or false")
        out[name.strip()] = value in ("true", "1", "yes", "on")
    return out


def build_setup(args: argparse.Namespace) -> Any:
    from sandtable.games.g1943_45.combat import BattleSetup
    from sandtable.odds.spec import parse_forces

    attacker = 0 if args.attacker_side == "allied" else 1
    support = not args.no_tank_support
    attacking = parse_forces(args.attacker, attacking=True, mountain=args.mountain, tank_support=support)
    defending = parse_forces(args.defender, attacking=False, mountain=args.mountain, tank_support=support)
    fleets = _parse_landing(args.landing)
    interceptors = tuple(x.strip() for x in args.interceptors.split(",") if x.strip())
    if interceptors and not fleets:
        raise ValueError("--interceptors needs --landing fleets=N")
    return BattleSetup(attacker=attacker, attacking=attacking, defending=defending, mountain=args.mountain,
                       landing=bool(fleets), fleets=fleets, interceptors=interceptors,
                       retreat_paths=(("rear",),), max_rounds=args.rounds,
                       options=_parse_options(args.option), zone="target")


def run(args: argparse.Namespace) -> int:
    from sandtable.odds.exact import OddsPolicy, exact_odds

    try:
        policy = OddsPolicy.parse(args.defender_retreat, args.casualties)
        setup = build_setup(args)
        result = exact_odds(setup, policy)
    except ValueError as exc:          # includes BattleSetupError
        print(f"error: {exc}", file=sys.stderr)
        return 2
    out = {"game": args.game, "attacker": args.attacker, "defender": args.defender,
           "mountain": args.mountain, "rounds": args.rounds, "landing": setup.landing,
           "fleets": setup.fleets, "interceptors": list(setup.interceptors), **result.to_json()}
    if args.monte_carlo > 0:
        from sandtable.odds.montecarlo import monte_carlo

        mc = monte_carlo(setup, policy, samples=args.monte_carlo)
        out["monte_carlo"] = {"samples": mc.samples, **mc.probabilities()}
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    where = (" (mountain)" if args.mountain else "") + (
        f" (landing, {setup.fleets} fleet(s))" if setup.landing else "")
    print(f"{args.attacker}  attacks  {args.defender}{where}")
    print(f"  attacker takes the zone  {out['p_attacker_takes_zone']:7.2%}")
    print(f"  defender holds           {out['p_defender_holds']:7.2%}")
    print(f"  defender retreats        {out['p_defender_retreated']:7.2%}")
    print(f"  both eliminated          {out['results']['both_eliminated']:7.2%}")
    el = out["expected_losses"]
    print(f"  expected losses: attacker {el['attacker']:.2f}, defender {el['defender']:.2f}")
    for role in ("attacker", "defender"):
        print(f"  {role} survivors:")
        for sig, p in list(out[f"{role}_survivors"].items())[:8]:
            print(f"    {p:7.2%}  {sig}")
    if "monte_carlo" in out:
        mc_out = out["monte_carlo"]
        print(f"  Monte Carlo ({mc_out['samples']}): takes {mc_out['attacker_takes_zone']:.2%}, "
              f"holds {mc_out['defender_held']:.2%}")
    return 0
