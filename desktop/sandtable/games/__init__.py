"""One package per rulebook; each registers its Game with sandtable.core.registry on import."""
