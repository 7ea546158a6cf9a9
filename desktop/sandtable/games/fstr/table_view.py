"""What the table draws of an FSTR state (no Qt): counters per hex with their NATO symbol, printed
factors, step state and formation colour; marker counters (Reserve, out of supply, END OPS,
fortification, rearguard, mule); the unseen part of far enemy stacks; the Cadre Boxes; the tracks
(turn, impulse, activation points, weather, initiative) and the command display; control; the
battle being fought; the board of the scenario's area as hex zones.

`build_view` is given what the observer may see (`observation.observe`): hidden counters are
already gone from it, and `hidden_stacks` says how many a far stack still holds.
"""

from __future__ import annotations

import ast
import re
import zlib
from functools import cache
from typing import Any

from sandtable.board.hexlayout import parse_label
from sandtable.core.table import ArrowView, BoxView, PieceView, TableView, TrackView
from sandtable.games.fstr.state import PLAYER, SIDES, FstrState

SIDE_TITLES = {"allied": "Allies", "axis": "Axis"}
# NATO symbols: a unit type -> the art kind (`counter_art`); types without art print their code.
ART_KIND = {"inf": "inf", "mtn": "inf", "mg": "inf", "engr": "inf", "kg": "inf", "recon": "inf",
            "mech": "inf", "para": "para", "tank": "tank", "heavy": "tank", "armour": "tank",
            "td": "tank", "sf": "tank", "at": "tank", "artillery": "art", "naval": "naval"}
COUNTER_ART = {"inf": "assets/counters/infantry.svg", "para": "assets/counters/paratroopers.svg",
               "tank": "assets/counters/tank.svg", "art": "assets/counters/artillery.svg",
               "naval": "assets/counters/fleet.svg"}
TYPE_NAMES = {"inf": "infantry", "mech": "mechanised infantry", "para": "paratroopers", "mtn": "mountain",
              "recon": "reconnaissance", "tank": "tank", "heavy": "heavy tank", "at": "anti-tank",
              "mg": "machine-gun", "kg": "Kampfgruppe", "armour": "armour", "td": "tank destroyer",
              "sf": "self-propelled", "engr": "engineers", "naval": "naval"}
# Formation colours (counter backgrounds): a few shades per side, picked by the formation's name so a
# formation keeps its colour in every game; independents and artillery take the side's own colour.
SIDE_COLOURS = {"allied": "#5b6b2f", "axis": "#4d5963"}
FORMATION_SHADES = {"allied": ("#6f5a2a", "#3f6b3a", "#7a4a2e", "#2f5f6f", "#5f5f2a", "#4a4f7a"),
                    "axis": ("#5a5f66", "#3c4a5a", "#6a5040", "#4f5a3a", "#5e4a66", "#2f4f4f")}
MARKER_COLOUR = "#8a7a4a"
# Terrain fills of the hexes (the board's zone prop "fill").
TERRAIN_FILLS = {"plain": "#dfe6b8", "clear": "#dfe6b8", "hill": "#d6c894", "hills": "#d6c894",
                 "mountain": "#b99f7a", "forest": "#a9c48c", "marsh": "#b7d0b8", "swamp": "#b7d0b8",
                 "sea": "#9cc3e0", "lake": "#a9d4f0", "city": "#d9c9c0"}
_HEX_KEY = re.compile(r"\bmap[12]:(\d{4})\b")
_SIDE_HEAD = re.compile(r"^(allied|axis)\b")
_BUY = re.compile(r"^((allied|axis): )?buy ")


def _side_word(m: re.Match[str]) -> str:
    return SIDE_TITLES[m.group(1)]


def formation_colour(s: FstrState, uid: str) -> str:
    u = s.unit(uid)
    if u.independent or u.role != "combat":
        return SIDE_COLOURS[u.side]
    shades = FORMATION_SHADES[u.side]
    return shades[zlib.crc32(u.formation.encode()) % len(shades)]


