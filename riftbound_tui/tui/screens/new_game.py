"""New game: mode, decks, who sits in each seat, privacy, seed.

The screen remembers what started the last game (new_game_memory), opens on two playable
precons the first time, shows what stops it in place (nothing is reset), keeps Start and
Load on screen at 80x24, and tabs through its fields in reading order."""

from __future__ import annotations

import random

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from ...engine.errors import SetupError
from ...engine.setup_check import MAX_VICTORY, check_seed, check_setup

from ...ai.agent import AGENTS, DEFAULT_THINK, THINK_TIMES
from ...decks.fixed import duel_setup
from ..deckchoice import (FORMAT_CHOICES, OWN, TEST_A, TEST_B, DeckRefused, choice_label,
                          deck_choices, deck_note, in_format, playable_setup, precon_choices,
                          resolve_deck, source_note)
from .. import new_game_memory
from ..pace import INSTANT, PACES
from ..session import CURTAIN, MACHINE, OPEN, PERSON, Seat, TableConfig
from ..widgets.tickbox import TickBox

FILE = "file"
MODES = [("Duel (1 v 1, one game)", "duel"), ("Match: best of 3 (1 v 1)", "match3"),
         ("Match: best of 5 (1 v 1)", "match5"),
         ("Free-for-all of 3 (FFA3 Skirmish)", "ffa3"), ("Free-for-all of 4 (FFA4 War)", "ffa4"),
         ("2v2: A and C against B and D", "2v2")]
SEATS = ("A", "B", "C", "D")    # every mode's seats; turn order is drawn at the start (115)
# players of a free-for-all (487.1, 488.1) or a 2v2 (489.1): every seat's deck in the setup
FFA = {"ffa3": 3, "ffa4": 4, "2v2": 4}
TEAM_VICTORY = 11               # 489.3: a 2v2 is played to 11, whatever the Points field
TEAMMATE = {"A": "C", "C": "A", "B": "D", "D": "B"}     # 489.5.c: A and C, B and D
TEAM_NOTE = ("2v2: A and C play together against B and D. Turns alternate teams "
             "(489.5.c), a team's points are shared (489.8.d) and 11 win (489.3); "
             "teammates may not use the same Champion Legend or a battlefield in common "
             "(489.8.h-i), and a teammate's hand stays hidden (489.8.f).")


def seats_of(mode: str) -> tuple[str, ...]:
    """The seats a mode fills: A and B, and C (and D) in a free-for-all or a 2v2."""
    return SEATS[:FFA.get(mode, 2)]
# the fields remembered for the next game, by widget id (the seed is not: see the memory)
REMEMBERED = ("mode", "format", "privacy", "payment", "victory", "think", "pace") + tuple(
    f"{field}-{p}" for p in SEATS for field in ("deck", "source", "seat", "auto"))


