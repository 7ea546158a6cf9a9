"""Games' own Qt widgets, one package per game, found through `TableGame.ui_module` (see
`ui.play.hooks`); the shared window never imports them by name."""