def factors(s: FstrState, uid: str) -> str:
    """The printed factors: combat-move ("4-6"), the reduced side's combat when flipped; artillery
    its fire-range."""
    u = s.unit(uid)
    if u.role == "artillery":
        return f"{u.fire}({u.range})"
    if u.role != "combat":
        return ""
    value = s.factor(uid)
    return f"{value:g}-{u.move}"


def unit_title(s: FstrState, uid: str) -> str:
    u = s.unit(uid)
    kind = "artillery" if u.role == "artillery" else TYPE_NAMES.get(u.type, u.type)
    size = f" {u.size}" if u.size else ""
    head = f"{u.name} ({u.formation.replace('-independent', ' independent')}): {kind}{size}"
    parts = [head]
    if u.role == "combat":
        steps = s.steps.get(uid, u.steps)
        state = "reduced" if steps < u.steps else "full strength"
        printed = f"{u.combat:g}" + (f" (reduced {u.reduced:g})" if u.reduced is not None else "")
        parts.append(f"combat {printed}, move {u.move}, {u.dots:g} dots, {steps}/{u.steps} steps, {state}")
    elif u.role == "artillery":
        parts.append(f"fire {u.fire}, range {u.range}")
    flags = marks_of(s, uid)
    words = {"out_of_supply": "out of supply", "moved": "END OPS or acted", "damaged": "reduced"}
    extra = [words.get(m, m) for m in flags if m != "damaged"]
    if uid in s.reserve:
        extra.append("in Reserve")
    if uid in s.activated:
        extra.append("activated")
    if extra:
        parts.append(", ".join(extra))
    return "; ".join(parts)


def marks_of(s: FstrState, uid: str) -> tuple[str, ...]:
    u = s.unit(uid)
    out = []
    if u.role == "combat" and s.steps.get(uid, u.steps) < u.steps:
        out.append("damaged")
    if uid in s.oos:
        out.append("out_of_supply")
    if uid in s.end_ops or uid in s.fired or uid in s.acted:
        out.append("moved")
    battle = s.battle
    if battle is not None and s.loc.get(uid) == battle.get("target"):
        out.append("engaged")
    return tuple(out)


def chip(s: FstrState, uid: str) -> PieceView:
    u = s.unit(uid)
    kind = ART_KIND.get("artillery" if u.role == "artillery" else u.type, u.type or u.role)
    label = factors(s, uid) or u.name
    return PieceView(kind, PLAYER[u.side], 1, label, unit_title(s, uid), "counter",
                     formation_colour(s, uid), marks_of(s, uid), (uid,), factors=factors(s, uid))


def marker(code: str, title: str, owner: int) -> PieceView:
    return PieceView(f"marker-{code.lower()}", owner, 1, code, title, "counter", MARKER_COLOUR, (), ())


def hex_pieces(s: FstrState, h: str) -> tuple[PieceView, ...]:
    units = sorted(s.units_at(h), key=lambda u: (s.unit(u).role != "combat", s.unit(u).formation, u))
    out = [chip(s, u) for u in units]
    owner = PLAYER[s.side_of(units[0])] if units else 0
    if any(u in s.reserve for u in units):
        out.append(marker("Res", "Reserve marker (15)", owner))
    if any(u in s.oos for u in units):
        out.append(marker("OoS", "Out of supply (17)", owner))
    if any(u in s.activated for u in units) and not any(u in s.end_ops for u in units):
        out.append(marker("Act", "Activated this impulse (9)", owner))
    if any(u in s.end_ops for u in units):
        out.append(marker("END", "END OPS: no more operations this impulse (9)", owner))
    if h in s.forts:
        out.append(marker("Fort", "Fortification (9.7): Axis infantry defend doubled", PLAYER["axis"]))
    if h in s.rearguards:
        out.append(marker("RG", "Rearguard (12)", PLAYER["axis"]))
    for side, hexes in s.mules.items():
        if h in hexes:
            out.append(marker("Mule", "Mule (17.4)", PLAYER[side]))
    hidden = getattr(s, "hidden_stacks", {}).get(h, 0)
    if hidden:
        enemy = PLAYER[s.side_of(units[0])] if units else 0
        out.append(PieceView("hidden", enemy, hidden, f"+{hidden}",
                             (f"{hidden} more counters you cannot see" if hidden > 1 else
                              "1 more counter you cannot see") + " (9.9: not next to your units)",
                             "counter", None, ("hidden",), ()))
    return tuple(out)


