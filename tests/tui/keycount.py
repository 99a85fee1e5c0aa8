"""Playing a whole hot-seat game by keys, counting them: seat A plays (cards, moves,
targets), seat B only passes and ends its turns.  Used by the hot-seat Pilot test and
to measure a game's key count and handovers."""

from __future__ import annotations

from dataclasses import dataclass, field

from riftbound_tui.tui.screens.curtain import CurtainScreen
from riftbound_tui.tui.screens.game import GameScreen
from riftbound_tui.tui.screens.menus import ConfirmScreen
from riftbound_tui.tui.widgets.zone import ZoneStrip

from .helpers import settle, strip_of

NAV = {"up", "down", "left", "right"}


@dataclass
class Stats:
    keys: dict = field(default_factory=lambda: {"A": 0, "B": 0})      # action keys
    nav: dict = field(default_factory=lambda: {"A": 0, "B": 0})       # cursor keys
    handovers: int = 0
    curtain_passes: int = 0           # B's passes made at the curtain, hand unseen
    b_hand_drawn_at_pass: int = 0     # passes made while B's hand had been drawn
    spell_keys: list = field(default_factory=list)   # A's keys per targeted spell, passed
    decisions: int = 0

    def total(self) -> int:
        return sum(self.keys.values()) + sum(self.nav.values())


class Driver:
    def __init__(self, pilot, stats: Stats):
        self.pilot = pilot
        self.app = pilot.app
        self.stats = stats
        self.viewers: list = []           # whose view each board draw showed
        self.drawn: list = []             # (viewer, pending decision kind) per draw
        self._curtain = None
        draw = self.app._draw

        def spy():
            s = self.app.session
            self.viewers.append(s.viewer())
            self.drawn.append((s.viewer(), s.game.pending.kind if s.game.pending else None))
            draw()
        self.app._draw = spy

    async def press(self, who: str, *keys: str) -> None:
        for k in keys:
            (self.stats.nav if k in NAV else self.stats.keys)[who] += 1
            await self.pilot.press(k)
        await settle(self.pilot)

    async def goto(self, who: str, key) -> None:
        """Arrow keys only, each counted, until the cursor is on `key`."""
        app = self.app
        for _ in range(60):
            screen = app.screen
            target = strip_of(app, key)
            assert target is not None, f"no strip shows {key}"
            cur = screen.focused
            if cur is target and (not target.chips or target.current_key() == key):
                return
            if cur is target:
                keys = [c.oid for c in target.chips]
                await self.press(who, "right" if keys.index(key) > target.cursor else "left")
                continue
            if not isinstance(cur, ZoneStrip):
                screen.focus_default()
                await settle(self.pilot)
                continue
            ty, cy = target.region.y, cur.region.y
            if ty != cy:
                await self.press(who, "down" if ty > cy else "up")
            else:
                await self.press(who, "right" if target.region.x > cur.region.x else "left")
        raise AssertionError(f"could not reach {key}")

    def legal_verbs(self) -> set:
        return {i.verb for i in self.app.idx.infos}

    async def menu_pick(self, who: str, line: str) -> None:
        from riftbound_tui.tui.screens.menus import ActionMenu
        screen = self.app.screen
        assert isinstance(screen, ActionMenu), f"no menu for {line}"
        n = [ln for _, ln in screen.lines].index(line)
        await self.press(who, str(n + 1))

    async def step(self) -> bool:
        """One decision (or one curtain) by keys; False when the game is over."""
        app, s = self.app, self.app.session
        game = s.game
        if game.winner:
            return False
        screen = app.screen
        pend = game.pending
        if isinstance(screen, CurtainScreen):
            if screen is not self._curtain:
                self._curtain = screen
                self.stats.handovers += 1
            who = screen.player
            can_pass = any(ln.endswith((": pass", ": end")) for ln in game.legal())
            if who == "B" and can_pass and "pass_unseen" in _actions(screen):
                drawn_before = len(self.viewers)
                await self.press("B", "p")
                self.stats.curtain_passes += 1
                if "B" in self.viewers[drawn_before:]:
                    self.stats.b_hand_drawn_at_pass += 1
            else:
                await self.press(who, "enter")
            return True
        if isinstance(screen, ConfirmScreen):          # 'end the turn? you could still...'
            await self.press(pend.player if pend else "A", "e")
            return True
        if not isinstance(screen, GameScreen):
            await self.press(pend.player if pend else "A", "escape")
            return True
        who = pend.player
        self.stats.decisions += 1
        verbs = self.legal_verbs()
        if pend.kind == "mulligan":
            await self.press(who, "c")
        elif pend.kind in ("priority", "focus"):
            if who == "B":
                await self.press(who, "space" if "pass" in verbs else "e")
            else:
                await self._a_turn(verbs)
        elif app.picker is not None and app.picker.mode == "choose":
            focused = screen.focused
            if isinstance(focused, ZoneStrip) and focused.current_key() in app.picker.selectable():
                await self.press(who, "enter")
            else:
                await self.press(who, "1")
        else:
            await self.press(who, "1")
        return True

    async def _a_turn(self, verbs) -> None:
        app = self.app
        infos = app.idx.infos
        plays = [i for i in infos if i.verb == "play"]
        moves = [i for i in infos if i.verb == "move" and i.place and i.place.lower() != "base"
                 and len(i.oids) == 1]
        if plays:
            info = plays[0]
            key = next(k for k, v in app.idx.by_key.items() if info in v)
            before = dict(self.stats.keys)
            await self.goto("A", key)
            await self.press("A", "enter")
            await self.menu_pick("A", info.line)
            self._spell = (before["A"], info)
            return
        if moves:
            info = moves[0]
            await self.goto("A", info.oids[0])
            await self.press("A", "enter")
            await self.menu_pick("A", info.line)
            return
        if "pass" in verbs:
            await self.press("A", "space")
            spell = getattr(self, "_spell", None)
            if spell is not None and app.session.game.state.chain:
                self.stats.spell_keys.append(self.stats.keys["A"] - spell[0])
            self._spell = None
            return
        await self.press("A", "e")


def _actions(screen) -> set:
    return {b.action for bs in screen._bindings.key_to_bindings.values() for b in bs}


async def play_game(pilot, limit: int = 3000) -> tuple[Stats, Driver]:
    stats = Stats()
    driver = Driver(pilot, stats)
    await settle(pilot)
    for _ in range(limit):
        if not await driver.step():
            break
    return stats, driver
