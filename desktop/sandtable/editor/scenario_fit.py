"""Whether a board can host the shipped 1943-45 scenario ("Play on this board" is enabled on it).

A board fits when it has every zone number the scenario's set-up names and the scenario's own
cross-check (land zones, Allied stars, Africa) accepts it. No Qt here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from sandtable.board import Board


@lru_cache(maxsize=1)
def _scenario() -> Any:
    try:
        from sandtable.games.g1943_45 import scenario as sc
    except ImportError:
        return None
    try:
        return sc.load_default_scenario()
    except Exception:  # a missing or broken shipped scenario only disables the action
        return None


def scenario_fit(board: Board | None, scenario: Any = None) -> tuple[bool, str]:
    """(fits, reason in English when it does not)."""
    if board is None:
        return False, "No board is open."
    scenario = scenario if scenario is not None else _scenario()
    if scenario is None:
        return False, "No scenario is installed for this board."
    numbers = {z.number for z in board.zones.values() if z.kind != "hex"}
    needed = set(scenario.setup.zone_numbers())
    missing = sorted(needed - numbers)
    if missing:
        return False, "The scenario needs zone(s) " + ", ".join(f"{n:02d}" for n in missing) + "."
    from sandtable.games.g1943_45.scenario import ScenarioError, check_scenario_against_board

    try:
        check_scenario_against_board(scenario, board, "the scenario")
    except ScenarioError as exc:
        return False, str(exc)
    return True, ""
