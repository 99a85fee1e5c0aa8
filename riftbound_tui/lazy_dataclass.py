"""`lazy_dataclass`: a dataclass whose generated methods are written when first used.

`dataclasses` writes a class's `__init__`, `__repr__`, `__eq__` and `__hash__` as source
text and compiles each one when the class is created.  On Python 3.11 that compiling is
most of the cost of importing a module of wide records: the card model's 13 classes take
about 18 ms, the game state's about 8 ms, a tenth of the table's start-up.  Most of those
methods are never called in a given run (the card cache fills card records without their
`__init__`; nobody prints a `Selector`), so they are written on first use instead.

The methods are the ones `dataclasses` itself writes, not imitations: when a method is
first looked up, the class's original namespace goes through `dataclasses.dataclass`
once more (an unused twin class) with options that write only that method (and
`__hash__` with `__eq__`), and the method is set on the class, where it replaces its
placeholder for good (no lasting cost per call).  Fields, `fields()`,
`replace()`, `asdict()`, `__match_args__`, frozen assignment, slots and pickling are
`dataclasses`' own from the start.  One difference is visible: `__dataclass_params__`
tells what `dataclasses` wrote when the class was created (init, repr and eq read False
for the methods written later).

A twin costs more than the method alone: `dataclasses` reads the class's fields again,
and a frozen twin compiles its guards too (the game state's `__init__`: 0.8 ms later
against 0.4 ms at once).  So a method that every run uses is named in `at_once` and
written with the class; the table's start (imports, a new game, its first frame) makes
no twin, which `written_later` lets a test see.

A frozen class's `__setattr__` and `__delattr__` are needed at once (they guard every
instance) and name their own class, so a twin's would not do; compiling them took
about 8 ms of the table's imports (27 classes).  They are closures over the class
instead, the same test and the same errors as the text `dataclasses` compiles
(`_frozen_get_del_attr`): assigning or deleting a field, or any attribute of an
instance of the class itself, raises `FrozenInstanceError`.  Where the class defines
either method itself, or writes its `__init__` or `__eq__` at once (a class without a
docstring, or with its own `__eq__`), or (slots) `dataclasses` offers no state functions
for pickling a frozen slots class, the class is made frozen by `dataclasses` as before.

Options `order` and `unsafe_hash` are not taken, and a class with a dataclass base is
made at once: use `dataclasses.dataclass` for those.
"""

from __future__ import annotations

import dataclasses
import functools


class _WrittenOnFirstUse:
    """A placeholder for a method: looking it up (as a call, `==`, `repr()` or
    `inspect.signature` do) has it written and set on the class, then gives it."""

    __slots__ = ("write",)

    def __init__(self, write) -> None:
        self.write = write

    def __get__(self, obj, owner=None):
        return self.write().__get__(obj, owner)


written_later: list[str] = []     # "module.Class.method" of each twin made, in order


def on_first_use(cls: type, name: str, make) -> None:
    """Give `cls` the method `name` that `make()` returns, made when first looked up."""
    def write():
        method = make()
        setattr(cls, name, method)
        return method
    setattr(cls, name, _WrittenOnFirstUse(write))


# What `dataclasses` gives a frozen slots class so that pickling can restore its fields
# past the guard (`_add_slots`); without them such a class is left to `dataclasses`.
_getstate = getattr(dataclasses, "_dataclass_getstate", None)
_setstate = getattr(dataclasses, "_dataclass_setstate", None)
_SLOT_STATE = (_getstate, _setstate) if _getstate and _setstate else None


def _guard_frozen(cls: type, slots: bool) -> None:
    """Make `cls` (made by `dataclasses` unfrozen) frozen as `dataclasses` makes it: the
    attribute guards of `_frozen_get_del_attr`, the pickling state of a slots class, and
    `__dataclass_params__.frozen`."""
    fields = frozenset(f.name for f in dataclasses.fields(cls))
    FrozenInstanceError = dataclasses.FrozenInstanceError

    def __setattr__(self, name, value):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    for fn in (__setattr__, __delattr__):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        setattr(cls, fn.__name__, fn)
    if slots:
        getstate, setstate = _SLOT_STATE
        if "__getstate__" not in cls.__dict__:
            cls.__getstate__ = getstate
        if "__setstate__" not in cls.__dict__:
            cls.__setstate__ = setstate
    cls.__dataclass_params__.frozen = True


