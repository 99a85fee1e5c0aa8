"""Screens: new game, game table, curtain, action menu, help, load."""
