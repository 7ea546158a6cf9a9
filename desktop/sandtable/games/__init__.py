"""games package."""
