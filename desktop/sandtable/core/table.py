"""The game plug-in contract: everything the shared table knows of a game (no Qt).

The rules protocol (`core.protocol`) is enough to play a game by a list of decisions. To sit at the
table a game also says what the play window draws, what a gesture on the board means, how its
computer players value a position, how its battles are counted for the odds, and what each player
may see. A game package subclasses `TableGame`, overrides what it has, and registers an instance
with `core.registry.register_table`. Every method has a default that works, so a game with only a
rules engine already plays in the window by its decision list; each override makes it nicer.

Places. A *place* is whatever the game calls a location: a zone number (1943-45), a zone or box name,
a hex id. `place_of_zone` maps a drawn board zone to the game's place; off-map boxes are places too
(their `BoxView.id`). The window never interprets a place; it only compares them.

Hidden information. `view(state, observer)` and `observation(state, player)` receive who is looking;
the window passes the player at the seat in front of the screen (never the whole truth when the game
hides something), the computer players get `observation(state, their_player)`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from sandtable.core.protocol import Action, Game, State

Place = int | str
LonLat = tuple[float, float]

# A small palette for games that name no colours (side 0, 1, ...): dark enough for white text.
DEFAULT_COLOURS = ("#3f7f3a", "#4a5460", "#8b3a3a", "#2f5f8f", "#8a6d1f", "#5f3f7f")


# -- what the start screen lists --------------------------------------------------------------------

@dataclass(frozen=True)
class ScenarioInfo:
    """A scenario the start screen offers: `id` is what the record stores (`Game.load_scenario`)."""

    id: str
    title: str
    description: str = ""
    default: bool = False


@dataclass(frozen=True)
class OptionInfo:
    """A game option with its documented default (true/false options get a tick box, options with
    `choices` a list)."""

    key: str
    title: str
    default: Any
    description: str = ""
    choices: tuple[Any, ...] = ()  # a value among these (the start screen offers a list), e.g. players 2/3


@dataclass(frozen=True)
class SideInfo:
    """One player's seat: its name, its colour (#rrggbb) and the light tint of the places it controls."""

    name: str
    colour: str
    tint: str = ""


# -- what the window draws --------------------------------------------------------------------------

@dataclass(frozen=True)
class PieceView:
    """One drawn chip: a piece or a group of identical pieces.

    `shape` "block" is a cube showing its count (1943-45's cubes); "counter" shows the drawn symbol
    of its `kind` when the game has art for it (`TableGame.counter_art`), else `label` (a type code,
    "T", "2-5-4"). `marks` are states the window draws the same way in every game: "engaged" (red
    band), "damaged", "out_of_supply", "moved" (dimmed), "hidden" (face down), and, during a battle,
    "lost" (pieces lost in the battle in progress and not yet removed: faded and crossed out, a loss
    counter on the stack, a brief flash when the loss is taken) and "hit" (a piece that took a loss
    and stays, e.g. a counter engaged by it: a red ring, a brief flash).
    `ids` are the pieces' own ids when a gesture may pick them up one by one; `pos` a free position
    (lon, lat) for pieces that stand at a point rather than in a stack (1943-45's planes).
    `factors` are printed factors drawn beside the symbol of a counter with art ("4-6": a hex
    wargame's combat-move); empty: the count, as before.
    """

    kind: str
    owner: int
    count: int = 1
    label: str = ""
    title: str = ""
    shape: str = "counter"
    colour: str | None = None
    marks: tuple[str, ...] = ()
    ids: tuple[str, ...] = ()
    pos: LonLat | None = None
    factors: str = ""


@dataclass(frozen=True)
class BoxView:
    """An off-map box (sea box, beach box, airfield, reinforcement chart, card deck, pool).

    Drawn on the board at `anchor` (lon, lat) when given, else listed beside the board. A box is
    also a place: gestures may start or end on it. `owners` are the sides given a row in the box
    (None: every side; a beach box shows only its nation's row).
    """

    id: str
    title: str
    pieces: tuple[PieceView, ...] = ()
    anchor: LonLat | None = None
    text: str = ""
    owners: tuple[int, ...] | None = None


