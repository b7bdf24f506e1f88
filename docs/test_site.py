"""The book site in a real browser: every page loads without an error, every link resolves, and
every page fits the width of a phone.

    python3 docs/test_site.py --site BUILD/book --model BUILD/model.json \
        --chromium /usr/bin/chromium --chromedriver /usr/bin/chromedriver --screenshot-dir DIR

Serves the built site on 127.0.0.1 (a free port, stopped at the end), drives headless Chromium
through Selenium and chromedriver (Debian's python3-selenium and chromium-driver), and for every
page:

- nothing it loads fails (an HTTP error, a resource that does not arrive), and nothing logs an
  error or throws;
- every link to the site (pages, chunk links, headings, the API) names an existing page and an
  existing anchor on it, every image shows, no cross-reference was left unresolved, and no
  paragraph stops in mid-sentence;
- at a phone's width (390 px) the page does not scroll sideways: a table or a block of code wider
  than the screen scrolls inside its own box, and no picture is cut off;

and every chapter of the book's model (`tangle --model`, which the build writes) has its page.
It saves screenshots for a person to look at: chapter 1 (screenshot-ch01.png), and the
landing page and the measurements page at the phone's width (phone-index.png, phone-*.png).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run",
                  "--disable-extensions", "--disable-default-apps", "--mute-audio",
                  "--hide-scrollbars"]

PAGE_TIMEOUT = 30
DESKTOP = {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False}
PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}

COLLECT = """(() => {
  const links = [...document.querySelectorAll('a[href]')].map(a => a.href);
  const anchors = [...document.querySelectorAll('[id]')].map(e => e.id)
    .concat([...document.querySelectorAll('a[name]')].map(a => a.name));
  const images = [...document.images].filter(i => !i.complete || i.naturalWidth === 0)
    .map(i => i.currentSrc || i.src);
  const unresolved = [...document.querySelectorAll('.xref')]
    .filter(e => !e.closest('a') && !e.closest('.repository-file'))
    .map(e => e.textContent.trim());
  // A paragraph that stops without ending its sentence, and another that goes straight on:
  // Markdown ended the paragraph in mid-sentence (a line that begins with an HTML comment does).
  const split = [...document.querySelectorAll('article p')]
    .filter(p => p.nextElementSibling && p.nextElementSibling.tagName === 'P' &&
                 /[\\p{L}\\p{N},;]$/u.test(p.textContent.trim()))
    .map(p => p.textContent.trim().slice(-60));
  return {links, anchors, brokenImages: images, unresolved, split};
})()"""

# At a phone's width: the page, and every box around the column of text that could scroll,
# must not scroll sideways (a wide table, block of code or picture scrolls in a box of its own inside
# the column); a picture must not be cut off, nor shown at less than half the size it was
# drawn at, where its text no longer reads.
PHONE_LAYOUT = """(() => {
  const width = document.documentElement.clientWidth;
  const name = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ')[0] : '');
  const column = document.querySelector('article') || document.body;
  const wide = [];
  for (let box = column; box; box = box.parentElement) {
    const scrolls = box === document.documentElement || /auto|scroll/.test(getComputedStyle(box).overflowX);
    if (scrolls && box.scrollWidth > box.clientWidth + 1) {
      wide.push(`${name(box)} (${box.scrollWidth} px)`);
    }
  }
  const scroller = (e) => {
    for (let box = e.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') { return box; }
    }
    return null;
  };
  const pictures = [...column.querySelectorAll('img[src*="_images/"]')];
  const cut = pictures.filter(i => {
    const box = scroller(i);
    return i.getBoundingClientRect().right > width + 1 &&
      !(box && box !== column && column.contains(box) && /auto|scroll/.test(getComputedStyle(box).overflowX));
  }).map(i => i.src.split('/').pop());
  const shrunk = pictures.filter(i => i.getBoundingClientRect().width < i.naturalWidth / 2)
    .map(i => `${i.src.split('/').pop()} at ${Math.round(100 * i.getBoundingClientRect().width / i.naturalWidth)} %`);
  return {width, wide, cut, shrunk};
})()"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def serving(site: Path) -> Iterator[str]:
    """Serves `site` on 127.0.0.1 at a free port; yields its origin."""
    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def chromium(binary: str, driver: str) -> Iterator[webdriver.Chrome]:
    """Headless Chromium with a desktop's screen, its console kept for `load` to read."""
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(service=Service(driver), options=options)
    try:
        browser.set_page_load_timeout(PAGE_TIMEOUT)
        screen(browser, DESKTOP)
        yield browser
    finally:
        browser.quit()


def screen(browser: webdriver.Chrome, metrics: dict) -> None:
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


def load(browser: webdriver.Chrome, url: str) -> tuple[dict, list[str]]:
    """Loads `url`; answers what COLLECT finds on it, and what went wrong."""
    browser.get_log("browser")  # what earlier pages logged
    try:
        browser.get(url)
    except WebDriverException as error:
        return {}, [f"cannot load: {error.msg}"]
    time.sleep(0.2)  # scripts that run after the load event (search, theme) report too
    found = browser.execute_script("return " + COLLECT)
    errors = [f"{entry['source']}: {entry['message']}" for entry in browser.get_log("browser")
              if entry["level"] == "SEVERE"]
    errors += [f"image not shown: {image}" for image in found["brokenImages"]]
    errors += [f"cross-reference that leads nowhere: {text}" for text in found["unresolved"]]
    errors += [f"a paragraph ends in mid-sentence: …{text}" for text in found["split"]]
    return found, errors


