"""The book site in a real browser: every page loads without an error, every link resolves.

    python3 docs/test_site.py --site BUILD/book --chromium /usr/bin/chromium --screenshot-dir DIR

Serves the built site on 127.0.0.1 (a free port, stopped at the end), drives headless Chromium
through its DevTools protocol (over a pipe: no port, no WebSocket), and for every page:

- the page and everything it loads answer 200, and nothing logs an error or throws;
- every link to the site (pages, chunk links, headings, the API) names an existing page and an
  existing anchor on it, every image shows, and no cross-reference was left unresolved.

It saves a screenshot of the first chapter (screenshot-ch01.png) for a person to look at.
"""

from __future__ import annotations

import argparse
import base64
import fcntl
import functools
import http.server
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-extensions",
    "--disable-default-apps",
    "--mute-audio",
    "--hide-scrollbars",
    "--remote-debugging-pipe",
]

PAGE_TIMEOUT = 30.0

COLLECT = """(() => {
  const links = [...document.querySelectorAll('a[href]')].map(a => a.href);
  const anchors = [...document.querySelectorAll('[id]')].map(e => e.id)
    .concat([...document.querySelectorAll('a[name]')].map(a => a.name));
  const images = [...document.images].filter(i => !i.complete || i.naturalWidth === 0)
    .map(i => i.currentSrc || i.src);
  const unresolved = [...document.querySelectorAll('.xref')]
    .filter(e => !e.closest('a') && !e.closest('.chapter-to-come, .repository-file'))
    .map(e => e.textContent.trim());
  // A paragraph that stops without ending its sentence, and another that goes straight on:
  // Markdown ended the paragraph in mid-sentence (a line that begins with an HTML comment does).
  const split = [...document.querySelectorAll('article p')]
    .filter(p => p.nextElementSibling && p.nextElementSibling.tagName === 'P' &&
                 /[\\p{L}\\p{N},;]$/u.test(p.textContent.trim()))
    .map(p => p.textContent.trim().slice(-60));
  return {title: document.title, links, anchors, brokenImages: images, unresolved, split};
})()"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


class Browser:
    """Headless Chromium, spoken to in DevTools protocol messages over fds 3 and 4."""

    def __init__(self, chromium: str, profile: Path, log: Path) -> None:
        to_browser_read, self._to_browser = os.pipe()
        self._from_browser, from_browser_write = os.pipe()

        def connect_pipes() -> None:
            read_end = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 10)
            write_end = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 10)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self._log = open(log, "wb")
        self.process = subprocess.Popen(
            [chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log,
            preexec_fn=connect_pipes, pass_fds=(3, 4))
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._next_id = 0
        self._replies: dict[int, queue.Queue] = {}
        self._lock = threading.Lock()
        self.events: queue.Queue = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        buffer = b""
        while True:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                self.events.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                if "id" in message:
                    with self._lock:
                        reply = self._replies.get(message["id"])
                    if reply is not None:
                        reply.put(message)
                else:
                    self.events.put(message)

    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = PAGE_TIMEOUT) -> dict:
        with self._lock:
            self._next_id += 1
            message_id = self._next_id
            reply: queue.Queue = queue.Queue()
            self._replies[message_id] = reply
        message = {"id": message_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        try:
            answer = reply.get(timeout=timeout)
        except queue.Empty:
            raise RuntimeError(f"Chromium did not answer {method} in {timeout:.0f} s") from None
        finally:
            with self._lock:
                del self._replies[message_id]
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=5)
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._to_browser)
        self._log.close()


class Tab:
    """One page of the browser, with what it reported while loading."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget",
                                    {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method: str, params: dict | None = None) -> dict:
        return self.browser.send(method, params, session=self.session)

    def load(self, url: str) -> tuple[dict, list[str]]:
        """Loads `url`; answers what COLLECT finds on it, and the errors it logged."""
        errors: list[str] = []
        self._drain(errors)
        errors.clear()
        frame = self.send("Page.navigate", {"url": url})
        if frame.get("errorText"):
            return {}, [f"cannot load: {frame['errorText']}"]
        deadline = time.monotonic() + PAGE_TIMEOUT
        loaded = False
        while not loaded:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return {}, errors + [f"no load event in {PAGE_TIMEOUT:.0f} s"]
            loaded = self._drain(errors, block=remaining)
        # Let scripts that run after the load event (search, theme) report too.
        time.sleep(0.2)
        self._drain(errors)
        found = self.send("Runtime.evaluate", {"expression": COLLECT, "returnByValue": True})
        for image in found["result"]["value"]["brokenImages"]:
            errors.append(f"image not shown: {image}")
        for reference in found["result"]["value"]["unresolved"]:
            errors.append(f"cross-reference that leads nowhere: {reference}")
        for ending in found["result"]["value"]["split"]:
            errors.append(f"a paragraph ends in mid-sentence: …{ending}")
        self._drain(errors)
        return found["result"]["value"], errors

    def _drain(self, errors: list[str], block: float = 0.0) -> bool:
        """Files the events that came in; True once the page's load event was among them."""
        loaded = False
        while True:
            try:
                event = self.browser.events.get(timeout=block) if block else \
                    self.browser.events.get_nowait()
            except queue.Empty:
                return loaded
            block = 0.0
            if event is None:
                raise RuntimeError("Chromium went away")
            if event.get("sessionId") != self.session:
                continue
            method, params = event["method"], event.get("params", {})
            if method == "Page.loadEventFired":
                loaded = True
            elif method == "Runtime.exceptionThrown":
                details = params["exceptionDetails"]
                text = details.get("exception", {}).get("description") or details.get("text")
                errors.append(f"exception: {text}")
            elif method == "Runtime.consoleAPICalled" and params["type"] in ("error", "assert"):
                text = " ".join(str(arg.get("value", arg.get("description", "")))
                                for arg in params.get("args", []))
                errors.append(f"console.{params['type']}: {text}")
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                entry = params["entry"]
                errors.append(f"{entry['source']} error: {entry['text']} {entry.get('url', '')}")
            elif method == "Network.responseReceived" and params["response"]["status"] >= 400:
                response = params["response"]
                errors.append(f"HTTP {response['status']}: {response['url']}")
            elif method == "Network.loadingFailed" and not params.get("canceled"):
                errors.append(f"failed to load: {params.get('errorText')} "
                              f"({params.get('type', 'resource')})")

    def screenshot(self, url: str, path: Path) -> None:
        self.load(url)
        shot = self.send("Page.captureScreenshot", {"format": "png"})
        path.write_bytes(base64.b64decode(shot["data"]))


