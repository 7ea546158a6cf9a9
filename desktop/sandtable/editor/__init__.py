"""The board editor: commands over the board model, mouse tools, panels (Qt)."""
