"""`lazy_dataclass` makes the class `dataclasses.dataclass` makes; only when each generated
method is compiled differs (riftbound_tui/lazy_dataclass.py).

Each shape of record the project uses is declared twice, once with each decorator, and
the two are compared on what a caller can see: signature, repr, equality, hashing,
frozen assignment, replace, pickling, copying, fields, match args.
"""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import subprocess
import sys
from dataclasses import field
from pathlib import Path

import pytest

from riftbound_tui.lazy_dataclass import _WrittenOnFirstUse, lazy_dataclass

ROOT = Path(__file__).resolve().parents[1]


def shapes(decorate):
    """The record shapes, made with `decorate` (a dataclass decorator factory)."""

    @decorate(frozen=True)
    class Frozen:
        """Wide frozen record with defaults (the card model's shape)."""
        op: str
        amount: int = 0
        tags: tuple = ()
        note: str | None = None

    @decorate(frozen=True, slots=True, init=False)
    class FrozenSlots:
        """Frozen slots record whose __init__ is someone else's (engine/state.py)."""
        a: int
        b: tuple = ()

    @decorate(slots=True)
    class MutableSlots:
        """Mutable slots record (the game state's shape)."""
        turn: int
        players: dict = field(default_factory=dict)

    @decorate
    class Mutable:
        """Mutable record with a factory, a post-init and a keyword-only field."""
        name: str
        items: list = field(default_factory=list)
        size: int = field(default=3, kw_only=True)
        hidden: int = field(default=0, repr=False, compare=False)

        def __post_init__(self):
            self.items = list(self.items) + [self.name]

    @decorate(frozen=True)
    class OwnRepr:
        """A class that writes its own repr."""
        x: int

        def __repr__(self) -> str:
            return f"<{self.x}>"

    @decorate(frozen=True, eq=False)
    class NoEq:
        """Identity equality, identity hash."""
        x: int

    @decorate(frozen=True)
    class Undocumented:
        x: int
        y: str = "a"

    return {c.__name__: c for c in (Frozen, FrozenSlots, MutableSlots, Mutable, OwnRepr, NoEq,
                                    Undocumented)}


LAZY = shapes(lazy_dataclass)
PLAIN = shapes(lambda cls=None, /, **kw: dataclasses.dataclass(cls, **kw) if cls
               else dataclasses.dataclass(**kw))

SAMPLES = {
    "Frozen": (("draw",), {"amount": 2, "tags": ("a",)}),
    "MutableSlots": ((1,), {"players": {"A": 1}}),
    "Mutable": (("x",), {"items": [1], "size": 5, "hidden": 9}),
    "OwnRepr": ((4,), {}),
    "NoEq": ((4,), {}),
    "Undocumented": ((1,), {"y": "b"}),
}


def make(classes, name):
    args, kwargs = SAMPLES[name]
    return classes[name](*copy.deepcopy(args), **copy.deepcopy(kwargs))


def test_a_class_has_placeholders_until_each_method_is_used():
    @lazy_dataclass(frozen=True)
    class Point:
        """A point."""
        x: int
        y: int = 0

    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        assert isinstance(Point.__dict__[name], _WrittenOnFirstUse), name
    p = Point(1)
    assert inspect.isfunction(Point.__dict__["__init__"])      # written for good
    assert isinstance(Point.__dict__["__repr__"], _WrittenOnFirstUse)   # not needed yet
    assert repr(p) == "test_a_class_has_placeholders_until_each_method_is_used.<locals>." \
                      "Point(x=1, y=0)"
    assert p == Point(1, 0) and p != Point(2)
    assert hash(p) == hash((1, 0))
    for name in ("__init__", "__repr__", "__eq__", "__hash__"):
        assert inspect.isfunction(Point.__dict__[name]), name


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_instances_behave_as_dataclass_instances(name):
    lazy, plain = make(LAZY, name), make(PLAIN, name)
    assert inspect.signature(LAZY[name]) == inspect.signature(PLAIN[name])
    assert repr(lazy) == repr(plain)
    assert dataclasses.astuple(lazy) == dataclasses.astuple(plain)
    assert [f.name for f in dataclasses.fields(lazy)] == [f.name for f in dataclasses.fields(plain)]
    assert getattr(LAZY[name], "__match_args__", None) == getattr(PLAIN[name], "__match_args__", None)
    if PLAIN[name].__hash__ is None:
        assert LAZY[name].__hash__ is None
        with pytest.raises(TypeError):
            hash(lazy)
    elif name != "NoEq":
        assert hash(lazy) == hash(plain)
    same = make(LAZY, name)
    assert (lazy == same) == (plain == make(PLAIN, name))
    assert lazy == lazy
    assert copy.deepcopy(lazy) == lazy or name == "NoEq"