def lazy_dataclass(cls=None, /, *, at_once: tuple[str, ...] = (), **options):
    """`@dataclasses.dataclass(**options)` with `__init__`, `__repr__`, `__eq__` and (for a
    frozen eq class) `__hash__` compiled on first use (module docstring), but for the
    methods named in `at_once`, which `dataclasses` writes as it makes the class: those
    every run uses (a game state's `__init__`), since one written later costs a twin."""
    if cls is None:
        return lambda c: lazy_dataclass(c, at_once=at_once, **options)
    refused = options.keys() & {"order", "unsafe_hash"}
    if refused:
        raise TypeError(f"lazy_dataclass does not take {', '.join(sorted(refused))}: "
                        f"use dataclasses.dataclass for {cls.__name__}")
    unknown = set(at_once) - {"__init__", "__repr__", "__eq__"}
    if unknown:
        raise TypeError(f"lazy_dataclass writes only __init__, __repr__ and __eq__ at once, "
                        f"not {', '.join(sorted(unknown))}")
    if any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]):
        return dataclasses.dataclass(cls, **options)    # a twin would need the base's fields
    own = cls.__dict__
    slots = own.get("__slots__", ())
    slots = (slots,) if isinstance(slots, str) else tuple(slots)
    namespace = {k: v for k, v in own.items()     # as the class statement gave them
                 if k not in ("__dict__", "__weakref__") and k not in slots}
    namespace["__qualname__"] = cls.__qualname__       # the methods' names say whose
    # (a class with no docstring gets one made from its __init__'s signature at once)
    wanted = {"__init__": options.get("init", True) and own.get("__doc__") is not None,
              "__repr__": options.get("repr", True),
              "__eq__": options.get("eq", True)}
    later = [name for name, on in wanted.items()
             if on and name not in own and name not in at_once]
    # What `dataclasses` does with __hash__ (its `_hash_action` table, for unsafe_hash=False):
    # an eq class that is frozen gets a field hash, a mutable one is unhashable (None), and
    # a __hash__ written in the class body is left alone (`__hash__ = None` beside an own
    # `__eq__` is what Python puts there, not the author)
    explicit_hash = "__hash__" in own and not (own["__hash__"] is None and "__eq__" in own)
    eq_later = "__eq__" in later
    if eq_later and options.get("frozen", False) and not explicit_hash:
        later.append("__hash__")
    now = dict(options)
    for name, option in (("__init__", "init"), ("__repr__", "repr"), ("__eq__", "eq")):
        if name in later:
            now[option] = False
    # Guard a frozen class with closures (module docstring) when `dataclasses` would do
    # nothing else with `frozen`: an __init__ it writes now assigns as frozen ones do, and
    # its __hash__ choice only matters while it writes __eq__
    guard = (options.get("frozen", False) and not now.get("eq", True)
             and not now.get("init", True)
             and "__setattr__" not in own and "__delattr__" not in own
             and (not options.get("slots", False) or _SLOT_STATE is not None))
    if guard:
        now["frozen"] = False
    made = dataclasses.dataclass(cls, **now)
    if guard:
        _guard_frozen(made, options.get("slots", False))
    if eq_later and not options.get("frozen", False) and not explicit_hash:
        made.__hash__ = None     # a mutable eq dataclass is unhashable
    written: dict = {}

    def write(name: str):
        """The method `name`, from a twin class that `dataclasses` writes only it (and
        __hash__ beside __eq__: a frozen eq class's hash, which unsafe_hash writes the
        same) for, since compiling is the cost."""
        if name not in written:
            group = ("__eq__", "__hash__") if name in ("__eq__", "__hash__") else (name,)
            twin_options = {"init": False, "repr": False, "eq": False}
            if name == "__init__":
                twin_options.update(init=True, frozen=options.get("frozen", False),
                                    kw_only=options.get("kw_only", False))
            elif name == "__repr__":
                twin_options.update(repr=True)
            else:
                twin_options.update(eq=True, unsafe_hash="__hash__" in later)
            twin = dataclasses.dataclass(
                type(cls)(cls.__name__, cls.__bases__, dict(namespace)), **twin_options)
            written_later.append(f"{cls.__module__}.{cls.__qualname__}.{name}")
            for each in group:
                if each in later:
                    written[each] = twin.__dict__[each]
        return written[name]

    for name in later:
        on_first_use(made, name, functools.partial(write, name))
    return made
