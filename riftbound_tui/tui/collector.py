"""Python's cyclic garbage collector, paused while the table starts.

A start-up creates some hundred thousand objects that live as long as the program
(modules, classes, the card database, the widgets).  The collector walked them some 180
times before the first frame, about a tenth of the start-up's CPU, and freed nothing.
`launch` pauses it as it is imported (`collector` is its first import); the App resumes
it once its first frame is out, and the collection that was put off runs then, while
the player reads the board.  Only cycles wait (everything else is freed as always),
and only until then.  If no frame comes (a test imports `launch`, a start that fails),
the collector resumes by itself after a few seconds.
"""

from __future__ import annotations

import gc
import threading

LIMIT = 5.0                  # seconds: the longest a pause lasts with no frame

_timer: threading.Timer | None = None


def pause() -> None:
    """Pause the collector until `resume` (or LIMIT seconds); a no-op when it is paused
    already, by us or by whoever runs us."""
    global _timer
    if _timer is not None or not gc.isenabled():
        return
    gc.disable()
    _timer = threading.Timer(LIMIT, resume)
    _timer.daemon = True
    _timer.start()


def resume() -> None:
    """Undo `pause`; nothing when nothing is paused.  Called once the first frame is out."""
    global _timer
    timer, _timer = _timer, None
    if timer is None:
        return
    timer.cancel()
    gc.enable()


pause()
