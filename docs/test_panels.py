"""The chapters' panels in a real browser: the code on the page gives the published answers.

    python3 docs/test_panels.py --site BUILD/book --model BUILD/model.json \
        --chromium /usr/bin/chromium --chromedriver /usr/bin/chromedriver CHAPTERS…

CHAPTERS are ids (ch05), those of BUILD/docs/book.json's panel_chapters.

Serves the built site and drives headless Chromium as test_site.py does, and:

- on every chapter named, the panel starts and its main solver answers n = 6 (or its largest
  board, if smaller) right: the count of OEIS A000170 when it counts or lists, a valid
  placement when it finds one; and it refuses the board past its largest;
- on chapter 05, the panel counts n = 1 to 10 as A000170 says, for both solvers;
- the step-through of chapters 05 to 08 shows, at the end of the search, as many nodes as the
  chapter's own count reports for that board (chapter 05's with the mirror shortcut off), and as
  many full boards as it has solutions (chapter 08: as many as it checks, and A002562's
  fundamental solutions among them); in chapters 05 and 07, which walk the tree chapter 05
  draws, 17 nodes for n = 4, and the third step is a dead end;
- a chapter page read with JavaScript off still shows its text, and says what the panel needs.

With --time-largest it also runs every solver of every panel at the largest board it offers and
prints how long each took in the browser (a measurement, never a pass or a fail).
"""

from __future__ import annotations

import sys

from selenium import webdriver
from selenium.common.exceptions import WebDriverException

from test_site import browser_options, chapters_of, chromium, load, page_of, serving

# OEIS A000170: the number of solutions of the n × n board, n = 0, 1, 2, …
A000170 = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184]
# OEIS A002562: the fundamental solutions, one of each class under the square's symmetries.
A002562 = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92]

# The chapters whose panels step through their search, each with the index of the solver that
# walks the same tree (chapter 05's without the mirror shortcut).
STEPPING = {"ch05": 1, "ch06": 0, "ch07": 0, "ch08": 0}
# The chapters whose step-through walks chapter 05's tree, the one its picture draws.
CHAPTER_05S_TREE = {"ch05", "ch07"}
# How long a script on the page may run: a panel's largest board takes seconds.
SCRIPT_TIMEOUT = 600

WAIT_FOR_PANEL = """(async () => {
  const panel = document.querySelector('.queens-panel');
  if (!panel) { return 'no panel on the page'; }
  for (let tries = 0; tries < 400 && !panel.dataset.state; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return panel.dataset.state || 'the panel did not start in 20 s';
})()"""

DESCRIBE = """(() => {
  const panel = document.querySelector('.queens-panel');
  return [...panel.querySelectorAll('.queens-panel-solver option')].map((option) => {
    panel.querySelector('.queens-panel-solver').value = option.value;
    panel.querySelector('.queens-panel-solver').dispatchEvent(new Event('change'));
    const modes = [...panel.querySelectorAll('.queens-panel-mode option')].map((o) => o.value);
    const largest = {};
    for (const mode of modes) {
      panel.querySelector('.queens-panel-mode').value = mode;
      panel.querySelector('.queens-panel-mode').dispatchEvent(new Event('change'));
      largest[mode] = Number(panel.querySelector('.queens-panel-n').max);
    }
    return {index: Number(option.value), name: option.textContent, modes, largest};
  });
})()"""

RUN = """(async (solver, mode, n) => {
  const panel = document.querySelector('.queens-panel');
  const set = (selector, value) => {
    const control = panel.querySelector(selector);
    control.value = String(value);
    control.dispatchEvent(new Event('change'));
  };
  set('.queens-panel-solver', solver);
  set('.queens-panel-mode', mode);
  panel.querySelector('.queens-panel-n').value = String(n);
  const result = panel.querySelector('.queens-panel-result');
  panel.querySelector('.queens-panel-run').click();
  while (result.dataset.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(result.dataset.answer);
})(...arguments)"""

