"""The editor's commands as QUndoCommands, for the editor window's QUndoStack.

`push_command` applies the plain command first, so an edit the board refuses never reaches
the stack (Qt would swallow the exception raised inside a redo it calls itself).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from sandtable.editor.commands import Command

# The fixed messages of EditError and of scenario_fit: the Qt-free modules raise them in English
# and the window shows QCoreApplication.translate("EditError", message); listing them here lets
# pyside6-lupdate extract them (messages with a zone or a name in them stay English).
EDIT_ERRORS = (
    QT_TRANSLATE_NOOP("EditError", "The point did not move."),
    QT_TRANSLATE_NOOP("EditError", "Hexes cannot be split."),
    QT_TRANSLATE_NOOP("EditError", "Choose two different zones to merge."),
    QT_TRANSLATE_NOOP("EditError", "Only two land zones or two sea zones can be merged."),
    QT_TRANSLATE_NOOP("EditError", "A zone number is a whole number, 0 or more."),
    QT_TRANSLATE_NOOP("EditError", "Name the property to paint."),
    QT_TRANSLATE_NOOP("EditError", "A painted value must be a text, a number or true/false."),
    QT_TRANSLATE_NOOP("EditError", "These hexes already have that value."),
    QT_TRANSLATE_NOOP("EditError", "Choose two different zones."),
    QT_TRANSLATE_NOOP("EditError", "A ruler needs a name."),
    QT_TRANSLATE_NOOP("EditError", "A ruler must be longer than 0 km."),
    QT_TRANSLATE_NOOP("EditError", "No zone has a corner there."),
    QT_TRANSLATE_NOOP("EditError", "No zone has an edge there."),
    QT_TRANSLATE_NOOP("EditError",
                      "This corner is where several borders meet; move it instead of deleting it."),
    QT_TRANSLATE_NOOP("EditError", "A zone needs at least three corners."),
    QT_TRANSLATE_NOOP("EditError", "A zone outline needs at least three corners."),
    QT_TRANSLATE_NOOP("EditError", "The outline covers no free land: draw it over the coastline's land."),
    QT_TRANSLATE_NOOP("EditError", "Draw a line across the zone to split it."),
    QT_TRANSLATE_NOOP("EditError", "No board is open."),
    QT_TRANSLATE_NOOP("EditError", "No scenario is installed for this board."),
    QT_TRANSLATE_NOOP("EditError", "Paint a terrain on this hex first."),
    QT_TRANSLATE_NOOP("EditError", "Draw along the sides between neighbouring hexes."),
    QT_TRANSLATE_NOOP("EditError", "There is nothing of that kind on these hexsides."),
    QT_TRANSLATE_NOOP("EditError", "Exits are on hexes of the map's edge."),
    QT_TRANSLATE_NOOP("EditError", "Name the road that leaves the map."),
    QT_TRANSLATE_NOOP("EditError", "The grid is unchanged."),
)

def command_text(command: Command) -> str:
    """The translated name of an edit, for the Undo/Redo menu entries and the history."""
    # Spelled `translate(context, text)` so pyside6-lupdate extracts each title in its context.
    translate = QCoreApplication.translate
    titles = {
        "Edit": translate("EditorCommand", "Edit"),
        "Change zones": translate("EditorCommand", "Change zones"),
        "Add zone": translate("EditorCommand", "Add zone"),
        "Delete zone": translate("EditorCommand", "Delete zone"),
        "Draw zone": translate("EditorCommand", "Draw zone"),
        "Split zone": translate("EditorCommand", "Split zone"),
        "Merge zones": translate("EditorCommand", "Merge zones"),
        "Edit zone": translate("EditorCommand", "Edit zone"),
        "Move point": translate("EditorCommand", "Move point"),
        "Add point": translate("EditorCommand", "Add point"),
        "Delete point": translate("EditorCommand", "Delete point"),
        "Toggle symbol": translate("EditorCommand", "Toggle symbol"),
        "Paint hexes": translate("EditorCommand", "Paint hexes"),
        "Add link": translate("EditorCommand", "Add link"),
        "Remove link": translate("EditorCommand", "Remove link"),
        "Cut adjacency": translate("EditorCommand", "Cut adjacency"),
        "Restore adjacency": translate("EditorCommand", "Restore adjacency"),
        "Set ruler": translate("EditorCommand", "Resize ruler"),
        "Add ruler": translate("EditorCommand", "Add ruler"),
        "Remove ruler": translate("EditorCommand", "Remove ruler"),
        "Rename ruler": translate("EditorCommand", "Rename ruler"),
        "Set counter size": translate("EditorCommand", "Set counter size"),
        "Rename board": translate("EditorCommand", "Rename board"),
        "Change backdrop": translate("EditorCommand", "Change backdrop"),
        "Change the map grid": translate("EditorCommand", "Change the map grid"),
        "Show land zone numbers": translate("EditorCommand", "Show land zone numbers"),
        "Hide land zone numbers": translate("EditorCommand", "Hide land zone numbers"),
        "Change projection": translate("EditorCommand", "Change projection"),
        "Add hex grid": translate("EditorCommand", "Add hex grid"),
        "Remove hex grid": translate("EditorCommand", "Remove hex grid"),
        "Edit hex": translate("EditorCommand", "Edit hex"),
        "Draw hexside features": translate("EditorCommand", "Draw hexside features"),
        "Remove hexside features": translate("EditorCommand", "Remove hexside features"),
        "Add exit": translate("EditorCommand", "Add exit"),
        "Remove exit": translate("EditorCommand", "Remove exit"),
    }
    return titles.get(command.title, command.title)


class QtCommand(QUndoCommand):
    """A plain command on a QUndoStack; the first redo (from `push`) is skipped when already applied."""

    def __init__(self, command: Command) -> None:
        super().__init__(command_text(command))
        self.command = command

    def redo(self) -> None:
        if not self.command.done:
            self.command.redo()

    def undo(self) -> None:
        if self.command.done:
            self.command.undo()


def push_command(stack: QUndoStack, command: Command) -> QtCommand:
    """Apply `command` (its errors propagate to the caller) and record it on the stack."""
    command.redo()
    wrapped = QtCommand(command)
    stack.push(wrapped)
    return wrapped
