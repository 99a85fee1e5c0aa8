"""What each player may learn (128: Privacy): the one door every message goes through.

    redact(st, viewer)        the state as `viewer` may know it (the hot-seat screen, agents)
    prompt_for(st, viewer)    the pending decision's prompt as `viewer` may read it
    wrong_seat(st, sender)    the refusal of a line from a player who is not deciding
    redact_log(lines, viewer) the log as `viewer` may read it
    hidden_ids(st, viewer)    the objects whose face `viewer` may not see

Secret (128.3): every deck's order and faces, the rune deck's too.  Private (128.4): a
hand is its owner's to see, a facedown card on the board its controller's (who may not be
its owner after a control change).  Everything else is Public
(128.5).  Other players' hidden objects keep their ids and zones but their names become
'Hidden Card', and deck orders are hidden by sorting the ids.  An id never follows a
card into a hidden zone: a move to or from a non-board zone makes a new object (124,
`BoardActions.relocate`).

A viewer of None is everyone at an open table (rules testers, open hands): all is shown.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .state import GameState, Obj

HIDDEN = "Hidden Card"

# Zones whose faces are known to no one (128.3) and to one player only (128.4): a hand to
# its owner, a facedown card (on the board) to its controller.
SECRET_ZONES = ("deck", "rune_deck")
PRIVATE_ZONES = ("hand", "facedown")


def private_to(o: Obj) -> str:
    """128.4: the one player who may see a card in a private zone: "the controller of a
    card on the board or the owner of a card in any other zone"."""
    return o.controller if o.zone == "facedown" else o.owner


def seen_by(o: Obj, viewer: str | None) -> bool:
    """May `viewer` know that this object is there and what it is?  (None here: a sender
    no one knows, who sees only what is public.)  The notation counts and names only
    such objects in what it tells a sender."""
    if o.zone in SECRET_ZONES:
        return False
    if o.zone in PRIVATE_ZONES:
        return viewer is not None and private_to(o) == viewer
    return True


def hidden_ids(st: GameState, viewer: str | None) -> list[int]:
    """Every object whose face `viewer` may not see (None: everyone sees everything)."""
    if viewer is None:
        return []
    out: list[int] = []
    for p in st.order:
        zones = st.players[p].zones
        for z in SECRET_ZONES:
            out.extend(zones[z])
        if p != viewer:
            out.extend(zones["hand"])           # a hand is its owner's (128.4)
        for i in zones["facedown"]:             # a facedown card its controller's (128.4)
            if st.objs[i].controller != viewer:
                out.append(i)
    seen = _seen(st, viewer)
    return [i for i in out if i not in seen] if seen else out


def _seen(st: GameState, viewer: str) -> set[int]:
    """Cards in hidden zones that `viewer` has looked at or that were revealed (424;
    engine/looks.py notes them), and the facedown cards of a player whose facedown cards
    `viewer` may look at this turn (Scuttle Crab)."""
    out = {m.target for m in st.modifiers if m.kind == "seen" and m.keyword in (viewer, "*")}
    for m in st.modifiers:
        if m.kind == SEES_FACEDOWN and m.keyword == viewer:
            out.update(i for i in st.players[m.source].zones["facedown"]
                       if st.objs[i].controller == m.source)
    return out


SEES_FACEDOWN = "sees_facedown"


def may_see_facedown(st: GameState, viewer: str, player: str) -> None:
    """"You can look at their facedown cards this turn": every facedown card `player`
    controls, now or later this turn, is shown to `viewer` too (128.4)."""
    from .state import Modifier
    st.modifiers.append(Modifier(-1, SEES_FACEDOWN, keyword=viewer, source=player,
                                 until="turn"))
    st.say(f"  {viewer} may look at {player}'s facedown cards this turn")


