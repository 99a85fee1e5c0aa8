"""New game: mode, decks, who sits in each seat, privacy, seed."""

from __future__ import annotations

import random

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from ...ai.agent import AGENTS, DEFAULT_THINK, THINK_TIMES
from ...decks.fixed import duel_setup
from ..deckchoice import (FORMAT_CHOICES, OWN, TEST_A, TEST_B, DeckRefused, choice_label,
                          deck_choices, deck_note, in_format, playable_setup, precon_choices,
                          resolve_deck, source_note)
from ..session import CURTAIN, MACHINE, OPEN, PERSON, Seat, TableConfig
from ..widgets.tickbox import TickBox

FILE = "file"


class DeckSourceInput(Input):
    """The deck file or deck code field.  A chat window or web page often breaks a long
    code over lines; Textual's Input keeps only a paste's first line, so a pasted code
    would arrive cut off.  Here the lines are joined (deck-code reading drops the
    whitespace left inside a code)."""

    def _on_paste(self, event: events.Paste) -> None:
        if event.text:
            text = "".join(event.text.splitlines())
            if self.selection.is_empty:
                self.insert_text_at_cursor(text)
            else:
                self.replace(text, *self.selection)
        event.prevent_default()         # not Input's own paste (its first line) as well
        event.stop()


