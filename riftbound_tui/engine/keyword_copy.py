"""Giving a unit the source's keywords (`op: copy_keywords`): "give another friendly unit
my keywords ... this turn" (Kato the Arm).  The keywords are the source's as the
instruction resolves (layers.py: printed, granted and static ones), each given as a
keyword grant of its own for the instruction's duration; a source gone from the board
gives none (359.3.e.12)."""

from __future__ import annotations

from . import layers
from .state import GameState, Modifier


def copy_keywords(eng, st: GameState, objs, item, until: str, lasting: str):
    src = item.source
    mine = layers.keywords(eng.db, st, src) if src in st.objs and \
        st.objs[src].zone in ("base", "battlefield") else ()
    for t in objs:
        for k in mine:
            st.modifiers.append(Modifier(t, "keyword", keyword=k.name, keyword_value=k.value,
                                         until=until, timestamp=st.tick(), source=item.card))
        st.say(f"  {item.card}: {eng.ref(st, t)} gains "
               f"{', '.join(map(str, mine)) or 'no keyword'}{lasting}")
    return objs, False
