/**
 * The ReDoS checker of issue 19: recheck (a devDependency) decides whether a
 * pattern can take super-linear time on some input, by automata theory where
 * the pattern allows it and by seeded fuzzing where it does not (lookaround,
 * backreferences, large counted repeats). tests/unit/redos.test.ts runs it on
 * every pattern of src/; docs/testing.md says how to read a failure.
 */
import { check, type Diagnostics, type Parameters } from 'recheck';

/**
 * Every limit is a step count, none a time, so a pattern gets the same answer
 * on an idle laptop and on two loaded CI cores: the fuzzer's seed is fixed,
 * its matching-time limits are off (their step-count twins, the defaults,
 * bound the work instead), and the recall validation, which times a real
 * match, is skipped. The overall timeout only guards against a checker that
 * hangs; a check that hits it is reported `unknown` (timeout), never `safe`.
 *
 * The fuzzer (used for patterns with lookaround, most of src/pull/facts/)
 * is nearly all the cost. Five generations instead of the default ten halve
 * it (about 35 CPU-seconds instead of 70 for src/ as it was) and gave the
 * same verdict for every pattern of src/ as ten, and as three.
 */
export const RECHECK_PARAMETERS: Parameters = {
  checker: 'auto',
  randomSeed: 0,
  maxIteration: 5,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: -1,
  timeout: 60_000,
};

/**
 * The backend: the native binary of `recheck-linux-x64` (an optional
 * dependency npm installs on this platform; macOS and Windows have their own).
 * It answers for every pattern of src/ in about half a minute, the pure-JS
 * fallback takes two to three times as long and the JAR needs Java for the
 * same answers. Recheck's own `auto` would fall back silently when the binary
 * is missing; pinned, the check fails instead. A RECHECK_BACKEND set in the
 * environment (`java`, `pure`) wins, to compare.
 */
const BACKEND = 'native';

/** recheck's verdict on one pattern. */
export async function checkPattern(source: string, flags: string): Promise<Diagnostics> {
  process.env.RECHECK_BACKEND ??= BACKEND;
  return await check(source, flags, RECHECK_PARAMETERS);
}

/** `/source/flags` for a message, cut to `max` characters. */
export function showPattern(source: string, flags: string, max = 160): string {
  const shown = `/${source}/${flags}`;
  return shown.length <= max ? shown : `${shown.slice(0, max - 1)}…`;
}

/** What a failure says: the verdict, its complexity and the attack string as code. */
export function describeDiagnostics(result: Diagnostics): string {
  switch (result.status) {
    case 'safe':
      return `safe (${result.complexity.summary}, ${result.checker})`;
    case 'vulnerable':
      return [
        `vulnerable: ${result.complexity.summary}, found by ${result.checker}`,
        `attack string: ${showAttack(result.attack.pattern)}`,
        `hot spot: ${hotSpot(result)}`,
      ].join('\n');
    case 'unknown':
      return `unknown: ${result.error.kind}${'message' in result.error ? ` (${result.error.message})` : ''}`;
  }
}

function showAttack(attack: string, max = 200): string {
  return attack.length <= max ? attack : `${attack.slice(0, max - 1)}…`;
}

/** The part of the pattern the matcher spends its time in, marked with ⟦ ⟧. */
function hotSpot(result: Diagnostics & { status: 'vulnerable' }): string {
  const heat = result.hotspot.filter((spot) => spot.temperature === 'heat').sort((a, b) => a.start - b.start);
  if (heat.length === 0) return '(not located)';
  let marked = '';
  let at = 0;
  for (const spot of heat) {
    if (spot.start < at) continue;
    marked += `${result.source.slice(at, spot.start)}⟦${result.source.slice(spot.start, spot.end)}⟧`;
    at = spot.end;
  }
  return showPattern(marked + result.source.slice(at), result.flags, 240);
}
