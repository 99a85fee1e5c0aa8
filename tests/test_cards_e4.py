"""Issue 26, session 18 e4: the Equipment whose text links, copies or is copied: The Zero
Drive (a granted Deathknell linked with its own ability, 394-397), Shady Spectacles (the
equipped unit becomes a copy while attached, 477.1.b.1) and Svellsongur (the unit's text
copied to its Effect Text, 477.1.b.2).  A case is (card, A, B, battlefields, script, expect) as
in tests/card_cases.py; the battlefields are Bandle Tree and Back-Alley Bar unless a case
gives them.
"""

from __future__ import annotations

import pytest

from card_cases import PP, R, loader_errors, new_game, play, run_case
from riftbound_tui.scenario import ScenarioFailure


def equipped(unit: str, *gear: str) -> dict:
    return {"card": unit, "attached": list(gear)}


# A's Stalwart Poro carries The Zero Drive; Vengeance kills it
ZERO = {"hand": ["Vengeance"], "runes": R("order", 6) + R("mind", 4), "deck": ["Gust"],
        "base": [equipped("Stalwart Poro", "The Zero Drive"), "Pouty Poro"]}
KILL_CARRIER = ["A: play Vengeance", "A: choose A:Stalwart Poro", *PP, *PP]
ZERO_PLAYS = ["A: activate A:The Zero Drive", *PP]

# A equips Shady Spectacles to Pouty Poro (Deflect, 2 Might) and chooses Mega-Mech (8 Might)
SPECS = {"runes": R("order", 12), "deck": ["Gust"] * 2,
         "base": ["Shady Spectacles", "Pouty Poro", "Stalwart Poro", "Mega-Mech"]}
EQUIP_SPECS = ["A: activate A:Shady Spectacles", "A: choose A:Pouty Poro", *PP,
               "A: choose A:Mega-Mech"]
COPY = "A:Mega-Mech#1"          # Pouty Poro, first in base, as a copy of Mega-Mech


def ANGLE_SHOT(unit: str) -> list[str]:   # noqa: N802 - a script, as the constants are
    """"Choose a unit and an Equipment with the same controller. Attach that Equipment to
    that unit or detach that Equipment from that unit" (the mode asked as it resolves)."""
    return ["A: play Angle Shot", "A: choose A:Shady Spectacles", f"A: choose {unit}", *PP]

# A equips Svellsongur ([Equip] [1][C]) to a unit in base
def SVELL(unit: str, **more) -> dict:   # noqa: N802 - a position, as the constants are
    return {"runes": R("calm", 2) + R("order", 6), "deck": ["Gust"] * 3,
            "base": ["Svellsongur", unit], **more}


def EQUIP_SVELL(unit: str) -> list[str]:   # noqa: N802
    return ["A: activate A:Svellsongur", f"A: choose A:{unit}", *PP]