@cache
def _open_sea(scenario_id: str) -> tuple[tuple[float, float], ...]:
    """Two points (lon, lat) in the scenario's sea farthest from the land and from the map's edge,
    for the Cadre Boxes: the sea hexes ranked by their distance in hexes to the nearest land hex or
    edge (a search from the coast and the edge, so a box is neither over land nor cut off)."""
    from sandtable.board.hexlayout import AXIAL_DIRECTIONS
    from sandtable.games.fstr.world import load_world

    board = load_world(scenario_id).board
    by_axial = {a: k for k, a in board.sea_axial.items()}
    far: dict[str, int] = {}
    def coastal(k: str) -> bool:  # next to land, or to the map's edge (a box there is cut off)
        q, r = board.sea_axial[k]
        return any((q + dq, r + dr) in board.by_axial or (q + dq, r + dr) not in by_axial
                   for dq, dr in AXIAL_DIRECTIONS)

    frontier = sorted(k for k in board.sea if coastal(k))
    for k in frontier:
        far[k] = 1
    while frontier:
        nxt = []
        for k in frontier:
            q, r = board.sea_axial[k]
            for dq, dr in AXIAL_DIRECTIONS:
                n = by_axial.get((q + dq, r + dr))
                if n is not None and n not in far:
                    far[n] = far[k] + 1
                    nxt.append(n)
        frontier = nxt
    ranked = sorted(far, key=lambda k: (-far[k], k))
    if not ranked:
        return ()
    first = ranked[0]
    second = next((k for k in ranked[1:] if board.distance(k, first) >= 5), None)
    out = []
    for k in (first, second):
        if k is not None:
            map_id, label = k.split(":")
            hm = board.maps[map_id]
            out.append(hm.layout.frame_to_lonlat(*hm.layout.center_frame(*parse_label(label))))
    return tuple(out)


def cadre_boxes(s: FstrState) -> tuple[BoxView, ...]:
    out = []
    anchors = _open_sea(s.world.scenario.id)
    for i, side in enumerate(SIDES):
        units = s.cadre[side]
        chips = tuple(PieceView(ART_KIND.get(s.unit(u).type, s.unit(u).type), PLAYER[side], 1, s.unit(u).name,
                                unit_title(s, u), "counter", formation_colour(s, u), ("damaged",), (u,))
                      for u in units)
        count = "1 eliminated unit" if len(units) == 1 else f"{len(units)} eliminated units"
        text = f"{SIDE_TITLES[side]} Cadre Box: {count} waiting for replacements (19)"
        title = f"{SIDE_TITLES[side]} Cadre Box"
        anchor = anchors[i] if i < len(anchors) else None
        out.append(BoxView(f"cadre-{side}", title, chips, anchor, text, (PLAYER[side],)))
    return tuple(out)


@cache
def _bari_anchor(scenario_id: str) -> tuple[float, float] | None:
    """Where the Bari Port Box is drawn: the scenario's sea hex farthest to the south-east, the way
    to Bari (9.5.7: the port lies off map 1's south-east corner)."""
    from sandtable.games.fstr.world import load_world

    board = load_world(scenario_id).board
    sea = [k for k in board.sea if k.startswith("map1:")]
    if not sea:
        return None
    far = max(sea, key=lambda k: (sum(parse_label(k.split(":")[1])), k))
    hm = board.maps["map1"]
    return hm.layout.frame_to_lonlat(*hm.layout.center_frame(*parse_label(far.split(":")[1])))


