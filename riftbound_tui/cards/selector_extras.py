"""Selector fields read apart from the main parser (cards/effect_reader.py):

- `token: true`: only tokens ("your token units", 185: Lillia, Protector of Dreams, Soul
  Shepherd); `token: false` is never written (a card says "non-token" with `not_token`).
- `not_token: true`: only objects that are no token ("a non-token unit").
- `less_might_than: self | {that: N}`: a unit with less Might than me ("enemy units here
  with less Might than me": Alpha Wildclaw, Vilemaw, Imposing Challenger) or than the unit
  instruction N chose ("with less Might than the chosen unit": Stare Down), read as the
  instruction resolves or the static applies (engine/relative.py).
- `not_keyword: K`: objects without that keyword now ("a friendly unit without
  [Temporary]": Shadow's Call).
- `enemies_weaker: true`: a battlefield where the enemy units' total Might is less than my
  Might (Maduli the Gatekeeper: "if my Might is greater than the total Might of enemy
  units there").
- `within_paid_cost: true`: cards off the board that cost no more Energy and no more Power
  than the unit the card's additional cost killed (Heedless Resurrection).
- `same_controller: N`: an object with the same controller as what instruction N chose
  ("choose a unit and an Equipment with the same controller": Angle Shot), a later
  `choose` only; the earlier choice must leave it one (355.8, engine/linked.py).
- `min_energy: N`: a printed Energy cost of N or more ("a spell with Energy cost [4] or
  more": Fate Weaver), on the board or off it (206).
- `menaced_by: DOMAIN`: a unit "that's in combat with an enemy Fury unit or that's being
  chosen by an enemy Fury spell" (Decree of Focus): an enemy unit of that domain is in its
  combat (460), or an enemy spell of that domain on the chain chose it (355.7).
- `each_location: true`: with `count: any, up_to: true`, "choose up to one enemy unit at
  each location" (Elder Dragon): no two chosen at one location (a base is one, 355.9).
- `named_tag: true`: a unit with the tag my `name` instruction named ("a unit with the
  named tag": The List; engine/naming.py).
- `own: true`, beside `controller: friendly`: "a unit you control", "your units": the
  controller's own, never a 2v2 teammate's, as "friendly" is (489.8.e; engine/targets.py).
- `owner: you`: objects you own, whoever controls them ("a Teemo unit you own": Teemo,
  Swift Scout); ownership (127.1) is not control.
- `alone: true`: a unit at a battlefield with no other unit friendly to it there (740.2.a:
  its controller's or a teammate's, 740.1.a): "if there's an enemy unit alone at that
  battlefield" (Isolate), in FFA also when another opponent's unit is there."""

from __future__ import annotations

from typing import Any

from .checking import join
from .model import DOMAINS, KEYWORDS

KEYS = ("token", "not_token", "less_might_than", "not_keyword", "min_energy",
        "within_paid_cost", "enemies_weaker", "same_controller", "named_tag",
        "menaced_by", "each_location", "own", "owner", "alone")
SELF = "self"


