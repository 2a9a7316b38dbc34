import { spawnSync } from 'node:child_process';

export interface Measure {
  readonly wallSeconds: number;
  /** User plus system CPU seconds of the whole process tree: steadier than wall time on a shared machine. */
  readonly cpuSeconds: number;
  readonly peakRssMb: number;
}

export interface TimedRun extends Measure {
  /** The command's standard output (its build log, when not redirected). */
  readonly stdout: string;
}

/** Runs a shell command as one process tree under GNU time (`/usr/bin/time -v`); fails loudly. */
export function timed(command: string, cwd: string, extraEnv: Record<string, string> = {}, label = 'bench'): TimedRun {
  const result = spawnSync('/usr/bin/time', ['-v', 'sh', '-c', command], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...extraEnv },
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = result.stderr;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), report.slice(-4000));
    throw new Error(`${label}: "${command}" failed with exit code ${result.status}`);
  }
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(report);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  const user = /User time \(seconds\): ([\d.]+)/.exec(report);
  const system = /System time \(seconds\): ([\d.]+)/.exec(report);
  if (!wall || !rss || !user || !system) throw new Error(`${label}: could not read /usr/bin/time output`);
  const wallSeconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return {
    wallSeconds,
    cpuSeconds: Number(user[1]) + Number(system[1]),
    peakRssMb: Number(rss[1]) / 1024,
    stdout: result.stdout,
  };
}
