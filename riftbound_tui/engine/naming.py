"""Naming a tag or a card ("As you play this, name a tag": The List; "When you play me,
name a spell": Fallen Feline).  As the `name` instruction resolves its player answers
`name TEXT` (an extension of NOTATION.md's answers, CONTRIBUTING.md): one of the tags, or
one of the spell names, the card database knows.  The object the instruction belongs to
remembers the name for as long as it is that object (a new object forgets it, 124); a
selector's `named_tag: true` and the `bans_named_spells` passive read it."""

from __future__ import annotations

from .errors import IllegalAction
from .state import Decision, GameState, Modifier, SUSPEND

KIND = "named"


_OPTIONS: dict = {}      # (id of a card database, what) -> (that database, the names)


def options(db, what: str) -> tuple[str, ...]:
    """What can be named: every tag of the card database, or every spell's name."""
    got = _OPTIONS.get((id(db), what))
    if got is not None and got[0] is db:
        return got[1]
    cards = db.all()
    names = {t for c in cards for t in c.tags} if what == "tag" else \
        {c.name for c in cards if c.type == "spell"}
    out = tuple(sorted(names, key=str.lower))
    _OPTIONS[(id(db), what)] = (db, out)
    return out


def execute(eng, st: GameState, eff, item, who: str, answer):
    if answer is None:
        offered = eff.among or options(eng.db, eff.what)
        st.pending = Decision(who, "name", f"{item.card}: name a {eff.what}"
                              f"{' (' + ', '.join(offered) + ')' if eff.among else ''} "
                              f"(answer 'name TEXT')", offered, ("instruction",))
        return SUSPEND
    said = answer[0]
    if item.source is not None:
        st.modifiers.append(Modifier(item.source, KIND, keyword=said, until="permanent",
                                     source=item.card))
    st.say(f"  {item.card}: {who} names {said}")
    return (), False


def answer(eng, st: GameState, dec: Decision, ln) -> None:
    """`name TEXT`: one of the decision's names, case not read."""
    if ln.verb != "name":
        raise IllegalAction(f"answer with 'name TEXT' ({dec.prompt})")
    said = next((o for o in dec.options if o.lower() == ln.place.lower()), None)
    if said is None:
        raise IllegalAction(f"'{ln.place}' can't be named here ({dec.prompt})")
    st.pending = None
    st.say(f"{ln.player}: name {said}")
    eng.answer_instruction(st, (said,))


def named(st: GameState, oid) -> str | None:
    """What object `oid` named last (None: nothing yet)."""
    got = [m.keyword for m in st.modifiers if m.kind == KIND and m.target == oid]
    return got[-1] if got else None


def banned_spell(eng, st: GameState, player: str, card: str) -> str | None:
    """Why `player` can't play spell `card`: an opponent's Fallen Feline at a battlefield
    named it ("While I'm at a battlefield, opponents can't play spells with that name")."""
    from . import rule_changes, teams
    for oid, ctl, _ in rule_changes.sources(eng.db, st, "bans_named_spells"):
        o = st.objs[oid]
        if o.zone == "battlefield" and teams.is_opponent(st, ctl, player) and \
                (named(st, oid) or "").lower() == card.lower():
            return f"{player} can't play {card}: an opponent's {o.card} at " \
                   f"{st.bfs[o.bf].name} named it"
    return None