# (card, A, B, battlefields or None, script, expect)
CASES = [
    # -- The Zero Drive: its Effect Text "[Deathknell] - Banish me" is the unit's (718.3):
    # the unit dies and is banished from the trash it went to; the Equipment stays (719.5)
    ("The Zero Drive", ZERO, {}, None, KILL_CARRIER,
     [{"location": {"A:Stalwart Poro": "banishment", "A:The Zero Drive": "base"}},
      {"attached": {"A:Pouty Poro": []}}]),
    # "[3][C], Banish this: Play all units banished with this, ignoring their costs": the
    # granted Deathknell is linked with it (395), so the unit comes back, no cost paid
    # (356.1.b: the 4 Mind runes pay only the ability), and the gear is banished
    ("The Zero Drive", ZERO, {}, None, [*KILL_CARRIER, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:The Zero Drive": "banishment"}},
      {"chain": []}]),
    # a unit banished by anything else is not "banished with this" (397's example)
    ("The Zero Drive", {**ZERO, "banishment": ["Pakaa Cub"]}, {}, None,
     [*KILL_CARRIER, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:Pakaa Cub": "banishment"}}]),
    # "all units": equipped again (its Equip is its second activated ability here) to a second unit that dies too, both come back at once
    ("The Zero Drive", {**ZERO, "hand": ["Vengeance", "Vengeance"],
                        "runes": R("order", 12) + R("mind", 6)}, {}, None,
     [*KILL_CARRIER, "A: activate A:The Zero Drive 2", "A: choose A:Pouty Poro", *PP,
      "A: play Vengeance", "A: choose A:Pouty Poro", *PP, *PP, *ZERO_PLAYS],
     [{"location": {"A:Stalwart Poro": "base", "A:Pouty Poro": "base"}},
      {"count": {"A:banishment": 1}}]),
    # unattached, its Effect Text is inactive (718.3): the unit dies to the trash
    ("The Zero Drive", {**ZERO, "base": ["Stalwart Poro", "The Zero Drive"]}, {}, None,
     KILL_CARRIER[:-2], [{"location": {"A:Stalwart Poro": "trash"}}, {"chain": []}]),
    # -- Shady Spectacles: "As this is attached to a unit, choose another friendly unit. The
    # equipped unit becomes a copy of that unit for as long as this is attached to it": done
    # as the Equip resolves, off the chain (434); every copyable trait (477.1.b.1): the
    # name, 8 Might, no Deflect; its damage and state are its own
    ("Shady Spectacles", SPECS, {}, None, EQUIP_SPECS,
     [{"contains": {"A:base": ["Mega-Mech", "Mega-Mech", "Stalwart Poro"]}},
      {"attached": {COPY: ["Shady Spectacles"]}}, {"might": {COPY: 8}},
      {"lacks": {COPY: "deflect"}}, {"chain": []}]),
    # the Equipment leaves the board (Salvage kills it): the copy ends, Pouty Poro again
    ("Shady Spectacles", {**SPECS, "hand": ["Salvage"]}, {}, None,
     [*EQUIP_SPECS, "A: play Salvage", "A: choose A:Shady Spectacles", *PP],
     [{"location": {"A:Pouty Poro": "base", "A:Shady Spectacles": "trash"}},
      {"might": {"A:Pouty Poro": 2}}, {"keywords": {"A:Pouty Poro": ["deflect"]}}]),
    # attached to another unit (Angle Shot), it detaches first (434.1.f): Pouty Poro is
    # itself again, and Stalwart Poro becomes a copy of the unit now chosen
    ("Shady Spectacles", {**SPECS, "hand": ["Angle Shot"], "runes": R("fury", 4) + R("order", 2)},
     {}, None, [*EQUIP_SPECS, *ANGLE_SHOT("A:Stalwart Poro"), "A: mode 1",
                "A: choose A:Pouty Poro"],
     [{"contains": {"A:base": ["Pouty Poro", "Pouty Poro", "Mega-Mech"]}},
      {"attached": {"A:Pouty Poro#2": ["Shady Spectacles"], "A:Pouty Poro#1": []}},
      {"keywords": {"A:Pouty Poro#2": ["deflect"]}}]),
    # detached (Angle Shot's other mode, 435): the copy ends
    ("Shady Spectacles", {**SPECS, "hand": ["Angle Shot"], "runes": R("fury", 4) + R("order", 2)},
     {}, None, [*EQUIP_SPECS, *ANGLE_SHOT(COPY), "A: mode 2"],
     [{"contains": {"A:base": ["Pouty Poro", "Stalwart Poro", "Mega-Mech",
                               "Shady Spectacles"]}}, {"might": {"A:Pouty Poro": 2}}]),
    # the copy dies: the card in the trash is its own, Pouty Poro (124); the Equipment stays
    ("Shady Spectacles", {**SPECS, "hand": ["Vengeance"]}, {}, None,
     [*EQUIP_SPECS, "A: play Vengeance", f"A: choose {COPY}", *PP],
     [{"contains": {"A:trash": ["Pouty Poro"]}}, {"location": {"A:Shady Spectacles": "base"}},
      {"count": {"A:trash": 2}}]),
    # "another friendly unit": with one, it is chosen by the engine; an enemy unit never is
    ("Shady Spectacles", {**SPECS, "base": ["Shady Spectacles", "Pouty Poro", "Mega-Mech"]},
     {"base": ["Vanguard Sergeant"]}, None,
     ["A: activate A:Shady Spectacles", "A: choose A:Pouty Poro", *PP],
     [{"contains": {"A:base": ["Mega-Mech", "Mega-Mech"]}}, {"chain": []}]),
    # none but the equipped unit: nothing is chosen, nothing copied
    ("Shady Spectacles", {**SPECS, "base": ["Shady Spectacles", "Pouty Poro"]}, {}, None,
     ["A: activate A:Shady Spectacles", "A: choose A:Pouty Poro", *PP],
     [{"attached": {"A:Pouty Poro": ["Shady Spectacles"]}}, {"might": {"A:Pouty Poro": 2}}]),
    # -- Svellsongur: "As this is attached to a unit, copy that unit's text to this
    # Equipment's effect text for as long as this is attached to it" (477.1.b.2): the unit
    # has its text twice (718.3).  Watchful Sentry's "[Deathknell] - Draw 1" triggers twice
    ("Svellsongur", SVELL("Watchful Sentry", hand=["Vengeance"]), {}, None,
     [*EQUIP_SVELL("Watchful Sentry"), "A: play Vengeance", "A: choose A:Watchful Sentry",
      *PP, *PP, *PP],
     [{"count": {"A:hand": 2}}, {"chain": []}]),
    # unattached first (Salvage kills it), the copy is gone: one draw
    ("Svellsongur", SVELL("Watchful Sentry", hand=["Salvage", "Vengeance"]), {}, None,
     [*EQUIP_SVELL("Watchful Sentry"), "A: play Salvage", "A: choose A:Svellsongur", *PP,
      "A: play Vengeance", "A: choose A:Watchful Sentry", *PP, *PP],
     [{"count": {"A:hand": 2}}, {"contains": {"A:trash": ["Svellsongur"]}},
      {"chain": []}]),            # Salvage's draw and the Deathknell's one
    # Wizened Elder's static "While I'm buffed, I have +1 Might" applies twice: 4 + 1 (the
    # buff) + 1 + 1
    ("Svellsongur", SVELL({"card": "Wizened Elder", "buff": True}), {}, None,
     EQUIP_SVELL("Wizened Elder"), [{"might": {"A:Wizened Elder": 7}}]),
    ("Svellsongur", SVELL({"card": "Wizened Elder", "buff": True}), {}, None, [],
     [{"might": {"A:Wizened Elder": 6}}]),        # (unequipped: 4 + 1 + 1, once)
]


@pytest.mark.rules("718.3", "719.5", "808", "394", "395", "397", "356.1.b", "427", "419.3",
                   "434", "434.1.f", "477.1.b.1", "477.1.b", "124", "355.17", "477.1.b.2")
@pytest.mark.parametrize("card,a,b,bfs,script,expect", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_e4_card(card, a, b, bfs, script, expect):
    run_case(a, b, bfs, script, expect)


@pytest.mark.rules("718.2", "395")
def test_zero_drive_ability_is_not_used_while_attached():
    """"(Use only if unattached.)": an attached card's own rules text is inactive (718.2),
    so the banished unit cannot be played back while The Zero Drive is on a unit."""
    game = new_game({**ZERO, "base": [equipped("Pouty Poro", "The Zero Drive")],
                     "banishment": ["Stalwart Poro"]})
    with pytest.raises(ScenarioFailure, match="rejected"):
        play(game, ZERO_PLAYS)


@pytest.mark.rules("397", "124")
def test_zero_drive_links_to_its_own_object():
    """Another Zero Drive, whose text banished nothing, plays nothing: the link is to the
    card whose Effect Text banished the unit (395, 397)."""
    game = new_game({**ZERO, "base": [equipped("Stalwart Poro", "The Zero Drive"),
                                      "Pouty Poro", "The Zero Drive"]})
    st = game.state
    idle = next(o for o in st.players["A"].zones["base"]
                if st.objs[o].card == "The Zero Drive")       # the one never attached
    play(game, KILL_CARRIER)
    play(game, [f"A: activate {game.engine.ref(st, idle)}", *PP])
    poro = [o for o in game.state.objs.values() if o.card == "Stalwart Poro"]
    assert [o.zone for o in poro] == ["banishment"]


@pytest.mark.rules("477.1.b.1", "434")
def test_the_loader_reads_the_copy_words():
    """`of: previous` names an earlier instruction's objects, so it cannot come first, and a
    copy lasts `until: detached` or for good (file:line messages)."""
    errors = loader_errors("""
        set: VEN
        cards:
          - name: Bad Glasses
            number: "001"
            type: gear
            domains: [order]
            cost: {energy: 1}
            abilities:
              - when: as_attached
                effects: [{op: copy, target: subject, of: previous}]
              - when: as_attached
                effects:
                  - {op: choose, target: {pick: unit, controller: friendly}}
                  - {op: copy, target: subject, of: previous, until: moved}
    """)
    assert any("bad.yaml:10" in e and "previous" in e for e in errors), errors
    assert any("bad.yaml:14" in e and "until" in e for e in errors), errors
    assert len(errors) == 2, errors


@pytest.mark.rules("434", "477.1.b.1")
def test_the_copy_is_done_before_the_rest_of_the_effect():
    """"As this is attached" is no trigger (434): the unit is a copy before Angle Shot's
    "Draw 1" is done, with nothing on the chain between."""
    game = new_game({**SPECS, "hand": ["Angle Shot"], "runes": R("fury", 2),
                     "base": ["Shady Spectacles", "Pouty Poro", "Mega-Mech"]})
    play(game, [*ANGLE_SHOT("A:Pouty Poro"), "A: mode 1"])
    log = game.log
    copied = next(k for k, line in enumerate(log) if "becomes a copy of Mega-Mech" in line)
    drew = next(k for k, line in enumerate(log) if "A draws 1" in line)
    assert copied < drew
    assert not game.state.chain


@pytest.mark.rules("477.1.b.2", "477.1.b.1.b", "477.2.c", "718.3", "807.2")
def test_svellsongur_copies_the_units_own_text_only():
    """Daring Poro's [Assault] is in its text twice: Assault 2 (summed, 807.2).  Serrated
    Dirk's Effect Text ([Assault 2]) is not the unit's copyable text (477.1.b.1.b: printed or
    copied traits; Effect Text is appended later, in 477.2.c), so it is not copied: 4, not 6.
    Unattached, the copy ends: the Dirk's 2 and the Poro's own 1."""
    from riftbound_tui.engine import layers
    game = new_game(SVELL({"card": "Daring Poro", "attached": ["Serrated Dirk"]},
                          hand=["Salvage"]))
    play(game, EQUIP_SVELL("Daring Poro"))
    st = game.state
    poro = next(o for o in st.objs.values() if o.card == "Daring Poro").id
    assert layers.keyword_amount(game.engine.db, st, poro, "assault") == 4
    play(game, ["A: play Salvage", "A: choose A:Svellsongur", *PP])
    assert layers.keyword_amount(game.engine.db, game.state, poro, "assault") == 3


@pytest.mark.rules("477.1.b.2", "718.3")
def test_a_copied_once_per_turn_ability_is_one_more_ability():
    """Azir, Ascendant's "[C]: ... Use only once per turn" is in his text twice with
    Svellsongur attached: two abilities, each once per turn; a third use is refused."""
    game = new_game({"runes": R("calm", 8), "deck": ["Gust"] * 3,
                     "base": ["Svellsongur", "Azir, Ascendant", "Pouty Poro"]},
                    bfs=[{"card": "Bandle Tree", "controller": "A",
                          "units": {"A": ["Stalwart Poro"]}}, {"card": "Back-Alley Bar"}])
    play(game, [*EQUIP_SVELL("Azir, Ascendant"),
                "A: activate A:Azir, Ascendant", "A: choose A:Stalwart Poro", *PP,
                "A: activate A:Azir, Ascendant", "A: choose A:Pouty Poro", *PP])
    with pytest.raises(ScenarioFailure, match="once per turn"):
        play(game, ["A: activate A:Azir, Ascendant"])
    # without Svellsongur, once
    game = new_game({"runes": R("calm", 8), "base": ["Azir, Ascendant", "Pouty Poro",
                                                     "Stalwart Poro"]})
    play(game, ["A: activate A:Azir, Ascendant", "A: choose A:Pouty Poro", *PP])
    with pytest.raises(ScenarioFailure, match="once per turn"):
        play(game, ["A: activate A:Azir, Ascendant"])
