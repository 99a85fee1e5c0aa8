"""How the game's immutable records (engine/state.py: Obj, ChainItem, Modifier, Task...)
are made and copied fast: records are made and changed at every step of a game, so their
`__init__`, a `make` without the class's call, and the copy with some fields changed
(`Obj.but`, `item_but`) are written per class, from the class's own fields, when first used.
"""

from __future__ import annotations

from dataclasses import MISSING, replace

from riftbound_tui.lazy_dataclass import on_first_use

new_object = object.__new__     # an object without __init__ (copies fill every field)


def fast_init(cls):
    """Give a frozen slots dataclass a faster `__init__`: the same signature, defaults and
    result, about twice as fast as the generated one (records are made at every change of
    the game, so this is on the engine's hottest path).  Frozen stays frozen: only
    `__init__` changes.

    A frozen class's `__setattr__` refuses every assignment, so its `__init__` must go
    around it, and any way around (`object.__setattr__`, a slot's `__set__`) is a call
    per field.  This one gives the new object, for the moment it fills it, the class of a
    plain twin with the very same slots (so `__class__` may switch between them): there
    each field is a plain attribute store, Python's fast path for slots; then the object
    takes its own class back.  An instance of a subclass (whose slots may differ) is
    filled through the slots' `__set__` instead.  The dataclass is declared `init=False`,
    so its own `__init__` is never generated only to be replaced, and this one is written
    when first used (a start-up cost, as in lazy_dataclass).  The class also gets `make`,
    the same call made without calling the class (`_maker`), for the hottest makers."""
    for f in cls.__dataclass_fields__.values():
        if f.default_factory is not MISSING:
            raise TypeError(f"fast_init: {cls.__name__}.{f.name} has a default factory")
    on_first_use(cls, "__init__", lambda: _fast_init(cls))
    on_first_use(cls, "make", lambda: _maker(cls))
    return cls


_TWINS: dict = {}
# `__class__`'s own writer: past the frozen guard without `object.__setattr__`'s lookup
_SET_CLASS = object.__dict__["__class__"].__set__


def _twin(cls) -> type:
    """A plain class with the very slots of the frozen record class `cls`, which a new
    record takes while it is filled (so `__class__` may switch between them)."""
    twin = _TWINS.get(cls)
    if twin is None:
        twin = _TWINS[cls] = type(f"_{cls.__name__}Filling", (), {
            "__slots__": cls.__slots__,
            "__doc__": f"{cls.__name__} while it is filled (engine/records.py fast_init)"})
    return twin


def _signature(cls) -> tuple[list, list[str], dict]:
    """`cls`'s fields, its `__init__`'s parameters and their defaults (by name)."""
    fields = list(cls.__dataclass_fields__.values())
    params, defaults = [], {}
    for f in fields:
        if f.default is MISSING:
            params.append(f.name)
        else:
            params.append(f"{f.name}=_d_{f.name}")
            defaults[f"_d_{f.name}"] = f.default
    return fields, params, defaults


def _compiled(src: str, qualname: str, *args, **kwargs):
    """The function that `src`'s `_make(*args, **kwargs)` returns, named `qualname`."""
    ns: dict = {}
    exec(src, ns)            # our own field names only, as `dataclasses` itself does
    fn = ns["_make"](*args, **kwargs)
    fn.__qualname__ = qualname
    return fn


def _maker(cls):
    """`cls.make`, which fast_init gives `cls`: `cls(...)`'s very object (same signature,
    defaults and result) without calling the class, whose call (`__new__`, then `__init__`
    with the arguments passed on) costs as much again as filling the record: the hottest
    makers of records (Board.relocate, setup, Engine.run) call it.  Made as `__init__`
    makes it: the plain twin filled, then given `cls`."""
    fields, params, defaults = _signature(cls)
    stores = "\n".join(f"        _self.{f.name} = {f.name}" for f in fields)
    outer = ", ".join(["_cls", "_twin", "_new"] + list(defaults))
    src = (f"def _make({outer}):\n"
           f"    def make({', '.join(params)}):\n"
           f"        _self = _new(_twin)\n{stores}\n"
           f"        _self.__class__ = _cls\n"
           f"        return _self\n"
           f"    return make\n")
    return staticmethod(_compiled(src, f"{cls.__qualname__}.make",
                                  cls, _twin(cls), new_object, **defaults))


def _fast_init(cls):
    """The `__init__` fast_init gives `cls`."""
    fields, params, defaults = _signature(cls)
    twin = _twin(cls)
    setters = {f"_s_{f.name}": cls.__dict__[f.name].__set__ for f in fields}
    outer = ", ".join(["_cls", "_twin", "_set_class"] + list(setters) + list(defaults))
    stores = "\n".join(f"            self.{f.name} = {f.name}" for f in fields)
    sets = "\n".join(f"            _s_{f.name}(self, {f.name})" for f in fields)
    src = (f"def _make({outer}):\n"
           f"    def __init__(self, {', '.join(params)}):\n"
           f"        if type(self) is _cls:\n"
           f"            _set_class(self, _twin)\n{stores}\n"
           f"            self.__class__ = _cls\n"
           f"        else:\n{sets}\n"
           f"    return __init__\n")
    return _compiled(src, f"{cls.__qualname__}.__init__",
                     cls, twin, _SET_CLASS, **setters, **defaults)



def _copier(cls):
    """`cls`'s copy with some fields changed (Obj.but, GameState.set, item_but,
    showdown_but): `dataclasses.replace` without its introspection and without `__init__`
    (records change at every step of the game).  The copy is made as `cls`'s plain twin
    (`_twin`): each field a plain slot store read from the original, the changes set by
    name, then it takes `cls` back.  A field `cls` does not have (or an instance of a
    subclass) goes to `replace`, whose error names it."""
    copies = "\n".join(f"        n.{f} = o.{f}" for f in cls.__dataclass_fields__)
    src = ("def _make(_cls, _twin, _new, _setattr, _replace):\n"
           "    def but(o, changes):\n"
           "        if type(o) is not _cls:\n"
           "            return _replace(o, **changes)\n"
           f"        n = _new(_twin)\n{copies}\n"
           "        try:\n"
           "            for k, v in changes.items():\n"
           "                _setattr(n, k, v)\n"
           "        except AttributeError:\n"
           "            return _replace(o, **changes)\n"
           "        n.__class__ = _cls\n"
           "        return n\n"
           "    return but\n")
    return _compiled(src, f"{cls.__qualname__} copier",
                     cls, _twin(cls), new_object, setattr, replace)


def copier_on_first_use(cls, namespace: dict, name: str):
    """A stand-in for `namespace[name]` (a module's globals) that writes `cls`'s copier
    there when first called (as lazy_dataclass writes methods: the start-up compiles none
    of them)."""
    def first(o, changes):
        but = namespace[name] = _copier(cls)
        return but(o, changes)
    return first