def default_decks(decks: dict) -> tuple[str, ...]:
    """The first game's decks: different playable precons (a new player's real decks),
    else the two test decks (seats C and D too)."""
    precons = [k for k, d in decks.items() if d.format == "precon" and d.playable]
    if len(precons) >= len(SEATS):
        return tuple(precons[:len(SEATS)])
    return (TEST_A, TEST_B) * (len(SEATS) // 2)


class TypeToOpenSelect(Select):
    """A Select that opens when a letter is typed on it and jumps to the first choice
    with those letters (Textual's Select searches only once it is open)."""

    async def _on_key(self, event: events.Key) -> None:
        if not self.expanded and event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            self.expanded = True
            overlay = self.query_one("SelectOverlay")
            self.call_after_refresh(overlay.post_message,
                                    events.Key(event.key, event.character))
            return
        await super()._on_key(event)


class Unfocusable(VerticalScroll):
    """A scrolling box that Tab passes over (it holds text, not a field)."""
    can_focus = False


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
        self.choices: dict[str, set] = {}     # each Select's values (a memory must be one)
        self._points_before = "8"             # the Points field's value before a 2v2
        self._stale: set[str] = set()         # hidden seats whose deck note waits till shown

    def _select(self, options: list, value, **kw) -> Select:
        self.choices[kw["id"]] = {v for _, v in options}
        cls = TypeToOpenSelect if kw["id"].startswith("deck-") else Select
        return cls(options, value=value, allow_blank=False, **kw)

    def compose(self) -> ComposeResult:
        decks = [(choice_label(d), key) for key, d in self.decks.items()] + \
                [("deck file or deck code…", FILE)]
        seats = [("person", PERSON)] + [(f"machine ({a})", f"{MACHINE}:{a}") for a in AGENTS]
        defaults = dict(zip(SEATS, default_decks(self.decks)))
        with Unfocusable(id="newgame"):
            yield Static("Riftbound — new game   (an unofficial table for Riot's Riftbound card "
                         "game; not approved or endorsed by Riot Games)", id="newgame-title")
            with Horizontal(classes="field"):
                yield Label("Mode")
                yield self._select(MODES, "duel", id="mode")
            with Horizontal(classes="field"):
                yield Label("Format")
                yield self._select(FORMAT_CHOICES, OWN, id="format")
            yield Static(TEAM_NOTE, id="team-note")
            for row, pair in (("seats", SEATS[:2]), ("seats-more", SEATS[2:])):
                with Horizontal(id=row, classes="seatrow"):
                    for p in pair:
                        yield from self._seat_box(p, defaults[p], decks, seats)
            with Horizontal(classes="field"):
                yield Label("Privacy")
                yield self._select([("curtain between seats", CURTAIN), ("open hands", OPEN)],
                                   CURTAIN, id="privacy")
                yield Label("Seed", classes="short")
                yield Input("" if self.seed is None else str(self.seed), placeholder="random",
                            id="seed", type="integer")
            with Horizontal(classes="field"):
                yield Label("Payment")
                yield self._select([("runes pay automatically", "auto"),
                                    ("exhaust/recycle by hand", "manual")], "auto",
                                   id="payment")
                yield Label("Points", classes="short")
                yield Input(value="8", id="victory", type="integer")
            with Horizontal(classes="field"):
                yield Label("Think time")       # for machine seats that search
                yield self._select([(f"{t:g} s per decision", t) for t in THINK_TIMES],
                                   DEFAULT_THINK, id="think")
                # how the machine's actions are shown: at once, one key each, or timed
                yield Label("Pace", classes="short")
                yield self._select([(words, key) for key, words in PACES], INSTANT, id="pace")
            yield Static("'Stop only when I can respond' (on unless you untick it): when "
                         "passing is your only legal answer, the table passes for you, with "
                         "no curtain. It saves keys and hand-offs, but the other player can "
                         "tell that you had no response you could play.", id="autopass-note")
        # below the form, always on screen (80x24 included): what stops a start, and the buttons
        with Vertical(id="newgame-bottom"):
            with Unfocusable(id="newgame-error-box"):
                yield Static(id="newgame-error", markup=False)
            with Horizontal(id="newgame-buttons"):
                yield Button("Start (ctrl+g)", variant="primary", id="start")
                yield Button("Load a saved game (ctrl+o)", id="load")
        yield Footer()

    def _seat_box(self, p: str, default: str, decks: list, seats: list) -> ComposeResult:
        """Seat p: its deck (or a file or code), person or machine, the stop setting."""
        with Vertical(classes="seatbox", id=f"seatbox-{p}") as box:
            box.border_title = f"Player {p}"
            with Horizontal(classes="field"):
                yield Label("Deck")
                yield self._select(decks, default, id=f"deck-{p}")
            with Horizontal(classes="field"):
                yield Label("File/code")
                yield DeckSourceInput(
                    placeholder="deck name (lux), file or deck code (paste)",
                    id=f"source-{p}")
            with Horizontal(classes="field"):
                yield Label("Seat")
                yield self._select(seats, PERSON, id=f"seat-{p}")
            yield TickBox("stop only when I can respond", value=True,
                          id=f"auto-{p}", classes="autopass")
            with Unfocusable(classes="deck-note-box"):
                yield Static("", id=f"deck-note-{p}", classes="deck-note",
                             markup=False)

    def _show_seats(self) -> None:
        """Seats C and D are shown only for a mode that fills them; in 2v2 each seat's
        title names its teammate, the teams are said, and the points are the mode's."""
        mode = str(self.query_one("#mode", Select).value)
        used = seats_of(mode)
        for p in SEATS:
            box = self.query_one(f"#seatbox-{p}")
            if box.display != (p in used):
                box.display = p in used
            box.border_title = f"Player {p}" + (f" · team with {TEAMMATE[p]}"
                                                if mode == "2v2" else "")
            if p in used and p in self._stale:
                self._update_note(p)
        self.query_one("#seats-more").display = len(used) > 2
        self.query_one("#team-note").display = mode == "2v2"
        self._team_points(mode == "2v2")

    def _team_points(self, team: bool) -> None:
        """The Points field in 2v2: 11, the mode's (489.3), and not to be typed over; the
        value it had comes back with another mode."""
        field = self.query_one("#victory", Input)
        if team and not field.disabled:
            self._points_before = field.value
            field.value, field.disabled = str(TEAM_VICTORY), True
        elif not team and field.disabled:
            field.value, field.disabled = self._points_before, False

    def _recall(self) -> None:
        """The last game's choices, each where it is still one of this screen's."""
        for key, value in new_game_memory.load().items():
            if key not in REMEMBERED:
                continue
            widget = self.query_one(f"#{key}")
            if isinstance(widget, Select):
                match = next((v for v in self.choices[key] if str(v) == str(value)), None)
                if match is not None:
                    widget.value = match
            elif isinstance(widget, Checkbox) and isinstance(value, bool):
                widget.value = value
            elif isinstance(widget, Input) and isinstance(value, str):
                widget.value = value

    def _remember(self) -> None:
        values: dict[str, str | bool] = {}
        for key in REMEMBERED:
            widget = self.query_one(f"#{key}")
            values[key] = widget.value if isinstance(widget, Checkbox) else str(widget.value)
        if self.query_one("#victory", Input).disabled:     # 2v2's 11 is not a choice
            values["victory"] = self._points_before
        new_game_memory.save(values)

    def on_mount(self) -> None:
        self._recall()
        self._show_seats()
        for p in SEATS:
            self._update_note(p)
        self.query_one("#start", Button).focus()

    def _clear_error(self) -> None:
        """A change answers the last refusal: it is not left standing over a new choice."""
        self.query_one("#newgame-error", Static).update("")

    @property
    def format(self) -> str:
        return str(self.query_one("#format", Select).value)

    def on_select_changed(self, event: Select.Changed) -> None:
        self._clear_error()
        sid = event.select.id or ""
        if sid.startswith("deck-"):
            self._update_note(sid.split("-", 1)[1])
        elif sid == "format":
            for p in SEATS:
                self._update_note(p)
        elif sid == "mode":
            self._show_seats()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        self._clear_error()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._clear_error()
        sid = event.input.id or ""
        if sid.startswith("source-"):
            self._update_note(sid.split("-", 1)[1])

    def _update_note(self, p: str) -> None:
        """The note under seat p's deck: a pasted code or typed deck first (its legend,
        champion, counts and formats), else the chosen shipped deck's.  A hidden seat's
        waits until the seat is shown."""
        if not self.query_one(f"#seatbox-{p}").display:
            self._stale.add(p)
            return
        self._stale.discard(p)
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
        mode = str(self.query_one("#mode", Select).value)
        decks = {p: self._deck(p) for p in seats_of(mode)}
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = check_seed(int(seed_text)) if seed_text else random.randrange(1_000_000)
        except (SetupError, ValueError):
            raise DeckRefused(f"the seed is a whole number of at most {len(str(1 << 64))} "
                              "digits (or empty for a random one)") from None
        vic_text = self.query_one("#victory", Input).value.strip() or "8"
        try:
            victory = int(vic_text)
        except ValueError:
            victory = 0
        if not 1 <= victory <= MAX_VICTORY:
            raise DeckRefused(f"points to win: a whole number from 1 to {MAX_VICTORY}")
        seats = {}
        think = float(self.query_one("#think", Select).value)
        for p in decks:
            v = str(self.query_one(f"#seat-{p}", Select).value)
            auto = self.query_one(f"#auto-{p}", TickBox).value
            seats[p] = Seat(MACHINE, v.split(":", 1)[1], think) if v.startswith(MACHINE) \
                else Seat(PERSON, auto_pass=auto)
        privacy = str(self.query_one("#privacy", Select).value)
        setup = duel_setup(decks["A"], decks["B"], victory_score=victory)
        # manual payment: costs come only from the rune pool the player fills (357)
        setup["manual_payment"] = str(self.query_one("#payment", Select).value) == "manual"
        title = "Duel"
        if mode == "2v2":              # 489: A and C against B and D, to 11 points
            setup = {**setup, "players": dict(decks), "mode": mode,
                     "victory_score": TEAM_VICTORY}
            title = "2v2"
        elif mode in FFA:
            setup, title = self._ffa_setup(setup, mode, decks)
        elif mode.startswith("match"):                 # 486: battlefields chosen each game
            setup.update(mode="match", best_of=int(mode[5:]))
            title = f"Match (best of {mode[5:]})"
        return TableConfig(setup, seed, seats, privacy, f"{title} · seed {seed}",
                           str(self.query_one("#pace", Select).value))

    @staticmethod
    def _ffa_setup(setup: dict, mode: str, decks: dict) -> tuple[dict, str]:
        """A free-for-all's setup: every seat's deck, the mode (turn order, battlefields
        and first turns are the engine's: 487, 488)."""
        return ({**setup, "players": dict(decks), "mode": mode},
                f"{mode.upper()} ({len(decks)} players)")

    def action_start(self) -> None:
        try:
            cfg = self.build_config()
            check_setup(cfg.setup, cfg.seed, self.db)   # what the table would refuse, here
        except (DeckRefused, SetupError, ValueError) as e:
            self.query_one("#newgame-error", Static).update(f"Cannot start: {e}")
            self._focus_refused(str(e))
            return
        self._remember()
        self.dismiss(cfg)

    def _focus_refused(self, why: str) -> None:
        """The engine's setup check names the place it refuses ('players.C.legend: ...',
        489.8.h-i): the cursor goes to that seat's deck, the field to change."""
        head = why.split(":", 1)[0]
        if head.startswith("players.") and head.count(".") >= 2:
            seat = head.split(".")[1]
            if seat in SEATS and self.query_one(f"#seatbox-{seat}").display:
                self.query_one(f"#deck-{seat}", Select).focus()

    def action_back(self) -> None:
        if self.can_go_back:
            self.dismiss(None)
