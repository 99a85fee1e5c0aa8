"""Paying costs (356-357): what a card costs after increases and discounts, paying it from
the rune pool with runes exhausted or recycled as needed (164.2), and the costs of
activated (404) and triggered (383.3.b) abilities.  Mixed into the chain rules
(engine/chain.py), which finalize an item by paying for it (359)."""

from __future__ import annotations

from dataclasses import replace

from ..cards.model import CardDef, Cost
from . import conditions, cost_auras, costs, delayed, either_discount, frozen, given_costs, \
    layers, limited, payment, repeat, resources, statics
from .choices import NO_COST, _bare, _flat, _plus, accelerate_cost
from .errors import IllegalAction
from .state import ChainItem, GameState, Modifier


class PayingRules:
    db: object
    own_cost_changers: frozenset      # the Engine's: cards whose statics change their cost

    def pay_ability_cost(self, st: GameState, player: str, oid: int, cost: Cost, domains,
                         what: str, exhaust: bool | None = None, buff: bool | None = None,
                         activated: bool = True):
        """404: pay an activated ability's cost: runes, exhausting its source, its buff
        (`activated` False: a triggered ability's, 383.3.b)."""
        exhaust = cost.exhaust_self if exhaust is None else exhaust
        buff = cost.spend_buff if buff is None else buff
        bare = _bare(cost)
        if bare != NO_COST:       # what it pays for: an ability of its source (429)
            self.spend(st, player, bare, domains, what,
                       limited.purpose_of(self.db, st, player, oid) if activated else None)
        if exhaust:
            st.set(oid, exhausted=True)
        if buff:
            st.set(oid, buffs=0)
            st.say(f"  {player} spends {self.ref(st, oid)}'s buff (702.2.b)")
            self.fire(st, "spend_buff", subject=oid, player=player)

    def play_cost(self, st: GameState, player: str, card: CardDef,
                  base: Cost | None = None, from_hand: bool = True) -> Cost:
        """356.4: the card's cost after discounts.  Eager Apprentice (passive
        `spell_discount`): while at a battlefield, spells its controller plays cost N energy
        less, to a minimum of 1; each discount's minimum applies to it alone (356.4.e).
        `base`: an alternate cost replacing the printed one (356.1.a: Flow, 829.1.c.1);
        `from_hand`: whether it is played from its controller's hand (Void Drone: "I cost
        2 less to play from anywhere other than your hand")."""
        base = card.cost if base is None else base
        kept = frozen.here.kept    # the listing's kept answer, read without a call
        got = kept[1].get(("cost_facts", player)) if kept is not None and kept[0] is st \
            else None
        spell_less, unchanged = got if got is not None else frozen.fact(
            st, ("cost_facts", player), self._cost_facts, st, player)
        if unchanged and card.name not in self.own_cost_changers and \
                not (card.type == "spell" and spell_less):
            return base               # the usual case: nothing changes what it costs
        cost = statics.changed_cost(self.db, st, player, card, base, False, from_hand)
        # other cards' (356.4); a Flow spell's Flow cost is paid as it is played from the
        # trash (829.1.b-c: "spells with Flow you play from your trash", Stargazer)
        cost = cost_auras.apply(self.db, st, player, card, cost,
                                from_trash=card.flow is not None and base is card.flow)
        if card.type != "spell" or cost.energy <= 1:
            return statics.changed_cost(self.db, st, player, card, cost, True, from_hand)
        energy = cost.energy
        for less in spell_less:
            if energy > 1:
                energy = max(1, energy - less)
        cost = replace(cost, energy=energy) if energy != cost.energy else cost
        return statics.changed_cost(self.db, st, player, card, cost, True,   # 356.4
                                     from_hand)

    def hidden_play_cost(self, st: GameState, player: str, card: CardDef) -> Cost:
        """811.1.b: a card played from facedown ignores its base cost; what the board adds
        to it still applies ("cards with [Reaction] cost [A] more", 811.1.c: it has
        Reaction)."""
        if not cost_auras.on_board(self.db, st):
            return NO_COST
        return cost_auras.apply(self.db, st, player, card, NO_COST, hidden=True)

    def item_play_cost(self, st: GameState, it: ChainItem, card: CardDef) -> Cost:
        """`play_cost` for a card on the chain: played by Flow, from its Flow cost (829)."""
        base = card.flow if it.flow else card.trash_cost if it.trash_cost else \
            card.alt_cost if it.alternate else None
        return self.play_cost(st, it.controller, card, base, it.from_hand)   # 356.1.a

    def _cost_facts(self, st: GameState, player: str) -> tuple[list[int], bool]:
        """What changes the costs of `player`'s cards, read once per listing: the spell
        discounts of their units, and whether no permanent changes others' costs and no
        discount waits for their next card."""
        changers = _cost_changers(self.db)
        if changers is not None and not frozen.any_on_board(st, changers):
            return [], not delayed.waiting(st, player)    # most boards: no card of either kind
        return (self._spell_discounts(st, player),
                not cost_auras.on_board(self.db, st) and not delayed.waiting(st, player))

    def _spell_discounts(self, st: GameState, player: str) -> list[int]:
        """The `spell_discount` of each unit `player` controls at a battlefield."""
        having = layers.having(self.db, "spell_discount")   # most boards have none of them
        out = []
        for b in st.bfs:
            for oid in b.units:
                o = st.objs[oid]
                if o.controller != player or (having is not None and o.card not in having):
                    continue
                for ab in self.db.get(o.card).abilities:
                    if ab.passive == "spell_discount":
                        out.append(1 if ab.value is None else ab.value)
        return out

    def pay_for(self, st: GameState, it: ChainItem, card: CardDef) -> None:
        """357: pay the total cost from the pool, exhausting and recycling runes as needed."""
        cost = self.item_play_cost(st, it, card) if it.hidden_at is None else \
            self.hidden_play_cost(st, it.controller, card)      # 811.1.b: increases only
        if it.cost_as is not None:          # played by an instruction (419.3.b, zones.py)
            cost = it.cost_as
        cost = costs.base_cost(self, st, it, card, cost)        # 356.1.b, 356.2, 356.4
        if it.accelerate:                   # 357: the total cost, with Accelerate's (805.2)
            cost = _plus(cost, either_discount.apply(st, it, accelerate_cost(card),
                                                     "accelerate"))     # 356.4.c
        given = given_costs.paid_cost(st, it)      # a battlefield's: Dragon Roost (356.2.b)
        if given is not None:
            cost = _plus(cost, either_discount.apply(st, it, given, "given"))
        if it.repeats:                      # 357: and the Repeat costs paid (820.1.c.1)
            cost = _plus(cost, repeat.pay(self, st, it, card))
        cost = _plus(cost, self.deflect_extra(st, it, _flat(it.targets)))    # 809.1.c
        readers = self.db.having("reads:spent")            # "if you spent [4] or more"
        if cost.energy and readers and frozen.any_on_board(st, readers):
            st.modifiers.append(Modifier(it.source, conditions.SPENT, amount=cost.energy,
                                         until="turn"))
        if card.type == "spell" and it.targets:    # Sandswept Tomb: [A] less (356.4)
            cost = cost_auras.target_discount(self.db, st, it, cost)
        cost = either_discount.apply(st, it, cost, "total")    # Irelia, Graceful (356.4.d)
        if cost == NO_COST:
            return
        self.spend(st, it.controller, cost, card.domains, card.name, purpose=card.type)
        p = st.players[it.controller]
        if card.type == "spell":
            # "if you've spent [4] or more to play a spell this turn" (Prepared Neophyte);
            # "when you play a spell, if you spent [4] or more" (Revna, the Lorekeeper)
            p.spent = (p.spent[0], max(p.spent[1], cost.energy),
                       p.spent[2] + ((it.source, cost.energy),))

    def spend(self, st: GameState, player: str, cost: Cost, domains=(), what: str = "",
              purpose: str | None = None) -> None:
        """Add what the runes must give (164.2), then take the cost out of the pool;
        a spell spends the energy limited to spells first.  `purpose`: what is paid for
        (payment.find_payment); the resources kept apart that may pay for it are spent
        before the pool's (429, engine/limited.py)."""
        pay = payment.find_payment(self.db, st, player, cost, domains, purpose=purpose)
        if pay is None:
            raise IllegalAction(f"{player} cannot pay for {what or 'that'} (357)")
        self.apply_payment(st, player, pay)
        p = st.players[player]
        spell = purpose == "spell"
        energy = cost.energy
        if p.kept:         # what is kept apart for this cost (or time) is spent first (429)
            energy -= limited.take(st, p, limited.ENERGY, energy, purpose)
        if spell:      # a spell spends the energy that may pay only for spells first
            p.spell_energy -= min(energy, p.spell_energy)
        p.energy -= energy
        if cost.power and cost.power_total:     # "if you've spent at least [A][A] this turn"
            p.spent = (p.spent[0] + cost.power_total,) + p.spent[1:]
        pool = p.power if not p.kept else \
            limited.with_pool(st, p, purpose, 0, p.power)[1]
        for dom, n in _power_spent(cost, domains, pool, spell):
            if p.kept:
                n -= limited.take(st, p, dom, n, purpose)
            if not n:
                continue
            p.power[dom] = p.power.get(dom, 0) - n
            if p.power[dom] == 0:
                del p.power[dom]

    def apply_payment(self, st: GameState, player: str, pay: payment.Payment) -> None:
        for oid, name, idx in pay.activate:
            # 357.1.a / 429.3.a: a Reaction Add ability used while paying finalizes and
            # resolves at once (its cost: exhausting its source)
            st.set(oid, exhausted=True)
            st.say(f"  {player} activates {self.ref(st, oid)} while paying (357.1.a, 429.3)")
            more = resources.more_energy(self.db, st, player, oid)
            for e in self.db.get(name).abilities[idx].effects:
                resources.add(st, player, e, name, more)
                more = 0                         # "an additional [1]": once (429)
        for rid in pay.exhaust:
            self.exhaust_rune(st, rid)
        for rid in pay.recycle:
            self.recycle_rune(st, rid)