STEP = """(async (n, steps) => {
  const panel = document.querySelector('.queens-panel');
  panel.querySelector('.queens-steps-n').value = String(n);
  panel.querySelector('.queens-steps-start').click();
  const status = panel.querySelector('.queens-steps-status');
  const seen = [];
  for (let step = 0; step < steps; step += 1) {
    panel.querySelector('.queens-steps-step').click();
    seen.push({text: status.textContent,
               queens: panel.querySelectorAll('.queens-steps-square:not(:empty)').length});
  }
  panel.querySelector('.queens-steps-finish').click();
  return {seen, nodes: Number(status.dataset.nodes), solutions: Number(status.dataset.solutions),
          fundamental: Number(status.dataset.fundamental), state: status.dataset.state};
})(...arguments)"""

READ_WITHOUT_SCRIPT = """(() => ({
  heading: (document.querySelector('article h1') || {}).textContent || '',
  paragraphs: document.querySelectorAll('article p').length,
  code: document.querySelectorAll('article pre').length,
  forms: document.querySelectorAll('.queens-panel-controls').length,
  text: document.body.innerText,
}))()"""


def evaluate(browser: webdriver.Chrome, expression: str, *arguments: object) -> object:
    """The value of `expression` on the page, a promise's once it settles."""
    return browser.execute_script("return " + expression, *arguments)


def run(browser: webdriver.Chrome, solver: int, mode: str, n: int) -> dict:
    return evaluate(browser, RUN, solver, mode, n)


def is_solution(columns: list[int]) -> bool:
    n = len(columns)
    return (sorted(columns) == list(range(n)) and
            len({row + column for row, column in enumerate(columns)}) == n and
            len({row - column for row, column in enumerate(columns)}) == n)


def tally(answer: dict, unit: str) -> int | None:
    return next((t["count"] for t in answer.get("work", []) if t["unit"] == unit), None)


class Checks:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.passed = 0

    def expect(self, holds: bool, what: str) -> None:
        if holds:
            self.passed += 1
        else:
            self.failures.append(what)


def open_panel(browser: webdriver.Chrome, origin: str, page: str, checks: Checks) -> bool:
    _, errors = load(browser, f"{origin}/{page}")
    checks.expect(not errors, f"{page} loads without an error: {errors}")
    state = evaluate(browser, WAIT_FOR_PANEL)
    checks.expect(state == "ready", f"{page}: the panel starts (it says: {state})")
    return state == "ready"


def check_chapter(browser: webdriver.Chrome, origin: str, page: str, checks: Checks) -> None:
    if not open_panel(browser, origin, page, checks):
        return
    main = evaluate(browser, DESCRIBE)[0]
    mode = main["modes"][0]
    n = min(6, main["largest"][mode])
    answer = run(browser, 0, mode, n)
    if mode == "find":
        checks.expect(is_solution(answer.get("solution") or []),
                      f"{page}: the panel finds a solution of the {n} × {n} board ({answer})")
    else:
        checks.expect(answer.get("total") == A000170[n],
                      f"{page}: the panel {mode}s {A000170[n]} solutions for n = {n} ({answer})")
    refused = run(browser, 0, mode, main["largest"][mode] + 1)
    checks.expect("error" in refused,
                  f"{page}: the panel refuses a board past the largest it offers ({refused})")


def check_backtracking(browser: webdriver.Chrome, origin: str, page: str, checks: Checks) -> None:
    if not open_panel(browser, origin, page, checks):
        return
    for solver in (0, 1):
        for n in range(1, 11):
            answer = run(browser, solver, "count", n)
            checks.expect(answer.get("total") == A000170[n],
                          f"{page}: solver {solver} counts {A000170[n]} for n = {n} ({answer})")


