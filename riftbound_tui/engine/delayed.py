"""Delayed effects that wait for a later event this turn: "the next spell you play this
turn costs 5 less" (`next_play`).  The effect is noted as a modifier of its controller that
lasts the turn (317.2.c); the next card of that kind its controller plays applies it to its
cost (356.4) and uses it up as it is paid (357), whether or not it lowered anything."""

from __future__ import annotations

from ..cards.model import CardDef, Cost, Effect
from .state import GameState, Modifier

KIND = "next_play"


def start(st: GameState, eff: Effect, player: str, by: str) -> None:
    st.modifiers.append(Modifier(-1, KIND, amount=eff.amount, keyword=eff.what, until="turn",
                                 timestamp=st.tick(), source=player,
                                 keyword_value=(READY_FLAG if eff.ready else 0) |
                                 (BUFF_FLAG if eff.buff else 0) |
                                 (IGNORE_FLAG if eff.ignore == "energy" else 0) or None,
                                 data=(eff.less_power,) if eff.less_power else ()))
    if eff.ignore == "energy":            # Jayce, Man of Progress
        st.say(f"  {by}: {player} may play a {eff.what} with Energy cost no more than "
               f"{eff.amount} this turn, ignoring its Energy cost")
    elif eff.amount or eff.less_power:
        pips = f" and {eff.less_power} power" if eff.less_power else ""
        st.say(f"  {by}: the next {eff.what} {player} plays this turn costs {eff.amount} "
               f"energy{pips} less (356.4)")
    if eff.ready:
        st.say(f"  {by}: the next {eff.what} {player} plays this turn enters ready")
    if eff.buff:
        st.say(f"  {by}: the next {eff.what} {player} plays this turn is buffed (426)")
    if eff.bonus:                         # Ravenborn Tome (712-715: Bonus Damage)
        st.modifiers.append(Modifier(-1, BONUS_NEXT, amount=eff.bonus, keyword=eff.what,
                                     until="turn", timestamp=st.tick(), source=player))
        st.say(f"  {by}: the next {eff.what} {player} plays this turn deals {eff.bonus} "
               f"Bonus Damage")


TURN_COST = "cost_this_turn"


def turn_cost_start(st: GameState, eff: Effect, player: str, by: str) -> None:
    """"Your non-token units cost [1] more to play this turn" (Vaults of Helia): a cost
    increase (356.3) for every such card `player` plays this turn (317.2.c)."""
    st.modifiers.append(Modifier(-1, TURN_COST, amount=eff.amount, keyword=eff.what,
                                 until="turn", timestamp=st.tick(), source=player))
    st.say(f"  {by}: {player}'s {eff.what}s cost {eff.amount} energy more this turn (356.3)")


def turn_cost(st: GameState, player: str, card: CardDef) -> int:
    """How much more `card` costs `player` this turn (356.3)."""
    if not st.modifiers:
        return 0
    return sum(m.amount for m in st.modifiers if m.kind == TURN_COST and m.source == player
               and m.keyword in (card.type, "card"))


BONUS_NEXT = "next_play_bonus"
READY_FLAG, BUFF_FLAG = 1, 2          # what the next card gets as it enters (`keyword_value`)
IGNORE_FLAG = 4                       # "a gear with Energy cost no more than N, ignoring its
                                      # Energy cost": `amount` is that N (printed cost)
BONUS = "spell_bonus"


def spell_bonus(st: GameState, item) -> int:
    """The Bonus Damage a resolving spell was given as it was played (Ravenborn Tome)."""
    if item.kind != "card":
        return 0
    return sum(m.amount for m in st.modifiers if m.kind == BONUS and m.target == item.source)


def waiting(st: GameState, player: str) -> bool:
    """Does any "next card you play" effect wait for `player`'s next card, or a cost
    change last the turn for their cards?"""
    for m in st.modifiers:          # a loop, not any() over a generator (every listing)
        if (m.kind == KIND or m.kind == TURN_COST) and m.source == player:
            return True
    return False


