"""The start screen: a new game (game, scenario, options with their documented defaults, who
plays each side, the seed), continue the last game, open a saved game, recent games.

It returns a ready `GameSession` and the seats; opening problems are shown in a message box
(the save loader's one-sentence message), never as a traceback.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from sandtable.core.record import GameRecord
from sandtable.core.registry import table_for
from sandtable.core.session import GameSession
from sandtable.ui.play.controller import COMPUTER, HUMAN, Seat
from sandtable.ui.play.pieces_layer import game_text
from sandtable.ui.play.players_dialog import (  # noqa: F401 (make_agent: used by callers)
    computer_levels,
    fill_seat_combo,
    make_agent,
    seat_for,
)

RECENT_KEY = "play/recentGames"
MAX_RECENT = 8
SEED_MAX = 2**31 - 1


def seats_from_meta(meta: dict[str, Any], players: int, seed: int, game_id: str | None = None) -> list[Seat]:
    """The seats a save remembers ("human", "computer:<level>"); unknown entries become people."""
    found = meta.get("players")
    seats: list[Seat] = []
    levels = computer_levels()
    for index in range(players):
        text = found[index] if isinstance(found, list) and index < len(found) else HUMAN
        known = isinstance(text, str) and text.startswith(f"{COMPUTER}:") and text.split(":", 1)[1] in levels
        seats.append(seat_for(text, seed, index, game_id) if known else Seat())
    return seats


def recent_games(settings: QSettings) -> list[str]:
    value = settings.value(RECENT_KEY, [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or []) if v]


def remember_game(settings: QSettings, path: str | Path) -> None:
    text = str(Path(path).resolve())
    files = [text] + [f for f in recent_games(settings) if f != text]
    settings.setValue(RECENT_KEY, files[:MAX_RECENT])


def open_saved(path: str | Path, parent: QWidget | None) -> GameSession | None:
    """open_session with every problem shown in a message box; a save that no longer replays as it
    was saved (a rules fix since) is offered from its last step that still agrees."""
    from sandtable.core.jsonfile import FileProblem, display_name
    from sandtable.core.saves import DivergentSave, open_session

    try:
        try:
            session = open_session(path)
        except DivergentSave as exc:
            agreed = exc.divergence.last_agreeing
            question = QDialog.tr("%1\n\nContinue the game from step %2, the last one that still agrees?") \
                .replace("%1", str(exc)).replace("%2", str(agreed))
            answer = QMessageBox.question(parent, QDialog.tr("The saved game has changed"), question)
            if answer != QMessageBox.StandardButton.Yes:
                return None
            session = open_session(path, upto=agreed)
    except (FileProblem, OSError) as exc:
        QMessageBox.warning(parent, QDialog.tr("Cannot open the game"),
                            QDialog.tr("%1 could not be opened.\n\n%2").replace("%1", display_name(path))
                            .replace("%2", str(exc)))
        return None
    # A game begun with live dice goes on with live dice.
    session.live_dice = session.meta.get("dice") == "live"
    return session


class StartScreen(QDialog):
    """After `exec()` returns Accepted: `session` and `seats` describe the game to play."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.session: GameSession | None = None
        self.seats: list[Seat] = []
        self.path: Path | None = None
        self.setWindowTitle(self.tr("Sandtable — play"))
        outer = QHBoxLayout(self)
        outer.addWidget(self._new_game_box(), 3)
        outer.addWidget(self._resume_box(), 2)
        self._game_changed()
        self.resize(900, 560)

    # -- new game --------------------------------------------------------------------------------
    def _new_game_box(self) -> QGroupBox:
        from sandtable.core.registry import known_games

        box = QGroupBox(self.tr("New game"), self)
        layout = QVBoxLayout(box)
        form = QFormLayout()
        self.game_combo = QComboBox(box)
        for game_id in known_games():
            table = table_for(game_id)
            self.game_combo.addItem(game_text(table.title or game_id), game_id)
            if table.description:
                self.game_combo.setItemData(self.game_combo.count() - 1, game_text(table.description),
                                            Qt.ItemDataRole.ToolTipRole)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        form.addRow(self.tr("Game"), self.game_combo)
        self.scenario_combo = QComboBox(box)
        scenario_row = QHBoxLayout()
        scenario_row.addWidget(self.scenario_combo, 1)
        other = QPushButton(self.tr("Scenario file…"), box)
        other.setToolTip(self.tr("A scenario JSON file (for instance with the printed values of your box)"))
        other.clicked.connect(self.choose_scenario)
        scenario_row.addWidget(other)
        form.addRow(self.tr("Scenario"), scenario_row)
        self.seat_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.form = form
        self.seats_row = form.rowCount()
        seed_row = QHBoxLayout()
        self.seed_spin = QSpinBox(box)
        self.seed_spin.setRange(0, SEED_MAX)
        self.seed_spin.setValue(random.SystemRandom().randrange(SEED_MAX))
        self.seed_spin.setToolTip(self.tr("The same seed and the same decisions give the same dice."))
        seed_row.addWidget(self.seed_spin, 1)
        reseed = QPushButton(self.tr("New seed"), box)
        reseed.clicked.connect(lambda: self.seed_spin.setValue(random.SystemRandom().randrange(SEED_MAX)))
        seed_row.addWidget(reseed)
        form.addRow(self.tr("Seed"), seed_row)
        # Dice from the seed can be foreseen by whoever knows it: live dice unless asked for.
        # (The test suite plays seeded games: SANDTABLE_SEEDED_DICE ticks the box by default.)
        self.seeded_dice = QCheckBox(self.tr("Dice from the seed (replayable, but a player who knows the "
                                             "seed can foresee them)"), box)
        self.seeded_dice.setChecked(bool(os.environ.get("SANDTABLE_SEEDED_DICE")))
        form.addRow("", self.seeded_dice)
        layout.addLayout(form)
        self.options_box = QGroupBox(self.tr("Options (rule readings; defaults as documented)"), box)
        self.options_layout = QVBoxLayout(self.options_box)
        layout.addWidget(self.options_box, 1)
        self.option_boxes: dict[str, QCheckBox] = {}
        self.option_lists: dict[str, QComboBox] = {}  # options with a list of values (players: 2 or 3)
        self.start_button = QPushButton(self.tr("Start the game"), box)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start_new)
        layout.addWidget(self.start_button)
        return box

    def _set_seats(self, names: list[str]) -> None:
        """One row per side of the chosen game: a person, or a computer level."""
        for label, combo in zip(self.seat_labels, self.seat_combos, strict=True):
            self.form.removeRow(combo)
            del label
        self.seat_combos, self.seat_labels = [], []
        for index, name in enumerate(names):
            combo = QComboBox(self)
            fill_seat_combo(combo)
            combo.setObjectName(f"seat{index}")
            label = QLabel(name, self)
            self.form.insertRow(self.seats_row + index, label, combo)
            self.seat_combos.append(combo)
            self.seat_labels.append(label)

    def _game_changed(self) -> None:
        game_id = self.game_combo.currentData()
        if game_id is None:
            return
        table = table_for(str(game_id))
        self._set_seats([game_text(side.name) for side in table.sides()])
        self.scenario_combo.clear()
        for info in table.scenarios():
            self.scenario_combo.addItem(game_text(info.title), info.id)
            if info.description:
                self.scenario_combo.setItemData(self.scenario_combo.count() - 1, game_text(info.description),
                                                Qt.ItemDataRole.ToolTipRole)
            if info.default:
                self.scenario_combo.setCurrentIndex(self.scenario_combo.count() - 1)
        for box in self.option_boxes.values():
            box.deleteLater()
        self.option_boxes.clear()
        for combo in self.option_lists.values():
            combo.deleteLater()
        self.option_lists.clear()
        for child in self.options_box.findChildren(QLabel):
            child.deleteLater()
        described = [(o.key, o.default, o.description, o.title) for o in table.options()
                     if isinstance(o.default, bool)]
        listed = [o for o in table.options() if o.choices and not isinstance(o.default, bool)]
        for option in listed:
            combo = QComboBox(self.options_box)
            for value in option.choices:
                # "%1: %2" is translated so French can write its space before the colon.
                combo.addItem(self.tr("%1: %2").replace("%1", game_text(option.title)).replace(
                    "%2", self._choice_text(value)), value)
            combo.setCurrentIndex(max(0, combo.findData(option.default)))
            combo.setToolTip(game_text(option.description))
            combo.setObjectName(option.key)
            self.options_layout.addWidget(combo)
            self.option_lists[option.key] = combo
        if not described and not listed:
            self.options_layout.addWidget(QLabel(self.tr("This game has no options."), self.options_box))
        for name, default, text, title in described:
            box = QCheckBox(game_text(title), self.options_box)
            box.setChecked(default)
            box.setToolTip(game_text(text) + "\n" + (self.tr("Default: on") if default
                                                      else self.tr("Default: off")))
            box.setObjectName(name)
            self.options_layout.addWidget(box)
            self.option_boxes[name] = box

    def _choice_text(self, value: Any) -> str:
        """An option's value in a list: "as the scenario says" for None (the scenario decides), on/off
        for true/false, else the value itself (2, 3 players) in words: a key such as "owner_chooses"
        reads "owner chooses", in the game's catalogue language."""
        if value is None:
            return self.tr("as the scenario says")
        if isinstance(value, bool):
            return self.tr("on") if value else self.tr("off")
        return game_text(str(value).replace("_", " "))

    def choose_scenario(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a scenario"), str(Path.home()),
                                              self.tr("Scenarios (*.json);;All files (*)"))
        if path:
            self.add_scenario_file(path)

    def add_scenario_file(self, path: str | Path) -> bool:
        """Read a scenario file into the list (stored inline in the game record, so saves carry it);
        a file that cannot be read is refused with its message."""
        from sandtable.core.jsonfile import FileProblem, read_json_file

        try:
            data = read_json_file(path)
        except (FileProblem, OSError) as exc:
            QMessageBox.warning(self, self.tr("Cannot read the scenario"), str(exc))
            return False
        self.scenario_combo.addItem(Path(path).name, data)
        self.scenario_combo.setCurrentIndex(self.scenario_combo.count() - 1)
        return True

    def chosen_options(self) -> dict[str, Any]:
        chosen: dict[str, Any] = {name: box.isChecked() for name, box in self.option_boxes.items()}
        chosen.update({name: combo.currentData() for name, combo in self.option_lists.items()})
        return chosen

    def chosen_seats(self, seed: int) -> list[Seat]:
        game_id = str(self.game_combo.currentData())
        seats = [seat_for(str(combo.currentData()), seed, index, game_id)
                 for index, combo in enumerate(self.seat_combos)]
        return seats

    def start_new(self) -> None:
        from sandtable.core.registry import get_game

        game_id = str(self.game_combo.currentData())
        seed = self.seed_spin.value()
        try:
            game = get_game(game_id)
            session = GameSession(game, GameRecord(game_id, self.scenario_combo.currentData(),
                                                   self.chosen_options(), seed))
        except (ValueError, OSError, KeyError, TypeError) as exc:
            # A scenario file's problems (ScenarioError, OptionError are ValueErrors) in one message.
            QMessageBox.warning(self, self.tr("Cannot start the game"), str(exc))
            return
        session.live_dice = not self.seeded_dice.isChecked()
        session.meta["dice"] = "live" if session.live_dice else "seeded"
        self.session = session
        self.seats = self.chosen_seats(seed)
        self.path = None
        self.accept()

    # -- continue / open / recent ----------------------------------------------------------------
    def _resume_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Continue"), self)
        layout = QVBoxLayout(box)
        self.continue_button = QPushButton(self.tr("Continue the last game"), box)
        self.continue_button.clicked.connect(self.continue_last)
        layout.addWidget(self.continue_button)
        self.open_button = QPushButton(self.tr("Open a saved game…"), box)
        self.open_button.clicked.connect(self.choose_file)
        layout.addWidget(self.open_button)
        layout.addWidget(QLabel(self.tr("Recent games"), box))
        self.recent_list = QListWidget(box)
        self.recent_list.itemActivated.connect(
            lambda item: self.open_path(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.recent_list, 1)
        self._fill_recent()
        return box

    def _fill_recent(self) -> None:
        self.recent_list.clear()
        for path in recent_games(self.settings):
            item = QListWidgetItem(Path(path).name)
            item.setToolTip(path)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent_list.addItem(item)
        if self.recent_list.count() == 0:
            item = QListWidgetItem(self.tr("(none yet)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)
        self.continue_button.setEnabled(self.autosave_file() is not None)

    def autosave_file(self) -> Path | None:
        from sandtable.core.saves import autosave_path

        game_id = self.game_combo.currentData() if hasattr(self, "game_combo") else None
        if not game_id:
            return None
        path = autosave_path(str(game_id))
        return path if path.is_file() else None

    def continue_last(self) -> None:
        path = self.autosave_file()
        if path is not None:
            self.open_path(str(path), remember=False)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(Path.home()),
                                              self.tr("Sandtable games (*.json);;All files (*)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str | None, remember: bool = True) -> bool:
        if not path:
            return False
        session = open_saved(path, self)
        if session is None:
            return False
        if remember:
            remember_game(self.settings, path)
        self.session = session
        self.seats = seats_from_meta(session.meta, session.game.num_players, session.record.seed,
                                     session.game.game_id)
        self.path = None if not remember else Path(path)
        self.accept()
        return True
