"""The board editor: undoable commands over the board model (commands.py, no Qt), mouse tools,
panels and the editor window (Qt). See README.md in this folder."""