def bari_box(s: FstrState) -> tuple[BoxView, ...]:
    """The Bari Port Box (9.5.7) with its units; the Axis sees the top counter and the count (H3)."""
    from sandtable.games.fstr import bari

    if bari.rule(s) is None:
        return ()
    allied = PLAYER["allied"]
    chips = [chip(s, u) for u in sorted(s.bari)]
    hidden = int(getattr(s, "hidden_box", 0))
    if hidden:
        chips.append(PieceView("hidden", allied, hidden, f"+{hidden}",
                               (f"{hidden} more counters you cannot see" if hidden > 1 else
                                "1 more counter you cannot see") + " (9.9: not next to your units)",
                               "counter", None, ("hidden",), ()))
    n = len(s.bari) + hidden
    units = "1 unit" if n == 1 else f"{n} units"
    dots = f", {bari.dots(s):g} of {bari.capacity(s):g} dots" if not hidden else ""
    text = f"Bari Port Box: {units}{dots} (9.5.7)"
    return (BoxView(bari.BARI, "Bari Port Box", tuple(chips), _bari_anchor(s.world.scenario.id), text,
                    (allied,)),)


def tracks(s: FstrState, observer: int | None) -> tuple[TrackView, ...]:
    sc = s.world.scenario
    turns = tuple(str(t) for t in range(sc.first_turn, sc.last_turn + 1))
    turn = TrackView("turn", "Turn", turns, frozenset({s.turn - sc.first_turn}), None,
                     f"{sc.name}: turns {sc.first_turn}-{sc.last_turn}")
    impulse = TrackView("impulse", "Impulse", tuple(str(i) for i in range(1, max(6, s.impulse) + 1)),
                        frozenset({s.impulse - 1}) if s.impulse else frozenset(), None,
                        "an impulse per programming phase; the turn ends when nobody buys (5)")
    pools = ", ".join(f"{'Axis' if pool == 'axis' else pool} {ap}" for pool, ap in sorted(s.ap.items()))
    ap = TrackView("ap", "AP", (), frozenset(), None, pools or "—")
    weather = TrackView("weather", "Weather", (), frozenset(), None,
                        f"{s.weather}, initiative {SIDE_TITLES.get(s.initiative, s.initiative)}")
    air = TrackView("air", "Aircraft", (), frozenset(), None,
                    f"Allies {s.air.get('allied', 0)}, Axis {s.air.get('axis', 0)}")
    out = [turn, impulse, ap, weather, air]
    for side in SIDES:
        mine = {f for f, v in s.world.counters.formations.items() if v.side == side}
        active = sorted(s.active_forms & mine)
        waiting = s.to_operate.get(side, [])
        bought = [f"{b[0].replace('_', ' ')} {b[1]}" for b in s.bought.get(side) or []]
        text = (f"to operate: {', '.join(waiting) or '—'}; activated: {', '.join(active) or '—'}"
                + (f"; bought: {', '.join(bought)}" if bought else ""))
        out.append(TrackView(f"command-{side}", f"{SIDE_TITLES[side]} HQ", (), frozenset(),
                             PLAYER[side], text))
        out.append(TrackView(f"display-{side}", f"{SIDE_TITLES[side]} corps", (), frozenset(),
                             PLAYER[side], display_text(s, side)))
    return tuple(out)


def display_text(s: FstrState, side: str) -> str:
    """The command display as it stands (rule 7, reassignments of 7.1 included): each corps in play
    with its divisions in play, then the divisions outside any corps by army."""
    from sandtable.games.fstr.command import army_of, corps_of
    from sandtable.games.fstr.programming import divisions_in_play

    groups: dict[str, list[str]] = {}
    for d in divisions_in_play(s, side):
        corps = corps_of(s, d)
        groups.setdefault(corps or f"{army_of(s, d) or '?'} (no corps)", []).append(d)
    for c in sorted(h.split("/", 1)[1] for h in s.hq_in_play if h.startswith("HQ/")):
        f = s.world.counters.formations.get(c)
        if f is not None and f.kind == "corps" and f.side == side:
            groups.setdefault(c, [])
    order = sorted(groups, key=lambda g: ("(no corps)" in g, g))  # the corps first: they are bought
    return "; ".join(f"{g}: {', '.join(groups[g]) or '—'}" for g in order) or "—"


