"""`riftbound` sub-commands: play (default), scenario, sim, cards."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "scenario":
        from .scenario import main as scenario_main
        return scenario_main(argv[1:])
    ap = argparse.ArgumentParser(prog="riftbound", description=(
        "An unofficial Riftbound table for the terminal. Not approved or endorsed by Riot Games."))
    sub = ap.add_subparsers(dest="cmd")
    play = sub.add_parser("play", help="play a game (default)")
    play.add_argument("--text", action="store_true", help="plain line mode, no TUI")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--scenario", help="start from a scenario file")
    play.add_argument("--ai", choices=["none", "A", "B", "both"], default="none",
                      help="seat the random agent in a chair (text mode)")
    sub.add_parser("scenario", help="run scenario files: riftbound scenario FILE...")
    sim = sub.add_parser("sim", help="play games between agents and print results")
    sim.add_argument("--games", type=int, default=20)
    sim.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.cmd == "sim":
        from .sim import main as sim_main
        return sim_main(args.games, args.seed)
    from .textplay import main as text_main
    return text_main(getattr(args, "seed", None), getattr(args, "scenario", None),
                     getattr(args, "ai", "none"))