def first_chapter(pages: list[str]) -> str | None:
    chapters = sorted(page for page in pages if page.startswith("chapters/"))
    for page in chapters:
        if page.startswith("chapters/01-"):
            return page
    return chapters[0] if chapters else None


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--site", required=True, type=Path)
    options.add_argument("--chromium", required=True)
    options.add_argument("--screenshot-dir", required=True, type=Path)
    arguments = options.parse_args()

    site = arguments.site.resolve()
    if not (site / "index.html").is_file():
        print(f"test_site: no site at {site}: build it first (cmake --build --preset docs)")
        return 1
    pages = sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))

    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    serving = threading.Thread(target=server.serve_forever, daemon=True)
    serving.start()
    origin = f"http://127.0.0.1:{server.server_address[1]}"

    failures: list[str] = []
    links_checked = 0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="queens-chromium-") as scratch:
        browser = Browser(arguments.chromium, Path(scratch) / "profile", Path(scratch) / "log")
        try:
            tab = Tab(browser)
            seen: dict[str, dict] = {}
            links: list[tuple[str, str]] = []
            for page in pages:
                found, errors = tab.load(f"{origin}/{page}")
                failures.extend(f"{page}: {error}" for error in errors)
                seen[page] = found
                links.extend((page, link) for link in found.get("links", []))

            for page, link in links:
                if not link.startswith(origin + "/"):
                    continue  # the theme's credits: not part of the book
                links_checked += 1
                address, fragment = urldefrag(link)
                target = unquote(urlsplit(address).path).lstrip("/")
                if target == "" or target.endswith("/"):
                    target += "index.html"
                if not (site / target).is_file():
                    failures.append(f"{page}: link to a missing file: {link}")
                    continue
                if not fragment or not target.endswith(".html"):
                    continue
                if target not in seen:
                    found, errors = tab.load(f"{origin}/{target}")
                    seen[target] = found
                if unquote(fragment) not in seen[target].get("anchors", []):
                    failures.append(f"{page}: link to a missing anchor: {link}")

            chapter = first_chapter(pages)
            if chapter is None:
                failures.append("the site has no chapter pages")
            else:
                number = chapter.split("/")[1][:2]
                shot = arguments.screenshot_dir / f"screenshot-ch{number}.png"
                tab.screenshot(f"{origin}/{chapter}", shot)
                print(f"test_site: screenshot of {chapter}: {shot}")
        except RuntimeError as error:
            failures.append(f"the browser: {error}")
            log = Path(scratch) / "log"
            if log.is_file():
                failures.append("Chromium's log ends:\n" +
                                log.read_text(errors="replace")[-3000:])
        finally:
            browser.close()
            server.shutdown()
            server.server_close()

    elapsed = time.monotonic() - started
    for failure in failures:
        print(f"FAILED {failure}")
    print(f"test_site: {len(pages)} pages loaded, {links_checked} links to the site checked "
          f"in {elapsed:.1f} s")
    print(f"{len(pages) - len({f.split(':')[0] for f in failures if f.split(':')[0] in pages})} "
          f"passed, {len({f.split(':')[0] for f in failures})} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
