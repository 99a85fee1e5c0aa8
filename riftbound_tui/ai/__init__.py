"""Agents: `decide(game_or_view, legal_lines) -> line`."""
