"""Errors the engine raises.  A rejected line never changes the game."""


class IllegalAction(Exception):
    """A line the engine will not accept now; the message says why."""


class SetupError(Exception):
    """A game or scenario setup that cannot be laid out (unknown card, bad zone...)."""