def check_steps(browser: webdriver.Chrome, origin: str, chapter: str, page: str, checks: Checks) -> None:
    """Steps through n = 4 and 6: the nodes at the end are the count of the solver whose tree
    the step-through walks, and its full boards are the solutions (chapter 08: the boards it
    checks, the fundamental solutions among them)."""
    if not open_panel(browser, origin, page, checks):
        return
    for n, steps in ((4, 6), (6, 3)):
        counted = run(browser, STEPPING[chapter], "count", n)
        stepped = evaluate(browser, STEP, n, steps)
        checks.expect(stepped["state"] == "done", f"{page}: the step-through ends ({stepped})")
        checks.expect(stepped["nodes"] == tally(counted, "nodes"),
                      f"{page}: stepping n = {n} shows {tally(counted, 'nodes')} nodes, the "
                      f"chapter's count ({stepped['nodes']})")
        if chapter == "ch08":
            checks.expect(stepped["solutions"] == tally(counted, "boards checked") and
                          stepped["fundamental"] == A002562[n] == counted.get("unique"),
                          f"{page}: stepping n = {n} meets the {tally(counted, 'boards checked')}"
                          f" boards it checks and keeps {A002562[n]} ({stepped})")
        else:
            checks.expect(stepped["solutions"] == A000170[n],
                          f"{page}: stepping n = {n} meets {A000170[n]} solutions ({stepped})")
        checks.expect(len(stepped["seen"]) == steps and all(s["queens"] >= 1
                                                            for s in stepped["seen"]),
                      f"{page}: each step draws its queens ({stepped['seen']})")
        if n == 4 and chapter in CHAPTER_05S_TREE:
            checks.expect(stepped["nodes"] == 17,
                          f"{page}: the 4 × 4 tree has 17 nodes ({stepped['nodes']})")
            # The search's first steps: 0 in row 0, 2 in row 1, then row 2 has no free square.
            checks.expect("has no free square: back to row 1" in stepped["seen"][2]["text"],
                          f"{page}: the third step is a dead end ({stepped['seen']})")


def check_without_script(browser: webdriver.Chrome, origin: str, page: str,
                         checks: Checks) -> None:
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    browser.get(f"{origin}/{page}")
    read = evaluate(browser, READ_WITHOUT_SCRIPT)
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    checks.expect(read["heading"].strip() != "" and read["paragraphs"] > 20 and read["code"] > 5,
                  f"{page} reads with JavaScript off: heading, text and code ({read['heading']}, "
                  f"{read['paragraphs']} paragraphs, {read['code']} code blocks)")
    checks.expect(read["forms"] == 0 and "The panel needs JavaScript" in read["text"],
                  f"{page} with JavaScript off says what the panel needs, and shows no form")


def time_largest(browser: webdriver.Chrome, origin: str, pages: list[str]) -> None:
    for page in pages:
        load(browser, f"{origin}/{page}")
        if evaluate(browser, WAIT_FOR_PANEL) != "ready":
            print(f"{page}: no panel")
            continue
        for solver in evaluate(browser, DESCRIBE):
            for mode in solver["modes"]:
                n = solver["largest"][mode]
                answer = run(browser, solver["index"], mode, n)
                print(f"{page}: {solver['name']}, {mode}, n = {n}: "
                      f"{answer.get('milliseconds', 0) / 1000:.2f} s "
                      f"{answer.get('total', answer.get('error', ''))}", flush=True)


def main() -> int:
    options = browser_options(__doc__.splitlines()[0])
    options.add_argument("--time-largest", action="store_true")
    options.add_argument("chapters", nargs="*", help="chNN: the chapters built with a panel")
    arguments = options.parse_args()

    site = arguments.site.resolve()
    model = {chapter["id"]: chapter for chapter in chapters_of(arguments.model)}
    pages = {}
    for chapter in arguments.chapters:
        page = page_of(model[chapter]) if chapter in model else None
        if page is None or not (site / page).is_file():
            print(f"test_panels: no page for {chapter} in {site}: build the site first")
            return 1
        pages[chapter] = page
    if not pages:
        print("test_panels: the site was built without panels (no Emscripten): nothing to test")
        return 0

    checks = Checks()
    with serving(site) as origin, chromium(arguments.chromium, arguments.chromedriver) as browser:
        browser.set_script_timeout(SCRIPT_TIMEOUT)
        if arguments.time_largest:
            time_largest(browser, origin, list(pages.values()))
            return 0
        try:
            for page in pages.values():
                check_chapter(browser, origin, page, checks)
            if "ch05" in pages:
                check_backtracking(browser, origin, pages["ch05"], checks)
            for chapter in STEPPING:
                if chapter in pages:
                    check_steps(browser, origin, chapter, pages[chapter], checks)
            check_without_script(browser, origin, next(iter(pages.values())), checks)
        except WebDriverException as error:
            checks.failures.append(f"the browser: {error.msg}")
    for failure in checks.failures:
        print(f"FAILED {failure}")
    print(f"test_panels: {checks.passed} checks passed, {len(checks.failures)} failed, "
          f"on {len(pages)} chapters' panels")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
