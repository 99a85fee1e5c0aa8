"""Damaged input on every load path, in bulk: how many were tried, how many were refused
with the path's own error (or accepted), how many escaped as anything else.

    python benchmarks/load_fuzz.py [--n 300] [--seed 0]

Kinds: saves (a good save with fields replaced by random JSON, nesting, huge numbers,
long lines; random bytes), deck files (random sections, counts of any size), deck codes
(random base32 and random bytes behind a valid header), scenario files (random
mappings), card files (a good card file with damage inserted anywhere).  Every file is
written to a temporary folder and compared afterwards: nothing on disk may change.
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riftbound_tui import textplay  # noqa: E402
from riftbound_tui.cards.errors import CardDataError  # noqa: E402
from riftbound_tui.cards.loader import read_card_file  # noqa: E402
from riftbound_tui.decks.codes import _b32encode  # noqa: E402
from riftbound_tui.decks.fixed import duel_setup  # noqa: E402
from riftbound_tui.decks.source import DeckSourceError, deck_from_source  # noqa: E402
from riftbound_tui.scenario import run_file  # noqa: E402
from riftbound_tui.tui import saves  # noqa: E402
from riftbound_tui.tui.session import Session, TableConfig  # noqa: E402

NAMES = ["Void Seeker", "Bandle Tree", "Fury Rune", "Viktor, Herald of the Arcane", "Defy",
         "Nothing At All", "A", "B", "x" * 300]


def rvalue(r: random.Random, depth: int = 0):
    k = r.randrange(9 if depth < 4 else 5)
    if k == 0:
        return None
    if k == 1:
        return r.random() < 0.5
    if k == 2:
        return r.choice([0, -1, 1, 7, 10 ** 8, 10 ** 12, 10 ** 40, -(10 ** 30)])
    if k == 3:
        return r.choice(NAMES)
    if k == 4:
        return "".join(chr(r.randrange(1, 0x3000)) for _ in range(r.randrange(12)))
    if k in (5, 6):
        return [rvalue(r, depth + 1) for _ in range(r.randrange(5))]
    return {r.choice(NAMES + ["legend", "main", "hand", "card"]): rvalue(r, depth + 1)
            for _ in range(r.randrange(5))}


def damage_json(r: random.Random, text: str) -> str:
    k = r.randrange(5)
    if k == 0:
        return text[:r.randrange(len(text))]
    if k == 1:
        n = r.choice([100, 10_000, 200_000])
        return text[:-1] + ', "x": ' + "[" * n + "]" * n + "}"
    if k == 2:
        return text.replace('"seed": 3', '"seed": ' + "9" * r.choice([30, 5000]))
    if k == 3:
        return text.replace('"lines": [', '"lines": ["A: pass' + "x" * r.choice([3000, 300_000])
                            + '", ', 1)
    i = r.randrange(len(text))
    return text[:i] + chr(r.randrange(0, 0x110000) if r.random() < 0.2 else r.randrange(128)) \
        + text[i:]


class Tally:
    def __init__(self) -> None:
        self.rows: dict[str, list[int]] = {}
        self.failures: list[str] = []

    def run(self, kind: str, fn, expected) -> None:
        row = self.rows.setdefault(kind, [0, 0, 0, 0.0])
        row[0] += 1
        t = time.perf_counter()
        try:
            fn()
            row[1] += 1
        except expected:
            row[1] += 1
        except Exception:                       # noqa: BLE001 - what we count
            row[2] += 1
            self.failures.append(f"{kind}: {traceback.format_exc(limit=3)[-400:]}")
        row[3] = max(row[3], time.perf_counter() - t)


def on_disk(d: Path, name: str, raw: bytes, fn):
    """Write raw, call fn(path), check the folder is unchanged."""
    path = d / name
    path.write_bytes(raw)
    try:
        return fn(path)
    finally:
        assert path.read_bytes() == raw, f"{name} changed on disk"
        assert sorted(p.name for p in d.iterdir()) == [name], "files appeared"
        path.unlink()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    r = random.Random(args.seed)
    tally = Tally()
    s = Session(TableConfig(duel_setup(), 3))
    for _ in range(6):
        s.act(s.game.legal()[0])
    good = {"format": saves.FORMAT, "version": saves.VERSION, **s.to_data()}
    good_text = json.dumps(good)
    card_text = (Path(__file__).resolve().parents[1] / "cards" / "proving-grounds.yaml"
                 ).read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        for _ in range(args.n):
            data = copy.deepcopy(good)
            for _ in range(r.randrange(1, 3)):
                data[r.choice(["setup", "seed", "lines", "seats", "redo", "version"])] = \
                    rvalue(r)
            if isinstance(data.get("setup"), dict) and r.random() < 0.7:
                data = copy.deepcopy(good)
                p = r.choice(["A", "B"])
                data["setup"]["players"][p][r.choice(["legend", "main", "runes", "champion",
                                                      "battlefields"])] = rvalue(r)
            raw = json.dumps(data).encode()
            tally.run("save: fields replaced", lambda raw=raw: on_disk(
                d, "s.json", raw, lambda f: Session.load(f)), saves.SaveError)
            raw = damage_json(r, good_text).encode("utf-8", "surrogatepass")
            tally.run("save: text damaged", lambda raw=raw: on_disk(
                d, "s.json", raw, lambda f: Session.load(f)), saves.SaveError)
            raw = bytes(r.randrange(256) for _ in range(r.randrange(2000)))
            tally.run("save: random bytes", lambda raw=raw: on_disk(
                d, "s.json", raw, lambda f: Session.load(f)), saves.SaveError)

            lines = []
            for _ in range(r.randrange(25)):
                lines.append(r.choice(["Legend:", "MainDeck:", "Battlefields:", "Runes:",
                                       "Champion:", "Nope:", "", "# t"]) if r.random() < 0.3
                             else f"{r.choice([1, 3, 10 ** 8, 10 ** 30, -2])} {r.choice(NAMES)}")
            raw = "\n".join(lines).encode()
            if r.random() < 0.1:
                raw += b"#" * 1_000_000
            tally.run("deck file", lambda raw=raw: on_disk(
                d, "deck.txt", raw, lambda f: deck_from_source(str(f)).to_setup()),
                DeckSourceError)
            code = r.choice([
                "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in
                        range(r.randrange(1, 300))),
                _b32encode(bytes([0x10 | r.randrange(1, 7)])
                           + bytes(r.randrange(256) for _ in range(r.randrange(200)))),
                "".join(chr(r.randrange(32, 0x2000)) for _ in range(r.randrange(60))),
                "A" * r.choice([3000, 1_000_000])])
            tally.run("deck code", lambda code=code: deck_from_source(code).to_setup(),
                      DeckSourceError)

            sc = {"name": "fuzz", **{k: rvalue(r) for k in r.sample(
                ["players", "battlefields", "turn", "seed", "victory_score", "mode"],
                r.randrange(1, 4))}}
            raw = yaml.safe_dump(sc).encode()

            def scenario(p):
                out = run_file(p)
                assert out.ok or out.message
                textplay.main(scenario=str(p), stdin=io.StringIO(""), stdout=io.StringIO())
            tally.run("scenario file", lambda raw=raw: on_disk(d, "s.yaml", raw, scenario),
                      ())
            i = r.randrange(len(card_text))
            ins = r.choice(["\0", "[" * 500, "]", "{", "9" * r.choice([20, 5000]),
                            "\n  - ", ": :", "!!python/name:os.system", "x" * 1_000_000,
                            "&a [*a, *a]", "\t", "\n" + "  " * 300 + "- x"])
            raw = (card_text[:i] + ins + card_text[i:]).encode()
            if r.random() < 0.1:
                raw = raw[:i] + b"\xff" + raw[i:]

            def card(p):
                _, errors = read_card_file(p)
                assert all(isinstance(e, CardDataError) for e in errors)
            tally.run("card file", lambda raw=raw: on_disk(d, "c.yaml", raw, card), ())
    print(f"{'kind':24} {'tried':>6} {'handled':>8} {'failures':>9} {'slowest s':>10}")
    for kind, (n, ok, bad, slow) in tally.rows.items():
        print(f"{kind:24} {n:6} {ok:8} {bad:9} {slow:10.2f}")
    for f in tally.failures[:10]:
        print(f)
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
