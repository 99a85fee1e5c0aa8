"""Reading a triggered ability's trigger (`when:`, and a replacement's `instead:`): the
event (model.TRIGGER_EVENTS), whose it is (`subject:`), where (`where:`, `direction:`), and
its refinements (trigger_fields.py) and own `if:` condition (condition_reader.py).  Follows
rules 382-388 (triggered abilities) and 385.2 (abilities that work off the board);
cards/README.md, "Abilities" and "More trigger events"."""

from __future__ import annotations

from typing import Any

from . import trigger_fields
from .checking import join, one_of, suggest
from .condition_reader import ConditionReader
from .model import TRIGGER_EVENTS, Trigger

# Small closed vocabularies the model documents only in comments.
TRIGGER_SUBJECTS = ("self", "unit", "friendly_unit", "other_friendly_unit", "enemy_unit",
                    "friendly_gear", "enemy_gear", "you", "any_player", "their_unit",
                    "opponent",      # an opponent does it: "when an opponent scores"
                    "ally")          # "when you or an ally hold" (engine/teams.py)
FRIENDLY_SUBJECTS = ("friendly_unit", "other_friendly_unit", "friendly_gear")
TRIGGER_WHERE = ("here", "elsewhere", "mine",
                 "battlefield")   # a move from / to a battlefield, not a base
MOVE_DIRECTIONS = ("from", "to")
TRIGGER_KEYS = ("event", "subject", "where", "direction", "min_energy", "spent_at_least",
                "if") + \
    trigger_fields.KEYS + ("zone",)


class TriggerReader(ConditionReader):
    """The trigger of one triggered or replacement ability."""

    def trigger(self, v: Any, line: int, path: str) -> Trigger | None:
        ctx = self.ctx
        if isinstance(v, str):
            if v not in TRIGGER_EVENTS:
                ctx.error(line, path, f'"{v}" is not one of the trigger events: '
                                      f"{one_of(TRIGGER_EVENTS)}{suggest(v, TRIGGER_EVENTS)}")
                return None
            return Trigger(event=v)
        m = ctx.mapping(v, line, path, "an event name or a mapping like {event: move, ...}")
        if m is None:
            return None
        ctx.keys(m, TRIGGER_KEYS, path)
        event = ctx.text(m, "event", path, required=True, choices=TRIGGER_EVENTS)
        subject = ctx.text(m, "subject", path, choices=TRIGGER_SUBJECTS, default="self")
        where = ctx.text(m, "where", path, choices=TRIGGER_WHERE)
        direction = ctx.text(m, "direction", path, choices=MOVE_DIRECTIONS)
        if direction is not None and event is not None and event not in ("move", "play"):
            ctx.error(m.key_line("direction"), join(path, "direction"),
                      "only a `move` or `play` trigger has a direction")
        min_energy = ctx.integer(m, "min_energy", path, minimum=0)
        spent = ctx.integer(m, "spent_at_least", path, minimum=1)
        if spent is not None and event is not None and event != "play_spell":
            ctx.error(m.key_line("spent_at_least"), join(path, "spent_at_least"),
                      "only a `play_spell` trigger has spent_at_least")
        if min_energy is not None and event is not None and \
                event not in ("play_spell", "play", "activate"):
            ctx.error(m.key_line("min_energy"), join(path, "min_energy"),
                      "only a `play_spell`, `play` or `activate` trigger has a min_energy")
        only_if = self.condition(m["if"], m.key_line("if"), join(path, "if"), True, event=True) \
            if "if" in m else None
        more = trigger_fields.refinements(ctx, m, path, event)   # engine/events.py
        if more.get("own") and subject not in FRIENDLY_SUBJECTS:   # "you control" (489.8.e)
            ctx.error(m.key_line("own"), join(path, "own"),
                      "`own: true` narrows a friendly subject to what you control: "
                      f"{', '.join(FRIENDLY_SUBJECTS)}")
        if "zone" in m:                                          # engine/zones.py
            more["zone"] = ctx.text(m, "zone", path, choices=("trash", "deck"))
        if (event == "seen") != (more.get("zone") == "deck") and event is not None:
            # 385.2: an ability of a card off the board says where it works; "as you look
            # at or reveal me" works from the Main Deck only, and only it does
            ctx.error(m.key_line("event"), join(path, "event"),
                      "`event: seen` goes with `zone: deck` (and `zone: deck` with it)")
        if event is None:
            return None
        return Trigger(event=event, subject=subject, where=where, direction=direction,
                       min_energy=min_energy, spent_at_least=spent, only_if=only_if, **more)
