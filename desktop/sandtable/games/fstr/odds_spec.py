"""From Salerno to Rome's battle spec (`core.table.BattleSpec`): how the odds host, `sandtable odds
--game fstr` and the table's combat panel ask this game for odds. The counting is `odds_exact`; the
attack and defence arithmetic is the engine's (`combat.origin_attack`, `combat.defence_value`,
`Charts.crt_column`).

    sandtable odds --game fstr --attacker "6,4,3a" --defender "4,2" [--terrain plain|hill|mountain]
        [--features city,village,fortified] [--across none|river|major_river|ridge] [--from plain|other]
        [--defender-side axis|allied] [--weather fine|bad] [--shifts N] [--drm N]
        [--attacker-support] [--defender-support] [--gegenangriff]

Forces are the combat factors of the units of one attacking hex (or of the defending hex), separated
by commas; an "a" after a factor marks an armour unit (Tank Shock, armour in cities and mountains).
`--shifts` and `--drm` are the other column shifts and die modifiers the rules give (encirclement +1,
attacker out of supply -1; armour and mountain bonuses, Allied offensive +1, defender out of supply
+1, Green Devils -1); the support options say whether that side rolls one support counter (16.2).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from sandtable.core.protocol import Action, State
from sandtable.core.table import OddsReport, OptionInfo
from sandtable.games.fstr import odds_exact as X
from sandtable.games.fstr.charts import Charts, load_charts

FORCES_HELP = ('Combat factors of the units, separated by commas; "a" after a factor marks armour. '
               'Example: --attacker "6,4,3a" --defender "4,2".')
HEADING = "Combat odds"
TERRAIN = ("plain", "hill", "mountain")
FEATURES = ("city", "village", "fortified")
ACROSS = ("none", "river", "major_river", "ridge")
EXPECTED = (("attacker_steps", "Expected steps lost: attacker"),
            ("defender_steps", "Expected steps lost: defender"),
            ("attacker_end_ops", "END OPS chance: attacker"),
            ("defender_end_ops", "END OPS chance: defender"))
YES = {"yes": True, "y": True, "true": True, "1": True, "on": True,
       "no": False, "n": False, "false": False, "0": False, "off": False, "": False}


@cache
def charts() -> Charts:
    """The shipped charts (maps/fstr/charts.json), read once."""
    from sandtable.games.fstr.world import data_folder

    return load_charts(data_folder() / "charts.json")


def parse_forces(text: str, who: str) -> list[tuple[float, bool]]:
    units: list[tuple[float, bool]] = []
    for part in str(text).split(","):
        part = part.strip().lower()
        if not part:
            continue
        armour = part.endswith("a")
        number = part[:-1] if armour else part
        try:
            value = float(number)
        except ValueError:
            value = -1.0
        if not 0 <= value <= 60:
            raise ValueError(f"{who}: {part[:20]!r} is not a combat factor from 0 to 60 (an \"a\" after it "
                             "marks armour)")
        units.append((value, armour))
    if not units:
        raise ValueError(f"{who}: no units (write their combat factors, e.g. \"6,4,3a\")")
    return units


def _choice(settings: Mapping[str, Any], key: str, default: str, allowed: tuple[str, ...]) -> str:
    value = str(settings.get(key, default) or default).strip().lower()
    if value not in allowed:
        raise ValueError(f"--{key.replace('_', '-')} must be one of {', '.join(allowed)}")
    return value


def _flag(settings: Mapping[str, Any], key: str) -> bool:
    value = settings.get(key, False)
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text not in YES:
        raise ValueError(f"--{key.replace('_', '-')} must be yes or no")
    return YES[text]


def _int(settings: Mapping[str, Any], key: str, low: int, high: int) -> int:
    try:
        value = int(str(settings.get(key, 0) or 0).strip())
    except ValueError:
        value = high + 1
    if not low <= value <= high:
        raise ValueError(f"--{key.replace('_', '-')} must be a whole number from {low} to {high}")
    return value


class FstrOdds:
    forces_help = FORCES_HELP

    def settings(self) -> list[OptionInfo]:
        return [
            OptionInfo("terrain", "Terrain", "plain", "defender's hex: plain, hill or mountain", TERRAIN),
            OptionInfo("features", "Features", "none", "city, village, fortified (comma-separated) or none"),
            OptionInfo("across", "Attack across", "none", "none, river, major_river, ridge",
                       ACROSS),
            OptionInfo("from", "Attack from", "plain", "attacker's hex: plain or other", ("plain", "other")),
            OptionInfo("defender_side", "Defender", "axis", "axis or allied (fortifications help the Axis "
                       "only)", ("axis", "allied")),
            OptionInfo("weather", "Weather", "fine", "fine or bad (no Tank Shock)", ("fine", "bad")),
            OptionInfo("shifts", "Column shifts", 0, "other column shifts, + right (encirclement +1)"),
            OptionInfo("drm", "Die modifier", 0, "other die modifiers (armour bonus, offensive +1...)"),
            OptionInfo("attacker_support", "Attacker support", False, "the attacker rolls a support counter"),
            OptionInfo("defender_support", "Defender support", False, "the defender rolls a support counter"),
            OptionInfo("gegenangriff", "Gegenangriff", False, "the Axis attacker uses it (14.2.8)"),
        ]

    def parse(self, attacker: str, defender: str, settings: Mapping[str, Any]) -> X.Combat:
        from sandtable.games.fstr.combat import defence_note, defence_value, origin_attack, tank_shock_terrain

        att = parse_forces(attacker, "attacker")
        dfd = parse_forces(defender, "defender")
        terrain = _choice(settings, "terrain", "plain", TERRAIN)
        raw = str(settings.get("features", "none") or "none").strip().lower()
        features = {f.strip() for f in raw.split(",") if f.strip() and f.strip() != "none"}
        if not features <= set(FEATURES):
            raise ValueError(f"--features takes {', '.join(FEATURES)} or none")
        across = _choice(settings, "across", "none", ACROSS)
        origin = _choice(settings, "from", "plain", ("plain", "other"))
        side = _choice(settings, "defender_side", "axis", ("axis", "allied"))
        weather = _choice(settings, "weather", "fine", ("fine", "bad"))
        shifts, drm = _int(settings, "shifts", -7, 7), _int(settings, "drm", -10, 10)
        gegen = _flag(settings, "gegenangriff")
        if gegen and side == "axis":
            raise ValueError("the Gegenangriff is an Axis attack: use --defender-side allied with it")
        ch = charts()
        fort = "fortified" in features
        d_armour = any(a for _v, a in dfd)
        shock = tank_shock_terrain(weather, terrain, "city" in features or fort)
        attack, why = origin_attack(ch.tec, sum(v for v, _a in att), terrain,
                                    None if across in ("none", "ridge") else across, across == "ridge",
                                    origin == "plain", shock, any(a for _v, a in att), False, d_armour, False)
        why = [f"attack {w}" for w in why]
        hex_features = {"city", "village"} & features
        defence, village = defence_value(ch.tec, terrain, hex_features, fort,
                                         [(v, a, side == "axis") for v, a in dfd])
        grew = defence_note(ch.tec, terrain, fort, sum(v for v, _a in dfd), defence, village)
        if grew:
            why.append(grew)
        if village:
            why.append("village +1 (line 707)")
        if attack <= 0:
            raise ValueError("the attack is worth nothing: give the attacker a combat factor above 0")
        return X.Combat(base=ch.crt_column(attack, defence), shifts=shifts, drm=drm,
                        attacker_support=_flag(settings, "attacker_support"),
                        defender_support=_flag(settings, "defender_support"), gegenangriff=gegen,
                        attack=attack, defence=defence, why=tuple(why))

    def from_state(self, state: State, action: Action) -> X.Combat | None:
        """The combat `action` declares (an Attack), or the battle under way: its chance steps still
        ahead are counted, the support rolls already made are kept. Support counters are assumed
        used whenever the side has one (the usual choice); a declined one is not counted."""
        from sandtable.games.fstr import actions as A
        from sandtable.games.fstr.state import FstrState

        if not isinstance(state, FstrState):
            return None
        if isinstance(action, A.Attack):
            if state.battle is not None or not action.origins:
                return None
            s = state.clone()
            expelled = s.rome_expelled
            s.apply(action)
            if s.battle is None or s.battle.get("target") != action.target:
                return X.Combat(kind="rome") if s.rome_expelled and not expelled else None
            return _ahead(s, None)
        if state.battle is not None and "result" not in state.battle:
            return _ahead(state, action)
        return None

    def layout(self) -> OddsReport:
        return OddsReport({k: 0.0 for k, _ in X.GROUPS}, {k: 0.0 for k, _ in EXPECTED},
                          dict(X.GROUPS + EXPECTED), heading=HEADING)

    def odds(self, setup: Any, *, exact: bool = False, samples: int = 0) -> OddsReport:
        ch = charts()
        d = X.distribution(ch, setup)
        outcomes = {k: float(d.groups.get(k, 0)) for k, _ in X.GROUPS}
        expected = {"attacker_steps": float(d.attacker_steps), "defender_steps": float(d.defender_steps),
                    "attacker_end_ops": float(d.attacker_end_ops),
                    "defender_end_ops": float(d.defender_end_ops)}
        order = sorted(d.cells, key=lambda t: -d.cells[t])
        details: dict[str, Any] = {
            "game": "fstr", "kind": setup.kind, "attack": setup.attack, "defence": setup.defence,
            "column": ch.column_name(setup.base), "shifts": setup.shifts, "drm": setup.drm,
            "attacker_support": setup.attacker_support, "defender_support": setup.defender_support,
            "gegenangriff": setup.gegenangriff, "why": list(setup.why),
            "outcomes": outcomes, "expected": expected,
            "cells": {t: float(d.cells[t]) for t in order},
            "columns": {c: float(p) for c, p in sorted(d.columns.items(), key=lambda kv: -kv[1])},
            "retreat": float(d.retreat),
        }
        exact_text = {k: str(d.groups.get(k, 0)) for k, _ in X.GROUPS} if exact else {}
        if exact:
            details["exact"] = {**exact_text, "cells": {t: str(d.cells[t]) for t in order}}
        return OddsReport(outcomes, expected, dict(X.GROUPS + EXPECTED), exact_text, details,
                          _text(setup, details), HEADING)


def _ahead(s: Any, action: Action | None) -> X.Combat:
    """The battle `s.battle` with the chance steps still ahead of it (its tasks and pending step)."""
    from sandtable.games.fstr import actions as A
    from sandtable.games.fstr.artillery import support_counters
    from sandtable.games.fstr.combat import odds
    from sandtable.games.fstr.special import gegenangriff_possible
    from sandtable.games.fstr.state import other

    b = s.battle
    p = s.pending or {}
    if p.get("kind") == "roll" and p.get("then") == "rearguard_roll":
        return X.Combat(kind="rearguard")
    attackers = {h: [u for u in us if u in s.loc] for h, us in b["attackers"].items()}
    attackers = {h: us for h, us in attackers.items() if us}
    if not attackers:
        raise ValueError("no attacker is left")
    o = odds(s, b["target"], attackers, None)
    ahead = {d.get("who", name) for name, d in s.tasks if name in ("support_ask", "gegenangriff_ask")}
    use: dict[str, bool] = {}
    for who in ("attacker", "defender"):
        side = b["side"] if who == "attacker" else other(b["side"])
        if p.get("kind") == "support" and p.get("who") == who:
            use[who] = not (isinstance(action, A.Support) and not action.counter)
        elif p.get("kind") == "roll" and p.get("then") == "support_roll" and p["ctx"].get("who") == who:
            use[who] = True
        else:
            use[who] = who in ahead and bool(support_counters(s, side, b["target"], who == "attacker"))
    if p.get("kind") == "gegenangriff":
        gegen = not (isinstance(action, A.Choose) and action.option != "gegenangriff")
    elif p.get("kind") == "roll" and p.get("then") == "gegenangriff_roll":
        gegen = True
    else:
        gegen = "gegenangriff_ask" in ahead and gegenangriff_possible(s)
    return X.from_battle(s, o, use["attacker"], use["defender"], gegen, b.get("support"))


def _text(setup: X.Combat, details: dict[str, Any]) -> str:
    if setup.kind == "rome":
        return f"{HEADING}: Rome is an open city, the Axis units leave without combat (rule 20)"
    lines = []
    if setup.kind == "rearguard":
        lines.append(f"{HEADING}: a rearguard alone (one die, line 671)")
    else:
        extra = [w for w, on in (("attacker support", setup.attacker_support),
                                 ("defender support", setup.defender_support),
                                 ("Gegenangriff", setup.gegenangriff)) if on]
        lines.append(f"{HEADING}: attack {setup.attack:g} vs defence {setup.defence:g}, column "
                     f"{details['column']}, shifts {setup.shifts:+d}, DRM {setup.drm:+d}"
                     + (f"; with {', '.join(extra)}" if extra else ""))
        lines += [f"  ({w})" for w in setup.why]
    for name, title in X.GROUPS:
        lines.append(f"  {title:<22} {details['outcomes'][name]:7.2%}")
    lines.append("  CRT results: " + ", ".join(f"{t} {p:.1%}" for t, p in details["cells"].items()))
    e = details["expected"]
    lines.append(f"  Expected steps lost: attacker {e['attacker_steps']:.2f}, "
                 f"defender {e['defender_steps']:.2f}")
    lines.append(f"  END OPS chance: attacker {e['attacker_end_ops']:.1%}, "
                 f"defender {e['defender_end_ops']:.1%}")
    return "\n".join(lines)


SPEC = FstrOdds()
