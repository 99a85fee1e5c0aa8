"""The conformance ledger: rule by rule, what the engine does (docs/conformance.md).

    python -m riftbound_tui.conformance            regenerate docs/conformance.md
    python -m riftbound_tui.conformance --check    exit 1 when docs/conformance.md is stale

Sources, all checked in: docs/rules-index.tsv (rule numbers and short headings, extracted
from the complete core rules when ../shared is present), docs/conformance-status.yaml (why a
rule is not implemented or not applicable), the `rules:` lists of tests/scenarios/*.yaml,
`@pytest.mark.rules(...)` markers in tests/, and rule numbers cited in riftbound_tui's
comments and strings. This package is a development tool: the game never imports it.
"""
