"""Teaching the game: 'How to play' for the help screen, the first-game hint, and a
reminder for every keyword in our own words (rule numbers from the core rules).
Nothing here decides anything; the engine does."""

from __future__ import annotations

HOW_TO_PLAY = """\
How to play (the short version; the Log cites the full rules)

The goal
  Score points by controlling battlefields. The first to the target
  (8 in a duel; the status bar and each player's row show it) wins.
  Conquer: you take control of a battlefield (your units are there
  alone after any fight): 1 point, once per battlefield per turn.
  Hold: a battlefield you still control at the start of your turn
  scores 1 point again. The final point by conquering needs every
  battlefield scored that turn; otherwise you draw a card (471).

Runes: energy and power
  Each turn you channel 2 runes from your rune deck onto the board.
  Exhaust a rune (↷) for 1 energy; recycle a rune (it goes to the
  bottom of your rune deck and leaves the board) for 1 power of its
  domain. A cost of 2+1M means 2 energy plus 1 Mind power; F Fury,
  C Calm, M Mind, B Body, O Order, X Chaos, * any domain. Runes pay
  by themselves unless you chose manual payment; the log says which
  were exhausted and which recycled.

Units and moving
  Play units to your base. A ready unit moves to a battlefield (or
  back to base) by exhausting: one standard move may take several
  units together (m marks them). Might is both attack and health:
  damage equal to its might kills a unit.

Showdowns and combat
  Moving into a battlefield that the enemy holds or occupies makes
  it contested: first a showdown, then combat if both sides still
  have units there. Attackers and defenders deal damage equal to
  their might; the survivors' side takes the battlefield.

Focus and priority
  Priority is your turn to act now; in a showdown, focus goes around
  the table: the player with focus may play an Action or Reaction
  or pass. When everyone passes in a row, the showdown ends.

The chain
  A spell or ability goes on the chain before it happens. While
  the chain is open, only Reactions can be played, on top of it.
  When everyone passes, the top item resolves (last in, first out).
  The Chain panel shows each item's player, targets and effect.

Hidden cards
  You see your own hand; the other hands, decks and facedown cards
  are hidden. In a hot-seat game the curtain hides the board between
  seats: p at the curtain passes without showing your hand.
"""

FIRST_GAME = """\
Your first game?

  The Prompt panel (right) says what is asked and lists the
  answers: press 1-9, or move to a card with the arrows and
  press Enter to see what it can do. Bold cards have something
  to do now.

  space passes · e ends your turn · u undoes · ? is help (with
  How to play) · q quits (the game is autosaved).

  Costs read like 2+1M: 2 energy (exhaust runes) and 1 Mind
  power (recycle a Mind rune). Win by conquering and holding
  battlefields.

Enter closes this · h closes it and never shows it again"""

# Keyword reminders in our own words (800s of the core rules, Unleashed notes).
KEYWORDS = {
    "action": "Action: may be played in a showdown, even on another player's turn (806).",
    "reaction": "Reaction: may be played at any time you have priority, even on top of "
                "the chain (813).",
    "tank": "Tank: in combat, must be dealt lethal damage before its allies without Tank "
            "(815).",
    "backline": "Backline: in combat, is dealt damage only after its allies without "
                "Backline have lethal damage (826).",
    "shield": "Shield N: +N might while it defends (814).",
    "assault": "Assault N: +N might while it attacks (807).",
    "ganking": "Ganking: may move from one battlefield straight to another (810).",
    "accelerate": "Accelerate: as you play it you may pay 1 energy and 1 power more; then it "
                  "enters ready (805).",
    "deathknell": "Deathknell: does something when it dies (808).",
    "hidden": "Hidden: on your turn you may hide it facedown at a battlefield you control "
              "for 1 power, and play it later as a Reaction there (811).",
    "temporary": "Temporary: dies at the start of its controller's turn, before scoring "
                 "(816).",
    "legion": "Legion: the extra text works only if you have played another card this turn "
              "(812).",
    "vision": "Vision: when played, look at the top card of your deck; you may recycle it "
              "(817).",
    "deflect": "Deflect N: an opponent's spells and abilities that target it cost N power "
               "more (809).",
    "equip": "Equip: pay the cost to attach this gear to one of your units (818).",
    "quick-draw": "Quick-Draw: this gear may be played and attached as a Reaction (819).",
    "repeat": "Repeat: pay the extra cost to do the spell's effect once more (820).",
    "weaponmaster": "Weaponmaster: when played, you may attach one of your Equipment to it "
                    "for less (821).",
    "unique": "Unique: a deck holds only one card of this name; no effect in play (825).",
    "hunt": "Hunt N: when it conquers or holds, you gain N XP.",
    "level": "Level N: the extra text works while you have N or more XP.",
    "ambush": "Ambush: may be played to a battlefield where you have units, as a Reaction.",
    "flow": "Flow: may be played from your trash for its Flow cost; then it is banished.",
    "empower": "Empower: pay the cost to make it Empowered, if it isn't yet; its Empowered "
               "text then works while it stays on the board (827, 828).",
}


def reminder(name: str, value: int | None = None) -> str:
    """The reminder for one keyword, with its number filled in."""
    text = KEYWORDS.get(name.lower())
    if text is None:
        return f"{name}: (no reminder text yet)"
    if value is not None:
        text = text.replace(" N:", f" {value}:").replace("+N", f"+{value}").replace(
            " N ", f" {value} ")
    return text
