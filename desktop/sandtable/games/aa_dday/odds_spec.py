"""D-Day's battle spec (`core.table.BattleSpec`): how the odds host, `sandtable odds --game aa-dday`
and the table's battle panel ask this game for odds. The counting is in `odds_exact`.

    sandtable odds --game aa-dday --attacker "inf=3,art=1,tank=3" --defender "inf=2,art=4,tank=1,bunker=2"
        [--attacking-side allies|axis] [--cycles N] [--casualty-order inf,bunker,art,tank]
        [--attack battle|naval|bombers|blockhouses|aa|strafing] [--cards tactics-10,fate-11]

`--attack` other than "battle" counts a targeted attack: naval bombardment (attacker "dice=6", defender
"bunker=N", hits on 2), bombers (attacker "bomber=N", hits on 3, one Axis unit each), blockhouses firing
to sea (attacker "bunker=N", hits on 3, at the units of a beach box), AA fire (attacker "art=N", hits on
1, at "fighter=N" or "bomber=N"), strafing of a move (attacker "fighter=N" patrolling the zones crossed,
one die each at every mover, hits on 1).

`--cards` puts cards in force on the battle (tactics 10 Combined Assault, fate 11/13 positive): the
forces go into a state holding them and are read back as a battle at the table is (`battle_in_play`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandtable.core.protocol import Action, State
from sandtable.core.table import OddsReport, OptionInfo
from sandtable.games.aa_dday import odds_exact as X

ALIASES = {"inf": "infantry", "infantry": "infantry", "art": "artillery", "artillery": "artillery",
           "tank": "tank", "tanks": "tank", "arm": "tank", "bunker": "blockhouse",
           "blockhouse": "blockhouse", "bh": "blockhouse", "fighter": "fighter", "ftr": "fighter",
           "bomber": "bomber", "dice": "dice"}
ATTACK = {"infantry": 1, "artillery": 2, "tank": 3, "blockhouse": 3}
DEFENCE = {"infantry": 2, "artillery": 2, "tank": 2, "blockhouse": 1}
GERMAN_DEFENCE = {"tank": 3}
KINDS = ("battle", "naval", "bombers", "blockhouses", "aa", "strafing")
HIT = {"naval": 2, "bombers": 3, "blockhouses": 3, "aa": 1, "strafing": 1}
FORCES_HELP = ('Forces as TYPE=N separated by commas: inf, art, tank, bunker (blockhouse); for targeted '
               'attacks also dice, bomber, fighter. Example: "inf=3,art=1,tank=3".')
HEADING = "Battle board odds"
OUTCOMES = (("attacker_takes", "Attacker takes the zone"), ("defender_holds", "Defender holds"),
            ("contested", "Still contested"), ("both_gone", "Both sides eliminated"))
EXPECTED = (("attacker_losses", "Expected losses: attacker"),
            ("defender_losses", "Expected losses: defender"))


def parse_forces(text: str, who: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        unit = ALIASES.get(name.strip().lower())
        if not sep or unit is None:
            raise ValueError(f"{who}: {part[:30]!r} is not TYPE=N with TYPE one of inf, art, tank, bunker, "
                             "dice, bomber, fighter")
        if not value.strip().isdigit() or not 0 <= int(value) <= 40:
            raise ValueError(f"{who}: the number of {unit} must be a whole number from 0 to 40")
        out[unit] = out.get(unit, 0) + int(value)
    if not any(out.values()):
        raise ValueError(f"{who}: no units")
    return out


def parse_order(value: Any) -> tuple[str, ...]:
    if not value or str(value).strip().lower() in ("cheapest", "default"):
        return X.CHEAPEST
    order = []
    for name in str(value).split(","):
        unit = ALIASES.get(name.strip().lower())
        if unit not in ATTACK:
            raise ValueError(f"casualty order: {name.strip()[:20]!r} is not inf, art, tank or bunker")
        if unit not in order:
            order.append(unit)
    return tuple(order) + tuple(u for u in X.CHEAPEST if u not in order)


def make_side(power: str, counts: Mapping[str, int], order: tuple[str, ...], attacking: bool) -> X.Side:
    units: list[str] = []
    for unit in order:
        units += [unit] * counts.get(unit, 0)
    if attacking:
        hits = tuple(ATTACK[u] for u in units)
    else:
        hits = tuple(GERMAN_DEFENCE.get(u, DEFENCE[u]) if power == "germany" else DEFENCE[u] for u in units)
    return X.Side(power, tuple(units), hits)


class DDayOdds:
    forces_help = FORCES_HELP

    def settings(self) -> list[OptionInfo]:
        return [OptionInfo("attacking_side", "Attacking side", "allies",
                           "allies (card 11) or axis (card 13)"),
                OptionInfo("cycles", "Cycles", 1, "battle board cycles at most; 0: until one side is gone"),
                OptionInfo("casualty_order", "Casualty order", "cheapest",
                           "units lost first, e.g. inf,bunker,art,tank (cheapest first by default)"),
                OptionInfo("attack", "Attack", "battle",
                           "battle, or a targeted attack: " + ", ".join(KINDS[1:])),
                OptionInfo("cards", "Cards in force", "",
                           "cards whose modifier counts, e.g. tactics-10 (Combined Assault), fate-11 or "
                           "fate-13 (a fate card's positive result)")]

    def parse(self, attacker: str, defender: str, settings: Mapping[str, Any]) -> Any:
        kind = str(settings.get("attack", "battle") or "battle").strip().lower()
        if kind not in KINDS:
            raise ValueError(f"--attack must be one of {', '.join(KINDS)}")
        att, dfd = parse_forces(attacker, "attacker"), parse_forces(defender, "defender")
        if kind != "battle":
            return _targeted(kind, att, dfd)
        side = str(settings.get("attacking_side", "allies") or "allies").strip().lower()
        if side not in ("allies", "axis"):
            raise ValueError("--attacking-side must be allies or axis")
        try:
            cycles = int(settings.get("cycles", 1))
        except (TypeError, ValueError):
            cycles = -1
        if not 0 <= cycles <= 30:
            raise ValueError("--cycles must be a whole number from 0 (until one side is gone) to 30")
        order = parse_order(settings.get("casualty_order", "cheapest"))
        for who, counts in (("attacker", att), ("defender", dfd)):
            extra = sorted(set(counts) - set(ATTACK))
            if extra:
                raise ValueError(f"{who}: {', '.join(extra)} do not fight on the battle board")
        if "blockhouse" in att and side == "allies" or "blockhouse" in dfd and side == "axis":
            raise ValueError("blockhouses are German: only the Axis side has them")
        cards = str(settings.get("cards", "") or "").strip()
        if cards:
            return with_cards(side, att, dfd, cycles, order, cards)
        a_power, d_power = ("uk", "germany") if side == "allies" else ("germany", "uk")
        return X.BattleSetup(make_side(a_power, att, order, True), make_side(d_power, dfd, order, False),
                             cycles, order)

    def from_state(self, state: State, action: Action) -> Any | None:
        """The battle in progress (the panel's odds): the zone's forces, the attacker's side, one cycle,
        each side's dice as the engine's combat rolls them under the cards in force (modifiers)."""
        battle = getattr(state, "battle", None)
        if not battle:
            return None
        return battle_in_play(state, battle["zone"], battle["attacker"])

    def layout(self) -> OddsReport:
        return OddsReport({k: 0.0 for k, _ in OUTCOMES}, {k: 0.0 for k, _ in EXPECTED},
                          dict(OUTCOMES + EXPECTED), heading=HEADING, minor=("both_gone",))

    def odds(self, setup: Any, *, exact: bool = False, samples: int = 0) -> OddsReport:
        if isinstance(setup, X.TargetedSetup):
            return _targeted_report(setup, exact)
        result = X.battle(setup, exact)
        na, nd = len(setup.attacker.units), len(setup.defender.units)
        sums: dict[str, Any] = {k: 0 for k, _ in OUTCOMES}
        la = ld = 0
        for (i, j), p in result.final.items():
            gone_a, gone_d = i >= na, j >= nd
            name = "both_gone" if gone_a and gone_d else "attacker_takes" if gone_d else \
                "defender_holds" if gone_a else "contested"
            sums[name] += p
            la += i * p
            ld += j * p
        outcomes = {k: float(v) for k, v in sums.items()}
        expected = {"attacker_losses": float(la), "defender_losses": float(ld)}
        details: dict[str, Any] = {
            "game": "aa-dday", "attack": "battle", "cycles": setup.cycles,
            "attacker": {"power": setup.attacker.power, "units": list(setup.attacker.units)},
            "defender": {"power": setup.defender.power, "units": list(setup.defender.units)},
            "modifiers": list(setup.modifiers),
            "outcomes": outcomes, "expected": expected,
            "final": {f"{i},{j}": float(p) for (i, j), p in sorted(result.final.items())},
        }
        exact_text = {k: str(v) for k, v in sums.items()} if exact else {}
        if exact:
            details["exact"] = exact_text
        if samples:
            mc = X.monte_carlo(setup, samples)
            keys = set(mc) | set(result.final)
            delta = max(abs(mc.get(k, 0.0) - float(result.final.get(k, 0))) for k in keys)
            details["monte_carlo"] = {"samples": samples, "max_abs_delta": delta}
        text = _battle_text(setup, outcomes, expected, details)
        return OddsReport(outcomes, expected, dict(OUTCOMES + EXPECTED), exact_text, details, text,
                          HEADING, ("both_gone",))


def order_card(s: Any) -> int:
    """The order card being played (11 or 13 in a battle; 11 when the deck says nothing else)."""
    deck, pos = getattr(s, "deck", []), getattr(s, "pos", -1)
    return int(deck[pos][1]) if 0 <= pos < len(deck) and deck[pos][0] == "order" else 11


def side_in_play(s: Any, zone: str, side: str, attacking: bool, n: int,
                 order: tuple[str, ...] = X.CHEAPEST) -> X.Side:
    """One side of the battle in `zone`, its units in casualty `order`, and the hit numbers of its
    dice after each casualty from `combat.fire_needs`, the function the engine's battle rolls with,
    so a modifier of a fate or tactics card counts here exactly as it does on the table."""
    from sandtable.games.aa_dday.combat import fire_needs
    from sandtable.games.aa_dday.scenario import SIDE_OF

    mine = [(k, c) for k, c in sorted(s.units[zone].items())
            if k.split(":", 1)[1] in ATTACK and SIDE_OF[k.split(":", 1)[0]] == side]
    rank = {u: i for i, u in enumerate(order)}
    units = sorted((k for k, c in mine for _ in range(c)), key=lambda k: rank.get(k.split(":", 1)[1], 9))
    probe = s.clone()
    others = {k: c for k, c in s.units[zone].items() if (k, c) not in mine}
    after = []
    for lost in range(len(units) + 1):
        left: dict[str, int] = dict(others)
        for k in units[lost:]:
            left[k] = left.get(k, 0) + 1
        probe.units[zone] = left
        after.append(tuple(need for need, _ in fire_needs(probe, zone, side, attacking, n)))
    power = units[0].split(":", 1)[0] if units else ("germany" if side == "axis" else "uk")
    return X.Side(power, tuple(k.split(":", 1)[1] for k in units), after[0], tuple(after))


def battle_modifiers(s: Any, n: int) -> tuple[str, ...]:
    """The cards in force on order card n's battles, in words: a tactics card's modifier (its face
    text) and a fate card's result, when it is one the battle board reads."""
    out = []
    for mod in s.effects.get("mods", ()):
        if mod["card"] != n:
            continue
        for tn, t in sorted(s.scen.tactics.items()):
            if t.get("effect") == "modifier" and t.get("mod") == mod["effect"] and int(t.get("card", 0)) == n:
                out.append(f"tactics card {tn} ({t['name']}): {t['text']}")
    fate = s.fate
    if fate.get("n") == n and fate.get("result"):
        eff = s.scen.fate[n][fate["result"]]
        if eff.get("effect") == "infantry_hit":
            out.append(f"fate card {n}: {eff['text']}")
    return tuple(out)


def battle_in_play(s: Any, zone: str, attacker: str, cycles: int = 1,
                   order: tuple[str, ...] = X.CHEAPEST) -> X.BattleSetup:
    """The battle `attacker` fights in `zone` of state `s`, under the cards in force there."""
    n = order_card(s)
    defender = "allies" if attacker == "axis" else "axis"
    mods = tuple(tuple(sorted(m.items())) for m in s.effects.get("mods", ()) if m["card"] == n)
    fate = tuple(sorted(s.fate.items())) if s.fate.get("n") == n else ()
    return X.BattleSetup(side_in_play(s, zone, attacker, True, n, order),
                         side_in_play(s, zone, defender, False, n, order), cycles, order, n,
                         battle_modifiers(s, n), fate, mods)


def with_cards(side: str, att: Mapping[str, int], dfd: Mapping[str, int], cycles: int,
               order: tuple[str, ...], cards: str) -> X.BattleSetup:
    """A battle of the command line under cards in force ("tactics-10,fate-11"): the forces are put in
    a zone of a fresh state holding those cards, and read back by `battle_in_play` as a battle at the
    table is, so the engine's own numbers count them."""
    s = X.default_state()
    n = 11 if side == "allies" else 13
    for place in s.units.values():
        place.clear()
    zone = next(z for z in s.scen.zones if z in s.scen.victory_cities)
    powers = {side: "uk" if side == "allies" else "germany"}
    powers["axis" if side == "allies" else "allies"] = "germany" if side == "allies" else "uk"
    other = "axis" if side == "allies" else "allies"
    for who, counts in ((side, att), (other, dfd)):
        for unit, count in counts.items():
            if count:
                s.units[zone][f"{powers[who]}:{unit}"] = count
    s.pos, s.effects, s.fate = s.deck.index(("order", n)), {"mods": []}, {}
    for name in filter(None, (c.strip() for c in cards.split(","))):
        deck, _, number = name.lower().partition("-")
        card = int(number) if number.isdigit() else 0
        t = s.scen.tactics.get(card, {}) if deck == "tactics" else {}
        if deck == "tactics" and t.get("effect") == "modifier" and int(t.get("card", 0)) == n:
            s.effects["mods"].append({"card": n, "effect": t["mod"], "value": t.get("value")})
        elif deck == "fate" and card == n and s.scen.fate[n]["positive"].get("effect") == "infantry_hit":
            s.fate = {"n": n, "result": "positive"}
        else:
            raise ValueError(f"--cards: {name[:20]!r} puts nothing on the battle of order card {n} "
                             "(tactics-10 for the Allies, fate-11 for the Allies, fate-13 for the Axis)")
    return battle_in_play(s, zone, side, cycles, order)


POWER_TITLES = {"germany": "Germany", "uk": "the United Kingdom", "us": "the United States"}


def _battle_text(setup: Any, outcomes: dict[str, float], expected: dict[str, float],
                 details: dict[str, Any]) -> str:
    titles = dict(OUTCOMES)
    cyc = "1 cycle" if setup.cycles == 1 else f"up to {setup.cycles} cycles" if setup.cycles else \
        "until one side is gone"
    who = POWER_TITLES.get(setup.attacker.power, setup.attacker.power)
    lines = [f"{HEADING} ({cyc}, {who} attacks, casualties {', '.join(setup.order)})"]
    lines += [f"  {m}" for m in setup.modifiers]
    for k, p in outcomes.items():
        if k != "both_gone" or p > 0:
            lines.append(f"  {titles[k]:<26} {p:7.2%}")
    lines.append(f"  Expected losses: attacker {expected['attacker_losses']:.2f}, "
                 f"defender {expected['defender_losses']:.2f}")
    if "monte_carlo" in details:
        mc = details["monte_carlo"]
        lines.append(f"  Monte Carlo ({mc['samples']} battles through the engine): max |Δp| "
                     f"{mc['max_abs_delta']:.4f}")
    return "\n".join(lines)


def _targeted(kind: str, att: dict[str, int], dfd: dict[str, int]) -> X.TargetedSetup:
    if kind == "naval":
        return X.TargetedSetup(kind, att.get("dice", 6), HIT[kind], dfd.get("blockhouse", 0))
    if kind == "bombers":
        return X.TargetedSetup(kind, att.get("bomber", 0), HIT[kind], sum(dfd.values()))
    if kind == "blockhouses":
        return X.TargetedSetup(kind, att.get("blockhouse", 0), HIT[kind], sum(dfd.values()))
    if kind == "aa":
        planes = dfd.get("fighter", 0) + dfd.get("bomber", 0)
        return X.TargetedSetup(kind, att.get("artillery", 0), HIT[kind], planes)
    return X.TargetedSetup(kind, att.get("fighter", 0), HIT[kind], sum(dfd.values()), per_target=True)


def _targeted_report(setup: X.TargetedSetup, exact: bool) -> OddsReport:
    dist = X.targeted(setup, exact)
    outcomes = {f"destroyed_{k}": float(p) for k, p in sorted(dist.items())}
    titles = {f"destroyed_{k}": f"{k} destroyed" for k in dist}
    mean = float(sum(k * p for k, p in dist.items()))
    heading = f"{setup.kind.capitalize()}: {setup.dice} dice at {setup.hit} or less"
    lines = [heading] + [f"  {titles[k]:<14} {p:7.2%}" for k, p in outcomes.items()]
    lines.append(f"  Expected destroyed: {mean:.2f}")
    details = {"game": "aa-dday", "attack": setup.kind, "dice": setup.dice, "hit": setup.hit,
               "targets": setup.targets, "outcomes": outcomes, "expected_destroyed": mean}
    exact_text = {f"destroyed_{k}": str(p) for k, p in dist.items()} if exact else {}
    return OddsReport(outcomes, {"destroyed": mean}, {**titles, "destroyed": "Expected destroyed"},
                      exact_text, details, "\n".join(lines), heading)


SPEC = DDayOdds()
