import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES, dataDir } from '../../src/dataset/files';
import { OUTPUT_FILES } from '../../src/pull/output';

describe('the data files', () => {
  it('live in <root>/src/data', () => {
    expect(dataDir('/repo')).toBe(path.join('/repo', 'src', 'data'));
  });

  it('are the files the pull writes, one name each', () => {
    const names = Object.values(DATA_FILES).map((entry) => entry.file);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.values(OUTPUT_FILES).sort());
  });
});
