"""The Textual front end: a pure model (the engine) shown by widgets that post
messages, and an App that routes them to engine calls.  Nothing imports this package."""
