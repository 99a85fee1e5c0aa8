"""`riftbound` sub-commands: play (default: the TUI), scenario, sim, cards.

    riftbound                        the table (new game screen)
    riftbound --scenario FILE        the table at a scenario's position (script = redo line)
    riftbound --load FILE            the table from a saved game
    riftbound play --text [...]      the plain text table
    riftbound play --text --decks lux garen     one shipped deck (name, file or code) per seat
    riftbound sim --decks jinx viktor           agents play those decks
    riftbound sim --decks CODE CODE --format open   deck codes, no ban list
    riftbound cards check | coverage [--missing] | show NAME | decks | deck CODE
    riftbound serve [--port 8000]    the table in a web browser, on localhost
"""

from __future__ import annotations

import argparse
import sys


def _add_tui_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--scenario", help="start from a scenario file")
    p.add_argument("--load", metavar="FILE", help="open a saved game (TUI)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--theme", default=None,
                   help="Textual theme, e.g. ansi-dark, ansi-light, textual-dark (TUI)")


def main(argv: list[str] | None = None) -> int:
    """The command line; whatever goes wrong is one line on stderr, never a traceback
    (RIFTBOUND_DEBUG=1 shows it, for bug reports)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except Exception as e:                     # noqa: BLE001 - the last guard at the edge
        import os
        if os.environ.get("RIFTBOUND_DEBUG"):
            raise
        print(f"riftbound: internal error: {type(e).__name__}: "
              f"{' '.join(str(e).split())[:300]} (RIFTBOUND_DEBUG=1 shows the traceback)",
              file=sys.stderr)
        return 70


def _main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "scenario":
        from .scenario import main as scenario_main
        return scenario_main(argv[1:])
    ap = argparse.ArgumentParser(prog="riftbound", description=(
        "An unofficial Riftbound table for the terminal. Not approved or endorsed by Riot Games."))
    _add_tui_options(ap)
    sub = ap.add_subparsers(dest="cmd")
    play = sub.add_parser("play", help="play a game (default)")
    play.add_argument("--text", action="store_true", help="plain line mode, no TUI")
    _add_tui_options(play)
    play.add_argument("--ai", choices=["none", "A", "B", "both"], default="none",
                      help="seat the random agent in a chair (text mode)")
    _add_decks_option(play)
    sub.add_parser("scenario", help="run scenario files: riftbound scenario [--trace] FILE...")
    serve = sub.add_parser("serve", help="serve the table to a web browser (textual-serve)")
    _add_tui_options(serve)
    serve.add_argument("--host", default=None,
                       help="address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=None, help="port (default 8000)")
    sim = sub.add_parser("sim", help="play games between agents and print results")
    sim.add_argument("--games", type=int, default=20)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--a", default="random", metavar="AGENT",
                     help="agent in seat A: random, heuristic, search")
    sim.add_argument("--b", default="random", metavar="AGENT", help="agent in seat B")
    sim.add_argument("--swap", action="store_true",
                     help="swap the agents' seats every other game")
    sim.add_argument("--c", default="random", metavar="AGENT",
                     help="agent in seat C (ffa3, ffa4, 2v2)")
    sim.add_argument("--d", default="random", metavar="AGENT",
                     help="agent in seat D (ffa4, 2v2)")
    sim.add_argument("--mode", choices=("duel", "match", "match5", "ffa3", "ffa4", "2v2"),
                     default="duel",
                     help="duel (one game), match (best of three, 486), match5 (best of five), "
                          "ffa3 (three players, 487), ffa4 (four players, 488), 2v2 (A and C "
                          "against B and D, 489)")
    sim.add_argument("--budget", type=float, default=None,
                     help="seconds per decision for the search agent (default 0.5)")
    _add_decks_option(sim)
    cards = sub.add_parser("cards", help="the card data: check, coverage, show NAME, decks, "
                                          "deck CODE")
    cards.add_argument("cards_args", nargs=argparse.REMAINDER,
                       help="check | coverage [--missing] | show NAME | decks | deck CODE")
    args = ap.parse_args(argv)
    problem = option_problem(getattr(args, "seed", None))
    if problem:
        ap.error(problem)
    if args.cmd == "cards":
        from .cards.report import cards_main
        return cards_main(args.cards_args)
    if args.cmd == "serve":
        return _serve(args)
    setup = names = None
    if getattr(args, "decks", None):
        got = _duel_from_decks(args.decks, args.format)
        if got is None:
            return 2
        setup, names = got
    if getattr(args, "format", None) and setup is None:
        print("--format checks the decks given with --decks; the table's new game screen "
              "has its own Format choice", file=sys.stderr)
        return 2
    if args.cmd == "sim":
        import math
        if not 0 <= args.games <= 1_000_000:
            ap.error("--games: between 0 and 1000000")
        if args.budget is not None and not (math.isfinite(args.budget)
                                            and 0 < args.budget <= 600):
            ap.error("--budget: seconds per decision, more than 0 and at most 600")
        from .sim import main as sim_main
        return sim_main(args.games, args.seed, args.a, args.b, args.swap, args.budget,
                        setup=setup, deck_names=names, mode=args.mode,
                        more=(args.c, args.d))
    if args.cmd == "play" and args.text:
        from .textplay import main as text_main
        return text_main(args.seed, args.scenario, args.ai, setup=setup)
    if setup is not None:
        print("--decks is for 'play --text' and 'sim'; the table's new game screen offers "
              "every shipped deck", file=sys.stderr)
        return 2
    return tui_main(args.scenario, args.load, args.seed, args.theme)


def _serve(args: argparse.Namespace) -> int:
    problem = option_problem(args.seed, args.theme)
    from .serve import DEFAULT_HOST, DEFAULT_PORT, ServeError, serve
    try:
        if problem:
            raise ServeError(problem)
        return serve(args.host or DEFAULT_HOST,
                     DEFAULT_PORT if args.port is None else args.port,
                     scenario=args.scenario, load=args.load, seed=args.seed, theme=args.theme)
    except ServeError as e:
        print(f"riftbound serve: {e}", file=sys.stderr)
        return 2


def _add_decks_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--decks", nargs=2, metavar=("A", "B"),
                   help="one deck per seat: a shipped deck's name (lux, jinx, master-yi, "
                        "test-fury-chaos...), a deck file or a deck code")
    p.add_argument("--format", choices=("duel", "open", "precon"), default=None,
                   help="the deck format both decks are checked in: duel (deck rules and "
                        "the ban list), open (deck rules, no ban list), precon (as "
                        "printed); default: duel, and precon for the boxed decks")


def _duel_from_decks(decks: list[str], fmt: str | None = None
                     ) -> tuple[dict, list[str]] | None:
    """The Duel setup for --decks, or None after saying why not (and which decks ship)."""
    from .decks.shipped import DeckNotFound, DeckNotPlayable, deck_listing, duel_from_names
    try:
        setup, chosen = duel_from_names(decks, format=fmt)
    except (DeckNotFound, DeckNotPlayable) as e:
        print(f"cannot play these decks: {e}", file=sys.stderr)
        print("shipped decks:\n" + deck_listing(), file=sys.stderr)
        return None
    except ValueError as e:         # DeckSourceError: a deck file or code that cannot be read
        print(f"cannot play these decks: {e}", file=sys.stderr)
        return None
    return setup, [d.deck.name or d.key for d in chosen]


def option_problem(seed: int | None = None, theme: str | None = None) -> str | None:
    """What is wrong with the table's options, in words (checked before any screen)."""
    if seed is not None:
        from .engine.errors import SetupError
        from .engine.setup_check import check_seed
        try:
            check_seed(seed, "--seed")
        except SetupError as e:
            return str(e)
    if theme is not None:
        from textual.theme import BUILTIN_THEMES
        if theme not in BUILTIN_THEMES:
            return (f"--theme: unknown theme '{theme[:40]}'; the themes are: "
                    f"{', '.join(sorted(BUILTIN_THEMES))}")
    return None


def tui_main(scenario: str | None = None, load: str | None = None, seed: int | None = None,
             theme: str | None = None) -> int:
    problem = option_problem(seed, theme)
    if problem:
        print(f"riftbound: {problem}", file=sys.stderr)
        return 2
    from .tui.launch import build_app
    app, error = build_app(scenario=scenario, load=load, seed=seed, theme=theme)
    if app is None:
        print(error, file=sys.stderr)
        return 2
    app.run()
    return 0
