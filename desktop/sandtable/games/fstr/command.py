"""The command display (rule 7, seed 003 lines 394-424): the corps of each division, the army of
each division and corps, and their reassignment (7.1, lines 402-406) under national integrity
(7.1.1, lines 408-414).

The display a game starts with is data (`World.corps_of`, `World.army_of`, from counters.json and
the scenario). A reassignment is bought in the programming phase, step 4b, before any operation of
step 4c (lines 335-343): `Buy("reassign", formation, (destination,))`, the destination a corps (a
division joins it) or an army (a division outside any corps there, or a corps changing army). Each
formation at most once an impulse: a second move in the same step changes nothing a single one could
not, and the limit keeps the programming decision finite for the free (Axis, same-army) moves.

Costs (line 404): the Allies pay 1 AP a division that passes to another army, and a corps' divisions
+ 1 to move a corps; moves inside an army and every Axis move are free. [default] The receiving
army's pool pays, then XV Army Group's (line 376 names no pool for it). A free reassignment is not an
allocation of AP: an impulse with only free reassignments still ends the turn (lines 339, 388).

Hidden information: the reassignment is one of the buyer's purchases, kept in `s.bought` until the
reveal (the other side's observation drops them, spec H1), then written into `s.command`. Every rule
that asks "which corps / army" reads `corps_of` / `army_of` here, so the buyer's own purchases in
step 4c already see the new display.

National integrity: CEF divisions never leave the CEF and the CEF never leaves V Army (line 412);
the Canadian and Polish corps take their national divisions when they enter play (line 412, the
scenario's data) and may change army; divisions of any nation may join any corps (line 414).
"""

from __future__ import annotations

from sandtable.games.fstr import actions as A
from sandtable.games.fstr.state import FstrState

CORPS_MAX = 6  # division HQs a corps space holds (line 396)
NEVER_MOVE = {"CEF"}  # 7.1.1: its divisions stay in it, and it stays in V Army (line 412)
NATIONAL = ("ca", "pl")  # 7.1.1: the Canadian and the Polish corps (line 412)


def parent(s: FstrState, formation: str) -> str | None:
    """Where `formation` sits on its side's display now: a corps (divisions) or an army."""
    forms = s.world.counters.formations
    f = forms.get(formation)
    if f is not None:
        for item, target, dest in reversed(s.bought.get(f.side, [])):
            if item == "reassign" and target == formation:
                return str(dest[0])
    if formation in s.command:
        return s.command[formation]
    return s.world.corps_of.get(formation) or s.world.army_of.get(formation)


def corps_of(s: FstrState, division: str) -> str | None:
    p = parent(s, division)
    forms = s.world.counters.formations
    return p if p is not None and p in forms and forms[p].kind == "corps" else None


def army_of(s: FstrState, formation: str) -> str | None:
    """The army (AP pool, line 376) of a division, corps or independent formation."""
    forms = s.world.counters.formations
    seen = {formation}
    p = parent(s, formation)
    while p is not None and p in forms and forms[p].kind != "army" and p not in seen:
        seen.add(p)
        p = parent(s, p)
    return p


def corps_divisions(s: FstrState, corps: str) -> list[str]:
    forms = s.world.counters.formations
    side = forms[corps].side if corps in forms else ""
    return sorted(
        d for d, f in forms.items() if f.kind == "division" and f.side == side and corps_of(s, d) == corps
    )


def _corps_in_play(s: FstrState, side: str) -> list[str]:
    forms = s.world.counters.formations
    return sorted(
        c for c, f in forms.items() if f.kind == "corps" and f.side == side and f"HQ/{c}" in s.hq_in_play
    )


def _armies(s: FstrState, side: str) -> list[str]:
    """The side's armies in play: one of its formations or its own artillery is on the map."""
    forms = s.world.counters.formations
    here = {s.unit(u).formation for u in s.loc if s.side_of(u) == side}
    armies = {f for f in here if f in forms and forms[f].kind == "army"}
    armies |= {army_of(s, f) for f in here}
    return sorted(a for a in armies if a in forms and forms[a].kind == "army" and forms[a].side == side)


def _corps_spaces(s: FstrState, side: str, army: str) -> int | None:
    display = s.world.counters.command_display.get(side, {})
    spec = display.get(army) if isinstance(display, dict) else None
    spaces = spec.get("spaces") if isinstance(spec, dict) else None
    return int(spaces) if isinstance(spaces, int) else None


def cost(s: FstrState, side: str, formation: str, dest: str) -> int:
    """AP of a reassignment (line 404): Allies 1 a division changing army, a corps' divisions + 1;
    the Axis nothing."""
    if side == "axis":
        return 0
    forms = s.world.counters.formations
    new_army = dest if forms.get(dest) is not None and forms[dest].kind == "army" else army_of(s, dest)
    if new_army == army_of(s, formation):
        return 0
    if forms[formation].kind == "corps":
        return len(corps_divisions(s, formation)) + 1
    return 1