@dataclass(frozen=True)
class TrackView:
    """A printed track: cells with their texts, the lit ones in the owner's colour (or neutral)."""

    id: str
    title: str
    cells: tuple[str, ...]
    lit: frozenset[int] = frozenset()
    owner: int | None = None
    tooltip: str = ""


@dataclass(frozen=True)
class ArrowView:
    """An arrow between places (a declared attack, a move the computer just made)."""

    origin: Place | LonLat
    target: Place
    current: bool = True


@dataclass(frozen=True)
class TableView:
    """Everything the window draws of one state, as one player may see it."""

    stacks: Mapping[Place, tuple[PieceView, ...]] = field(default_factory=dict)
    free: tuple[PieceView, ...] = ()
    boxes: tuple[BoxView, ...] = ()
    tracks: tuple[TrackView, ...] = ()
    control: Mapping[Place, int] = field(default_factory=dict)
    arrows: tuple[ArrowView, ...] = ()
    summary: str = ""
    turn: str = ""          # the scope of `arrows`: the window keeps earlier arrows while it is the same
    fought: frozenset[Place] = frozenset()   # places fought over in that scope (their arrows stay, grey)


@dataclass(frozen=True)
class BattleView:
    """The battle being fought, for the combat panel: "combat" or "landing" (or the game's word), where,
    the round, each side's forces in words, and the next roll (dice, lowest hitting face) when known."""

    kind: str
    place: str
    round: int | None = None
    attacker: str = "—"
    defender: str = "—"
    next_roll: tuple[int, int] | None = None


@dataclass(frozen=True)
class OverlayInfo:
    """An overlay the View menu offers (supply of one side, plane ranges); `shortcut` like "F5"."""

    id: str
    title: str
    shortcut: str = ""


@dataclass(frozen=True)
class OverlayView:
    """An overlay's drawing: tinted places, ringed places, lines between places, range circles
    (lon, lat, radius in km, owner), and one status sentence."""

    owner: int | None = None
    tinted: frozenset[Place] = frozenset()
    ringed: frozenset[Place] = frozenset()
    lines: tuple[tuple[Place, Place], ...] = ()
    circles: tuple[tuple[float, float, float, int], ...] = ()
    status: str = ""
    colour: str | None = None  # default: the owner's colour


# -- what a gesture means ---------------------------------------------------------------------------

@dataclass(frozen=True)
class ActionPlaces:
    """The board places an action involves, so a click, a drag from A to B, or a selection can be
    matched with the legal actions. `role` picks the highlight: "move", "sea" (an alternate route,
    Shift), "attack", "place" (a click on one place does it), "fly" (dropped at a point), "choose"
    (a place-less decision: the lists only)."""

    origin: Place | None = None
    target: Place | None = None
    pieces: tuple[str, ...] = ()
    role: str = "place"


@dataclass(frozen=True)
class Selection:
    """What the player picked up before a drop: the origin, the pieces ticked (ids), how many of
    each countable kind, where exactly it was dropped (lon, lat), and Shift (the alternate route)."""

    origin: Place | None = None
    pieces: tuple[str, ...] = ()
    counts: Mapping[str, int] = field(default_factory=dict)
    point: LonLat | None = None
    alternate: bool = False


@dataclass(frozen=True)
class RollInfo:
    """Whose dice a pending roll is (None: nobody's, e.g. initiative) and the lowest hitting face."""

    side: int | None = None
    threshold: int | None = None
    watched: bool = False  # a roll the player may want to see fall (combat), not a bookkeeping one
    one_die_each: bool = False  # one die per side, in seat order (1943-45's initiative)
    low: bool = False  # hits on `threshold` or less (D-Day's "hits on 2 or less") instead of or more


