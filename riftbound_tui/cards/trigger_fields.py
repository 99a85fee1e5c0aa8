"""Validation of the trigger refinements that engine/events.py executes: "the Nth time"
(383.1), "alone", "one on one", "one or more", the subject's state (buffed, stunned), "non-Recruit",
"from Hidden".  The loader calls `refinements` for every `when:` mapping; each mistake is
reported as `file:line: card: field: what is wrong`, like the loader's own.
"""

from __future__ import annotations

from typing import Any

from .checking import join

# the fields this module reads from a `when:` mapping
KEYS = ("nth", "alone", "one_on_one", "was_uncontrolled", "one_or_more", "buffed", "stunned",
        "not_tags", "from_hidden", "by", "controlled_by", "not_token", "abilities",
        "revealed", "min_power", "tags", "token", "once_each_turn", "not_from_hand",
        "at_least", "own")
CONTROLLED_BY = ("that_player",)   # 190.6.c: "they" (the event's player) control it
KILLED_BY = ("spell",)       # kill: "with a spell" (428.5; engine/kills.py)
MOVED_BY = ("you",)          # move: "when you move an enemy unit" (engine/moves.py);
                             # chosen: "when you choose me with a spell" (383.4.b.1);
                             # ready: "when you ready me" (Irelia, Fervent), not whoever
# events each field makes sense on (a field elsewhere would be silently meaningless)
NTH_EVENTS = ("move", "play_card", "dies", "start_of_beginning", "chosen", "play_spell",
              "win_combat",   # "the first time I win a combat each turn" (Draven, Audacious)
              "play",         # "the first time a player plays a non-token unit here"
              "conquer",      # "the first time I conquer each turn" (Lucian, Merciless)
              "draw")         # "when you draw your second card each turn" (Frigid Jewel)
ALONE_EVENTS = ("attack", "defend")
ONE_OR_MORE_EVENTS = ("stun", "discard", "recycle", "move", "kill", "buff", "ready", "dies")
STATE_EVENTS = ("dies", "kill", "stun", "ready", "buff", "move", "attack", "defend",
                "chosen")


def refinements(ctx, m, path: str, event: str | None) -> dict[str, Any]:
    """The refinement fields of a `when:` mapping, as Trigger keyword arguments."""
    out: dict[str, Any] = {}
    nth = ctx.integer(m, "nth", path, minimum=1)
    if nth is not None:
        out["nth"] = nth
    power = ctx.integer(m, "min_power", path, minimum=1)
    if power is not None:          # "a card with Power cost [A][A] or more" (printed, 206)
        out["min_power"] = power
    at_least = ctx.integer(m, "at_least", path, minimum=1)   # "when my Might becomes 10 or
    if at_least is not None:                                 # more" (a `mighty` event)
        out["at_least"] = at_least
    for key in ("alone", "one_on_one", "was_uncontrolled", "one_or_more", "buffed", "stunned",
                "from_hidden", "not_token", "abilities", "revealed", "token", "once_each_turn",
                "not_from_hand", "own"):
        if key in m:
            out[key] = ctx.boolean(m, key, path)
    if "by" in m:
        out["by"] = ctx.text(m, "by", path,
                             choices=MOVED_BY if event in ("move", "chosen", "ready")
                             else KILLED_BY)
    if "controlled_by" in m:
        out["controlled_by"] = ctx.text(m, "controlled_by", path, choices=CONTROLLED_BY)
    for key in ("not_tags", "tags"):       # "non-Recruit"; "another Dragon" (Gemdragon)
        if key not in m:
            continue
        tags = m[key]
        if not isinstance(tags, list) or not all(isinstance(t, str) and t for t in tags):
            ctx.error(m.key_line(key), join(path, key), "a list of tags, like [Recruit]")
        else:
            out[key] = tuple(tags)
    if event is None:
        return out
    for key, events in (("nth", NTH_EVENTS), ("alone", ALONE_EVENTS),
                        ("one_on_one", ALONE_EVENTS), ("was_uncontrolled", ("conquer",)),
                        ("one_or_more", ONE_OR_MORE_EVENTS), ("buffed", STATE_EVENTS),
                        ("stunned", STATE_EVENTS), ("not_tags", STATE_EVENTS),
                        ("tags", STATE_EVENTS + ("play",)), ("token", ("play",)),
                        ("from_hidden", ("play_card", "play")),
                        ("by", ("kill", "move", "chosen", "ready")),
                        ("not_token", ("play",)), ("abilities", ("chosen",)),
                        ("revealed", ("seen",)), ("min_power", ("play_card", "play_spell")),
                        ("not_from_hand", ("play_card",)), ("at_least", ("mighty",))):
        if key in m and event not in events:
            ctx.error(m.key_line(key), join(path, key),
                      f"only a trigger on {', '.join(events)} takes `{key}:`")
    return out
