/**
 * How long a test waits for the state it names before it fails: findBy and waitFor (setup.ts), and
 * `vi.waitFor(check, WAIT_FOR_STATE)`, whose own default is 1 s. CI runs the whole suite once on
 * a shared 2-core machine; at load 10-15 a lazily loaded part (a view, the not-found page, an
 * error's wording) or a request through msw took over a second, and one such wait made the run
 * red. A test still goes on as soon as its state is there; only a failing test waits this long.
 */
export const WAIT_FOR_STATE = { timeout: 15_000 } as const;
