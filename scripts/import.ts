/**
 * `npm run import -- --shop <host> --file <path-or-URL> (--out DIR | [--max-drop SHARE] [--force]) [--format F] [--report FILE] [--now ISO] [--allow-empty]`
 *
 * Reads one shop's feed (Adtraction XML or CSV, Google Merchant XML or TSV,
 * Awin CSV, Tradedoubler XML; sniffed unless --format names it; gzip and
 * the declared encoding read as they are) and writes that shop's rows into
 * DIR/product_feed_static.json, keeping every other row as it was, so
 * `npm run pull -- --sample-dir DIR` builds from it. The shop is the row of
 * DIR/shops.json one of whose hosts --shop names. Prints the report (every
 * item skipped or repaired, with its reason; the categories no mapping
 * knows); --report FILE also writes it as JSON. --now sets the instant sale
 * dates are compared with (the clock by default).
 *
 * Without --out it writes to Supabase (SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY): the shop from public.shops, its rows replaced
 * in one transaction by public.replace_shop_rows, refused when the feed
 * has more than --max-drop (default 0.5) fewer rows than the shop has now,
 * unless --force. Exit codes: src/import/errors.ts
 * (IMPORT_EXIT) and docs/feeds.md. The logic is in src/import/.
 *
 * `npm run import -- --all [--summary FILE] [--now ISO]`: every active
 * shop's feed from the database (src/import/all-shops.ts), one after the
 * other; a shop whose feed fails keeps its rows and is named, exit 8 when
 * any did. --summary FILE writes what happened as JSON (`changed` says
 * whether a rebuild would show anything new).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exitCodeOfAll, formatAllShops, importAllShops } from '../src/import/all-shops';
import { DEFAULT_MAX_DROP, type SupabaseTarget, supabaseTargetFromEnv } from '../src/import/database';
import { IMPORT_EXIT, ImportError, type ImportExitCode, importFailureOf } from '../src/import/errors';
import { formatSummary } from '../src/import/report';
import { NoRowsError, runImport } from '../src/import/run';
import { type FeedFormat, FORMATS, isFormat } from '../src/import/sniff';

const USAGE = `usage: npm run import -- --shop <host> --file <path-or-URL> (--out DIR | [--max-drop SHARE] [--force]) [--format ${FORMATS.join('|')}] [--report FILE] [--now ISO-8601] [--allow-empty]
       npm run import -- --all [--summary FILE] [--now ISO-8601]`;

/** Options of one shop's import that --all does not take: each shop's feed, format and guard come from the database. */
const SINGLE_SHOP_ONLY = ['shop', 'file', 'out', 'format', 'report', 'allow-empty', 'max-drop', 'force'] as const;

async function main(): Promise<ImportExitCode | typeof IMPORT_EXIT.ok> {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (error) {
    throw new ImportError(`${(error as Error).message}\n${USAGE}`, { kind: 'usage', cause: error });
  }
  const { shop, file, out, format, report, now } = values;
  // npm runs scripts in the project's folder; relative paths are the caller's (npm's INIT_CWD).
  const here = process.env.INIT_CWD ?? process.cwd();
  const local = (location: string) => path.resolve(here, location);
  const instant = now === undefined ? undefined : Date.parse(now);
  if (instant !== undefined && Number.isNaN(instant)) {
    throw new ImportError(`--now ${now} is not an ISO 8601 instant`, { kind: 'usage' });
  }
  if (values.all) {
    const given = SINGLE_SHOP_ONLY.filter((name) => values[name] !== undefined && values[name] !== false);
    if (given.length > 0)
      throw new ImportError(`--all takes no ${given.map((name) => `--${name}`).join(', ')}\n${USAGE}`, {
        kind: 'usage',
      });
    const supabaseAll = supabaseTargetFromEnv(process.env, { maxDrop: DEFAULT_MAX_DROP, force: false });
    const all = await importAllShops({
      supabase: supabaseAll,
      now: instant,
      onShop: (outcome) => {
        if (outcome.report) process.stdout.write(formatSummary(outcome.report));
        if (outcome.error !== null) process.stderr.write(`${outcome.shop}: ${outcome.error}\n`);
      },
    });
    process.stdout.write(formatAllShops(all));
    if (values.summary !== undefined) await writeFile(local(values.summary), `${JSON.stringify(all, null, 2)}\n`);
    return exitCodeOfAll(all);
  }
  if (values.summary !== undefined) throw new ImportError(`--summary goes with --all\n${USAGE}`, { kind: 'usage' });
  if (shop === undefined || file === undefined)
    throw new ImportError(`--shop and --file are required\n${USAGE}`, { kind: 'usage' });
  const maxDrop = values['max-drop'] === undefined ? DEFAULT_MAX_DROP : Number(values['max-drop']);
  if (!(maxDrop >= 0 && maxDrop <= 1))
    throw new ImportError(`--max-drop ${values['max-drop']} is not a share from 0 to 1`, { kind: 'usage' });
  if (out !== undefined && (values.force || values['max-drop'] !== undefined))
    throw new ImportError('--force and --max-drop apply to writing to Supabase, not to --out', { kind: 'usage' });
  // Without --out the rows go to Supabase; the environment is checked before the feed is read.
  const supabase: SupabaseTarget | undefined =
    out === undefined ? supabaseTargetFromEnv(process.env, { maxDrop, force: values.force }) : undefined;
  let feedFormat: FeedFormat | undefined;
  if (format !== undefined) {
    if (!isFormat(format))
      throw new ImportError(`--format ${format} is not one of ${FORMATS.join(', ')}`, { kind: 'usage' });
    feedFormat = format;
  }
  const source = /^[a-z][a-z0-9+.-]*:\/\//iu.test(file) ? file : local(file);
  let summary: Awaited<ReturnType<typeof runImport>>;
  try {
    summary = await runImport({
      shop,
      file: source,
      out: out === undefined ? undefined : local(out),
      supabase,
      format: feedFormat,
      now: instant,
      allowEmpty: values['allow-empty'],
    });
  } catch (error) {
    if (error instanceof NoRowsError) process.stdout.write(formatSummary(error.summary));
    throw error;
  }
  process.stdout.write(formatSummary(summary));
  if (report !== undefined) await writeFile(local(report), `${JSON.stringify(summary, null, 2)}\n`);
  return IMPORT_EXIT.ok;
}

function parse() {
  return parseArgs({
    options: {
      shop: { type: 'string' },
      file: { type: 'string' },
      out: { type: 'string' },
      format: { type: 'string' },
      report: { type: 'string' },
      now: { type: 'string' },
      'allow-empty': { type: 'boolean', default: false },
      'max-drop': { type: 'string' },
      force: { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      summary: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const failure = importFailureOf(error);
    process.stderr.write(`${failure.text}\n`);
    process.exitCode = failure.exitCode;
  },
);
