// The chapters' panels. A chapter page built with its panel holds
//   <div class="queens-panel" data-script="…/chNN.js" data-factory="queens_panel_chNN">
// with text for a reader without JavaScript; this script loads the chapter's solvers, compiled
// to WebAssembly (docs/panels), and puts a form there: a solver, what to do, a board size, and
// the answer, the work the solver reports and the time it took in this browser. Where the
// chapter offers it, a second part steps through the search on a drawn board, one queen at a
// time, as the chapter's search placed them.
(() => {
  "use strict";

  const numberFormat = new Intl.NumberFormat("en");

  function element(tag, properties = {}, children = []) {
    const made = Object.assign(document.createElement(tag), properties);
    for (const child of children) {
      made.append(child);
    }
    return made;
  }

  function loadModule(panel) {
    return new Promise((resolve, reject) => {
      const script = element("script", { src: panel.dataset.script });
      script.onload = () => window[panel.dataset.factory]().then(resolve, reject);
      script.onerror = () => reject(new Error(`cannot load ${panel.dataset.script}`));
      document.head.append(script);
    });
  }

  function workText(work) {
    return work.map((tally) => `${numberFormat.format(tally.count)} ${tally.unit}`).join(", ");
  }

  function answerText(answer) {
    if (answer.error) {
      return answer.error;
    }
    const lines = [];
    if (answer.mode === "find") {
      lines.push(answer.solution
        ? `n = ${answer.n}: a solution, columns ${answer.solution.join(" ")}`
        : `n = ${answer.n}: no solution`);
    } else {
      const unique = answer.unique !== undefined
        ? ` (${numberFormat.format(answer.unique)} fundamental)` : "";
      lines.push(`n = ${answer.n}: ${numberFormat.format(answer.total)} solutions${unique}`);
      for (const solution of answer.solutions || []) {
        lines.push(`  ${solution.join(" ")}`);
      }
      if (answer.solutions && answer.solutions.length < answer.total) {
        lines.push(`  … the first ${answer.solutions.length} shown`);
      }
    }
    lines.push(`work: ${workText(answer.work)}`);
    lines.push(`time: ${answer.milliseconds.toFixed(1)} ms in this browser`);
    return lines.join("\n");
  }

  // Runs `work` after the browser has drawn the "running" state.
  function afterPaint(work) {
    requestAnimationFrame(() => setTimeout(work, 0));
  }

  function runForm(panel, module, chapter) {
    const solver = element("select", { className: "queens-panel-solver" },
      chapter.solvers.map((described, index) => element("option", {
        value: String(index),
        textContent: described.variant || "the chapter's solver",
        title: described.space,
      })));
    const mode = element("select", { className: "queens-panel-mode" });
    const size = element("input", { className: "queens-panel-n", type: "number", value: "8" });
    const run = element("button", { className: "queens-panel-run", type: "button",
      textContent: "Run" });
    const result = element("pre", { className: "queens-panel-result" });
    result.dataset.state = "idle";

    function offer() {
      const described = chapter.solvers[Number(solver.value)];
      const chosen = mode.value;
      mode.replaceChildren(...described.modes.map((name) => element("option",
        { value: name, textContent: name })));
      if (described.modes.includes(chosen)) {
        mode.value = chosen;
      }
      size.min = "1";
      size.max = String(described.largest[mode.value]);
      if (Number(size.value) > Number(size.max)) {
        size.value = size.max;
      }
    }
    solver.addEventListener("change", offer);
    mode.addEventListener("change", offer);
    offer();

    run.addEventListener("click", () => {
      result.dataset.state = "running";
      result.textContent = "running…";
      run.disabled = true;
      afterPaint(() => {
        const answer = JSON.parse(module.ccall("panel_run", "string",
          ["number", "string", "number"], [Number(solver.value), mode.value, Number(size.value)]));
        result.textContent = answerText(answer);
        result.dataset.answer = JSON.stringify(answer);
        result.dataset.state = answer.error ? "refused" : "done";
        run.disabled = false;
      });
    });

    const label = (text, control) => element("label", {}, [`${text} `, control]);
    panel.append(element("div", { className: "queens-panel-controls" }, [
      label("solver", solver), label("do", mode), label("n =", size), run,
    ]), result);
  }

  function stepForm(panel, module) {
    const size = element("input", { className: "queens-steps-n", type: "number", value: "4",
      min: "1", max: "8" });
    const start = element("button", { className: "queens-steps-start", type: "button",
      textContent: "Start" });
    const step = element("button", { className: "queens-steps-step", type: "button",
      textContent: "Step", disabled: true });
    const finish = element("button", { className: "queens-steps-finish", type: "button",
      textContent: "To the end", disabled: true });
    const board = element("div", { className: "queens-steps-board" });
    const status = element("p", { className: "queens-steps-status" });
    let trace = null;
    let shown = 0;
    let queens = []; // [row, column] of each queen on the board, in the order placed
    let inRowOrder = true;
    let solutions = 0;
    let fundamental = 0;

    function draw(event) {
      const n = trace.n;
      const columnOf = new Map(queens);
      board.style.setProperty("--n", String(n));
      board.replaceChildren();
      for (let row = 0; row < n; row += 1) {
        for (let column = 0; column < n; column += 1) {
          const square = element("span", { className: "queens-steps-square" });
          if ((row + column) % 2 === 1) {
            square.classList.add("dark");
          }
          if (columnOf.get(row) === column) {
            square.textContent = "♛";
            if (event && event.row === row) {
              square.classList.add(event.kind);
            }
          }
          board.append(square);
        }
      }
    }

    // One step: the queen goes on top of the `queens` the search says are on the board, so a
    // step to fewer queens than are shown is a backtrack from the dead end or solution shown.
    function advance() {
      const placed = trace.steps[shown];
      const { row, column, forced } = placed;
      shown += 1;
      let kind = forced ? "forced" : "placed";
      let text = forced
        ? `row ${row} has one safe square left: the queen must go in column ${column}`
        : `row ${row}: a queen in column ${column}`;
      if (placed.queens < queens.length) {
        const deadEnd = queens.length === trace.n ? ""
          : inRowOrder ? `row ${queens.length} has no free square: `
          : "a free row has no safe square: ";
        const back = inRowOrder ? `row ${row}`
          : `the board of ${placed.queens} queen${placed.queens === 1 ? "" : "s"}`;
        text = `${deadEnd}back to ${back}, then ${text}`;
        kind = "backtracked";
      }
      queens = queens.slice(0, placed.queens);
      queens.push([row, column]);
      if (queens.length === trace.n) {
        solutions += 1;
        kind = "solution";
        if (!trace.keepsLeast) {
          text += `: solution ${solutions}`;
        } else if (placed.least !== undefined) {
          fundamental += 1;
          text += `: a full board, the least of its class of ${placed.least}, ` +
            `fundamental solution ${fundamental}`;
        } else {
          text += ": a full board, but one of its images comes first, so it is not kept";
        }
      }
      return { row, kind, text };
    }

    function report(event) {
      draw(event);
      const nodes = shown + 1;
      const done = shown === trace.steps.length;
      const what = event ? `${event.text}. ` : `Ready: ${trace.search}, n = ${trace.n}. `;
      status.textContent = `${what}Nodes so far: ${nodes} ` +
        `(the empty board and ${shown} queens placed), ` +
        (trace.keepsLeast ? `full boards: ${solutions}, the least of their class: ${fundamental}`
          : `solutions: ${solutions}`) +
        (done ? `. The search is over: ${workText(trace.work)}.` : "");
      status.dataset.nodes = String(nodes);
      status.dataset.solutions = String(solutions);
      status.dataset.fundamental = String(fundamental);
      status.dataset.state = done ? "done" : "stepping";
      step.disabled = finish.disabled = done;
    }

    start.addEventListener("click", () => {
      trace = JSON.parse(module.ccall("panel_steps", "string", ["number"], [Number(size.value)]));
      if (trace.error) {
        status.textContent = trace.error;
        status.dataset.state = "refused";
        return;
      }
      shown = 0;
      queens = [];
      solutions = 0;
      fundamental = 0;
      inRowOrder = trace.steps.every((placed) => placed.queens === placed.row);
      trace.keepsLeast = trace.steps.some((placed) => placed.least !== undefined);
      report(null);
    });
    step.addEventListener("click", () => report(advance()));
    finish.addEventListener("click", () => {
      let event = null;
      while (shown < trace.steps.length) {
        event = advance();
      }
      report(event);
    });

    panel.append(element("div", { className: "queens-steps" }, [
      element("p", { textContent: "Step through the search on a drawn board, one queen at a " +
        "time, as the chapter's own search places them:" }),
      element("div", { className: "queens-panel-controls" }, [
        element("label", {}, ["n = ", size]), start, step, finish,
      ]),
      board, status,
    ]));
  }

  async function build(panel) {
    const note = panel.querySelector(".queens-panel-loading");
    try {
      const module = await loadModule(panel);
      const chapter = JSON.parse(module.ccall("panel_describe", "string", [], []));
      if (note) {
        note.remove();
      }
      runForm(panel, module, chapter);
      if (module._panel_steps) {
        stepForm(panel, module);
      }
      panel.dataset.state = "ready";
    } catch (error) {
      panel.dataset.state = "failed";
      panel.append(element("p", { textContent: `The panel could not start: ${error.message}` }));
      throw error;
    }
  }

  function start() {
    for (const panel of document.querySelectorAll(".queens-panel")) {
      build(panel);
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
