"""`riftbound serve`: the same table in a web browser, through textual-serve.

textual-serve runs one `riftbound` table process per browser tab and relays the terminal
over a websocket; the page draws it with xterm.js. Nothing about the table changes: the
same app, the same keys, the same hot-seat privacy (the curtain hides a seat's hand from
whoever looks at the screen, in a terminal or a browser alike).

The server listens on localhost unless told otherwise: it runs a program for whoever
connects, so exposing it on a network is the user's explicit choice (--host).
"""

from __future__ import annotations

import shlex
import socket
import sys
from pathlib import Path

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
NEEDS = ("riftbound serve needs the textual-serve package: "
         "pip install 'riftbound-tui[serve]' (or: pip install textual-serve)")


class ServeError(ValueError):
    """Why the table cannot be served, in words for the command line."""


def table_command(scenario: str | None = None, load: str | None = None,
                  seed: int | None = None, theme: str | None = None,
                  python: str = sys.executable) -> str:
    """The shell command textual-serve runs for each browser tab: this interpreter, this
    package, the table's own options (already checked, quoted for the shell)."""
    argv = [python, "-m", "riftbound_tui"]
    for flag, value in (("--scenario", scenario), ("--load", load), ("--seed", seed),
                        ("--theme", theme)):
        if value is not None:
            argv += [flag, str(value)]
    return shlex.join(argv)


def check_address(host: str, port: int) -> None:
    """A port in range and free on that host; else a ServeError naming which."""
    if not 1 <= port <= 65535:
        raise ServeError(f"--port: between 1 and 65535, not {port}")
    if not host or len(host) > 253:
        raise ServeError("--host: a host name or address, such as 127.0.0.1")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as e:
        raise ServeError(f"--host: cannot use '{host[:60]}': {e.strerror or e}") from None
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(address)
        except OSError as e:
            raise ServeError(f"cannot listen on {host}:{port}: {e.strerror or e} "
                             "(another program may use it; try --port)") from None


def check_files(scenario: str | None, load: str | None) -> None:
    """Each browser tab starts the table anew: a missing file would fail in every tab,
    so it is refused once, here."""
    for flag, path in (("--scenario", scenario), ("--load", load)):
        if path is not None and not Path(path).is_file():
            raise ServeError(f"{flag}: no such file: {path[:200]}")


def serve(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, *, scenario: str | None = None,
          load: str | None = None, seed: int | None = None,
          theme: str | None = None) -> int:
    """Serve the table until Ctrl+C. Problems are ServeError before anything listens."""
    try:
        from textual_serve.server import Server
    except ImportError:
        raise ServeError(NEEDS) from None
    check_files(scenario, load)
    check_address(host, port)
    # the table process may start in another folder: give it whole paths
    scenario, load = (str(Path(f).resolve()) if f else None for f in (scenario, load))
    command = table_command(scenario, load, seed, theme)
    server = Server(command, host=host, port=port,
                    title="Riftbound (unofficial table)")
    server.serve()
    return 0