def pools(s: FstrState, side: str, dest: str) -> list[str]:
    """The receiving army's pool, then XV Army Group's ([default])."""
    if side == "axis":
        return ["axis"]
    army = army_of(s, dest) if dest in s.world.counters.formations else dest
    return [p for p in (army, "XV AG") if p in s.ap] or [p for p in s.ap if p != "axis"]


def refusal(s: FstrState, side: str, formation: str, dest: str) -> str | None:
    """Why this reassignment is not possible now (None: it is)."""
    from sandtable.games.fstr.programming import can_pay, divisions_in_play

    forms = s.world.counters.formations
    f, d = forms.get(formation), forms.get(dest)
    if f is None or d is None or f.side != side or d.side != side:
        return "a reassignment moves one of the side's own formations to one of its corps or armies (7.1)"
    if any(b[0] != "reassign" for b in s.bought[side]):
        return "formations are reassigned before any operation is bought (step 4b, line 335)"
    if any(b[0] == "reassign" and b[1] == formation for b in s.bought[side]):
        return f"{formation} was already reassigned this impulse"
    if parent(s, formation) == dest:
        return f"{formation} is already there"
    if f.kind == "division":
        if formation not in divisions_in_play(s, side):
            return f"{formation} is not in play"
        if corps_of(s, formation) in NEVER_MOVE:
            return f"the divisions of the {corps_of(s, formation)} never leave it (7.1.1, line 412)"
        if d.kind == "army" and dest not in _armies(s, side):
            return f"{dest} is not in play"
        if d.kind == "corps":
            if dest not in _corps_in_play(s, side):
                return f"{dest} is not in play"
            if len(corps_divisions(s, dest)) >= CORPS_MAX:
                return f"a corps holds at most {CORPS_MAX} divisions (line 396)"
        elif d.kind != "army":
            return "a division goes to a corps or to an army (7.1)"
    elif f.kind == "corps":
        if formation in NEVER_MOVE:
            return f"the {formation} never leaves {army_of(s, formation)} (7.1.1, line 412)"
        if formation not in _corps_in_play(s, side):
            return f"{formation} is not in play"
        if d.kind != "army":
            return "a corps goes to another army (7.1)"
        if dest not in _armies(s, side):
            return f"{dest} is not in play"
        room = _corps_spaces(s, side, dest)
        here = [c for c in _corps_in_play(s, side) if parent(s, c) == dest]
        if room is not None and len(here) >= room:
            return f"{dest} has no free corps space (line 396)"
    else:
        return "only divisions and corps are reassigned (7.1)"
    if not can_pay(s, pools(s, side, dest), cost(s, side, formation, dest)):
        return "the AP tracks cannot pay this reassignment"
    return None


def reassignments(s: FstrState, side: str) -> list[A.Buy]:
    """Every reassignment `side` may buy now (step 4b)."""
    from sandtable.games.fstr.programming import divisions_in_play

    if any(b[0] != "reassign" for b in s.bought[side]):
        return []
    corps = _corps_in_play(s, side)
    armies = _armies(s, side)
    out: list[A.Buy] = []
    for f in [*divisions_in_play(s, side), *corps]:
        for dest in ([*corps, *armies] if f not in corps else armies):
            if refusal(s, side, f, dest) is None:
                out.append(A.Buy("reassign", f, (dest,)))
    return out


def buy(s: FstrState, side: str, formation: str, dest: str) -> None:
    from sandtable.games.fstr.programming import pay

    ap = cost(s, side, formation, dest)
    if ap:
        pay(s, side, pools(s, side, dest), ap)
    s.bought[side].append(["reassign", formation, [dest, str(ap)]])


def allocated(entry: list) -> bool:
    """A purchase that allocated AP (a free reassignment did not: lines 339, 388)."""
    return not (entry[0] == "reassign" and str(entry[2][1]) == "0")


def corps_arrives(s: FstrState, corps: str) -> None:
    """The Canadian and the Polish corps take their national divisions when they enter play
    (7.1.1, line 412); other corps arrive as the display's data puts them."""
    forms = s.world.counters.formations
    f = forms.get(corps)
    if f is None or f.kind != "corps" or f.nation not in NATIONAL:
        return
    for d, x in sorted(forms.items()):
        if x.kind == "division" and x.side == f.side and x.nation == f.nation:
            s.command[d] = corps


def reveal(s: FstrState, side: str) -> None:
    for item, target, dest in s.bought[side]:
        if item == "reassign":
            s.command[target] = str(dest[0])