def _all_waiting(st: GameState, player: str, card: CardDef, from_hand: bool = True) -> list:
    if not st.modifiers:
        return []                   # the usual case: no comprehension to call
    # "play a gear with Energy cost no more than [7] from hand this turn, ignoring its
    # Energy cost" (Jayce): from hand only; a gear played from banishment keeps it waiting
    return [m for m in st.modifiers if m.kind == KIND and m.source == player
            and m.keyword in (card.type, "card")
            and (not _ignores(m) or card.cost.energy <= m.amount and from_hand)]


def _ignores(m) -> bool:
    return bool(m.keyword_value and m.keyword_value & IGNORE_FLAG)


def discount(st: GameState, player: str, card: CardDef, cost: Cost,
             from_hand: bool = True) -> Cost:
    """The card's Energy cost with the waiting discounts (356.4, never below 0, 356.6):
    every effect waiting for "the next" such card applies to it."""
    waiting_now = _all_waiting(st, player, card, from_hand)
    if any(_ignores(m) for m in waiting_now):
        return Cost(0, cost.power, cost.exhaust_self, cost.spend_buff)   # its Power is paid
    less = sum(m.amount for m in waiting_now)
    pips = sum(m.data[0] for m in waiting_now if m.data)       # "[2][A][A] less"
    if pips and cost.power:
        from .cost_auras import _power
        cost = Cost(cost.energy, _power(cost.power, -pips), cost.exhaust_self, cost.spend_buff)
    if not less or not cost.energy:
        return cost
    return Cost(max(0, cost.energy - less), cost.power, cost.exhaust_self, cost.spend_buff)


def use_up(st: GameState, player: str, card: CardDef, oid: int | None = None,
           from_hand: bool = True) -> None:
    """The card is the next one of its kind played: the effect is done.  "Enters ready"
    (Sun Disc) is noted on the card being played, read as it enters the board."""
    for m in [m for m in st.modifiers if m.kind == BONUS_NEXT and m.source == player
              and m.keyword in (card.type, "card")] if st.modifiers else ():
        st.modifiers.remove(m)
        if oid is not None:
            st.modifiers.append(Modifier(oid, BONUS, m.amount, until="turn", source=player))
            st.say(f"  {card.name} will deal {m.amount} Bonus Damage (712)")
    for m in _all_waiting(st, player, card, from_hand):
        st.modifiers.remove(m)
        if m.keyword_value and m.keyword_value & READY_FLAG and oid is not None:
            st.modifiers.append(Modifier(oid, READY, until="turn", source=player))
        if m.keyword_value and m.keyword_value & BUFF_FLAG and oid is not None:
            st.modifiers.append(Modifier(oid, BUFFED, until="turn", source=player))
        what = "discount" if m.amount else "effect"
        st.say(f"  {card.name} uses up the {what} waiting for the next {m.keyword}")


READY = "enters_ready"


BUFFED = "enters_buffed"


def enters_ready(st: GameState, oid: int) -> bool:
    return any(m.kind == READY and m.target == oid for m in st.modifiers)


def enters_buffed(st: GameState, oid: int) -> bool:
    """"The next time you play a unit this turn, ... buff it" (Nami, Headstrong)."""
    return any(m.kind == BUFFED and m.target == oid for m in st.modifiers) \
        if st.modifiers else False


# -- delayed triggers (`delayed`): "at the end of this turn, ...", "when any unit takes damage
# this turn, kill it", "kill it the next time it takes damage this turn" -------------------
TRIGGER = "delayed_trigger"


def set_up(st: GameState, eff: Effect, item, index: int, watched: tuple[int, ...]) -> None:
    """Note a delayed trigger for the rest of the turn (317.2.c).  It remembers where its
    instructions are: (the ability's index, or -1 for a spell's own instructions, and this
    instruction's index), and its source while that is on the board."""
    path = (-1 if item.kind == "card" else item.ability, index)
    if item.mode is not None:              # set up by a chosen mode (355.3): its instructions
        path += (item.mode,)
    src = item.source if item.kind != "card" else None
    # "when they hold" waits past this turn, until it happens (Ashe, Focused)
    until = "permanent" if eff.event == OWNER_HOLDS else "turn"
    for t in watched or (-1,):
        if eff.event == OWNER_HOLDS and t not in st.objs:
            continue
        st.modifiers.append(Modifier(t, TRIGGER, keyword=eff.event, until=until,
                                     timestamp=st.tick(), source=item.card,
                                     data=(item.controller, path, src, item.here)))
    what = "when it dies this turn" if eff.event == "dies" else \
        "when it wins a combat this turn" if eff.event == "win_combat" else \
        "at the end of this turn" if eff.event == "end_of_turn" else \
        "whenever a friendly unit is played this turn" if eff.event == "unit_played" else \
        "at the start of its controller's next Main Phase" if eff.event == "start_of_main" else \
        "when its owner holds" if eff.event == OWNER_HOLDS else (
        "the next time it takes damage this turn" if watched else
        "whenever a unit takes damage this turn")
    st.say(f"  {item.card}: a delayed trigger waits: {what}")


