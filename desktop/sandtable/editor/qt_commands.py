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
    tr = QCoreApplication.translate
    titles = {
        "Edit": tr("EditorCommand", "Edit"),
        "Change zones": tr("EditorCommand", "Change zones"),
        "Add zone": tr("EditorCommand", "Add zone"),
        "Delete zone": tr("EditorCommand", "Delete zone"),
        "Draw zone": tr("EditorCommand", "Draw zone"),
        "Split zone": tr("EditorCommand", "Split zone"),
        "Merge zones": tr("EditorCommand", "Merge zones"),
        "Edit zone": tr("EditorCommand", "Edit zone"),
        "Move point": tr("EditorCommand", "Move point"),
        "Add point": tr("EditorCommand", "Add point"),
        "Delete point": tr("EditorCommand", "Delete point"),
        "Toggle symbol": tr("EditorCommand", "Toggle symbol"),
        "Paint hexes": tr("EditorCommand", "Paint hexes"),
        "Add link": tr("EditorCommand", "Add link"),
        "Remove link": tr("EditorCommand", "Remove link"),
        "Cut adjacency": tr("EditorCommand", "Cut adjacency"),
        "Restore adjacency": tr("EditorCommand", "Restore adjacency"),
        "Set ruler": tr("EditorCommand", "Resize ruler"),
        "Add ruler": tr("EditorCommand", "Add ruler"),
        "Remove ruler": tr("EditorCommand", "Remove ruler"),
        "Rename ruler": tr("EditorCommand", "Rename ruler"),
        "Set counter size": tr("EditorCommand", "Set counter size"),
        "Rename board": tr("EditorCommand", "Rename board"),
        "Change backdrop": tr("EditorCommand", "Change backdrop"),
        "Change projection": tr("EditorCommand", "Change projection"),
        "Add hex grid": tr("EditorCommand", "Add hex grid"),
        "Remove hex grid": tr("EditorCommand", "Remove hex grid"),
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
