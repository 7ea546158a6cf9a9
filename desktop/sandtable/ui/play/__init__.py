"""Playing a game: the start screen, the play window over a BoardScene, and the game controller.

The UI renders the engine's state and submits actions; legality is always the engine's
(`legal_actions`, `check_legal`, `IllegalAction.reason`). `controller.GameController` drives a
`core.session.GameSession`: chance steps, undo, autosave, computer players on a worker thread.
"""
