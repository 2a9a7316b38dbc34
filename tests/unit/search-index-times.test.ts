import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  childPeakMb,
  childPids,
  childrenEnded,
  formatIndexTimes,
  parseIndexTimes,
} from '../../src/features/search/search-index.build';

const proc = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-proc-'));
afterAll(() => rmSync(proc, { recursive: true, force: true }));

function fakeProcess(pid: number, comm: string, ppid: number, hwmKb: number | null): void {
  mkdirSync(path.join(proc, String(pid)));
  writeFileSync(
    path.join(proc, String(pid), 'stat'),
    `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0\n`,
  );
  writeFileSync(
    path.join(proc, String(pid), 'status'),
    `Name:\t${comm}\n${hwmKb === null ? '' : `VmHWM:\t  ${hwmKb} kB\n`}VmRSS:\t    1000 kB\n`,
  );
}

describe('childPeakMb', () => {
  it("reads the peak memory of the build's own Pagefind process, not another's", () => {
    fakeProcess(100, 'node', 1, 900_000);
    fakeProcess(101, 'pagefind_extend', 100, 1_048_576);
    fakeProcess(102, 'pagefind_extend', 55, 4_000_000);
    fakeProcess(103, 'we (ird) name', 100, 10);
    mkdirSync(path.join(proc, 'self'));
    expect(childPeakMb('pagefind', 100, proc)).toBe(1024);
    expect(childPeakMb('pagefind', 7, proc)).toBeNull();
    expect(childPeakMb('we (ird', 100, proc)).toBeCloseTo(10 / 1024);
  });

  it('says nothing rather than guess where there is no /proc', () => {
    expect(childPeakMb('pagefind', 100, path.join(proc, 'missing'))).toBeNull();
  });
});

describe('childrenEnded', () => {
  it('waits until the child is gone from /proc, and gives up after its limit', async () => {
    fakeProcess(200, 'node', 1, 1);
    fakeProcess(201, 'pagefind_extend', 200, 1);
    expect(childPids('pagefind', 200, proc)).toEqual(['201']);
    let gone = false;
    setTimeout(() => {
      rmSync(path.join(proc, '201'), { recursive: true });
      gone = true;
    }, 60);
    expect(await childrenEnded('pagefind', 60_000, 200, proc)).toBe(true);
    // It answered once the child was gone, not before.
    expect(gone).toBe(true);
    fakeProcess(202, 'pagefind_extend', 200, 1);
    expect(await childrenEnded('pagefind', 50, 200, proc)).toBe(false);
    expect(await childrenEnded('pagefind', 50, 999, proc)).toBe(true);
  });
});

describe('index times in the build log', () => {
  it('are read back as they were written, the peak unknown included', () => {
    const times = { indexSeconds: 3.94, writeSeconds: 4.06, peakMb: 1013.4 };
    const line = `pagefind/: 10155 pages indexed; ${formatIndexTimes(times)}`;
    expect(line).toContain("read and indexed in 3.9 s, written in 4.1 s, Pagefind's process peaked at 1013 MiB");
    expect(parseIndexTimes(`other\n${line}\nmore`)).toEqual({ indexSeconds: 3.9, writeSeconds: 4.1, peakMb: 1013 });
    expect(parseIndexTimes(formatIndexTimes({ ...times, peakMb: null }))).toEqual({
      indexSeconds: 3.9,
      writeSeconds: 4.1,
      peakMb: null,
    });
    expect(parseIndexTimes('no index here')).toBeNull();
  });
});