def effects_of(card: CardDef, path: tuple) -> tuple[Effect, ...]:
    a, i = path[:2]
    if len(path) > 2:                      # in a mode (355.3)
        effs = (card.modes if a == -1 else card.abilities[a].modes)[path[2]]
    else:
        effs = card.effects if a == -1 else card.abilities[a].effects
    return effs[i].then


def _trigger(st: GameState, m: Modifier, subject: int | None) -> None:
    from .state import ChainItem
    ctl, path, src, here = m.data
    if src is None or src not in st.objs:
        # a spell's delayed trigger is named by that card, now in its owner's trash, so an
        # order question can name it; failing that, by what it is about
        src = next((c for c in reversed(st.players[ctl].zones["trash"])
                    if st.objs[c].card == m.source), subject)
    st.triggers.append(ChainItem(st.new_id(), "triggered", ctl, src, m.source, subject=subject,
                                 by_trigger=True, label=f"{m.source} delayed trigger",
                                 delayed=path, here=here))


def damaged(eng, st: GameState, oid: int) -> None:
    """A unit took damage (417): its delayed triggers fire (a watched one only once)."""
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == "damaged"
              and m.target in (-1, oid)]:
        if m.target == oid:
            st.modifiers.remove(m)
        _trigger(st, m, oid)


def unit_played(eng, st: GameState, oid: int, player: str) -> None:
    """A unit (a token too, 185.2.a) was played by `player`: their "when a friendly unit is
    played this turn" triggers fire, every time, with that unit as their subject."""
    if not st.modifiers or eng.db.get(st.objs[oid].card).type != "unit":
        return
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == "unit_played"
              and m.data[0] == player]:
        _trigger(st, m, oid)


def watched(eng, st: GameState, event: str, oid: int) -> None:
    """A watched unit dies (it dies once: the trigger is used up) or wins a combat (466.3.c:
    each time this turn): its delayed triggers fire ("when it dies this turn", "when it
    wins a combat this turn")."""
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == event
              and m.target == oid]:
        if event == "dies":
            st.modifiers.remove(m)
        _trigger(st, m, oid)


def end_of_turn(eng, st: GameState) -> None:
    """The turn's end (317.1): "at the end of this turn" triggers fire, once; one set up
    for an object ("disempower it at end of turn") has it as its subject."""
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == "end_of_turn"]:
        st.modifiers.remove(m)
        # about one unit ("lose control of that unit ... at end of turn"): its subject, if
        # it is still that object (a unit that left the board is a new one, 124)
        _trigger(st, m, m.target if m.target in st.objs else None)


OWNER_HOLDS = "owner_holds"


def owner_holds(eng, st: GameState, player: str) -> None:
    """`player` holds a battlefield (469.2): the delayed triggers waiting for their hold
    fire, once, each about the card it waits for (Ashe, Focused: "When they hold, return
    it to their hand").  One whose card has left the zone it waited in is a new object
    (124): it is forgotten, nothing to return."""
    if not st.modifiers:
        return
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == OWNER_HOLDS]:
        card = st.objs.get(m.target)
        if card is None:
            st.modifiers.remove(m)
        elif card.owner == player:
            st.modifiers.remove(m)
            _trigger(st, m, m.target)


def start_of_main(eng, st: GameState) -> None:
    """The turn player's Main Phase starts (316): their "at the start of your next Main
    Phase" triggers fire, once (Iascylla: set up as they hold, in the Beginning Phase)."""
    for m in [m for m in st.modifiers if m.kind == TRIGGER and m.keyword == "start_of_main"
              and m.data[0] == st.turn_player] if st.modifiers else ():
        st.modifiers.remove(m)
        _trigger(st, m, None)
