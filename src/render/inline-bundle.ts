/**
 * An inline script made from a browser module: bundled with its imports,
 * minified, as one expression that runs where it stands. Inline, because a
 * script file would be requested at page load (docs/performance.md); built
 * rather than written by hand, so the browser runs the very functions the
 * build and the tests use.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** What esbuild writes for an entry with nothing to run (an IIFE of nothing, or no output at all). */
const EMPTY_BUNDLE: ReadonlySet<string> = new Set(['', '(()=>{})();']);

/** Thrown when a browser module cannot be made into an inline script. */
export class InlineScriptError extends Error {
  override readonly name = 'InlineScriptError';
  constructor(
    readonly entry: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`inline script ${entry}: ${message}`, options);
  }
}

/**
 * The inline script of `entry`, a path from the project's root. The root is
 * the working directory: every build, test and script runs from it (npm
 * runs its scripts there), while a bundled page module's own URL points into
 * the build's output. The same sources give the same bytes, so its CSP hash
 * is stable.
 */
export function bundleInlineScript(entry: string): string {
  const file = path.resolve(process.cwd(), entry);
  if (!existsSync(file)) {
    throw new InlineScriptError(entry, `not found from ${process.cwd()}; run the build from the project's root`);
  }
  let code: string;
  try {
    const result = buildSync({
      entryPoints: [file],
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      // UTF-8 pages: å, ä, ö and × stay as they are, not \u escapes.
      charset: 'utf8',
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]?.text ?? '';
  } catch (cause) {
    throw new InlineScriptError(entry, 'could not be bundled', { cause });
  }
  // An entry whose statements were all types or unused imports bundles to
  // an empty wrapper: a page would ship a script that does nothing.
  if (EMPTY_BUNDLE.has(code.trim())) throw new InlineScriptError(entry, 'bundled to nothing: no statement of it runs');
  return code.trimEnd();
}
