"""The Textual front end: a pure model (the engine) shown by widgets that post
messages, and an App that routes them to engine calls.  Only its pure modules (model,
workbench: no Textual) are borrowed by the text mode."""
