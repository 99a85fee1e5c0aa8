"""`riftbound serve` refuses what cannot work with one line and no traceback, before it
listens: a port out of range or in use, a missing scenario or save, a bad seed; and the
command each browser tab runs is this interpreter's table with the options given."""

from __future__ import annotations

import shlex
import socket
import sys

import pytest

from riftbound_tui.cli import main
from riftbound_tui.serve import NEEDS, ServeError, check_address, serve, table_command


def test_each_tab_runs_this_pythons_table_with_the_options_given(tmp_path):
    scenario = tmp_path / "a b.yaml"            # a space survives the shell
    cmd = shlex.split(table_command(scenario=str(scenario), seed=7, theme="ansi-dark"))
    assert cmd[:3] == [sys.executable, "-m", "riftbound_tui"]
    assert cmd[3:] == ["--scenario", str(scenario), "--seed", "7", "--theme", "ansi-dark"]
    assert shlex.split(table_command())[3:] == []


@pytest.mark.parametrize("argv, says", [
    (["serve", "--port", "0"], "--port: between 1 and 65535"),
    (["serve", "--port", "70000"], "--port: between 1 and 65535"),
    (["serve", "--load", "no-such-save.json"], "--load: no such file"),
    (["serve", "--scenario", "no-such.yaml"], "--scenario: no such file"),
    (["serve", "--theme", "no-such-theme"], "unknown theme"),
])
def test_a_bad_option_is_one_line_before_anything_listens(argv, says, capsys, monkeypatch):
    from textual_serve.server import Server

    def would_listen(self, *a, **k):
        raise AssertionError("a bad option reached the server")
    monkeypatch.setattr(Server, "serve", would_listen)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("riftbound serve: ") and says in err
    assert "Traceback" not in err and err.count("\n") == 1


def test_a_port_in_use_is_named_with_a_way_out():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        with pytest.raises(ServeError, match=rf"cannot listen on 127.0.0.1:{port}.*--port"):
            check_address("127.0.0.1", port)


def test_without_textual_serve_the_user_is_told_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)   # import fails
    with pytest.raises(ServeError) as e:
        serve(port=1)
    assert str(e.value) == NEEDS and "pip install" in NEEDS
