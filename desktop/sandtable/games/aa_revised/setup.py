"""Before round 1: the national advantages (Appendix 3, L3168-3173, L3266-3276).

With option national_advantages = n, each power gets n advantages: named in option `advantages`,
chosen by its player one at a time, or rolled on the summary table (L3174-3241) with duplicates
re-rolled (a gap, spec section 10). Colonial Garrison then adds its complexes (L3372-3376). The
house rule `bid` adds its IPCs to the powers' treasuries here.
"""

from __future__ import annotations

from typing import Any

from sandtable.core.protocol import Action
from sandtable.games.aa_revised import actions as A
from sandtable.games.aa_revised.engine import ask, handler, push, roll, task
from sandtable.games.aa_revised.options import NA_NAMES
from sandtable.games.aa_revised.rules import TURN_ORDER
from sandtable.games.aa_revised.state import RevisedState


def begin(s: RevisedState) -> None:
    for power, ipcs in sorted((s.opts.get("bid") or {}).items()):
        if ipcs:
            s.ipcs[power] += ipcs  # house rule `bid` (spec section 13): spent in the first purchase
            s.note(f"{power} receives a bid of {ipcs} IPCs")
    count = int(s.opts["national_advantages"])
    if count:
        given = s.opts.get("advantages") or {}
        for power in TURN_ORDER:
            if power in given:
                s.advantages[power] = list(dict.fromkeys(given[power]))[:count]
            push(s, ("pick_advantage", {"power": power, "count": count}))
    push(s, ("garrison", {}))


@task("pick_advantage")
def _pick(s: RevisedState, data: dict[str, Any]) -> None:
    power = data["power"]
    if "face" in data:
        name = NA_NAMES[power][data.pop("face") - 1]
        if name not in s.advantages[power]:
            s.advantages[power].append(name)
            s.note(f"{power} rolls {name}")
    if len(s.advantages[power]) >= min(data["count"], 6):
        return
    if s.opts["national_advantage_selection"] == "random":
        roll(s, f"national advantage for {power} (duplicates re-rolled)", "pick_advantage", data)
    else:
        options = [n for n in NA_NAMES[power] if n not in s.advantages[power]]
        ask(
            s,
            power,
            "choose_advantage",
            f"choose a national advantage for {power}",
            options=options,
            data=data,
        )


@handler("choose_advantage")
def _on_choose(s: RevisedState, pending: dict[str, Any], action: Action) -> None:
    assert isinstance(action, A.ChooseAdvantage)
    s.advantages[action.power].append(action.name)
    push(s, ("pick_advantage", pending["data"]))


@task("garrison")
def _garrison(s: RevisedState, data: dict[str, Any]) -> None:
    """Colonial Garrison: a complex in every British territory of income 1 or more (L3372-3376)."""
    if not s.has_na("uk", "Colonial Garrison"):
        return
    for t in sorted(s.ctx.land):
        if s.owner.get(t) == "uk" and s.ctx.income[t] >= 1 and not s.has_ic(t):
            s.add_unit("industrial_complex", "uk", t)
