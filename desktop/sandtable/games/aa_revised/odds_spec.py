"""Revised's battle spec (`core.table.BattleSpec`): how the odds host, `sandtable odds --game aa-revised`
and the table's battle dialog ask this game for odds. The counting is in `odds_exact`, the engine's
own battle in `odds_engine`.

    sandtable odds --game aa-revised --attacker "inf=10,art=5,arm=5,fig=5,bom=2" \\
        --defender "inf=15,art=3,arm=5,fig=4,aa=1" [--attacker-power germany] [--defender-power ussr]
        [--space karelia_s_s_r] [--retreat never|after:N|below:X] [--attacker-order inf,art,arm,...]
        [--defender-order ...] [--amphibious] [--bombard "bb=2"] [--defender-submerge]
        [--attacker-techs heavy_bombers] [--defender-techs jet_fighters]
        [--attacker-advantages "Wolf Packs"] [--defender-advantages "Dug-in Defenders"]
        [--low-luck] [--heavy-bombers book|lhtr] [--russian-winter] [--monte-carlo N]

Short names are the ones players write (inf, art, arm, fig, bom, aa, trn, sub, dst, car, bb); the full
type names work too, and "bb_dmg" is a battleship already damaged in this combat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandtable.core.protocol import Action, State
from sandtable.core.table import OddsReport, OptionInfo
from sandtable.games.aa_revised import odds_exact as X
from sandtable.games.aa_revised.options import NA_NAMES
from sandtable.games.aa_revised.rules import DEVELOPMENTS, SEA, TURN_ORDER, UNITS

SHORT = {"inf": "infantry", "art": "artillery", "arm": "tank", "tank": "tank", "tnk": "tank",
         "fig": "fighter", "ftr": "fighter", "bom": "bomber", "bmb": "bomber", "aa": "aa_gun",
         "aagun": "aa_gun", "trn": "transport", "tra": "transport", "sub": "submarine", "dst": "destroyer",
         "des": "destroyer", "dd": "destroyer", "car": "carrier", "cv": "carrier", "bb": "battleship",
         "bs": "battleship", "bb_dmg": "battleship_dmg", "damaged_bb": "battleship_dmg"}
NAMES = {**{t: t for t in X.SLOTS[: X.DOWN]}, "aa_gun": "aa_gun", **SHORT}
WRITE = {"infantry": "inf", "artillery": "art", "tank": "arm", "fighter": "fig", "bomber": "bom",
         "transport": "trn", "submarine": "sub", "destroyer": "dst", "carrier": "car", "battleship": "bb",
         "battleship_dmg": "bb_dmg", "aa_gun": "aa", "submerged": "sub (submerged)"}
MAX_TYPE = 40  # units of one type on one side
MAX_SIDE = 60  # units on one side: the count stays within a second or so
FORCES_HELP = ('Forces as TYPE=N separated by commas: inf, art, arm, fig, bom, aa (defender), trn, sub, '
               'dst, car, bb (bb_dmg: already damaged). Example: "inf=10,art=5,arm=5,fig=5,bom=2".')
HEADING = "Revised battle odds"
OUTCOMES = (("attacker_wins", "Attacker wins"), ("defender_wins", "Defender holds"),
            ("retreat", "Attacker retreats"), ("stalemate", "Neither can hit (combat ends)"),
            ("both_gone", "Both sides destroyed"))
EXPECTED = (("attacker_losses", "Expected IPC lost: attacker"),
            ("defender_losses", "Expected IPC lost: defender"))
TECHS = {name: name for name in DEVELOPMENTS.values()} | {"jets": "jet_fighters", "heavy": "heavy_bombers",
                                                          "super_subs": "super_submarines",
                                                          "supersubs": "super_submarines"}


def parse_forces(text: str, who: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in str(text).split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        unit = NAMES.get(name.strip().lower().replace(" ", "_"))
        if not sep or unit is None:
            raise ValueError(f"{who}: {part[:30]!r} is not TYPE=N with TYPE one of inf, art, arm, fig, bom, "
                             "aa, trn, sub, dst, car, bb")
        value = value.strip()
        if not value.isascii() or not value.isdigit() or int(value) > MAX_TYPE:
            raise ValueError(f"{who}: the number of {unit.replace('_', ' ')} must be a whole number "
                             f"from 0 to {MAX_TYPE}")
        out[unit] = out.get(unit, 0) + int(value)
    out = {k: n for k, n in out.items() if n}
    if not out:
        raise ValueError(f"{who}: no units")
    if sum(out.values()) > MAX_SIDE:
        raise ValueError(f"{who}: at most {MAX_SIDE} units a side")
    return out


def parse_order(value: Any, who: str) -> tuple[str, ...]:
    """A casualty order: the types lost first, the rest following cheapest first."""
    text = str(value or "").strip().lower()
    if text in ("", "cheapest", "default"):
        return X.CHEAPEST
    order: list[str] = []
    for name in text.split(","):
        unit = NAMES.get(name.strip().replace(" ", "_"))
        if unit is None or unit not in X.CHEAPEST:
            raise ValueError(f"{who} casualty order: {name.strip()[:20]!r} is not a unit that can be hit")
        if unit not in order:
            order.append(unit)
    return tuple(order) + tuple(u for u in X.CHEAPEST if u not in order)


def parse_retreat(value: Any) -> tuple[str, int, float]:
    """never, after:N (retreat once N rounds are fought) or below:X (when the attacker's chance of
    winning by pressing on falls under X, a fraction or a percentage)."""
    text = str(value or "never").strip().lower()
    if text == "never":
        return "never", 0, 0.0
    kind, _, arg = text.partition(":")
    arg = arg.strip().rstrip("%")
    try:
        if kind == "after":
            n = int(arg)
            if 1 <= n <= 30:
                return "after", n, 0.0
        elif kind == "below":
            x = float(arg) / (100.0 if text.endswith("%") or float(arg) > 1 else 1.0)
            if 0.0 <= x <= 1.0:
                return "below", 0, x
    except ValueError:
        pass
    raise ValueError("--retreat must be never, after:N (1 to 30 rounds) or below:X "
                     "(e.g. below:0.3 or below:30%)")


def _power(value: Any, default: str, who: str) -> str:
    p = str(value or default).strip().lower()
    p = {"russia": "ussr", "soviet_union": "ussr", "us": "usa", "america": "usa", "britain": "uk"}.get(p, p)
    if p not in TURN_ORDER:
        raise ValueError(f"--{who}-power must be one of {', '.join(TURN_ORDER)}")
    return p


def _names(value: Any, table: Mapping[str, str], what: str) -> tuple[str, ...]:
    out = []
    for name in str(value or "").split(","):
        key = name.strip().lower().replace(" ", "_")
        if not key:
            continue
        if key not in table:
            known = ", ".join(sorted(set(table.values())))
            raise ValueError(f"{what}: {name.strip()[:30]!r} is not one of {known}")
        out.append(table[key])
    return tuple(dict.fromkeys(out))


def _truthy(value: Any) -> bool:
    return value is True or str(value).strip().lower() in ("1", "true", "yes", "on")


class RevisedOdds:
    forces_help = FORCES_HELP

    def settings(self) -> list[OptionInfo]:
        return [
            OptionInfo("attacker_power", "Attacking power", "germany", ", ".join(TURN_ORDER)),
            OptionInfo("defender_power", "Defending power", "", "default: ussr on land, uk at sea"),
            OptionInfo("space", "Territory or sea zone", "", "where the battle is (national advantages of "
                       "a place); default: one of the defender's territories, or a sea zone"),
            OptionInfo("retreat", "Attacker's retreat", "never", "never, after:N rounds, below:X win chance"),
            OptionInfo("attacker_order", "Attacker's casualty order", "cheapest", "e.g. inf,art,arm,fig,bom"),
            OptionInfo("defender_order", "Defender's casualty order", "cheapest", "e.g. inf,art,arm,fig"),
            OptionInfo("attacker_keeps_land", "Attacker keeps a land unit", "yes",
                       "its last land unit is lost after its aircraft, to take the territory (yes/no)"),
            OptionInfo("amphibious", "Amphibious assault", False,
                       "the attacking land units come from the sea"),
            OptionInfo("bombard", "Bombarding ships", "", 'amphibious only, e.g. "bb=2" (dst with '
                       'Combined Bombardment)'),
            OptionInfo("defender_submerge", "Defending subs submerge", False,
                       "when no attacking destroyer is there"),
            OptionInfo("attacker_techs", "Attacker's developments", "",
                       "e.g. heavy_bombers,super_submarines"),
            OptionInfo("defender_techs", "Defender's developments", "", "e.g. jet_fighters"),
            OptionInfo("attacker_advantages", "Attacker's national advantages", "", 'e.g. "Wolf Packs"'),
            OptionInfo("defender_advantages", "Defender's national advantages", "",
                       'e.g. "Dug-in Defenders"'),
            OptionInfo("russian_winter", "Russian Winter in effect", False, "Soviet infantry defend at 3"),
            OptionInfo("low_luck", "Low luck", False, "house rule: sure hits per full 6 of strength"),
            OptionInfo("heavy_bombers", "Heavy bombers", "book", "book (2 dice) or lhtr (best of 2)"),
        ]

    def parse(self, attacker: str, defender: str, settings: Mapping[str, Any]) -> Any:
        from sandtable.games.aa_revised.odds_engine import context, shipped_game

        att, dfd = parse_forces(attacker, "attacker"), parse_forces(defender, "defender")
        if "aa_gun" in att:
            raise ValueError("attacker: AA guns do not attack")
        aa = dfd.pop("aa_gun", 0)
        ships = any(t in SEA or t == "battleship_dmg" for t in (*att, *dfd))
        land = [t for t in (*att, *dfd) if UNITS.get(t) and UNITS[t].domain == "land"] or aa
        if ships and land:
            raise ValueError("a battle is on land or at sea: ships and land units do not fight together "
                             "(shore bombardment is --bombard)")
        kind = "sea" if ships else "land"
        a_pow = _power(settings.get("attacker_power"), "germany", "attacker")
        d_default = "ussr" if kind == "land" else "uk"
        if a_pow in ("ussr", "uk", "usa"):
            d_default = "germany" if kind == "land" else "japan"
        d_pow = _power(settings.get("defender_power"), d_default, "defender")
        if (a_pow in ("germany", "japan")) == (d_pow in ("germany", "japan")):
            raise ValueError(f"{a_pow} and {d_pow} are on the same side")
        ctx = context(shipped_game())
        space = str(settings.get("space") or "").strip().lower().replace(" ", "_").replace(".", "_")
        if space:
            if space not in ctx.nb:
                raise ValueError(f"--space {space[:30]!r} is not a territory or sea zone of the map")
            if (space in ctx.sea) != (kind == "sea"):
                where = "sea zone" if kind == "sea" else "territory"
                raise ValueError(f"--space {space}: a {kind} battle needs a {where}")
        else:
            space = _default_space(ctx, kind, d_pow)
        retreat, rounds, below = parse_retreat(settings.get("retreat"))
        amphibious = _truthy(settings.get("amphibious"))
        bombard = parse_forces(settings["bombard"], "bombard") if settings.get("bombard") else {}
        if bombard and (not amphibious or kind != "land" or set(bombard) - {"battleship", "destroyer"}):
            raise ValueError("--bombard: battleships (and destroyers with Combined Bombardment) supporting "
                             "an amphibious land battle")
        if amphibious and retreat != "never":
            raise ValueError("an amphibious assault's land units cannot retreat: use --retreat never")
        techs = ((a_pow, _names(settings.get("attacker_techs"), TECHS, "attacker developments")),
                 (d_pow, _names(settings.get("defender_techs"), TECHS, "defender developments")))
        nas = tuple((p, _names(settings.get(f"{who}_advantages"),
                               {n.lower().replace(" ", "_").replace("-", "_"): n for n in NA_NAMES[p]},
                               f"{p} national advantages"))
                    for p, who in ((a_pow, "attacker"), (d_pow, "defender")))
        heavy = str(settings.get("heavy_bombers") or "book").strip().lower()
        if heavy not in ("book", "lhtr"):
            raise ValueError("--heavy-bombers must be book or lhtr")
        keep_setting = settings.get("attacker_keeps_land", True)
        keep = (X.KEEP,) if kind == "land" and (keep_setting is True or _truthy(keep_setting)) else ()
        options = (("heavy_bombers", heavy), ("low_luck", _truthy(settings.get("low_luck"))),
                   ("national_advantages", 6 if any(n for _, n in nas) else 0))
        return X.Setup(kind, a_pow, d_pow, _ordered(att), _ordered(dfd), space,
                       aa_guns=aa, amphibious=amphibious, bombard=tuple(sorted(bombard.items())),
                       att_order=parse_order(settings.get("attacker_order"), "attacker") + keep,
                       def_order=parse_order(settings.get("defender_order"), "defender"),
                       retreat=retreat, retreat_round=rounds, retreat_below=below,
                       defender_submerge=_truthy(settings.get("defender_submerge")), options=options,
                       techs=techs, advantages=nas, russian_winter=_truthy(settings.get("russian_winter")))

    def from_state(self, state: State, action: Action) -> Any | None:
        """The battle being fought (the dialog's odds, from the state of its current round), or the one
        a combat move or a Fight would start: the forces in the space plus the units moving in."""
        return live_setup(state, action)

    def layout(self) -> OddsReport:
        return OddsReport({k: 0.0 for k, _ in OUTCOMES}, {k: 0.0 for k, _ in EXPECTED},
                          dict(OUTCOMES + EXPECTED), heading=HEADING, minor=("both_gone", "stalemate"))

    def odds(self, setup: Any, *, exact: bool = False, samples: int = 0) -> OddsReport:
        result = X.solve(setup, exact)
        sums: dict[str, Any] = {k: 0 for k, _ in OUTCOMES}
        la = ld = takes = 0
        a0, d0 = result.start
        for (name, a, d), p in result.final.items():
            sums[name] += p
            la += (X.ipc(a0) - X.ipc(a)) * p
            ld += (X.ipc(d0) - X.ipc(d)) * p
            if name == "attacker_wins" and any(a[X.IDX[t]] for t in ("infantry", "artillery", "tank")):
                takes += p
        outcomes = {k: float(v) for k, v in sums.items()}
        expected = {"attacker_losses": float(la), "defender_losses": float(ld)}
        details: dict[str, Any] = {
            "game": "aa-revised", "kind": setup.kind, "space": setup.space,
            "attacker": {"power": setup.attacker, "units": dict(setup.att)},
            "defender": {"power": setup.defender, "units": dict(setup.dfd), "aa_guns": setup.aa_guns},
            "retreat": _retreat_text(setup), "outcomes": outcomes, "expected": expected,
            "dropped_mass": result.dropped,
        }
        if setup.kind == "land":
            details["attacker_takes_territory"] = float(takes)
        exact_text = {k: str(v) for k, v in sums.items()} if exact else {}
        if exact:
            details["exact"] = exact_text
        if samples:
            from sandtable.games.aa_revised.odds_engine import max_delta, monte_carlo

            mc = monte_carlo(setup, samples)
            details["monte_carlo"] = {"samples": samples, "max_abs_delta": max_delta(result.final, mc)}
        return OddsReport(outcomes, expected, dict(OUTCOMES + EXPECTED), exact_text, details,
                          _text(setup, outcomes, expected, details), HEADING, ("both_gone", "stalemate"))


def live_setup(state: Any, action: Action) -> X.Setup | None:
    """The Setup of the battle in `state` (or the one `action` would start), read with the live
    position's developments, advantages and place."""
    from sandtable.games.aa_revised import actions as A
    from sandtable.games.aa_revised.rules import SIDE
    from sandtable.games.aa_revised.values import attackers, defenders

    b = getattr(state, "battle", None)
    moving: list[Any] = []
    if b and not str(b.get("space", "")).startswith("sbr:"):
        space, power = b["space"], b["attacker"]
        att, defs = attackers(state, b), defenders(state, b, with_aa=True)
        first = b["round"] == 1
    else:
        if isinstance(action, A.Fight) and not action.space.startswith("sbr:"):
            space = action.space
        elif isinstance(action, A.Move) and action.path and getattr(state, "phase", "") == "combat_move":
            space = action.path[-1]
            moving = [state.units[i] for i in action.units if i in state.units and not state.units[i].on]
        else:
            return None
        power, first = state.power, True
        kind = "sea" if space in state.ctx.sea else "land"
        b = {"space": space, "kind": kind, "attacker": power, "round": 1}
        att = attackers(state, b) + [u for u in moving if u.at != space]
        defs = defenders(state, b, with_aa=True)
        if kind == "sea":
            att = [u for u in att if UNITS[u.type].domain != "land"]
        else:
            att = [u for u in att if UNITS[u.type].domain != "sea"]
    fighting = [u for u in defs if u.type != "aa_gun"]
    if not att or not defs:
        return None
    owners: dict[str, int] = {}
    for u in fighting:
        owners[u.owner] = owners.get(u.owner, 0) + 1
    defender = max(sorted(owners), key=lambda p: owners[p]) if owners else state.owner.get(space, "")
    if not defender or SIDE.get(defender) == SIDE[power]:
        return None

    def counts(units: list[Any]) -> tuple[tuple[str, int], ...]:
        out: dict[str, int] = {}
        for u in units:
            t = "battleship_dmg" if u.type == "battleship" and "dmg" in u.flags else u.type
            out[t] = out.get(t, 0) + 1
        return tuple(sorted(out.items()))

    aa = sum(1 for u in defs if u.type == "aa_gun") if first else 0
    return X.Setup(b["kind"], power, defender, _ordered(dict(counts(att))), _ordered(dict(counts(fighting))),
                   space, aa_guns=aa,
                   amphibious=bool(b.get("amphibious")), state=state)


def _default_space(ctx: Any, kind: str, defender: str) -> str:
    """A place with no national advantage of its own: a sea zone, or a mainland territory of the
    defender's colour (Fortress Europa and Atlantic Wall ask for one; islands are left out)."""
    if kind == "sea":
        return min(ctx.sea)
    mine = sorted(t for t, p in ctx.original.items()
                  if p == defender and t not in ctx.island and t not in ctx.sea)
    return mine[0] if mine else min(t for t in ctx.nb if t not in ctx.sea and t not in ctx.island)


def _ordered(counts: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(counts.items(), key=lambda kv: X.IDX[kv[0]]))


def _retreat_text(setup: Any) -> str:
    if setup.retreat == "after":
        return f"retreats after round {setup.retreat_round}"
    if setup.retreat == "below":
        return f"retreats when its chance to win falls below {setup.retreat_below:.0%}"
    return "never retreats"


def _forces(units: Any) -> str:
    return ", ".join(f"{WRITE.get(t, t)}={n}" for t, n in units) or "none"


def _text(setup: Any, outcomes: dict[str, float], expected: dict[str, float], details: dict[str, Any]) -> str:
    titles = dict(OUTCOMES)
    aa = f", aa={setup.aa_guns}" if setup.aa_guns else ""
    from sandtable.games.aa_revised.odds_engine import context, shipped_game
    from sandtable.games.aa_revised.table_view import POWER_TITLES

    # Places and powers by the names players read ("Archangel", "Germany"), never the data's ids.
    where = context(shipped_game()).name(setup.space)
    lines = [f"{HEADING} ({setup.kind} battle in {where}; the attacker {_retreat_text(setup)})",
             f"  {POWER_TITLES.get(setup.attacker, setup.attacker)}: {_forces(setup.att)}",
             f"  {POWER_TITLES.get(setup.defender, setup.defender)}: {_forces(setup.dfd)}{aa}"]
    for k, p in outcomes.items():
        if p > 0 or k in ("attacker_wins", "defender_wins"):
            lines.append(f"  {titles[k]:<30} {p:7.2%}")
    if "attacker_takes_territory" in details:
        lines.append(f"  {'Attacker takes the territory':<30} {details['attacker_takes_territory']:7.2%}")
    lines.append(f"  Expected IPC lost: attacker {expected['attacker_losses']:.2f}, "
                 f"defender {expected['defender_losses']:.2f}")
    if "monte_carlo" in details:
        mc = details["monte_carlo"]
        lines.append(f"  Monte Carlo ({mc['samples']} battles played by the engine): max |Δp| "
                     f"{mc['max_abs_delta']:.4f}")
    return "\n".join(lines)


SPEC = RevisedOdds()