@dataclass(frozen=True)
class BoardFit:
    """Whether one of the game's scenarios can be played on an edited board, with the reason when
    not; `scenario` is the record's scenario (board and set-up together) when it fits."""

    scenario_id: str
    title: str
    fits: bool
    reason: str = ""
    scenario: Any = None


class Evaluator(Protocol):
    """A heuristic value of a non-terminal state, one number in [0, 1] per player."""

    def __call__(self, state: State) -> tuple[float, ...]: ...


class BattleSpec(Protocol):
    """How the odds host asks a game for battle odds (see `odds.host`).

    `parse` turns two force texts ("cube=3,tank=1") and named settings (`settings()`: key, title,
    default; values as typed, or as the game's own command-line flags give them) into the game's
    own battle set-up, refusing a bad input with one sentence (ValueError); `odds` returns the
    distribution of outcomes (Fractions too with `exact`, a sampled check with `samples` > 0, in the
    report's details). `from_state` builds the set-up of a battle the player is composing at the table
    (the attack dialog's odds panel) from an action, or None when the action is no battle; it may
    raise ValueError for a composition the rules refuse.

    A spec may also define `layout()`, a report of the right shape with every number 0 (the odds
    panel draws its rows from it before any battle is described; without it, from the first report),
    and `add_arguments(group)` (its own flags for `sandtable odds`, in an argparse argument group)
    with `settings_from_args(args)` reading them back into `parse`'s settings; without them the
    command offers each setting as `--key-with-dashes VALUE`.
    """

    forces_help: str

    def settings(self) -> list[OptionInfo]: ...

    def parse(self, attacker: str, defender: str, settings: Mapping[str, Any]) -> Any: ...

    def odds(self, setup: Any, *, exact: bool = False, samples: int = 0) -> OddsReport: ...

    def from_state(self, state: State, action: Action) -> Any | None: ...


@dataclass(frozen=True)
class OddsReport:
    """A battle's outcome distribution as every game reports it: probabilities by outcome name, in the
    order shown (they sum to 1), expected values by name (losses, rounds), display titles of both, the
    exact Fractions as text when asked, and the game's own JSON details and text (what its
    command-line output prints; empty text: the host writes the outcomes and expected values).

    The odds panel draws one bar per outcome, except the `minor` ones, written as a line under the
    bars only when they can happen ("Both sides eliminated: 0.3%"); it writes expected values whose
    titles share a prefix before ": " on one line ("Expected losses: attacker 1.20, defender 0.85").
    """

    outcomes: Mapping[str, float]
    expected: Mapping[str, float] = field(default_factory=dict)
    titles: Mapping[str, str] = field(default_factory=dict)
    exact: Mapping[str, str] = field(default_factory=dict)
    details: Mapping[str, Any] = field(default_factory=dict)
    text: str = ""
    heading: str = "Battle odds"
    minor: tuple[str, ...] = ()


# -- the contract ---------------------------------------------------------------------------------

