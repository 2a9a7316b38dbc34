import type { RowTime } from '../dataset/schemas/report';
import { ROW_BUDGET_MS } from './row-limits';

/**
 * The time each row's normalisation takes (issue 19: never more than
 * {@link ROW_BUDGET_MS}, whatever its content). Measured as the thread's
 * CPU time, with wall time beside it: on a busy build machine wall time
 * also counts the time other processes held the core, and a row would be
 * blamed for its neighbours. The CPU clock ticks in steps of up to 4 ms on
 * Linux, far below the budget.
 */

/** Slowest rows the report names. */
const SLOWEST_KEPT = 5;

type Clock = () => number;

/** Microseconds of CPU this thread has used (the process's on runtimes without a thread clock). */
const cpuMicros: Clock = () => {
  const usage = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return usage.user + usage.system;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

interface Timed {
  readonly row: string;
  readonly cpuMs: number;
  readonly wallMs: number;
}

export class RowTimer {
  private cpuStart = 0;
  private wallStart = 0;
  private rows = 0;
  private totalCpuMs = 0;
  private readonly slowest: Timed[] = [];
  private readonly over: Timed[] = [];

  constructor(
    private readonly budgetMs = ROW_BUDGET_MS,
    private readonly cpu: Clock = cpuMicros,
    private readonly wall: Clock = () => performance.now(),
  ) {}

  start(): void {
    this.cpuStart = this.cpu();
    this.wallStart = this.wall();
  }

  /** Ends the row started last; `row` names it (as the warnings do). */
  stop(row: string): void {
    const timed = { row, cpuMs: (this.cpu() - this.cpuStart) / 1000, wallMs: this.wall() - this.wallStart };
    this.rows += 1;
    this.totalCpuMs += timed.cpuMs;
    if (timed.cpuMs > this.budgetMs) this.over.push(timed);
    const last = this.slowest.at(-1);
    if (this.slowest.length < SLOWEST_KEPT || (last && timed.cpuMs > last.cpuMs)) {
      this.slowest.push(timed);
      this.slowest.sort((a, b) => b.cpuMs - a.cpuMs || b.wallMs - a.wallMs);
      this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
    }
  }

  /** One warning per row over the budget, naming it. */
  overBudget(): string[] {
    return this.over.map(
      ({ row, cpuMs }) =>
        `${row}: took ${round(cpuMs)} ms to normalise, over the budget of ${this.budgetMs} ms a row (a bug: the size limits should prevent it; please report the row)`,
    );
  }

  summary(): RowTime {
    return {
      budget_ms: this.budgetMs,
      rows: this.rows,
      total_cpu_ms: round(this.totalCpuMs),
      over_budget: this.over.length,
      slowest: this.slowest.map(({ row, cpuMs, wallMs }) => ({ row, cpu_ms: round(cpuMs), wall_ms: round(wallMs) })),
    };
  }
}
