"""1943-45 in the player's words (no Qt): the log line of a decision or a roll, read from the state
it is made in, and the names of pieces, zones and impulses as the board and the tracks show them.

The actions' own `describe()` and the chance labels are written without the state (they name
counters by id and zones by number); `log_line` turns them into what a player reads: "Allied plane
in Tunis" instead of `A.plane.3`, the zone's name beside its number, a retreat by its destination,
"1 die", "hits on 6". Chance labels stay as they are in the records (they are part of recorded
outcomes); only the log line is reworded.
"""

from __future__ import annotations

import re
from typing import Any

from sandtable.core.messages import Message
from sandtable.core.protocol import CHANCE, Action
from sandtable.games.g1943_45.pieces import POOL, REMOVED, SEA, SIDE_PREFIX, piece_name, type_of

# Counter ids (A.tank.2, X.fleet_it.1) and battle unit ids (X.elite#1, A.cube#2, cube@17#0).
_COUNTER_ID = re.compile(r"\b([AX])\.([a-z_]+)(?:\.(\d+)|#(\d+))")
_CUBE_UID = re.compile(r"\bcube@(\d+)#\d+")
_NATIONAL = ("Italian", "American", "British", "U-boat")
_SIDE_ADJECTIVE = ("Allied", "Axis")
_SIDE_NAMES = ("Allies", "Axis")


def zone_name(s: Any, zone: int) -> str:
    """'Tunis (17)', as the board labels a zone; the sea and the boxes by their names."""
    if zone == SEA:
        return "the sea"
    facts = s.topo.zones.get(zone)
    if facts is None:
        return f"zone {zone}"
    return f"{facts.name} ({facts.number:02d})" if facts.name else f"zone {facts.number:02d}"


