"""The records' fast `__init__` (engine/records.py fast_init) builds the very object the
dataclass's own `__init__` would: its own class, equal, frozen, copyable and picklable,
for every record kind, and for an instance of a subclass with slots of its own."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from riftbound_tui.engine.records import fast_init
from riftbound_tui.engine.state import (ChainItem, Combat, Decision, Modifier, Obj, Showdown,
                                        Task, item_but, showdown_but)

SAMPLES = [
    Obj(7, "Card", "A", "B", "battlefield", 1, exhausted=True, damage=2, designation="attacker"),
    ChainItem(3, "card", "A", 7, "Card", targets=((1, 2),), dest="base", label="Card"),
    Modifier(7, "might", amount=2, until="combat", source="Card"),
    Showdown(1, "A", passes=1),
    Combat(1, "A", "B"),
    Task("finalize", (3,)),
    Decision("A", "choose", "Choose", (1, 2), ("targets", 3), 0, 2),
]


@pytest.mark.parametrize("rec", SAMPLES, ids=lambda r: type(r).__name__)
def test_a_record_is_its_own_class_equal_frozen_and_copyable(rec):
    cls = type(rec)
    assert cls.__module__ == "riftbound_tui.engine.state"     # not the filling twin
    values = {f.name: getattr(rec, f.name) for f in dataclasses.fields(rec)}
    assert cls(**values) == rec
    assert [getattr(rec, f.name) for f in dataclasses.fields(rec)] == list(values.values())
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(rec, dataclasses.fields(rec)[0].name, None)
    assert pickle.loads(pickle.dumps(rec)) == rec
    assert copy.deepcopy(rec) == rec
    first = dataclasses.fields(rec)[0].name
    assert type(dataclasses.replace(rec, **{first: values[first]})) is cls


def test_defaults_fill_the_fields_left_out():
    o = Obj(1, "Card", "A", "A", "base")
    assert (o.bf, o.exhausted, o.damage, o.designation, o.hidden_on) == \
        (None, False, 0, None, None)


def test_an_instance_of_a_subclass_with_more_slots_is_filled_too():
    @fast_init
    @dataclasses.dataclass(frozen=True, slots=True)
    class Base:
        a: int
        b: str = "b"

    @dataclasses.dataclass(frozen=True, slots=True)
    class Sub(Base):
        c: int = 3

    sub = Sub.__new__(Sub)
    Base.__init__(sub, 1)        # the base's fast __init__ on a subclass instance
    assert type(sub) is Sub and (sub.a, sub.b) == (1, "b")
    assert type(Base(2)) is Base and Base(2) == Base(2, "b")


COPIED = [(SAMPLES[0], Obj.but, {"damage": 3, "designation": None}),
          (SAMPLES[1], item_but, {"pending": False, "targets": ((4,),)}),
          (SAMPLES[3], showdown_but, {"focus": "B", "passes": 0})]


@pytest.mark.parametrize("rec, but, changes", COPIED, ids=lambda x: type(x).__name__)
def test_a_record_copied_with_changes_is_what_replace_makes(rec, but, changes):
    """Obj.but, item_but and showdown_but (engine/records.py `_copier`): the copy is the
    record `dataclasses.replace` makes, of the record's own class and frozen, and the
    original is unchanged (a state that held it is a snapshot)."""
    before = copy.copy(rec)
    got = but(rec, **changes)
    assert type(got) is type(rec) and got == dataclasses.replace(rec, **changes)
    assert rec == before and got is not rec
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(got, next(iter(changes)), None)
    with pytest.raises(TypeError):           # a field the record lacks, as replace says
        but(rec, no_such_field=1)


def test_objects_made_by_position_get_the_fields_meant():
    """Board.relocate and Board.lay_in make an Obj by position (id, card, owner,
    controller, zone, bf, exhausted, damage, stunned, buffs, entered, token), a keyword
    call's merging being slower: a field added or moved before `token` must not shift them."""
    by_position = Obj(5, "Card", "A", "B", "trash", None, False, 0, False, 0, 9, True)
    assert by_position == Obj(5, "Card", "A", "B", "trash", None, entered=9, token=True)


@pytest.mark.parametrize("rec", SAMPLES, ids=lambda r: type(r).__name__)
def test_make_gives_the_object_the_class_call_gives(rec):
    """`cls.make(...)` (fast_init's maker without the class's call) is `cls(...)`: the same
    class, fields and defaults, frozen."""
    cls = type(rec)
    fields = dataclasses.fields(cls)
    required = [getattr(rec, f.name) for f in fields if f.default is dataclasses.MISSING]
    given = {f.name: getattr(rec, f.name) for f in fields
             if f.default is not dataclasses.MISSING}
    made = cls.make(*required, **given)
    assert type(made) is cls and made == rec
    assert cls.make(*required) == cls(*required)
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.__setattr__(fields[0].name, None)
