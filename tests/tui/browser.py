"""A real headless Chromium looking at `riftbound serve`: start the server, open the page,
read the terminal's text, press keys.

The page draws the terminal with xterm.js on a canvas, so its text is not in the DOM. A
script installed before the page's own (Chrome DevTools' addScriptToEvaluateOnNewDocument)
catches the xterm.js Terminal as textual-serve's page stores it, and the text is read
through xterm.js's public buffer API: what the page would paint, row by row.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# CI installs the browser and sets this: there a missing browser is a failure, not a skip
REQUIRED = os.environ.get("RIFTBOUND_REQUIRE_BROWSER") == "1"

# the page's Terminal is kept in a field named `terminal`; a setter on Object.prototype
# sees that first assignment, keeps the Terminal for us and turns itself into a plain field
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, 'terminal', {
  configurable: true,
  set(v) {
    Object.defineProperty(this, 'terminal',
      {value: v, writable: true, configurable: true, enumerable: true});
    if (v && v.buffer) { window.__riftboundTerminal = v; }
  },
});
"""
READ_SCREEN = """
const t = window.__riftboundTerminal;
if (!t) { return null; }
const rows = [];
for (let i = 0; i < t.rows; i++) {
  const line = t.buffer.active.getLine(i);
  rows.push(line ? line.translateToString(true) : '');
}
return rows.join('\\n');
"""
CHROMIUM_FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--window-size=1500,1000")


def need_browser():
    """selenium's webdriver module, or a skip (a failure in CI) naming what is missing."""
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not shutil.which(p)]
    try:
        from selenium import webdriver
    except ImportError:
        missing.append("the selenium package")
        webdriver = None
    try:
        import textual_serve  # noqa: F401
    except ImportError:
        missing.append("the textual-serve package")
    if missing:
        why = ("the browser test needs " + ", ".join(missing) +
               " (.ci/run installs them: apt-get install chromium chromium-driver)")
        if REQUIRED:
            pytest.fail(why)
        pytest.skip(why)
    return webdriver


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def served_table(log: Path, *args: str):
    """`riftbound serve` on a free localhost port, yielding the page's address."""
    port = free_port()
    with open(log, "w") as out:
        proc = subprocess.Popen([sys.executable, "-m", "riftbound_tui", "serve",
                                 "--port", str(port), *args],
                                stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(150):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                if proc.poll() is not None:
                    pytest.fail(f"riftbound serve stopped: {log.read_text()[-2000:]}")
                time.sleep(0.2)
        else:
            pytest.fail(f"riftbound serve did not answer: {log.read_text()[-2000:]}")
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


class Page:
    """One browser tab on the served table."""

    def __init__(self, webdriver, url: str) -> None:
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in CHROMIUM_FLAGS:
            options.add_argument(flag)
        self.driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                    {"source": CATCH_TERMINAL})
        self.driver.get(url)

    def close(self) -> None:
        self.driver.quit()

    def text(self) -> str:
        return self.driver.execute_script(READ_SCREEN) or ""

    def wait_for(self, words: str, seconds: float = 60) -> str:
        """The screen's text once it shows `words` (fails with the screen if it never does)."""
        end = time.monotonic() + seconds
        text = ""
        while time.monotonic() < end:
            text = self.text()
            if words in text:
                return text
            time.sleep(0.25)
        pytest.fail(f"the page never showed {words!r}; it shows:\n{text}")

    def press(self, *keys: str) -> None:
        """Keys typed into the terminal, as a person at the page would ("ctrl+g", "enter")."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        area = self.driver.find_element("css selector", ".xterm-helper-textarea")
        self.driver.execute_script("arguments[0].focus()", area)
        chain = ActionChains(self.driver)
        for key in keys:
            if key.startswith("ctrl+"):
                chain.key_down(Keys.CONTROL).send_keys(key[5:]).key_up(Keys.CONTROL)
            else:
                chain.send_keys({"enter": Keys.ENTER, "space": Keys.SPACE}.get(key, key))
        chain.perform()

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))
