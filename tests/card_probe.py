"""One card named Probe, written in the card language inside a test: the loader's result,
or its errors.  Shared by the language tests (not a test module itself)."""

from __future__ import annotations

import textwrap

from riftbound_tui.cards.loader import parse_cards


def probe_cards(body: str, card_type: str = "unit"):
    """(cards, errors) of a card of this type whose fields are `body` (YAML, indented
    as written in the test)."""
    head = "set: TST\ncards:\n  - name: Probe\n    type: " + card_type + "\n"
    if card_type == "unit":
        head += "    might: 3\n"
    text = head + textwrap.indent(textwrap.dedent(body).lstrip("\n"), "    ")
    return parse_cards(text, "probe.yaml")


def probe_card(body: str, card_type: str = "unit"):
    cards, errors = probe_cards(body, card_type)
    assert not errors, "\n".join(map(str, errors))
    return cards[0]


def probe_errors(body: str, card_type: str = "unit") -> list[str]:
    cards, errors = probe_cards(body, card_type)
    assert errors and not cards
    return [str(e) for e in errors]
