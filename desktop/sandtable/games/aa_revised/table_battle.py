"""The battle being fought as the table shows it (no Qt): the space, the round, both sides' forces by
type with their combat value and the casualties marked, the step in words. The battle dialog
(`sandtable.ui.games.aa_revised.battle_dialog`) and the combat panel read it."""

from __future__ import annotations

from dataclasses import dataclass

from sandtable.core.table import BattleView
from sandtable.games.aa_revised.rules import SIDE, UNITS
from sandtable.games.aa_revised.state import RevisedState
from sandtable.games.aa_revised.table_view import POWER_ADJ, POWER_TITLES, SEAT, plain, rank, unit_name


@dataclass(frozen=True)
class Row:
    """A line of one side of the battle: power, unit type, how many, how many marked lost, the value
    it hits on (0: does not fire) and whether it is a damaged battleship."""

    power: str
    unit: str
    count: int
    lost: int
    value: int
    damaged: bool = False

    def text(self) -> str:
        dmg = " (damaged)" if self.damaged else ""
        return f"{self.count} {POWER_ADJ.get(self.power, self.power)} {unit_name(self.unit, self.count)}{dmg}"


@dataclass(frozen=True)
class BattleFacts:
    space: str
    place: str
    kind: str  # "land" / "sea"
    round: int
    attacker: str  # power
    defender: str  # the largest defending power
    attacking: tuple[Row, ...]
    defending: tuple[Row, ...]
    step: str


def _rows(s: RevisedState, units: list, values: dict[int, int]) -> tuple[Row, ...]:
    # By value too: infantry supported by artillery fire at 2, the others at 1 (two rows).
    groups: dict[tuple[str, str, bool, int], list] = {}
    for u in units:
        groups.setdefault((u.owner, u.type, "dmg" in u.flags, values.get(u.id, 0)), []).append(u)
    out = []
    def order(kv: tuple) -> tuple[int, int, int]:
        return (SEAT.get(kv[0][0], 9), rank(kv[0][1]), -kv[0][3])

    for (power, unit, dmg, value), us in sorted(groups.items(), key=order):
        lost = sum(1 for u in us if u.flags & {"cas", "cas1"})
        out.append(Row(power, unit, len(us), lost, value, dmg))
    return tuple(out)


def battle_facts(s: RevisedState) -> BattleFacts | None:
    b = s.battle
    if not b or str(b.get("space", "")).startswith("sbr:"):
        return None
    from sandtable.games.aa_revised.values import attack_values, attackers, defence_value, defenders

    att, defs = attackers(s, b), defenders(s, b)
    try:
        att_values = attack_values(s, b, att)
    except (KeyError, ValueError):  # a value the engine cannot give mid-step: show the printed ones
        att_values = {u.id: UNITS[u.type].attack for u in att}
    def_values = {u.id: defence_value(s, b, u) for u in defs}
    owners = [u.owner for u in defs]
    defender = max(sorted(set(owners)), key=owners.count) if owners else s.owner.get(b["space"], "")
    p = s.pending or {}
    if p.get("kind") == "die":
        step = f"rolling: {plain(s, str(p.get('label', '')))}"
    elif p.get("kind") in ("casualty", "press", "submerge"):
        step = f"{POWER_TITLES.get(str(p.get('power')), '')}: {plain(s, str(p.get('prompt', '')))}"
    else:
        step = ""
    return BattleFacts(b["space"], s.ctx.name(b["space"]), b["kind"], int(b.get("round", 1)), b["attacker"],
                       defender, _rows(s, att, att_values), _rows(s, defs, def_values), step)


def forces_text(rows: tuple[Row, ...]) -> str:
    parts = []
    for r in rows:
        lost = f" ({r.lost} lost)" if r.lost else ""
        at = f" @{r.value}" if r.value else ""
        parts.append(f"{r.text()}{at}{lost}")
    return ", ".join(parts) or "—"


def battle_view(s: RevisedState) -> BattleView | None:
    f = battle_facts(s)
    if f is None:
        return None
    side = "Axis" if SIDE[f.attacker] == "axis" else "Allies"
    attacker = f"{POWER_TITLES[f.attacker]} ({side}): {forces_text(f.attacking)}"
    return BattleView("combat", f.place, f.round, attacker,
                      f"{POWER_TITLES.get(f.defender, f.defender)}: {forces_text(f.defending)}", None)