def impulse_name(s: Any, index: int) -> str:
    """The impulse as the impulse track names it: A1, X1, A2 ... (the side to play, its count)."""
    return ("A" if s.order[index % 2] == 0 else "X") + str(index // 2 + 1)


def piece_words(s: Any, cid: str, where: bool = True) -> str:
    """'Allied plane in Tunis (17)', 'Italian fleet at sea', 'Axis elite' for a counter id."""
    piece = type_of(cid)
    if not piece:
        return "a piece"
    name = piece_name(piece)
    if not name.startswith(_NATIONAL):
        side = SIDE_PREFIX.index(cid[0]) if cid[:1] in SIDE_PREFIX else None
        if side is not None:
            name = f"{_SIDE_ADJECTIVE[side]} {name}"
    counter = s.counters.get(cid) if where else None
    if counter is None:
        return name
    if counter.zone > 0:
        return f"{name} in {zone_name(s, counter.zone)}"
    if counter.zone == SEA:
        return f"{name} at sea"
    if counter.zone == POOL:
        return f"{name} from the pool"
    if counter.zone == REMOVED:
        return name
    return name


def _uid_words(s: Any, match: re.Match[str]) -> str:
    prefix, piece, index, battle_index = match.groups()
    if index is not None:
        return piece_words(s, match.group(0), where=False)
    side = SIDE_PREFIX.index(prefix)
    name = piece_name(piece)
    return name if name.startswith(_NATIONAL) else f"{_SIDE_ADJECTIVE[side]} {name}"


def _named_ids(s: Any, text: str) -> str:
    """Every counter id by its words; a type name written just before it ("tank A.tank.2",
    "U-boat X.uboat.1") is dropped, the words already say it."""
    out: list[str] = []
    last = 0
    for match in _COUNTER_ID.finditer(text):
        before = text[last:match.start()]
        piece = match.group(2)
        for name in (piece_name(piece), piece.replace("_", " ")):
            if before.endswith(name + " "):
                before = before[: -len(name) - 1]
                break
        out.append(before)
        out.append(_uid_words(s, match))
        last = match.end()
    out.append(text[last:])
    return "".join(out)


def _dice_words(match: re.Match[str]) -> str:
    count, face = match.groups()
    return f"({count} {'die' if count == '1' else 'dice'}, hits on {face}-6)"


_RAW_TYPE = re.compile(r"\b(tank|plane|fleet) (it|us|uk)\b")
_DICE_AT = re.compile(r"\((\d+) at (\d)-6\)")
_SIX_SIX = re.compile(r"\b(hits on|engages it on|on) 6-6\b")
_ONE_DICE = re.compile(r"\b1 dice\b")
_ZONE_FIRST = re.compile(r"\bzone (\d\d) \(([^)]*)\)")


def plain(s: Any, text: str) -> str:
    """A describe() or label text with counter ids named, dice counted in words, hit numbers read."""
    text = _named_ids(s, text)
    if "cube@" in text:
        text = _CUBE_UID.sub(lambda m: f"a cube from {zone_name(s, int(m.group(1)))}", text)
    # Each rewrite only where its words occur (a log line is worded at every step of a game).
    if "-6" in text:
        # "(3 at 4-6)" -> "(3 dice, hits on 4-6)"; "hits on 6-6" -> "hits on 6".
        text = _DICE_AT.sub(_dice_words, text)
        text = _SIX_SIX.sub(r"\1 6", text)
        text = text.replace("(5-6 engages it)", "(engages it on 5-6)")
    if "1 dice" in text:
        text = _ONE_DICE.sub("1 die", text)
    # A battle unit's type with its underscore dropped ("tank it") by the name on the counter sheet.
    text = _RAW_TYPE.sub(lambda m: piece_name(f"{m.group(1)}_{m.group(2)}"), text)
    if "zone " in text:
        text = _ZONE_FIRST.sub(r"\2 (\1)", text)
    # A decision's line is shown after its side's name: no "Axis: Axis set-up done".
    for name in _SIDE_NAMES:
        if text.startswith(name + ": "):
            text = text[len(name) + 2:]
    return text


# A zone written as its two-digit number by describe() ("from 17 to 16 via 05, 06").
_ZONE_REF = re.compile(r"\b(from|to|in|via|attack|reinforce|,) (\d\d)\b"
                       r"(?! (?:cube|tank|plane|elite|paratrooper))")


def named_zones(s: Any, text: str) -> str:
    """Two-digit zone numbers after from/to/in/via by the zone's name and number."""
    def name(match: re.Match[str]) -> str:
        zone = int(match.group(2))
        if zone not in s.topo.zones:
            return match.group(0)
        return f"{match.group(1)} {zone_name(s, zone)}"
    return _ZONE_REF.sub(name, text)


def _held(s: Any, cid: str) -> str:
    return piece_words(s, cid) if cid else ""


def _say(id: str, text: str, **args: Any) -> Message:
    """`text` as a `Message` of the game-text catalogue (assets/translations/game_text/1943-45.json):
    the same English characters, with the sentence's id and its parts, so the window renders it in
    the player's language without reading it back (tests/test_game_text.py checks that the
    catalogue's English of `id` with `args` is `text`)."""
    return Message(text, id, args)


def _decision(s: Any, action: Action) -> str:
    kind = action.kind
    if kind == "fly":
        piece, to = f"the {_held(s, action.plane)}", zone_name(s, action.to)  # type: ignore[attr-defined]
        return _say("fly", f"fly {piece} to {to}", piece=piece, to=to)
    if kind == "bomb" and getattr(action, "plane", ""):
        piece, zone = f"the {_held(s, action.plane)}", zone_name(s, action.zone)  # type: ignore[attr-defined]
        return _say("bombs", f"{piece} bombs {zone}", piece=piece, zone=zone)
    if kind == "move_partisans":
        path = action.path  # type: ignore[attr-defined]
        piece, to = f"the {_held(s, action.partisans)}", zone_name(s, path[-1] if path else 0)  # type: ignore[attr-defined]
        return _say("move.piece", f"move {piece} to {to}", piece=piece, to=to)
    if kind == "engage_partisans":
        piece, zone = f"the {_held(s, action.partisans)}", zone_name(s, action.origin)  # type: ignore[attr-defined]
        return _say("draw", f"{piece} draw an Axis cube from {zone}", piece=piece, cube="an Axis cube",
                    zone=zone)
    if kind == "transport_loss":
        piece = action.piece  # type: ignore[attr-defined]
        return "naval transport loses " + ("a cube" if piece == "cube" else f"the {_held(s, piece)}")
    if kind == "setup_place":
        return action.describe().replace("Axis set-up: ", "set up: ", 1)
    if kind == "setup_done":
        return _say("setup.done", "set-up done")
    if kind == "accept_default_setup":
        return _say("setup.default", "accept the scenario's default deployment")
    if kind == "choose_first":
        if getattr(action, "side", "") == "allied":
            return _say("first.allies", "the Allies play the first impulse")
        return _say("first.axis", "the Axis plays the first impulse")
    if kind == "play_event":
        return _event(s, action)
    if kind == "combat_elite":
        text = action.describe()
        return "the elite " + text.split(": ", 1)[1] if ": " in text else text
    if kind in ("combat_retreat", "combat_partial_retreat"):
        return _retreat(s, action)
    if kind == "end_impulse" and s.phase == "impulses":
        impulse = impulse_name(s, s.impulse)
        return _say("end.impulse", f"end the impulse ({impulse})", impulse=impulse)
    if kind == "pass" and s.phase == "impulses":
        impulse = impulse_name(s, s.impulse)
        return _say("pass.impulse", f"pass (impulse {impulse})", impulse=impulse)
    return action.describe()


def _event(s: Any, action: Action) -> str:
    title = str(getattr(action, "event", "")).replace("_", " ")
    title = title[:1].upper() + title[1:]
    zone = int(getattr(action, "zone", -1))
    returns = tuple(getattr(action, "returns", ()))
    if returns:
        events = ", ".join(r.replace("_", " ") for r in returns)
        return _say("event.kesselring", f"play the event {title}: tokens back from {events}",
                    event=title, events=events)
    if zone == 0:
        return _say("event.play.sea", f"play the event {title} at sea", event=title)
    if zone > 0:
        place = zone_name(s, zone)
        return _say("event.play.in", f"play the event {title} in {place}", event=title, zone=place)
    return _say("event.play", f"play the event {title}", event=title)


def _retreat(s: Any, action: Action) -> str:
    from sandtable.games.g1943_45.table_gestures import combat_resolver

    battle = combat_resolver(s)
    paths = getattr(getattr(battle, "setup", None), "retreat_paths", ())
    index = getattr(action, "path", -1)
    if not 0 <= index < len(paths):
        return action.describe()
    zones = [int(z) if str(z).isdigit() else z for z in paths[index]]
    names = [zone_name(s, z) if isinstance(z, int) else str(z) for z in zones]
    to = names[-1] + (f" via {', '.join(names[:-1])}" if len(names) > 1 else "")
    if action.kind == "combat_retreat":
        if len(names) > 1:
            return _say("retreat.all.via", f"retreat every defending force to {to}", to=names[-1],
                        via=", ".join(names[:-1]))
        return _say("retreat.all", f"retreat every defending force to {to}", to=to)
    units = ", ".join(getattr(action, "uids", ()))
    return f"retreat {units} to {to}"


def decision_words(s: Any, action: Action) -> str:
    """A decision of `s` in the player's words: for the log, the decision lists and the status bar."""
    decided = _decision(s, action)
    if isinstance(decided, Message):
        return decided  # already in the player's words, and carrying its catalogue id
    return _worded(s, decided, True)


def _worded(s: Any, text: str, zones: bool) -> str:
    """`plain` (after `named_zones` with `zones`) memoised on the board: both read only the board's
    names and the counter sheet, never where the pieces stand, and a game's log lines repeat."""
    cache = getattr(s.topo, "words_cache", None)
    if cache is None:
        return plain(s, named_zones(s, text) if zones else text)
    key = (zones, text)
    found = cache.get(key)
    if found is None:
        if len(cache) > 20000:
            cache.clear()
        found = cache[key] = plain(s, named_zones(s, text) if zones else text)
    return found


def reason_words(s: Any, reason: str) -> str:
    """An engine's refusal ("A.plane.1 is not in zone 20 (Oran)") in the player's words ("Allied
    plane is not in Oran (20)"); the refused decision it quotes gets its zones named too."""
    text = _ROUTE_NUMBER.sub(lambda m: _route_words(s, int(m.group(1))), reason)
    # The engine's summary counts impulses of both sides ("impulse 3 (Axis, combat)"): the track's name.
    text = _IMPULSE_NUMBER.sub(lambda m: f"impulse {impulse_name(s, int(m.group(1)) - 1)} (", text)
    return plain(s, named_zones(s, text))


_ROUTE_NUMBER = re.compile(r" ?\(retreat route (\d+)\)")
_IMPULSE_NUMBER = re.compile(r"\bimpulse (\d+) \((?=Allies|Axis)")


def _route_words(s: Any, number: int) -> str:
    """' to Tunis (17)' for a retreat route of the battle being fought; '' once it is over."""
    from sandtable.games.g1943_45.table_gestures import combat_resolver

    paths = getattr(getattr(combat_resolver(s), "setup", None), "retreat_paths", ())
    if not 1 <= number <= len(paths) or not paths[number - 1]:
        return ""
    last = paths[number - 1][-1]
    return " to " + (zone_name(s, int(last)) if str(last).isdigit() else str(last))


def log_line(s: Any, action: Action) -> str:
    """The log line of `action` applied to `s` now (a decision, or a roll with its label)."""
    if s.current_player() == CHANCE:
        label = s.chance_label()
        text = action.describe()
        if label and not text.startswith(label):
            text = f"{label}: {text}"
        return _worded(s, text, False)
    return decision_words(s, action)
