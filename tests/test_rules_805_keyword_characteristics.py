"""Whether a card has a keyword is a characteristic other game effects may check (805.5,
806.5, 807.3, 809.3, 810.3, 811.5, 813.5, 814.3, 815.3, 816.3, 817.3, 820.4, 822.4, 823.3,
826.6, 827.4, 829.2; 818.5, 819.3, 821.3, 825.5): a "card with [Keyword]" selector of the card language (engine/zones.py,
the one Guerilla Warfare uses for Hidden) finds exactly the cards with that keyword.

Each case puts a card with the keyword and one without it in A's trash and plays a test
spell "Return a card with [Keyword] from your trash to your hand": the card with the keyword
is the only legal choice (so the engine answers the prompt itself) and comes back; the
other stays.  Were the keyword not a characteristic the effect could check, both would be
offered and nothing would come back."""

from __future__ import annotations

import pytest

from card_cases import engine_with_cards, zone_cards

from riftbound_tui.engine.game import Engine, Game

# (keyword, a card with it, a card of the same type without it), marked with the rules
CASES = [
    pytest.param("accelerate", "Blazing Scorcher", "Vanguard Sergeant", id="accelerate",
                 marks=pytest.mark.rules("805.5")),
    pytest.param("action", "Hextech Ray", "Defy", id="action",
                 marks=pytest.mark.rules("806.5", "806.5.a", "806.5.b")),
    pytest.param("assault", "Petty Officer", "Vanguard Sergeant", id="assault",
                 marks=pytest.mark.rules("807.3")),
    pytest.param("deflect", "Pouty Poro", "Vanguard Sergeant", id="deflect",
                 marks=pytest.mark.rules("809.3")),
    pytest.param("ganking", "Kayn, Unleashed", "Vanguard Sergeant", id="ganking",
                 marks=pytest.mark.rules("810.3")),
    pytest.param("hidden", "Pakaa Cub", "Vanguard Sergeant", id="hidden",
                 marks=pytest.mark.rules("811.5", "811.5.a")),
    pytest.param("reaction", "Defy", "Hextech Ray", id="reaction",
                 marks=pytest.mark.rules("813.5", "813.5.a", "813.5.b")),
    pytest.param("shield", "Stalwart Poro", "Vanguard Sergeant", id="shield",
                 marks=pytest.mark.rules("814.3")),
    pytest.param("tank", "Sunlit Guardian", "Vanguard Sergeant", id="tank",
                 marks=pytest.mark.rules("815.3")),
    pytest.param("temporary", "Sprite Fountain", "Baited Hook", id="temporary",
                 marks=pytest.mark.rules("816.3")),
    pytest.param("vision", "Mystic Poro", "Vanguard Sergeant", id="vision",
                 marks=pytest.mark.rules("817.3")),
    pytest.param("equip", "Doran's Blade", "Baited Hook", id="equip",
                 marks=pytest.mark.rules("818.5")),
    pytest.param("quick-draw", "Long Sword", "Doran's Blade", id="quick-draw",
                 marks=pytest.mark.rules("819.3")),
    pytest.param("weaponmaster", "Sentinel Adept", "Vanguard Sergeant", id="weaponmaster",
                 marks=pytest.mark.rules("821.3")),
    # no Unique card is in the pool yet (SFD's Forgefire Cape and its kind): a probe gear
    # written in the card language has it (_spells)
    pytest.param("unique", "Probe Relic", "Baited Hook", id="unique",
                 marks=pytest.mark.rules("825.5")),
    pytest.param("repeat", "Blood Rush", "Hextech Ray", id="repeat",
                 marks=pytest.mark.rules("820.4")),
    pytest.param("ambush", "Grim Apothecary", "Vanguard Sergeant", id="ambush",
                 marks=pytest.mark.rules("822.4")),
    pytest.param("hunt", "Scorchclaw", "Vanguard Sergeant", id="hunt",
                 marks=pytest.mark.rules("823.3")),
    pytest.param("backline", "Enthusiastic Promoter", "Vanguard Sergeant", id="backline",
                 marks=pytest.mark.rules("826.6")),
    pytest.param("empower", "Shadow Fiend", "Vanguard Sergeant", id="empower",
                 marks=pytest.mark.rules("827.4")),
    pytest.param("flow", "Perfect Execution", "Hextech Ray", id="flow",
                 marks=pytest.mark.rules("829.2")),
]


def _spells() -> str:
    out = ["set: TST", "cards:"]
    for case in CASES:
        kw = case.values[0]
        out += [f"  - name: Recall {kw.capitalize()}",
                "    type: spell",
                "    cost: {energy: 0}",
                "    effects:",
                "      - {op: to_hand, target: {choose: card, at: trash, controller: friendly,"
                f" keyword: {kw}}}}}"]
    out += ["  - name: Probe Relic", "    type: gear", "    cost: {energy: 1}",
            "    keywords: [unique]"]
    return "\n".join(out) + "\n"


@pytest.fixture(scope="module")
def engine() -> Engine:
    return engine_with_cards(_spells(), "recall.yaml")


@pytest.mark.parametrize("kw,with_kw,without", CASES)
def test_a_card_with_the_keyword_is_found_by_an_effect_that_checks_it(engine, kw, with_kw,
                                                                     without):
    db = engine.db
    assert db.get(with_kw).has(kw) and not db.get(without).has(kw)
    assert db.get(with_kw).type == db.get(without).type or kw == "temporary"
    setup = {"name": kw, "players": {"A": {"hand": [f"Recall {kw.capitalize()}"],
                                           "trash": [without, with_kw]},
                                     "B": {"deck": ["Mountain Drake"]}},
             "battlefields": [{"card": "Bandle Tree"}, {"card": "Back-Alley Bar"}]}
    g = Game.from_setup(setup, 0, engine)
    g.act(f"A: play Recall {kw.capitalize()}")
    g.act("A: pass")
    g.act("B: pass")
    assert zone_cards(g, "A", "hand") == [with_kw]
    assert without in zone_cards(g, "A", "trash")
