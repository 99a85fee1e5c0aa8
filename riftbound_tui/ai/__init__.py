"""Agents: `decide(view, decision, legal) -> line` (agent.py).

random (random_agent.py), heuristic (greedy one-ply on a board evaluation,
heuristic.py) and search (determinized flat Monte Carlo, search.py).  The last two
run the engine on determinized worlds (determinize.py), built from a player's view
and the public deck lists, never from the true game.
"""
