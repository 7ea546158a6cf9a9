"""Game records: game id + scenario + options + seed + the list of actions (chance included).

A record replays to the same state hash on any machine. Chance outcomes are stored as they
happened, so a record also carries forced dice (golden examples) faithfully.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandtable.core.protocol import Action, Game, IllegalAction, State, brief

JsonValue = Any
# The layout of a record (game, scenario, options, seed, actions). Saves carry it beside the rules
# version, so a change of either is named when an old save is opened.
RECORD_SCHEMA = 1
# No game needs more (a whole 1943-45 game is about 650 actions); a hostile file is refused before
# replay, and a record at the limit stays within the JSON reader's limits (jsonfile.JsonLimits).
MAX_ACTIONS = 50_000
MAX_OPTIONS = 500
MAX_RULES_TEXT = 32


@dataclass
class GameRecord:
    game_id: str
    scenario: JsonValue
    options: dict[str, JsonValue] = field(default_factory=dict)
    seed: int = 0
    actions: list[dict[str, JsonValue]] = field(default_factory=list)
    # The rules version the record was played under (the game's `rules_version`); None for a
    # record written before records carried it. A bare record (no save around it) needs it to be
    # replayed under the options that reproduce it, as a save's check data does.
    rules: str | None = None

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {
            "game": self.game_id,
            "scenario": self.scenario,
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
        }
        if self.rules is not None:
            data["rules"] = self.rules
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Validate the shape of a record (types only; the game validates the content)."""
        if not isinstance(data, dict):
            raise ValueError("a game record must be a JSON object")
        game = data.get("game")
        if not isinstance(game, str) or not game:
            raise ValueError("the record has no game id ('game')")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("'options' must be an object")
        if len(options) > MAX_OPTIONS:
            raise ValueError(f"'options' has {len(options):,} entries (limit {MAX_OPTIONS})")
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise ValueError("'seed' must be a non-negative integer below 2**63")
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
            raise ValueError("'actions' must be a list of objects")
        if len(actions) > MAX_ACTIONS:
            raise ValueError(f"the record has {len(actions):,} actions (limit {MAX_ACTIONS:,})")
        if "scenario" not in data:
            raise ValueError("the record has no 'scenario'")
        rules = data.get("rules")
        if rules is not None and (not isinstance(rules, str) or not 0 < len(rules) <= MAX_RULES_TEXT):
            raise ValueError(f"'rules' must be a rules version of 1 to {MAX_RULES_TEXT} characters")
        return cls(game, data["scenario"], dict(options), seed, list(actions), rules)


def initial_state(game: Game, record: GameRecord) -> State:
    scenario = record.scenario
    if isinstance(scenario, str):
        scenario = game.load_scenario(scenario)
    options = {**game.default_options(), **record.options}
    return game.new_initial_state(scenario, options)


def replay(game: Game, record: GameRecord, upto: int | None = None) -> tuple[State, list[Action]]:
    """Rebuild the state after the first `upto` actions (all by default).

    Raises ValueError naming the step when an action cannot be decoded or is illegal
    (`IllegalAction`, itself a ValueError, for the latter).
    """
    state = initial_state(game, record)
    actions: list[Action] = []
    steps = record.actions if upto is None else record.actions[:upto]
    for index, data in enumerate(steps):
        actions.append(apply_recorded(game, state, index, data))
    return state, actions


def apply_recorded(game: Game, state: State, index: int, data: Any) -> Action:
    """Decode the record's action number `index` (0-based) and apply it; errors name the step."""
    try:
        action = game.action_from_json(data)
    except ValueError as exc:
        raise ValueError(f"action {index + 1}: {exc}") from None
    try:
        state.apply(action)
    except IllegalAction as exc:
        raise IllegalAction(f"action {index + 1} ({brief(action)}) is refused: {exc.reason}",
                            action) from None
    except ValueError as exc:
        raise ValueError(f"action {index + 1} ({brief(action)}) is refused: {exc}") from None
    return action
