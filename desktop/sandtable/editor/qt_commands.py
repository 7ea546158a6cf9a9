"""The editor's commands as QUndoCommands, for the editor window's QUndoStack.

`push_command` applies the plain command first, so an edit the board refuses never reaches
the stack (Qt would swallow the exception raised inside a redo it calls itself).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from sandtable.editor.commands import Command


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
        "Change projection": translate("EditorCommand", "Change projection"),
        "Add hex grid": translate("EditorCommand", "Add hex grid"),
        "Remove hex grid": translate("EditorCommand", "Remove hex grid"),
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
