"""Where Equip and Quick-Draw are present (818.1.a, 819.1.a), checked over the whole card
pool: every card with Equip is a gear with the Equipment tag, its Equip an activated
ability; every card with Quick-Draw has Equip."""

from __future__ import annotations

import pytest

from riftbound_tui.cards.db import load_card_db

DB = load_card_db()


@pytest.mark.rules("818.1.a", "819.1.a")
def test_equip_is_on_equipment_gear_and_quick_draw_on_gear_with_equip():
    equip = [c for c in DB.all() if c.has("equip")]
    quick = [c for c in DB.all() if c.has("quick-draw")]
    assert len(equip) >= 20 and len(quick) >= 3            # the pool has them
    assert all(c.type == "gear" and "Equipment" in c.tags for c in equip), \
        [c.name for c in equip if c.type != "gear" or "Equipment" not in c.tags]
    assert all(c.has("equip") for c in quick), [c.name for c in quick if not c.has("equip")]
    # each Equip is its activated ability: "[Cost]: attach this gear" (818.1.c.2)
    assert all(any(a.keyword_of == "equip" and a.kind == "activated" for a in c.abilities)
               for c in equip)