def selector_fields(ctx, m, kind: str, obj: str, path: str, kw: dict[str, Any],
                    first: bool = False) -> None:
    """Read the fields above from mapping `m` into `kw` (`first`: in the first
    instruction, where no earlier choice can be named)."""
    for key in ("token", "not_token"):
        if key in m:
            kw[key] = ctx.boolean(m, key, path)
    if "less_might_than" in m:
        v, line = m["less_might_than"], m.key_line("less_might_than")
        if v == SELF:
            kw["less_might_than"] = SELF
        elif isinstance(v, dict) and set(v) == {"that"} and isinstance(v["that"], int) \
                and not isinstance(v["that"], bool) and v["that"] >= 1:
            kw["less_might_than"] = v["that"]
            if first:
                ctx.error(line, join(path, "less_might_than"),
                          "a `choose:` target after the first instruction takes "
                          "`less_might_than: {that: N}` (an earlier choice)")
        else:
            ctx.error(line, join(path, "less_might_than"),
                      "write `self` (less Might than me) or {that: N} (than the unit "
                      "instruction N chose)")
        if obj != "unit":
            ctx.error(line, join(path, "less_might_than"), "only units have Might to compare")
    if "same_controller" in m:
        kw["same_controller"] = ctx.integer(m, "same_controller", path, minimum=1)
        if first or kind != "choose":
            ctx.error(m.key_line("same_controller"), join(path, "same_controller"),
                      "a `choose:` target after the first instruction takes "
                      "`same_controller: N` (an earlier choice)")
    if "not_keyword" in m:
        kw["not_keyword"] = ctx.text(m, "not_keyword", path, choices=KEYWORDS)
    if "min_energy" in m:                  # the printed Energy cost (206)
        kw["min_energy"] = ctx.integer(m, "min_energy", path, minimum=1)
    if "menaced_by" in m:
        kw["menaced_by"] = ctx.text(m, "menaced_by", path, choices=DOMAINS)
        _only(ctx, m, "menaced_by", path, obj == "unit",
              "only a unit is in combat or chosen by a spell")
    if "each_location" in m:
        kw["each_location"] = ctx.boolean(m, "each_location", path)
        _only(ctx, m, "each_location", path, kind == "choose",
              "only chosen objects are limited to one at each location")
    if "own" in m:                         # "you control" / "your" (489.8.e)
        kw["own"] = ctx.boolean(m, "own", path)
        _only(ctx, m, "own", path, m.get("controller") == "friendly",
              "`own: true` narrows `controller: friendly` to what you control")
    if "alone" in m:                       # 740.2.a: no other friendly unit there
        kw["alone"] = ctx.boolean(m, "alone", path)
        _only(ctx, m, "alone", path, obj == "unit", "only a unit is alone")
    if "owner" in m:                       # "you own" (127.1: not "you control")
        kw["owner"] = ctx.text(m, "owner", path, choices=("you",))
    if "named_tag" in m:
        kw["named_tag"] = ctx.boolean(m, "named_tag", path)
    if "enemies_weaker" in m:
        kw["enemies_weaker"] = ctx.boolean(m, "enemies_weaker", path)
        if obj != "battlefield":
            ctx.error(m.key_line("enemies_weaker"), join(path, "enemies_weaker"),
                      "only a battlefield has enemy units to weigh")
    if "within_paid_cost" in m:
        kw["within_paid_cost"] = ctx.boolean(m, "within_paid_cost", path)
        if m.get("at") not in ("trash", "hand", "looked"):
            ctx.error(m.key_line("within_paid_cost"), join(path, "within_paid_cost"),
                      "tests cards off the board (`at: trash | hand | looked`)")


def _only(ctx, m, key: str, path: str, ok: bool, why: str) -> None:
    """Report `why` at `key` unless the field fits where it is written (`ok`)."""
    if not ok:
        ctx.error(m.key_line(key), join(path, key), why)


def phrase(sel) -> str:
    """What the fields add after the noun: " with less Might than me"."""
    out = ""
    if sel.min_energy is not None:
        out += f" with Energy cost {sel.min_energy} or more"
    if sel.enemies_weaker:
        out += " where the total Might of enemy units is less than my Might"
    if sel.within_paid_cost:
        out += " that costs no more Energy and no more Power than the killed unit"
    if sel.named_tag:
        out += " with the named tag"
    if sel.each_location:
        out += ", at most one at each location"
    if sel.menaced_by is not None:
        d = sel.menaced_by.capitalize()
        out += f" that's in combat with an enemy {d} unit or that's being chosen by an " \
               f"enemy {d} spell"
    if sel.not_keyword is not None:
        out += f" without {sel.not_keyword.capitalize()}"
    if sel.alone:
        out += " alone"
    if sel.same_controller is not None and sel.at != "trash":    # (trash: "their trash")
        out += " with the same controller"
    if sel.less_might_than == SELF:
        out += " with less Might than me"
    elif sel.less_might_than is not None:
        out += " with less Might than the chosen unit"
    return out
