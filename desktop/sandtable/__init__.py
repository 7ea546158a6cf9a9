"""Sandtable: a desktop wargame table (rules engines, vector boards, editor, play window)."""

__version__ = "0.1.0"
