"""Exact battle-outcome distributions computed from the games' own combat resolvers."""
