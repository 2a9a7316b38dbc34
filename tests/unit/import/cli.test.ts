/**
 * Issue 36: `npm run import`'s command line (scripts/import.ts) — the
 * report printed and written, and the exit codes of src/import/errors.ts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEEDS, scratchOut } from '../../support/import-feeds';
import { runScript, type ScriptResult } from '../../support/run-script';

function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<ScriptResult> {
  // No Supabase settings of the developer's shell: without --out they would make the import write there.
  return runScript('scripts/import.ts', args, {
    ...process.env,
    SUPABASE_URL: '',
    SUPABASE_SERVICE_ROLE_KEY: '',
    ...env,
  });
}

describe('npm run import', () => {
  it('imports, prints the report and writes it as JSON', async () => {
    const dir = await scratchOut();
    const report = path.join(dir, '..', `${path.basename(dir)}-report.json`);
    const result = await runCli([
      '--shop',
      'kylmagasinet.se',
      '--file',
      path.join(FEEDS, 'adtraction.xml'),
      '--out',
      dir,
      '--report',
      report,
      '--now',
      '2026-11-28T12:00:00Z',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('items read 9, rows kept 5, skipped 4');
    expect(result.stdout).toContain('skipped item 4 "KM-1004" (line 51): no price');
    expect(JSON.parse(await readFile(report, 'utf8'))).toMatchObject({ shop: 'kylmagasinet', rows_kept: 5 });
  });

  it('exits 2 without --out and without the Supabase settings, naming what is missing', async () => {
    const feed = path.join(FEEDS, 'adtraction.xml');
    const result = await runCli(['--shop', 'kylmagasinet.se', '--file', feed]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('writing to Supabase needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
    const noKey = await runCli(['--shop', 'kylmagasinet.se', '--file', feed], {
      SUPABASE_URL: 'https://x.supabase.co',
    });
    expect(noKey.stderr).toContain('writing to Supabase needs SUPABASE_SERVICE_ROLE_KEY (');
    const dir = await scratchOut();
    for (const [args, message] of [
      [['--max-drop', '1.5'], '--max-drop 1.5 is not a share from 0 to 1'],
      [['--out', dir, '--force'], '--force and --max-drop apply to writing to Supabase'],
    ] as const) {
      const refused = await runCli(['--shop', 'kylmagasinet.se', '--file', feed, ...args]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(message);
    }
  });

  it("--all takes none of one shop's options, --summary only goes with --all, and --all needs the Supabase settings", async () => {
    const feed = path.join(FEEDS, 'adtraction.xml');
    const mixed = await runCli(['--all', '--shop', 'kylmagasinet.se', '--file', feed, '--force']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('--all takes no --shop, --file, --force');
    const alone = await runCli(['--shop', 'kylmagasinet.se', '--file', feed, '--summary', 'x.json']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--summary goes with --all');
    const noSettings = await runCli(['--all']);
    expect(noSettings.code).toBe(2);
    expect(noSettings.stderr).toContain('writing to Supabase needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY');
    const badNow = await runCli(['--all', '--now', 'i morgon']);
    expect(badNow.code).toBe(2);
    expect(badNow.stderr).toContain('--now i morgon is not an ISO 8601 instant');
  });

  it('exits 2 on an unknown option or format, 3 on an unknown shop, 4 on a feed it cannot parse', async () => {
    const dir = await scratchOut();
    const feed = path.join(FEEDS, 'adtraction.xml');
    expect((await runCli(['--shop', 'x.se', '--file', feed, '--out', dir, '--colour', 'red'])).code).toBe(2);
    expect((await runCli(['--shop', 'kylmagasinet.se', '--file', feed, '--out', dir, '--format', 'rss'])).code).toBe(2);
    const unknown = await runCli(['--shop', 'okänd.se', '--file', feed, '--out', dir]);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('add a row to shops');
    const broken = path.join(dir, '..', `${path.basename(dir)}-broken.xml`);
    await writeFile(broken, '<products><product><SKU>A</SKU>');
    const failed = await runCli([
      '--shop',
      'kylmagasinet.se',
      '--file',
      broken,
      '--out',
      dir,
      '--format',
      'adtraction-xml',
    ]);
    expect(failed.code).toBe(4);
    expect(failed.stderr).toContain('not well-formed');
  });
});