class TableGame:
    """A game as the table sees it. Subclass, override what the game has, register an instance."""

    game_id: str = ""
    title: str = ""
    description: str = ""
    # Dotted name of a Qt module with the game's own widgets (`ui/games/<game>/`), imported by the UI
    # only; it may define `attack_dialog(window, target, actions)` and similar hooks (see ui.play.hooks).
    ui_module: str | None = None
    # A file under docs/ opened by Help > Rules reference.
    rules_doc: str | None = None
    hidden_information: bool = False

    def __init__(self, factory: Any = None) -> None:
        self._factory = factory

    # -- the rules ----------------------------------------------------------------------------------
    def new_game(self, board: Any = None) -> Game:
        """A Game object; `board` when the game is played on an edited board (else the shipped one)."""
        if self._factory is None:
            raise NotImplementedError(f"{self.game_id}: no game factory")
        return self._factory()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo("default", "Default", default=True)]

    def options(self) -> list[OptionInfo]:
        defaults = self.new_game().default_options()
        return [OptionInfo(key, key.replace("_", " ").capitalize(), value) for key, value in defaults.items()]

    def sides(self) -> list[SideInfo]:
        game = self.new_game()
        names = tuple(game.player_names)[: game.num_players]
        return [SideInfo(name, DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)]) for i, name in enumerate(names)]

    # -- the board --------------------------------------------------------------------------------
    def board(self, game: Game, scenario: Any) -> Any | None:
        """The `sandtable.board.Board` to draw for a record's scenario, or None (no map: lists only)."""
        return None

    def places(self, state: State, board: Any) -> dict[Place, str]:
        """The game's place -> the id of the board zone it is drawn in (default: `place_of_zone`)."""
        out: dict[Place, str] = {}
        for zone in board.zones.values():
            place = self.place_of_zone(zone)
            if place is not None:
                out[place] = zone.id
        return out

    def place_of_zone(self, zone: Any) -> Place | None:
        """The game's place for a drawn board zone (default: the zone's number)."""
        return getattr(zone, "number", None)

    def board_fit(self, board: Any) -> list[BoardFit]:
        """For the editor's "Play on this board": each scenario, whether it fits `board`, and why not.
        By default a game does not play on edited boards: one answer, without reading its scenarios
        (FSTR's take seconds to load)."""
        return [BoardFit("", self.title, False, f"{self.title} does not play on edited boards")]

    # -- what is drawn ----------------------------------------------------------------------------
    def view(self, state: State, observer: int | None) -> TableView:
        summary = getattr(state, "summary", None)
        return TableView(summary=summary() if callable(summary) else "")

    def counter_art(self) -> Mapping[str, str]:
        """Drawn symbols of the counters: a `PieceView.kind` (type code) -> an SVG file under the
        resource root ("assets/counters/tank.svg"), drawn white on the owner's colour. A kind without
        art shows its `label`; blocks are drawn as cubes with their count (default: no art)."""
        return {}

    def overlays(self) -> list[OverlayInfo]:
        return []

    def overlay(self, state: State, overlay_id: str, board: Any, focus: Any = None) -> OverlayView:
        """The drawing of an overlay; `focus` is what the player holds (e.g. a plane id) or None."""
        return OverlayView()

    def battle_view(self, state: State) -> BattleView | None:
        """The battle in progress, when there is one (the combat panel)."""
        return None

    def notes(self, state: State) -> list[str]:
        """The game's own running notes for the log, oldest first ("order card 8: Allies Move"), when
        its state keeps them: what happened between the decisions and rolls the log lists anyway."""
        return []

    def note_places(self, state: State) -> list[tuple[Place, ...]]:
        """The places each of `notes(state)` changed, in the same order (a shorter list: the rest
        changed none); the window marks them on the board until the player at the screen decides."""
        return []

    def describe_decision(self, state: State, action: Action) -> str:
        """A decision in words for the lists and the combat panel (default: the action's own line)."""
        return action.describe()

    def describe_text(self, state: State, text: str) -> str:
        """An engine's own text shown to the player (a refusal's reason, a roll's label) in the
        player's words (default: as written)."""
        return text

    def observation(self, state: State, player: int) -> State:
        """What `player` may know of `state` (perfect information: the state itself)."""
        return state

    # -- what a gesture means ---------------------------------------------------------------------
    def action_places(self, state: State, action: Action) -> ActionPlaces | None:
        """Which places `action` involves (None: a decision made only from the lists)."""
        return None

    def route(self, state: State, action: Action) -> tuple[Place, ...]:
        """The places a move passes through, origin to destination, when the game knows its path (a
        hex game's move, hex by hex): drawn while the player holds the pieces over the destination.
        Empty (the default): a straight arrow says enough."""
        return ()

    def movable(self, state: State, place: Place) -> list[PieceView]:
        """The pieces the player to decide may pick up at `place` (the window's force picker); a
        place with movable pieces is selected by a click and dragged from."""
        legal = state.legal_actions()
        if any(self._matches(state, a, Selection(origin=place)) for a in legal):
            return [PieceView("any", state.current_player(), 1, "", str(place))]
        return []

    def targets(self, state: State, legal: list[Action], selection: Selection | None) -> dict[Place, str]:
        """Places to light and their role: where the selection may go, or, with nothing selected,
        where a click acts ("place") or must act ("alert")."""
        out: dict[Place, str] = {}
        for action in legal:
            places = self.action_places(state, action)
            if places is None:
                continue
            if selection is None:
                if places.role in ("place", "alert"):
                    where = places.target if places.target is not None else places.origin
                    if where is not None:
                        out.setdefault(where, places.role)
            elif self._matches(state, action, selection) and places.target is not None:
                out.setdefault(places.target, places.role)
        return out

    def compose(self, state: State, legal: list[Action], selection: Selection,
                target: Place) -> Action | None:
        """The action dropping what the player picked up (`selection`: origin, pieces, counts,
        point, Shift) on `target` makes; None when nothing matches. The engine judges it afterwards,
        so a game may return an unlisted action to have the engine say why it is refused."""
        found = [a for a in legal if self._matches(state, a, selection)
                 and (p := self.action_places(state, a)) is not None and p.target == target]
        if selection.alternate:
            found.sort(key=lambda a: (p := self.action_places(state, a)) is None or p.role != "sea")
        return found[0] if found else None

    def alternatives(self, state: State, legal: list[Action], action: Action) -> list[Action]:
        """The readings of a drop that composed `action` when the rules leave the player a choice the
        gesture cannot show (Revised: which carrier comes for a fighter): with more than one, the
        window offers them in a menu instead of submitting `action`. Empty: the drop is `action`."""
        return []

    def click(self, state: State, legal: list[Action], place: Place, alternate: bool) -> Action | None:
        """The action a click on `place` makes when it starts no move and no attack (None: the window
        offers the decisions that involve `place`, or says nothing can be done there)."""
        return None

    def explain(self, state: State, legal: list[Action], place: Place) -> str:
        """Why a click on `place` does nothing now (empty: the window's general sentence)."""
        return ""

    def wrap_scenario(self, board: Any, scenario: Any) -> Any:
        """A scenario file the player picks for an edited board, stored with that board."""
        return scenario

    def _matches(self, state: State, action: Action, selection: Selection) -> bool:
        places = self.action_places(state, action)
        if places is None or places.role in ("place", "alert", "choose"):
            return False
        if selection.origin is not None:
            return places.origin == selection.origin
        return bool(selection.pieces) and bool(set(selection.pieces) & set(places.pieces))

    def default_decision(self, state: State, actions: list[Action]) -> Action | None:
        """The choice pre-selected in the combat panel (a sensible casualty, a reaction)."""
        return None

    def is_combat_decision(self, action: Action) -> bool:
        """Whether `action` belongs in the combat panel beside the dice (casualties, reactions)."""
        return False

    def roll_info(self, state: State | None, label: str) -> RollInfo:
        return RollInfo()

    def prompt(self, state: State, actions: list[Action]) -> str:
        """One sentence saying what the player to decide is asked (empty: the window's default)."""
        return ""

    def buttons(self, state: State, actions: list[Action]) -> list[tuple[str, Action]]:
        """Buttons under the prompt: (text, action) for the obvious one-click decisions (Pass)."""
        return []

    # -- how often a person is asked ----------------------------------------------------------------
    def routine(self, state: State, legal: list[Action]) -> Action | None:
        """The answer the computer may give for a person to a routine reaction (a casualty the rules'
        order settles, ...), when the player asks for it (preference); None: the player decides."""
        return None

    def real_choice(self, state: State, legal: list[Action]) -> bool:
        """Whether this decision is worth handing the screen over for in hotseat when the game hides
        nothing (a quick reaction in the other's turn is not): default, more than one choice."""
        return len(legal) > 1

    def confirm(self, state: State, action: Action, careful: bool) -> str | None:
        """A question to ask before `action` is made ("3 pieces are still undeployed: done?"), or None.
        `careful` is the player's wish to be asked before passing with moves left (preference)."""
        return None

    # -- the computer and the odds ----------------------------------------------------------------
    def evaluator(self, lookahead: bool = False) -> Evaluator | None:
        return None

    def battle_spec(self) -> BattleSpec | None:
        return None

    def describe_place(self, state: State, place: Place) -> str:
        return str(place)

    def winner_title(self, state: State) -> str:
        """Who won, for the victory dialog, when it is not the winning seat's name (a team: Revised's
        Axis with several seats); empty: the seat of `result().winner`."""
        return ""


