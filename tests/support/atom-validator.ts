/**
 * Atom 1.0 validation for the tests (issue 38 §2): the RELAX NG schema of
 * RFC 4287 Appendix B (tests/fixtures/atom/rfc4287.rnc) checked by Jing
 * (Debian's `jing`, which npm test's pretest installs), plus the two
 * Schematron rules the schema carries as annotations, which no RELAX NG
 * validator runs: a feed has an author unless every entry has one, and an
 * entry has an alternate link or content.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

export const ATOM_SCHEMA = path.resolve(import.meta.dirname, '../fixtures/atom/rfc4287.rnc');

/** The problems of each file, by file: none for a valid feed. */
export function validateAtom(files: readonly string[]): Map<string, string[]> {
  const problems = new Map<string, string[]>(files.map((file) => [file, []]));
  if (files.length === 0) return problems;
  const result = spawnSync('jing', ['-c', ATOM_SCHEMA, ...files], { encoding: 'utf8' });
  if (result.error)
    throw new Error(`jing could not start (${result.error.message}): run npm test's pretest, or apt-get install jing`);
  // Debian's wrapper names optional jars it did not find on stderr as "[warning] …": not about the feed.
  const lines = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('[warning]'));
  for (const line of lines) {
    const file = files.find((candidate) => line.startsWith(`${candidate}:`));
    if (file) problems.get(file)?.push(line.slice(file.length + 1));
    else throw new Error(`jing: ${line}`);
  }
  // Jing exits 1 on an invalid document; any other failure is the tool's, not the feed's.
  if (result.status !== 0 && lines.length === 0) throw new Error(`jing exited with ${result.status} and said nothing`);
  for (const file of files) if ((problems.get(file)?.length ?? 0) === 0) problems.get(file)?.push(...schematron(file));
  return problems;
}

/** RFC 4287's two Schematron rules (Appendix B's s:rule annotations). */
function schematron(file: string): string[] {
  const doc = parseDocument(readFileSync(file, 'utf8'), { xmlMode: true });
  const children = (element: Element, name: string) =>
    element.children.filter((child): child is Element => 'name' in child && child.name === name);
  const problems: string[] = [];
  for (const feed of findAll((element) => element.name === 'feed', doc.children)) {
    const entries = children(feed, 'entry');
    if (children(feed, 'author').length === 0 && entries.some((entry) => children(entry, 'author').length === 0))
      problems.push('an atom:feed must have an atom:author unless all of its atom:entry children have an atom:author');
    for (const entry of entries) {
      const alternate = children(entry, 'link').some((link) => (link.attribs.rel ?? 'alternate') === 'alternate');
      if (!alternate && children(entry, 'content').length === 0)
        problems.push('an atom:entry must have an atom:link with rel "alternate" or an atom:content');
    }
  }
  return problems;
}