def redact(st: GameState, player: str) -> GameState:
    v = st.clone()
    for oid in hidden_ids(st, player):
        v.objs[oid] = v.objs[oid].but(card=HIDDEN)     # `replace`, without its introspection
    for p in v.order:
        zones = v.players[p].zones
        zones["deck"].sort()          # the order of a deck is known to no one (108.4.d)
        zones["rune_deck"].sort()     # (108.5.d)
    if v.pending is not None:
        v.pending = replace(v.pending, prompt=prompt_for(st, player))
    v.rng = 0                         # the future is hidden too
    m = v.match
    if m is not None and len(m.picks) < len(v.order):      # 486.5: picks are secret
        v.match = replace(m, picks=tuple((p, b if p == player else HIDDEN)
                                         for p, b in m.picks))
    v.log = redact_log(v.log, player)
    return v


# -- prompts and refusals ---------------------------------------------------------------------

# A prompt says only what its decider may know; these parts are the decider's alone.
_SEEN = re.compile(r"the top card of your Main Deck is .+?; ")    # 436: predict


def prompt_for(st: GameState, viewer: str | None) -> str:
    """The pending decision's prompt as `viewer` may read it: in full for the decider
    (and an open table), without the decider's private knowledge for anyone else."""
    dec = st.pending
    if dec is None:
        return ""
    if viewer is None or viewer == dec.player:
        return dec.prompt
    if dec.kind == "yes_no" and dec.context[1:2] == ("private",):
        # "as you look at me, you may ...": a choice about a card only its owner has seen
        # (engine/zones.py); its words would tell which card it is (128.4)
        return f"{dec.player} decides about the cards they look at (128.4)"
    text = _SEEN.sub("the top card of their Main Deck; ", dec.prompt)
    return scrub(st, viewer, text)


def wrong_seat(st: GameState, sender: str) -> str:
    """Why a line from `sender` is refused while another player decides, saying only what
    `sender` may know of that decision."""
    dec = st.pending
    return f"{dec.player} must decide now ({prompt_for(st, sender)}), not {sender}"


def scrub(st: GameState, viewer: str | None, text: str) -> str:
    """A last guard on a text shown to `viewer`: a card name that is now only in zones
    hidden from them, and nowhere they can see, becomes 'a hidden card'.  (The messages
    themselves are worded not to need this; a name the viewer may know is left alone.)"""
    if viewer is None:
        return text
    hidden = set(hidden_ids(st, viewer))
    secret, seen = set(), set()
    for oid, o in st.objs.items():
        (secret if oid in hidden else seen).add(o.card)
    seen.update(b.name for b in st.bfs)
    seen.update(it.card for it in st.chain)
    secret -= seen
    if not secret:
        return text
    names = sorted(secret | {n for n in seen if any(s in n for s in secret)},
                   key=len, reverse=True)
    rx = re.compile("|".join(re.escape(n) for n in names))
    return rx.sub(lambda m: "a hidden card" if m.group(0) in secret else m.group(0), text)


# -- the log -----------------------------------------------------------------------------------

_MULLIGAN = re.compile(r"^(\S+): mulligan (.+)$")
_PRIVATE = re.compile(r"^(\s*)\(seen by (\S+)\) (.*)$")     # engine/looks.py: a look (424)
_HIDE = re.compile(r"^(\S+): hide (.+) at (.+)$")


def redact_log(lines: list[str], viewer: str | None) -> list[str]:
    """The log as `viewer` may read it (128): another player's mulligan and hidden
    cards are not named.  None: everything (open hands, rules testers)."""
    if viewer is None:
        return list(lines)
    out: list[str] = []
    for line in lines:
        m = _PRIVATE.match(line)
        if m and m.group(2) != viewer:
            hidden = f"{m.group(1)}(seen by {m.group(2)}) hidden from {viewer}"
            if out and out[-1].lstrip() == hidden.lstrip():
                # lines in a row that only the looker may read are one to the others:
                # how many there are would tell what was seen (a card offering a choice
                # as it is looked at, engine/zones.py)
                continue
            out.append(hidden)
            continue
        m = _MULLIGAN.match(line)
        if m and m.group(1) != viewer:
            out.append(f"{m.group(1)}: mulligan (cards set aside: hidden)")
            continue
        m = _HIDE.match(line)
        if m and m.group(1) != viewer:
            out.append(f"{m.group(1)}: hide a card at {m.group(3)}")
            continue
        out.append(line)
    return out
