"""The odds host: battle odds of any registered game, through its `core.table.BattleSpec`.

The host knows no game. It finds a game's spec with `registry.table_for(game_id).battle_spec()`, asks
it to read forces and settings (`parse`) or to describe the battle being composed at the table
(`from_state`), and to count the outcomes (`odds`); the rules stay in the game's package.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sandtable.core.protocol import Action, State
from sandtable.core.table import BattleSpec, OddsReport


def battle_games() -> list[str]:
    """The registered games whose table has a battle spec (the odds command's --game choices)."""
    from sandtable.core.registry import known_games, table_for

    return [game_id for game_id in known_games() if table_for(game_id).battle_spec() is not None]


def spec_for(game_id: str) -> BattleSpec:
    """The battle spec of `game_id`; ValueError for an unknown game or one without battle odds."""
    from sandtable.core.registry import table_for

    spec = table_for(game_id).battle_spec()
    if spec is None:
        known = ", ".join(battle_games()) or "none"
        raise ValueError(f"{game_id} has no battle odds (games with odds: {known})")
    return spec


def battle_odds(game_id: str, attacker: str, defender: str, settings: Mapping[str, Any] | None = None, *,
                exact: bool = False, samples: int = 0) -> OddsReport:
    """The odds of a battle written as text (forces and settings as `spec.settings()` names them)."""
    spec = spec_for(game_id)
    return spec.odds(spec.parse(attacker, defender, dict(settings or {})), exact=exact, samples=samples)


def odds_at_table(game_id: str, state: State, action: Action) -> OddsReport | None:
    """The odds of the battle `action` would start from `state`, or None when it starts none or the
    game cannot describe it (the panel then shows "—"; a rules refusal is not an error here)."""
    from sandtable.core.registry import table_for

    spec = table_for(game_id).battle_spec()
    if spec is None:
        return None
    try:
        setup = spec.from_state(state, action)
        return None if setup is None else spec.odds(setup)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, AssertionError):
        return None


def report_text(report: OddsReport) -> str:
    """A report written out by the host, for a game that gives no text of its own."""
    lines = [report.heading]
    width = max((len(report.titles.get(k, k)) for k in report.outcomes), default=0)
    for name, p in report.outcomes.items():
        lines.append(f"  {report.titles.get(name, name):<{width}}  {p:7.2%}")
    for name, value in report.expected.items():
        lines.append(f"  {report.titles.get(name, name)}: {value:.2f}")
    return "\n".join(lines)


def report_json(report: OddsReport) -> dict[str, Any]:
    """A report as JSON: the game's own details when it gives them, else the neutral fields."""
    if report.details:
        return dict(report.details)
    out: dict[str, Any] = {"outcomes": dict(report.outcomes), "expected": dict(report.expected)}
    if report.exact:
        out["exact"] = dict(report.exact)
    return out
