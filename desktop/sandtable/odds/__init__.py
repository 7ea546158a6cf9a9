"""Battle odds: exact outcome distributions (exact.py), Monte Carlo (montecarlo.py), the `odds` command."""