def arrows(s: FstrState) -> tuple[ArrowView, ...]:
    b = s.battle
    if b is None:
        return ()
    return tuple(ArrowView(o, b["target"]) for o in sorted(b.get("attackers", {})))


def summary(s: FstrState) -> str:
    sc = s.world.scenario
    if s.winner is not None:
        who = "a draw" if s.winner == "draw" else f"{SIDE_TITLES.get(s.winner, s.winner)} win"
        return f"{sc.name}: {who} ({reason_text(player_text(s, s.reason))})"
    return f"{sc.name}: turn {s.turn}, impulse {s.impulse}, {s.weather}"


def build_view(s: FstrState, observer: int | None) -> TableView:
    hexes = sorted(set(s.loc.values()) | set(s.forts) | set(s.rearguards)
                   | {h for hs in s.mules.values() for h in hs} | set(getattr(s, "hidden_stacks", {})))
    stacks = {h: hex_pieces(s, h) for h in hexes}
    control = {h: PLAYER[side] for h, side in s.control.items() if side in PLAYER}
    fought = frozenset({s.battle["target"]}) if s.battle else frozenset()
    boxes = cadre_boxes(s) + bari_box(s)
    return TableView(stacks=stacks, boxes=boxes, tracks=tracks(s, observer), control=control,
                     arrows=arrows(s), summary=summary(s), turn=f"{s.turn}.{s.impulse}", fought=fought)


_HEXSIDE = re.compile(r"\b((?:map[12]:)?\d{4})\|((?:map[12]:)?\d{4})\b")
# The engine's own forms in its notes: the side that holds the initiative or wins, the AP dict.
_SIDE_AFTER = re.compile(r"(initiative: |game over: )(allied|axis)\b")
_AP_DICT = re.compile(r"\bAP (\{[^}]*\})")
# A refusal that names the decision twice: "move X to 4518: move X to 4518 is not one of the choices now".
_PLURAL = re.compile(r"\b(\d+) ((?:\S+ )*?[a-z]+)\(s\)")
_KEY_WORDS = re.compile(r"\b(minor_landing|major_landing|airfield_group)\b")  # purchase kinds
_TO_BARI = re.compile(r"\bto bari\b")  # a move into the box (9.5.7): its place is "bari"
_DRM = re.compile(r"\{'drm': (-?\d+)\}")  # "1 column(s) right" -> "1 column right"
_SAID_TWICE = re.compile(r"^(.+): \1 is not one")


def _side_after(m: re.Match[str]) -> str:
    if m.group(2) == "axis":
        return m.group(1) + "Axis"
    return m.group(1) + ("Allies" if m.group(1) == "initiative: " else "Allied")


def _ap_words(m: re.Match[str]) -> str:
    """"AP {'VIII Army': 18, 'axis': 12}" -> "AP: VIII Army 18, Axis 12"."""
    try:
        points = ast.literal_eval(m.group(1))
        return "AP: " + ", ".join(f"{SIDE_TITLES.get(k, k)} {v}" for k, v in points.items())
    except (ValueError, SyntaxError, AttributeError):
        return m.group(0)


