/**
 * One chart draws at a time. Initialising an ECharts instance and drawing an option are
 * synchronous and can take tens of milliseconds each; a page that mounts six charts at once
 * would draw all of them in the same animation frame, one main-thread task of several hundred
 * milliseconds. Charts therefore take turns: a chart gets its turn in a fresh task,
 * keeps it until ECharts reports its first rendered frame, and the next chart starts after that,
 * so each draw is its own task and input and painting get through between them.
 */
interface Job {
  run: () => void;
}

/** A turn that never reports back (hidden chart, lost event) must not stall the others. */
const MAX_TURN_MS = 1500;

const waiting: Job[] = [];
let active: Job | null = null;
let activeTimer: ReturnType<typeof setTimeout> | undefined;
let scheduled = false;

function next() {
  if (active || scheduled || waiting.length === 0) return;
  scheduled = true;
  // A new task, not a microtask: the browser paints and handles input between two draws.
  setTimeout(() => {
    scheduled = false;
    if (active) return;
    const job = waiting.shift();
    if (!job) return;
    active = job;
    activeTimer = setTimeout(() => finish(job), MAX_TURN_MS);
    job.run();
  }, 0);
}

function finish(job: Job) {
  if (active === job) {
    active = null;
    clearTimeout(activeTimer);
    next();
    return;
  }
  const i = waiting.indexOf(job);
  if (i >= 0) waiting.splice(i, 1);
}

/**
 * Queues `run` for the chart's turn. The returned function ends the turn (call it once the chart
 * has drawn) or, if the turn has not come yet, withdraws the request. Calling it twice is safe.
 */
export function requestDrawTurn(run: () => void): () => void {
  const job: Job = { run };
  waiting.push(job);
  next();
  return () => finish(job);
}