def fits_a_phone(browser: webdriver.Chrome, url: str) -> list[str]:
    browser.get(url)
    found = browser.execute_script("return " + PHONE_LAYOUT)
    at = f"at {found['width']} px"
    return ([f"scrolls sideways {at}: {', '.join(found['wide'])}"] if found["wide"] else []) + \
        [f"picture cut off {at}: {picture}" for picture in found["cut"]] + \
        [f"picture too small to read {at}: {picture}" for picture in found["shrunk"]]


def check_links(browser: webdriver.Chrome, site: Path, origin: str, seen: dict[str, dict],
                links: list[tuple[str, str]]) -> tuple[int, list[str]]:
    """Every link to the site names a file that exists, and an anchor that its page has."""
    checked, failures = 0, []
    for page, link in links:
        if not link.startswith(origin + "/"):
            continue  # the theme's credits: not part of the book
        checked += 1
        address, fragment = urldefrag(link)
        target = unquote(urlsplit(address).path).lstrip("/")
        if target == "" or target.endswith("/"):
            target += "index.html"
        if not (site / target).is_file():
            failures.append(f"{page}: link to a missing file: {link}")
        elif fragment and target.endswith(".html"):
            if target not in seen:
                seen[target] = load(browser, f"{origin}/{target}")[0]
            if unquote(fragment) not in seen[target].get("anchors", []):
                failures.append(f"{page}: link to a missing anchor: {link}")
    return checked, failures


def browser_options(description: str) -> argparse.ArgumentParser:
    """The command line a test of the built site in the browser starts from: where the site,
    the book's model, Chromium and chromedriver are."""
    options = argparse.ArgumentParser(description=description)
    options.add_argument("--site", required=True, type=Path)
    options.add_argument("--model", required=True, type=Path, help="the book's model")
    options.add_argument("--chromium", required=True)
    options.add_argument("--chromedriver", required=True)
    return options


def chapters_of(model: Path) -> list[dict]:
    """The chapters of the book's model that the build wrote (`tangle --model`)."""
    return json.loads(model.read_text(encoding="utf-8"))["chapters"]


def page_of(chapter: dict) -> str:
    """The site's page of a chapter of the book's model: chapters/05-backtracking/README.html."""
    return Path(chapter["markdown"]).with_suffix(".html").as_posix()


def main() -> int:
    options = browser_options(__doc__.splitlines()[0])
    options.add_argument("--screenshot-dir", required=True, type=Path)
    arguments = options.parse_args()

    site = arguments.site.resolve()
    if not (site / "index.html").is_file():
        print(f"test_site: no site at {site}: build it first (cmake --build --preset docs)")
        return 1
    pages = sorted(path.relative_to(site).as_posix() for path in site.rglob("*.html"))
    chapters = chapters_of(arguments.model)
    shots = arguments.screenshot_dir

    failures = [f"{chapter['markdown']}: the site has no page for it" for chapter in chapters
                if page_of(chapter) not in pages]
    failures += [f"{chapter['appendix']['markdown']}: the site has no page for it"
                 for chapter in chapters if chapter.get("appendix")
                 and Path(chapter["appendix"]["markdown"]).with_suffix(".html").as_posix()
                 not in pages]
    links_checked = 0
    started = time.monotonic()
    with serving(site) as origin, chromium(arguments.chromium, arguments.chromedriver) as browser:
        seen: dict[str, dict] = {}
        links: list[tuple[str, str]] = []
        for page in pages:
            seen[page], errors = load(browser, f"{origin}/{page}")
            failures += [f"{page}: {error}" for error in errors]
            links += [(page, link) for link in seen[page].get("links", [])]
        links_checked, broken = check_links(browser, site, origin, seen, links)
        failures += broken

        if chapters:
            first = next((chapter for chapter in chapters if chapter["number"] == 1), chapters[0])
            browser.get(f"{origin}/{page_of(first)}")
            browser.save_screenshot(str(shots / f"screenshot-{first['id']}.png"))

        screen(browser, PHONE)
        for page in pages:
            failures += [f"{page}: {error}" for error in fits_a_phone(browser, f"{origin}/{page}")]
            if page == "index.html" or "measurements" in page:
                browser.save_screenshot(str(shots / f"phone-{Path(page).stem}.png"))

    elapsed = time.monotonic() - started
    for failure in failures:
        print(f"FAILED {failure}")
    failed = {failure.split(":")[0] for failure in failures}
    print(f"test_site: {len(pages)} pages loaded, at a desktop's width and a phone's, "
          f"{links_checked} links to the site checked in {elapsed:.1f} s")
    print(f"{len(pages) - len(failed & set(pages))} passed, {len(failed)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
