/**
 * Linear time without a time limit (issue 34). A parser of untrusted text
 * must run in time linear in its input (issue 19); a test of that must not
 * pass or fail with the machine's speed. So no test asserts how long
 * anything takes: it asserts how the time grows. The same work runs on an
 * input and on one 8 times as large, back to back in one process, and the
 * ratio of the two times is judged: linear work gives about 8, quadratic
 * about 64, exponential far more. A slower machine slows both sides alike.
 *
 * Noise cannot make linear work fail: each side is the fastest of several
 * runs (a collection or a busy core lands on one run, not on all), a side
 * under {@link FLOOR_MS} counts as that much (a timer tick is not a
 * growth), and a ratio at or over {@link LINEAR_LIMIT} is measured again,
 * up to three times. Every run is also watched by node:vm's watchdog, so
 * work stuck in a backtracking pattern fails after {@link HANG_GUARD_MS}
 * instead of hanging the test run (Vitest's timeout cannot stop
 * synchronous code): a guard against a hang, thousands of times what any
 * of these inputs takes, never a verdict.
 *
 * The ReDoS check (tests/unit/redos.test.ts) proves every pattern of src/
 * linear by step counts; these tests cover the code around the patterns.
 */
import vm from 'node:vm';

/** Growth for 8× the input that no linear work reaches: linear is about 8, quadratic 64. */
export const LINEAR_LIMIT = 24;

/** Times below this are noise (a timer tick, a collection): they count as this. */
export const FLOOR_MS = 0.2;

/** A run this long is stuck, not slow. */
export const HANG_GUARD_MS = 60_000;

const RUNS = 3;
const ATTEMPTS = 3;

/** One context for every watched run (a new one per run would cost more than many of the runs). */
const watched = vm.createContext({ timed: (): number => Number.NaN });
const script = new vm.Script('timed()');

/** Milliseconds `work` took, run under node:vm's watchdog. */
function timeOnce(work: () => unknown, guardMs = HANG_GUARD_MS): number {
  watched.timed = () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  return script.runInContext(watched, { timeout: guardMs }) as number;
}

export interface GrowthOptions<Input> {
  /**
   * Turns the input into the one a run reads, untimed, before each run:
   * for work that caches by its input (the fact reader caches descriptions),
   * so every run does the work.
   */
  readonly fresh?: (input: Input) => Input;
  /** The hang guard of each run (default {@link HANG_GUARD_MS}; the helper's own test shortens it). */
  readonly hangGuardMs?: number;
}

/**
 * How much longer `run` takes on `make(8 × size)` than on `make(size)`:
 * the fastest of three runs each, both sides at least {@link FLOOR_MS},
 * measured again while at or over {@link LINEAR_LIMIT} (three tries).
 */
export function growth<Input>(
  make: (size: number) => Input,
  run: (input: Input) => unknown,
  size: number,
  options: GrowthOptions<Input> = {},
): number {
  const small = make(size);
  const large = make(8 * size);
  const fastest = (input: Input): number => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < RUNS; i += 1) {
      const read = options.fresh ? options.fresh(input) : input;
      best = Math.min(
        best,
        timeOnce(() => run(read), options.hangGuardMs),
      );
    }
    return Math.max(best, FLOOR_MS);
  };
  // The first run of any code compiles it: not part of either side.
  timeOnce(() => run(options.fresh ? options.fresh(small) : small), options.hangGuardMs);
  let ratio = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < ATTEMPTS && ratio >= LINEAR_LIMIT; attempt += 1) {
    ratio = Math.min(ratio, fastest(large) / fastest(small));
  }
  return ratio;
}