def project_records():
    """Real records: a card model record (frozen), a game's state (mutable slots, holding
    frozen slots objects)."""
    from riftbound_tui.cards.model import Effect
    from riftbound_tui.decks.fixed import duel_setup
    from riftbound_tui.engine.game import Engine, Game
    return [Effect(op="draw", amount=2), Game.from_setup(duel_setup(), 3, Engine()).state]


@pytest.mark.parametrize("index", [0, 1], ids=["card model", "game state"])
def test_records_pickle_and_copy(index):
    record = project_records()[index]
    for again in (pickle.loads(pickle.dumps(record)), copy.copy(record), copy.deepcopy(record)):
        assert again == record and type(again) is type(record)


@pytest.mark.parametrize("name", ["Frozen", "OwnRepr", "NoEq", "Undocumented"])
def test_frozen_stays_frozen(name):
    lazy = make(LAZY, name)
    first = dataclasses.fields(lazy)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(lazy, first, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        delattr(lazy, first)
    changed = dataclasses.replace(lazy, **{first: "z" if name == "Frozen" else 7})
    assert getattr(changed, first) in ("z", 7) and getattr(lazy, first) != getattr(changed, first)


@pytest.mark.parametrize("name", ["Frozen", "FrozenSlots", "NoEq", "Undocumented"])
def test_the_frozen_guard_is_the_one_dataclasses_writes(name):
    """The guards are closures, not compiled text (lazy_dataclass's docstring): the same
    errors for the same attempts, on the class and on a plain subclass of it, and the
    class says it is frozen.  (Slots aside, the attempts on other attributes than the
    fields: the guards `dataclasses` writes for a slots class name the class that slots
    replaced, so those fail with a TypeError there; these raise FrozenInstanceError.)"""
    lazy_cls, plain_cls = LAZY[name], PLAIN[name]
    assert lazy_cls.__dataclass_params__.frozen and plain_cls.__dataclass_params__.frozen

    def attempts(cls):
        slots = "__slots__" in cls.__dict__
        kinds = [cls] if slots else [cls, type("Sub", (cls,), {})]
        out = []
        for kind in kinds:
            obj = object.__new__(kind)
            for attr in [f.name for f in dataclasses.fields(cls)] + ["extra"] * (not slots):
                for act, args in ((setattr, (obj, attr, 1)), (delattr, (obj, attr))):
                    try:
                        act(*args)
                        out.append("ok")
                    except (AttributeError, dataclasses.FrozenInstanceError) as e:
                        out.append(f"{type(e).__name__}: {e}")
        return out

    assert attempts(lazy_cls) == attempts(plain_cls)
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'extra'"):
        object.__new__(lazy_cls).extra = 1


@lazy_dataclass(frozen=True, slots=True, init=False)
class Pickled:
    """A frozen slots record at module level, where pickle finds it."""
    a: int
    b: tuple = ()


def test_a_frozen_slots_record_pickles():
    obj = object.__new__(Pickled)
    object.__setattr__(obj, "a", 1)
    object.__setattr__(obj, "b", (2,))
    again = pickle.loads(pickle.dumps(obj))
    assert type(again) is Pickled and (again.a, again.b) == (1, (2,)) and again == obj


def test_methods_named_at_once_are_written_with_the_class():
    @lazy_dataclass(frozen=True, at_once=("__init__", "__eq__"))
    class Point:
        """A point whose __init__ and __eq__ every run uses."""
        x: int
        y: int = 0

    for name in ("__init__", "__eq__", "__hash__"):
        assert inspect.isfunction(Point.__dict__[name]), name
    assert isinstance(Point.__dict__["__repr__"], _WrittenOnFirstUse)
    plain = dataclasses.dataclass(frozen=True)(
        type("Point", (), {"__annotations__": {"x": "int", "y": "int"}, "y": 0}))
    assert inspect.signature(Point) == inspect.signature(plain)
    assert Point(1) == Point(1, 0) and hash(Point(1)) == hash(plain(1))
    with pytest.raises(TypeError, match="__hash__"):
        lazy_dataclass(at_once=("__hash__",))(type("X", (), {"__annotations__": {"a": "int"}}))


def test_errors_are_dataclass_errors():
    with pytest.raises(TypeError) as lazy:
        LAZY["Frozen"]()
    with pytest.raises(TypeError) as plain:
        PLAIN["Frozen"]()
    assert str(lazy.value) == str(plain.value)
    with pytest.raises(TypeError, match="order"):
        lazy_dataclass(order=True)(type("X", (), {"__annotations__": {"a": "int"}}))


def test_slots_and_init_false_keep_their_shape():
    lazy = LAZY["FrozenSlots"]
    assert lazy.__slots__ == PLAIN["FrozenSlots"].__slots__ == ("a", "b")
    assert "__init__" not in lazy.__dict__       # init=False: left to the class's owner
    obj = object.__new__(lazy)
    object.__setattr__(obj, "a", 1)
    object.__setattr__(obj, "b", ())
    assert repr(obj).endswith("FrozenSlots(a=1, b=())")


def test_the_table_start_does_not_write_what_it_does_not_use():
    """The point of it: importing the table and the engine leaves the card model's
    methods unwritten (a cached card database is filled without __init__)."""
    probe = (
        "import riftbound_tui.tui.app, riftbound_tui.engine.game\n"
        "from riftbound_tui.cards import model\n"
        "from riftbound_tui.lazy_dataclass import _WrittenOnFirstUse as W\n"
        "print(sorted(c.__name__ for c in (model.Effect, model.Selector, model.Ability,"
        " model.CardDef, model.Trigger) if not isinstance(c.__dict__['__init__'], W)"
        " or not isinstance(c.__dict__['__repr__'], W)))\n")
    r = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"


def test_a_selector_copy_with_changes_is_what_replace_makes_without_writing_init():
    """`Selector.but` (the engine's way to narrow a selector) gives the record
    `dataclasses.replace` would, equal and hashed alike, leaves the original as it was,
    and names a wrong field as `replace` does; it never needs the 55-parameter
    `__init__` (written in a fresh process only if something calls it)."""
    code = (
        "import dataclasses, pickle\n"
        "from riftbound_tui.cards.model import Selector\n"
        "from riftbound_tui import lazy_dataclass as ld\n"
        "sel = object.__new__(Selector)\n"
        "sel.__dict__.update({f.name: f.default for f in dataclasses.fields(Selector)},"
        " kind='choose', at='here')\n"
        "wide = sel.but(kind='all', at=None)\n"
        "assert 'riftbound_tui.cards.model.Selector.__init__' not in ld.written_later\n"
        "assert (wide.kind, wide.at, sel.kind, sel.at) == ('all', None, 'choose', 'here')\n"
        "same = dataclasses.replace(sel, kind='all', at=None)\n"
        "assert wide == same and hash(wide) == hash(same)\n"
        "assert pickle.loads(pickle.dumps(wide)) == wide\n"
        "try:\n"
        "    sel.but(colour='red')\n"
        "except TypeError as e:\n"
        "    assert 'colour' in str(e)\n"
        "else:\n"
        "    raise AssertionError('an unknown field was taken')\n"
        "print('ok')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).parent.parent)
    assert out.stdout.strip() == "ok", out.stderr