def player_text(s: FstrState, text: str) -> str:
    """An engine line in a player's words: hex keys become the hex's name or printed number, a
    hexside "map2:3622|map2:3722" reads "3622–3722", sides and AP as the tracks write them."""
    board = s.world.board
    text = _HEXSIDE.sub(lambda m: f"{m.group(1)}–{m.group(2)}", text)
    text = _SIDE_AFTER.sub(_side_after, text)
    text = _AP_DICT.sub(_ap_words, text)
    text = _SAID_TWICE.sub(r"\1 is not one", text)
    text = _KEY_WORDS.sub(lambda m: m.group(0).replace("_", " "), text)
    text = _DRM.sub(r"DRM \1", text)
    text = _TO_BARI.sub("to the Bari Port Box", text)
    text = _PLURAL.sub(lambda m: f"{m.group(1)} {m.group(2)}{'' if m.group(1) == '1' else 's'}", text)
    return _HEX_KEY.sub(lambda m: board.name_of(m.group(0)), text)


def secret(text: str) -> bool:
    """A purchase of the programming phase: secret until both sides commit (H1, line 380); the log
    never shows it (the 'purchases revealed' line lists them all once they are public)."""
    return bool(_BUY.match(text))


def _revealed(text: str) -> str:
    """"purchases revealed: {'allied': [['division', '2 NZ', []], ...]}" in words."""
    head, sep, raw = text.partition("purchases revealed: ")
    if not sep:
        return text
    try:
        bought = ast.literal_eval(raw)
        parts = []
        for side in SIDES:
            items = [f"{b[0]} {b[1]}" + (f" ({', '.join(b[2])})" if len(b) > 2 and b[2] else "")
                     for b in bought.get(side, [])]
            parts.append(f"{SIDE_TITLES[side]}: {', '.join(items) or 'nothing'}")
    except (ValueError, SyntaxError, AttributeError, IndexError, TypeError):
        return text
    return f"{head}purchases revealed — {'; '.join(parts)}"


def reason_text(text: str) -> str:
    """An engine sentence starting with a side: "axis marginal victory on points 2-6" -> "Axis
    marginal victory on points 2-6", "allied automatic victory: ..." -> "Allied automatic victory: ..."."""
    for raw, word in (("allied ", "Allied "), ("axis ", "Axis ")):
        if text.startswith(raw):
            return word + text[len(raw):]
    return text


def notes(s: FstrState) -> list[str]:
    out = []
    for line in s.log:
        head, _, text = line.partition(" ")
        if secret(text):
            continue
        text = _revealed(text)
        if head.startswith("T") and "." in head:
            turn, _, imp = head[1:].partition(".")
            text = f"Turn {turn}.{imp} · {_SIDE_HEAD.sub(_side_word, text)}"
        else:
            text = line
        out.append(player_text(s, text))
    return out


# The map's feature ids a player reads as words (the other languages' words are catalogue terms).
FEATURE_WORDS = {"axis_supply": "Axis supply terminal", "viii_supply": "VIII Army supply",
                 "gustav": "Gustav line", "bernhardt": "Bernhardt line", "adriatic": "Adriatic coast"}


def describe_place(s: FstrState, place: Any) -> str:
    """A hex's name, terrain and its effects (the TEC), for the hover line."""
    board = s.world.board
    h = board.hexes.get(str(place))
    if place == "bari":  # the off-map box (9.5.7)
        return "Bari Port Box"
    if h is None:
        return str(place).split(":")[-1]
    tec = s.world.charts.tec
    t = tec.get("terrain", {}).get(h.terrain, {})
    effects = []
    if "defence" in t:
        effects.append(f"defence x{t['defence']}")
    if "attacker_from_plain" in t and t["attacker_from_plain"] != 1:
        effects.append(f"attack from plain x{t['attacker_from_plain']}")
    features = sorted(FEATURE_WORDS.get(f, f) for f in h.features if f not in ("border_sea",))
    feats = f", {', '.join(features)}" if features else ""
    stack = f", stacking {h.stacking:g} dots" if h.stacking else ""
    fx = f" — {'; '.join(effects)}" if effects else ""
    return f"{board.name_of(h.key)}: {h.terrain}{feats}{stack}{fx}"
