"""205: "you may pay [C]. If you do, ..." - a payment with no linked effect of its own is no
cost: it is a game action its controller may perform as the ability resolves, and the next
instruction checks whether it was performed (`{op: pay, pay: COST, ask: you}`, then
`if_previous: done`).  The pool's triggers once printed so (Draven, Vanquisher; Diana,
Lunari; Emperor's Dais) were errata'd to "you may pay [C] to ...", a cost (383.3.b), so a
test card written to the printed wording stands in for them here."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards
from riftbound_tui.cards.text import render_text
from riftbound_tui.engine.game import Engine, Game

pytestmark = pytest.mark.rules("205")

PRINTED = """
set: TST
cards:
  - name: Printed Vanquisher
    type: unit
    domains: [fury]
    cost: {energy: 0}
    might: 2
    abilities:
      - when: play
        effects:
          - {op: pay, pay: {power: {fury: 1}}, ask: you}
          - {op: might, amount: 2, duration: this turn, target: self, if_previous: done}
"""


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(PRINTED, "printed.yaml")


def played(engine: Engine, runes: int) -> Game:
    """A has played the Vanquisher: its trigger is on the chain."""
    setup = {"name": "205", "players": {
        "A": {"hand": ["Printed Vanquisher"], "runes": ["Fury Rune"] * runes, "deck": []},
        "B": {"deck": ["Stalwart Poro"]}},
        "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    g = Game.from_setup(setup, 0, engine)
    g.act("A: play Printed Vanquisher")
    return g


def might(g: Game) -> int:
    from riftbound_tui.engine import layers
    st = g.state
    oid = next(i for i, o in st.objs.items() if o.card == "Printed Vanquisher")
    return layers.might(g.engine.db, st, oid)


def test_you_may_pay_if_you_do_renders_as_printed(engine):
    card = engine.db.get("Printed Vanquisher")
    assert render_text(card) == ("When you play me, you may pay 1 Fury power. If you do, "
                                 "give me +2 Might this turn.")


def test_the_payment_is_made_as_the_trigger_resolves_not_as_it_goes_on_the_chain(engine):
    """No yes/no and nothing paid as the trigger goes on the chain (it has no cost, 205);
    as it resolves, A may pay [C] (a game action): paid, +2; the rune recycled then."""
    g = played(engine, 1)
    st = g.state
    assert [it.card for it in st.chain] == ["Printed Vanquisher"]
    assert g.pending.kind == "priority" and len(st.players["A"].zones["runes"]) == 1
    g.act("A: pass")
    g.act("B: pass")
    assert g.pending.kind == "yes_no" and "you may pay 1 Fury power:" in g.pending.prompt
    g.act("A: yes")
    st = g.state
    assert might(g) == 4 and not st.players["A"].zones["runes"] and not st.chain


def test_declining_the_payment_skips_what_if_you_do_links_to_it(engine):
    g = played(engine, 1)
    for line in ("A: pass", "B: pass", "A: no"):
        g.act(line)
    assert might(g) == 2 and len(g.state.players["A"].zones["runes"]) == 1


def test_a_payment_that_cannot_be_made_is_not_offered(engine):
    """With no rune to pay [C] with, the trigger resolves without asking and gives
    nothing."""
    g = played(engine, 0)
    g.act("A: pass")
    g.act("B: pass")
    assert not g.state.chain and g.pending.kind == "priority" and might(g) == 2
