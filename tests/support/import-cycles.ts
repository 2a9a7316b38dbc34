/**
 * Import cycles between modules, found by dependency-cruiser (issue 37 §3):
 * a cycle makes a module's meaning depend on load order and ties folders
 * that the phase rules keep apart. Type-only imports count too: they tie
 * the modules' designs together as much as a value does.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';

/** One cycle, as the chain of files from the importer back to itself. */
export type Cycle = readonly string[];

/** Every import cycle among the modules under `roots` (paths relative to `cwd`), one entry per edge that closes one. */
export async function importCycles(
  roots: readonly string[],
  options: { cwd: string; tsConfig?: string },
): Promise<Cycle[]> {
  const previous = process.cwd();
  // dependency-cruiser resolves the roots and reports paths from the working directory.
  process.chdir(options.cwd);
  try {
    const reported = await cruise(
      [...roots],
      {
        tsPreCompilationDeps: true,
        ...(options.tsConfig === undefined ? {} : { tsConfig: { fileName: options.tsConfig } }),
        // The pulled data: JSON, not modules.
        exclude: { path: ['^src/data/'] },
        validate: true,
        ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
        outputType: 'json',
      },
      { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
    );
    const result: ICruiseResult =
      typeof reported.output === 'string' ? (JSON.parse(reported.output) as ICruiseResult) : reported.output;
    return result.summary.violations
      .filter((violation) => violation.rule.name === 'no-circular')
      .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)]);
  } finally {
    process.chdir(previous);
  }
}
