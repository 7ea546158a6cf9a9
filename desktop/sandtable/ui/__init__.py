"""The Qt front end: main window, board scene, play window, dialogs and the game controller."""
