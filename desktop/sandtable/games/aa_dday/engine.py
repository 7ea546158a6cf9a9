"""The work list that plays the deck: tasks, pending decisions and dice, card start and end.

A task is [name, data] with JSON data; `advance` runs tasks until one needs a player or a die
(`pending`), and when the list is empty turns the next card of the deck (sequence.turn_deck),
or ends the turn with the victory check (lines 375, 381, 575-579). Three generic tasks serve every
card: "dice" (one die per entry, hits counted, line 447), "casualties" (the owner picks, line
449) and "target" (the firer picks, lines 527-529). A choice with a single possible answer is
made here, not asked (no empty prompts).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sandtable.core.dispatch import Registry
from sandtable.core.protocol import Action, ChanceOutcome
from sandtable.games.aa_dday import actions as A
from sandtable.games.aa_dday.scenario import SIDE_OF
from sandtable.games.aa_dday.sequence import CARD_BY_NUMBER, CITIES_HELD_TO_WIN, turn_deck
from sandtable.games.aa_dday.state import SIDE_POWERS, DDayState, key, split

Task = Callable[[DDayState, dict[str, Any]], None]
Handler = Callable[[DDayState, dict[str, Any], Action], None]
TASKS: Registry[Task] = Registry()
HANDLERS: Registry[Handler] = Registry()
CARD_START: Registry[Task] = Registry()
task = TASKS.register
card = CARD_START.register
handler = HANDLERS.register


def push(s: DDayState, *tasks: tuple[str, dict[str, Any]]) -> None:
    """Run these tasks next, in the order given (before anything already listed)."""
    s.tasks[0:0] = [[name, data] for name, data in tasks]


def ask(s: DDayState, power: str, kind: str, prompt: str, **data: Any) -> None:
    s.pending = {"kind": kind, "power": power, "prompt": prompt, **data}


def roll(s: DDayState, label: str, then: str, ctx: dict[str, Any], dice: int = 1) -> None:
    s.pending = {"kind": "2d6" if dice == 2 else "die", "label": label, "then": then, "ctx": ctx}


def note(s: DDayState, text: str) -> None:
    s.log.append(f"T{s.turn} {text}")


def fate_result(s: DDayState, n: int) -> dict[str, Any] | None:
    """The effect the fate card of order card n produced this turn (None: no effect)."""
    if s.fate.get("n") != n or not s.fate.get("result"):
        return None
    return s.scen.fate[n][s.fate["result"]]


def fate_value(s: DDayState, n: int, effect: str, default: int) -> int:
    eff = fate_result(s, n)
    return int(eff["value"]) if eff and eff.get("effect") == effect and "value" in eff else default


def tactic_mods(s: DDayState, n: int, effect: str) -> list[dict[str, Any]]:
    """The modifiers a tactics card played this turn put on order card n (advanced.py, C24)."""
    return [m for m in s.effects.get("mods", ()) if m["card"] == n and m["effect"] == effect]


def fate_is(s: DDayState, n: int, effect: str) -> bool:
    """Whether order card n runs with `effect`, from its fate card or a tactics card of this turn
    (tactics 9 lends fate 10's "land anywhere"; tactics 15 fate 12's "move 2")."""
    eff = fate_result(s, n)
    return bool(eff and eff.get("effect") == effect) or bool(tactic_mods(s, n, effect))


# -- the loop -------------------------------------------------------------------------------
def advance(s: DDayState) -> None:
    while s.pending is None and s.winner is None:
        if s.tasks:
            name, data = s.tasks.pop(0)
            TASKS[name](s, data)
        else:
            _next_card(s)


def apply_action(s: DDayState, action: Action) -> None:
    pending = s.pending
    assert pending is not None
    s.pending = None
    if isinstance(action, ChanceOutcome):
        push(s, (pending["then"], {**pending["ctx"], "faces": list(action.values)}))
    else:
        HANDLERS[pending["kind"]](s, pending, action)
    advance(s)


def _next_card(s: DDayState) -> None:
    if 0 <= s.pos < len(s.deck):
        _end_card(s, *s.deck[s.pos])
        if s.winner is not None:
            return
    s.pos += 1
    if s.pos >= len(s.deck):
        _end_turn(s)
        return
    deck, n = s.deck[s.pos]
    if deck == "order":
        order = CARD_BY_NUMBER[n]
        note(s, f"order card {n}: {order.name}")
        s.moved, s.origins = {}, []
        CARD_START[order.key](s, {"n": n})
    else:
        from sandtable.games.aa_dday import advanced

        (advanced.start_fate if deck == "fate" else advanced.start_tactics)(s, n)


def _end_card(s: DDayState, deck: str, n: int) -> None:
    s.played.append(f"{deck}-{n}")
    if deck == "order":
        if n == 1:  # card 1 leaves the deck after turn 1 (383, 603), fate card 1 with it (722)
            s.removed.update({"order-1", "fate-1"})
        if s.fate.get("n") == n:
            s.fate = {}
        if s.opts["continuous_control"] and s.held and not _cities_allied(s):
            note(s, "the Allies lost a victory city: the count of held turns starts again (option)")
            s.held = 0


def _cities_allied(s: DDayState) -> bool:
    return all(s.control(c) == "allies" for c in s.scen.victory_cities)


def _end_turn(s: DDayState) -> None:
    """Victory check (575-579), then the turn marker moves on (381)."""
    if _cities_allied(s):
        s.held += 1
        note(s, f"victory check: the Allies hold the three cities ({s.held} check(s) in a row)")
    else:
        s.held = 0
    if s.held >= CITIES_HELD_TO_WIN:
        s.winner, s.reason = (
            "allies",
            f"the Allies held Cherbourg, St. Lô and Caen for a full turn (turn {s.turn})",
        )
    elif s.turn >= s.scen.turns:
        s.winner, s.reason = "axis", f"the Allies had not won by the end of turn {s.turn}"
    if s.winner:
        note(s, s.reason)
        return
    s.turn += 1
    s.effects = {}
    s.deck = turn_deck(s.turn, s.opts["fate_deck"], s.opts["tactics_deck"], s.removed)
    s.pos = -1
    s.played = []


# -- generic tasks ------------------------------------------------------------------------------
@task("dice")
def _dice(s: DDayState, data: dict[str, Any]) -> None:
    """Roll data["needs"] ([need, label] each) one die at a time, then run data["then"] with hits."""
    if "faces" in data:
        face = data.pop("faces")[0]
        need, label = data["needs"].pop(0)
        if face <= need:
            data["hits"] = data.get("hits", 0) + 1
        data.setdefault("rolled", []).append(face)
    if data["needs"]:
        need, label = data["needs"][0]
        roll(
            s, f"{label} (hits on {need} or less)" if need < 6 else f"{label} (hits on any die)", "dice", data
        )
        return
    push(s, (data["then"], {**data["ctx"], "hits": data.get("hits", 0), "rolled": data.get("rolled", [])}))


def casualty_options(s: DDayState, data: dict[str, Any]) -> dict[str, int]:
    """The units the chooser may still pick: "power:type" -> how many."""
    place, side = data["place"], data["side"]
    marked = s.battle["cas"] if data.get("mode") == "mark" and s.battle else {}
    out: dict[str, int] = {}
    for k, n in s.units[place].items():
        power, unit = split(k)
        if SIDE_OF[power] != side or not s.scen.unit_types[unit].land or unit in data.get("exclude", ()):
            continue
        if data.get("only_from") is not None and k not in data["only_from"]:
            continue
        free = n - marked.get(k, 0) if data.get("mode") == "mark" else n
        if data.get("only_from") is not None:
            free = min(free, data["only_from"][k])
        if free > 0:
            out[k] = free
    return out


@task("casualties")
def _casualties(s: DDayState, data: dict[str, Any]) -> None:
    """The owner picks data["n"] of its units in data["place"] (line 449); forced picks are made here."""
    while data["n"] > 0:
        options = casualty_options(s, data)
        if not options:
            if data.get("then"):
                push(s, (data["then"], data.get("ctx", {})))
            return
        if len(options) > 1 and sum(options.values()) > data["n"]:
            place = s.scen.place_name(data["place"])
            ask(
                s,
                data["chooser"],
                "casualty",
                f"choose a casualty in {place} ({data['n']} to choose)",
                data=data,
            )
            return
        take_casualty(s, data, next(iter(sorted(options))))
    if data.get("then"):
        push(s, (data["then"], data.get("ctx", {})))


def take_casualty(s: DDayState, data: dict[str, Any], k: str) -> None:
    if data.get("mode") == "mark":
        assert s.battle is not None
        s.battle["cas"][k] = s.battle["cas"].get(k, 0) + 1
    else:
        s.lose(data["place"], k)
        if data.get("only_from") is not None:
            data["only_from"][k] -= 1
    power, unit = split(k)
    note(s, f"{power} {unit} in {s.scen.place_name(data['place'])} is a casualty")
    data["n"] -= 1


@handler("casualty")
def _on_casualty(s: DDayState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Casualty)
    data = pending["data"]
    take_casualty(s, data, key(action.power, action.unit))
    push(s, ("casualties", data))


@task("target")
def _target(s: DDayState, data: dict[str, Any]) -> None:
    """The firer (data["chooser"]) picks one of data["options"] ([place, "power:type"]); then data["then"]."""
    options = [o for o in data["options"] if s.count(o[0], o[1]) > 0]
    if not options:
        push(s, (data["then"], {**data["ctx"], "target": None}))
    elif len(options) == 1:
        push(s, (data["then"], {**data["ctx"], "target": options[0]}))
    else:
        ask(s, data["chooser"], "target", data["prompt"], data={**data, "options": options})


@handler("target")
def _on_target(s: DDayState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.Target)
    data = pending["data"]
    push(s, (data["then"], {**data["ctx"], "target": [action.place, key(action.power, action.unit)]}))


def target_task(
    chooser: str, options: list[list[str]], prompt: str, then: str, ctx: dict[str, Any]
) -> tuple[str, dict[str, Any]]:
    return ("target", {"chooser": chooser, "options": options, "prompt": prompt, "then": then, "ctx": ctx})


def side_decider(s: DDayState, side: str, place: str | None = None) -> str:
    """Who decides for a side: Germany; for the Allies the power with more land units in `place`
    (the UK on a tie or without a place; spec §2, C20)."""
    if side == "axis":
        return "germany"
    if place is not None and s.land_of(place, "us") > s.land_of(place, "uk"):
        return "us"
    return "uk"


def powers_of(side: str) -> tuple[str, ...]:
    return SIDE_POWERS[side]