@frozen.per_object
def _cost_changers(db) -> frozenset[str] | None:
    """The cards whose permanents change what other cards cost: a `spell_discount`
    (Eager Apprentice) or a cost static (cost_auras.py); None when the database cannot
    say which cards have the passive."""
    discounts = layers.having(db, "spell_discount")
    return None if discounts is None else discounts | cost_auras.aura_cards(db)


def trigger_cost_payable(eng, st: GameState, it: ChainItem, ab) -> bool:
    """383.3.b: can a triggered ability's cost ("pay [body] and exhaust this") be paid?"""
    cost = ab.cost
    if cost is None:
        return True
    o = st.objs.get(it.source)
    if cost.exhaust_self and (o is None or o.exhausted):
        return False
    if cost.spend_buff and (o is None or not o.buffs):
        return False
    return payment.can_pay(eng.db, st, it.controller, _bare(cost),
                           eng.db.get(it.card).domains)


def _power_spent(cost: Cost, domains, pool_now: dict,
                 spell: bool = False) -> list[tuple[str, int]]:
    """Which power in the pool pays each pip (after the recycled runes added theirs); a
    spell spends the power limited to spells first (429), nothing else may."""
    pool = dict(pool_now)
    if not spell:
        pool.pop(payment.SPELL_ANY, None)
    out: dict[str, int] = {}
    for allowed in sorted(payment.pips(cost, domains), key=len):
        got = payment.SPELL_ANY if pool.get(payment.SPELL_ANY, 0) > 0 else None
        if got is None:
            for d in sorted(allowed):   # a loop, not next() over a generator
                if pool.get(d, 0) > 0:
                    got = d
                    break
        if got is None:
            got = "any"
        pool[got] = pool.get(got, 0) - 1
        out[got] = out.get(got, 0) + 1
    return list(out.items())
