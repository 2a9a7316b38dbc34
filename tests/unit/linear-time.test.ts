import { describe, expect, it } from 'vitest';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

/** Counts pairs of equal characters: a loop in a loop, quadratic in the text. */
function equalPairs(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length; i += 1) {
    for (let j = i + 1; j < text.length; j += 1) if (text.charCodeAt(i) === text.charCodeAt(j)) pairs += 1;
  }
  return pairs;
}

/** Counts one character: one pass. */
function countA(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 97) count += 1;
  return count;
}

const text = (length: number) => 'ab'.repeat(length / 2);

describe('growth: the linear-time verdict of the tests (issue 34)', () => {
  it('passes linear work', () => {
    expect(growth(text, countA, 200_000)).toBeLessThan(LINEAR_LIMIT);
  });

  it('fails quadratic work', () => {
    expect(growth(text, equalPairs, 1_000)).toBeGreaterThanOrEqual(LINEAR_LIMIT);
  });

  it('stops work stuck in a backtracking pattern at its hang guard, rather than hanging the run', () => {
    const stuck = (length: number) => `${'a'.repeat(length)}!`;
    // Exponential: 2^32 paths before it fails to match.
    expect(() => growth(stuck, (input) => /^(a+)+$/.test(input), 32, { hangGuardMs: 200 })).toThrow(/timed out/);
  });

  it('reads each input anew when asked, untimed, so a cache does not hide the work', () => {
    const seen: string[] = [];
    let serial = 0;
    growth(text, (input) => seen.push(input), 8, {
      fresh: (input) => {
        serial += 1;
        return `${input}${serial}`;
      },
    });
    expect(new Set(seen).size).toBe(seen.length);
  });
});