class DelegatingTable(TableGame):
    """The usual layout of a game's plug-in: its drawing in one module (`build_view(state)`,
    `notes(state)`), the meaning of gestures in another (functions named as the hooks, `movable`
    also given the legal actions, `describe` for `describe_decision`) and the combat panel in a third
    (`battle_view(state)`), imported on first use. A subclass names the modules and overrides only
    what its game does differently, so the forwarding is written once."""

    drawing: Any = None  # the table_view module
    gestures: Any = None  # the table_gestures module
    battle_module: str | None = None  # dotted name of the table_battle module

    def view(self, state: State, observer: int | None) -> TableView:
        return self.drawing.build_view(state)  # type: ignore[no-any-return]

    def notes(self, state: State) -> list[str]:
        return self.drawing.notes(state)  # type: ignore[no-any-return]

    def battle_view(self, state: State) -> BattleView | None:
        if self.battle_module is None:
            return None
        return importlib.import_module(self.battle_module).battle_view(state)  # type: ignore[no-any-return]

    def describe_decision(self, state: State, action: Action) -> str:
        return self.gestures.describe(state, action)  # type: ignore[no-any-return]

    def action_places(self, state: State, action: Action) -> ActionPlaces | None:
        return self.gestures.action_places(state, action)  # type: ignore[no-any-return]

    def route(self, state: State, action: Action) -> tuple[Place, ...]:
        found = getattr(self.gestures, "route", None)  # optional in a gestures module
        return tuple(found(state, action)) if found is not None else ()

    def movable(self, state: State, place: Place) -> list[PieceView]:
        return self.gestures.movable(state, place, state.legal_actions())  # type: ignore[no-any-return]

    def targets(self, state: State, legal: list[Action], selection: Selection | None) -> dict[Place, str]:
        return self.gestures.targets(state, legal, selection)  # type: ignore[no-any-return]

    def compose(self, state: State, legal: list[Action], selection: Selection,
                target: Place) -> Action | None:
        return self.gestures.compose(state, legal, selection, target)  # type: ignore[no-any-return]

    def click(self, state: State, legal: list[Action], place: Place, alternate: bool) -> Action | None:
        return self.gestures.click(state, legal, place, alternate)  # type: ignore[no-any-return]

    def alternatives(self, state: State, legal: list[Action], action: Action) -> list[Action]:
        found = getattr(self.gestures, "alternatives", None)  # optional in a gestures module
        return list(found(state, legal, action)) if found is not None else []

    def explain(self, state: State, legal: list[Action], place: Place) -> str:
        return self.gestures.explain(state, legal, place)  # type: ignore[no-any-return]

    def default_decision(self, state: State, actions: list[Action]) -> Action | None:
        return self.gestures.default_decision(state, actions)  # type: ignore[no-any-return]

    def is_combat_decision(self, action: Action) -> bool:
        return bool(self.gestures.is_combat_decision(action))

    def roll_info(self, state: State | None, label: str) -> RollInfo:
        return self.gestures.roll_info(state, label)  # type: ignore[no-any-return]

    def prompt(self, state: State, actions: list[Action]) -> str:
        return self.gestures.prompt(state, actions)  # type: ignore[no-any-return]

    def buttons(self, state: State, actions: list[Action]) -> list[tuple[str, Action]]:
        return self.gestures.buttons(state, actions)  # type: ignore[no-any-return]