class NewGameScreen(Screen[TableConfig]):
    BINDINGS = [Binding("ctrl+g", "start", "start game"),
                Binding("ctrl+o", "app.load", "load a game"),
                Binding("escape", "back", "back", show=False)]

    def __init__(self, db, can_go_back: bool = False, seed: int | None = None, **kw) -> None:
        super().__init__(**kw)
        self.db = db
        self.seed = seed
        self.can_go_back = can_go_back
        self.decks = deck_choices(db)         # every shipped deck, playable or not
        self.precons = precon_choices(db)     # the playable precons

    def compose(self) -> ComposeResult:
        decks = [(choice_label(d), key) for key, d in self.decks.items()] + \
                [("deck file or deck code…", FILE)]
        seats = [("person", PERSON)] + [(f"machine ({a})", f"{MACHINE}:{a}") for a in AGENTS]
        with VerticalScroll(id="newgame"):
            yield Static("Riftbound — new game   (an unofficial table for Riot's Riftbound card "
                         "game; not approved or endorsed by Riot Games)", id="newgame-title")
            with Horizontal(classes="field"):
                yield Label("Mode")
                yield Select([("Duel (1 v 1)", "duel")], value="duel", allow_blank=False,
                             id="mode")
            with Horizontal(classes="field"):
                yield Label("Format")
                yield Select(FORMAT_CHOICES, value=OWN, allow_blank=False, id="format")
            with Horizontal(id="seats"):
                for p, default in (("A", TEST_A), ("B", TEST_B)):
                    with Vertical(classes="seatbox") as box:
                        box.border_title = f"Player {p}"
                        with Horizontal(classes="field"):
                            yield Label("Deck")
                            yield Select(decks, value=default, allow_blank=False,
                                         id=f"deck-{p}")
                        with Horizontal(classes="field"):
                            yield Label("File/code")
                            yield DeckSourceInput(
                                placeholder="deck name (lux), file or deck code (paste)",
                                id=f"source-{p}")
                        with Horizontal(classes="field"):
                            yield Label("Seat")
                            yield Select(seats, value=PERSON, allow_blank=False, id=f"seat-{p}")
                        yield TickBox("stop only when I can respond", value=True,
                                      id=f"auto-{p}", classes="autopass")
                        with VerticalScroll(classes="deck-note-box"):
                            yield Static("", id=f"deck-note-{p}", classes="deck-note",
                                         markup=False)
            with Horizontal(classes="field"):
                yield Label("Privacy")
                yield Select([("curtain between seats", CURTAIN), ("open hands", OPEN)],
                             value=CURTAIN, allow_blank=False, id="privacy")
                yield Label("Seed", classes="short")
                yield Input("" if self.seed is None else str(self.seed), placeholder="random",
                            id="seed", type="integer")
            with Horizontal(classes="field"):
                yield Label("Payment")
                yield Select([("runes pay automatically", "auto"),
                              ("exhaust/recycle by hand", "manual")],
                             value="auto", allow_blank=False, id="payment")
                yield Label("Points", classes="short")
                yield Input(value="8", id="victory", type="integer")
            with Horizontal(classes="field"):
                yield Label("Think time")       # for machine seats that search
                yield Select([(f"{t:g} s per decision", t) for t in THINK_TIMES],
                             value=DEFAULT_THINK, allow_blank=False, id="think")
            yield Static("'Stop only when I can respond' (on unless you untick it): when "
                         "passing is your only legal answer, the table passes for you, with "
                         "no curtain. It saves keys and hand-offs, but the other player can "
                         "tell that you had no response you could play.", id="autopass-note")
            with VerticalScroll(id="newgame-error-box"):
                yield Static(id="newgame-error", markup=False)
            with Horizontal(id="newgame-buttons"):
                yield Button("Start (ctrl+g)", variant="primary", id="start")
                yield Button("Load a saved game (ctrl+o)", id="load")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    @property
    def format(self) -> str:
        return str(self.query_one("#format", Select).value)

    def on_select_changed(self, event: Select.Changed) -> None:
        sid = event.select.id or ""
        if sid.startswith("deck-"):
            self._update_note(sid.split("-", 1)[1])
        elif sid == "format":
            for p in ("A", "B"):
                self._update_note(p)

    def on_input_changed(self, event: Input.Changed) -> None:
        sid = event.input.id or ""
        if sid.startswith("source-"):
            self._update_note(sid.split("-", 1)[1])

    def _update_note(self, p: str) -> None:
        """The note under seat p's deck: a pasted code or typed deck first (its legend,
        champion, counts and formats), else the chosen shipped deck's."""
        source = self.query_one(f"#source-{p}", Input).value
        if source.strip():
            text = source_note(source, self.db, self.format)
        else:
            chosen = self.decks.get(str(self.query_one(f"#deck-{p}", Select).value))
            if chosen is not None and self.format != OWN:
                chosen = in_format(chosen, self.format, self.db)
            text = deck_note(chosen, self.db) if chosen else ""
        self.query_one(f"#deck-note-{p}", Static).update(text)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "load":
            self.app.action_load()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def _deck(self, p: str) -> dict:
        source = self.query_one(f"#source-{p}", Input).value.strip()
        choice = self.query_one(f"#deck-{p}", Select).value
        if choice == FILE or source:
            if not source:
                raise DeckRefused(f"player {p}: give a deck file path or a deck code")
            try:
                return resolve_deck(source, self.db, self.format)
            except DeckRefused as e:
                raise DeckRefused(f"player {p}: {e}") from None
        try:
            return playable_setup(in_format(self.decks[str(choice)], self.format, self.db),
                                  self.db)
        except DeckRefused as e:
            raise DeckRefused(f"player {p}: {e}") from None

    def build_config(self) -> TableConfig:
        decks = {p: self._deck(p) for p in ("A", "B")}
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else random.randrange(1_000_000)
        vic_text = self.query_one("#victory", Input).value.strip() or "8"
        victory = int(vic_text)
        if victory < 1:
            raise DeckRefused("points to win must be at least 1")
        seats = {}
        think = float(self.query_one("#think", Select).value)
        for p in ("A", "B"):
            v = str(self.query_one(f"#seat-{p}", Select).value)
            auto = self.query_one(f"#auto-{p}", TickBox).value
            seats[p] = Seat(MACHINE, v.split(":", 1)[1], think) if v.startswith(MACHINE) \
                else Seat(PERSON, auto_pass=auto)
        privacy = str(self.query_one("#privacy", Select).value)
        setup = duel_setup(decks["A"], decks["B"], victory_score=victory)
        # manual payment: costs come only from the rune pool the player fills (357)
        setup["manual_payment"] = str(self.query_one("#payment", Select).value) == "manual"
        return TableConfig(setup, seed, seats, privacy, f"Duel · seed {seed}")

    def action_start(self) -> None:
        try:
            cfg = self.build_config()
        except (DeckRefused, ValueError) as e:
            self.query_one("#newgame-error", Static).update(f"Cannot start: {e}")
            return
        self.dismiss(cfg)

    def action_back(self) -> None:
        if self.can_go_back:
            self.dismiss(None)
