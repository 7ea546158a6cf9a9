"""The battle being fought as the table shows it (no Qt): the zone, both sides' forces by column
(the battle board's 1, 2, 3: the hit numbers as the engine rolls them, a card in force counted, so
infantry backed by artillery under Combined Assault stand in column 2), the casualties marked, the
next die."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sandtable.core.table import BattleView
from sandtable.games.aa_dday.odds_spec import order_card
from sandtable.games.aa_dday.state import DDayState, split
from sandtable.games.aa_dday.table_view import POWER_ADJ, SIDE_TITLES, unit_name, words_text

OTHER = {"allies": "axis", "axis": "allies"}


@dataclass(frozen=True)
class BoardColumn:
    """One column of the battle board: the hit number and the units firing at it (power, unit, count,
    marked casualties)."""

    hit: int
    units: tuple[tuple[str, str, int, int], ...]


@dataclass(frozen=True)
class BattleBoard:
    zone: str
    place: str
    attacker: str
    attacking: tuple[BoardColumn, ...]
    defending: tuple[BoardColumn, ...]
    step: str


def _columns(s: DDayState, zone: str, side: str, attacking: bool) -> tuple[BoardColumn, ...]:
    from sandtable.games.aa_dday.combat import fire_numbers

    marked = dict(s.battle["cas"]) if s.battle else {}
    cols: dict[int, list[tuple[str, str, int, int]]] = {}
    n = order_card(s)
    # Lowest column first, so a unit's marked casualties show where its weakest dice are.
    for k, hit, count, _ in sorted(fire_numbers(s, zone, side, attacking, n), key=lambda e: (e[1], e[0])):
        power, unit = split(k)
        cas = min(count, int(marked.get(k, 0)))
        marked[k] = int(marked.get(k, 0)) - cas
        cols.setdefault(hit, []).append((power, unit, count, cas))
    return tuple(BoardColumn(h, tuple(cols[h])) for h in sorted(cols))


def battle_board(s: DDayState) -> BattleBoard | None:
    if not s.battle:
        return None
    zone, attacker = s.battle["zone"], s.battle["attacker"]
    pending = s.pending or {}
    label = str(pending.get("label", "")) if pending.get("kind") == "die" else ""
    if pending.get("kind") == "casualty":
        step = str(pending.get("prompt", ""))
    elif label:
        step = f"rolling: {words_text(label)}"
    else:
        step = ""
    return BattleBoard(zone, s.scen.place_name(zone), attacker, _columns(s, zone, attacker, True),
                       _columns(s, zone, OTHER[attacker], False), step)


def forces_text(columns: tuple[BoardColumn, ...]) -> str:
    parts = []
    for col in columns:
        for power, unit, n, cas in col.units:
            hit = f" ({cas} hit)" if cas else ""
            parts.append(f"{n} {POWER_ADJ.get(power, power)} {unit_name(unit, n)} @{col.hit}{hit}")
    return ", ".join(parts) or "—"


def battle_view(s: DDayState) -> BattleView | None:
    board = battle_board(s)
    if board is None:
        return None
    return BattleView("combat", board.place, None,
                      f"{SIDE_TITLES[board.attacker]}: {forces_text(board.attacking)}",
                      f"{SIDE_TITLES[OTHER[board.attacker]]}: {forces_text(board.defending)}", None)


def describe_units(counts: dict[str, Any]) -> str:
    return ", ".join(f"{n} {POWER_ADJ.get(split(k)[0], '')} {unit_name(split(k)[1], n)}"
                     for k, n in counts.items())
