/**
 * Which files of src/ name each product fact (issue 37 §1): the fact
 * registry (src/shared/fact-registry.ts) declares every fact in one row,
 * the pull binds it to its reader (src/pull/facts/index.ts), its copy is
 * in src/copy/; every other file draws the facts from the registry and
 * names none, but for the few that compute with a particular fact
 * ({@link USES}, each with its reason). tests/unit/fact-registry.test.ts
 * holds the source to these rules; `npm run fact-files` prints the table.
 *
 * A file names a fact where its code (not a comment) has the fact's key as
 * a whole identifier or string: `product.noise_db`, `noise_db:`,
 * `'noise_db'`. The TypeScript parser reads .ts and .tsx files, so comments
 * and the words inside longer strings do not count; an .astro file is read
 * word by word, its comments left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The registry's own files: its rows, and the closed value sets and category map its rows use. */
export const REGISTRY_FILES: readonly string[] = ['src/shared/fact-registry.ts', 'src/shared/product-facts.ts'];
/** The pull's binding of every fact to its reader. */
export const READER_BINDING = 'src/pull/facts/index.ts';
/** The readers: one module per fact (or per kind of fact), read only through the binding. */
export const READER_FOLDER = 'src/pull/facts/';
/** Visitor text: a fact's label, unit, filter and card words, search words. */
export const COPY_FOLDER = 'src/copy/';

/**
 * Files that compute with particular facts, and why: the domain rules a
 * fact takes part in, not its declaration. A new fact needs none of them.
 */
export const USES: ReadonlyMap<string, { readonly facts: readonly string[]; readonly why: string }> = new Map([
  [
    'src/shared/fit.ts',
    {
      facts: [
        'installation',
        'width_cm',
        'height_cm',
        'depth_cm',
        'niche_width_cm',
        'niche_height_cm',
        'niche_depth_cm',
        'clearance_cm',
      ],
      why: 'decides whether a product fits a niche from its installation, sizes, niche and clearance (issue 21 §2)',
    },
  ],
  [
    'src/shared/price-per-bottle.ts',
    { facts: ['capacity'], why: 'the price per bottle slot divides a price by the capacity' },
  ],
  [
    'src/client/card.ts',
    {
      facts: ['capacity', 'energy_kwh_year'],
      why: "the card's price per bottle slot and running cost; its chunk tuple keeps the capacity at its place",
    },
  ],
  [
    'src/features/listing-filter/listing-filter.browser.ts',
    {
      facts: ['capacity', 'noise_db', 'energy_kwh_year'],
      why: 'the sorts by bottles, price per bottle, noise (quietest first) and ten-year cost',
    },
  ],
  [
    'src/features/compare/compare.build.ts',
    {
      facts: ['capacity', 'energy_kwh_year'],
      why: "the compare table's price per bottle and running cost rows (no fact rows of their own)",
    },
  ],
  [
    'src/render/routes/product.ts',
    {
      facts: ['capacity', 'energy_kwh_year'],
      why: "the rows derived from a fact (price per bottle, running cost) and the bottles' note",
    },
  ],
  ['src/render/seo.ts', { facts: ['capacity'], why: 'a product title names its capacity where its name does not' }],
  [
    'src/render/templates.ts',
    {
      facts: [
        'capacity',
        'temperature_zones',
        'noise_db',
        'energy_class',
        'niche_width_cm',
        'niche_height_cm',
        'niche_depth_cm',
        'clearance_cm',
      ],
      why: 'the category texts name the facts a page does not show, and FAQ answers state those it shows (issue 22, 35 §5)',
    },
  ],
  [
    'src/features/offers/offer-matching.pull.ts',
    {
      facts: ['capacity', 'installation'],
      why: 'two rows stating different capacities or installations are different models, whatever their names',
    },
  ],
  [
    'src/features/offers/offers.pull.ts',
    {
      facts: ['capacity', 'temperature_zones', 'installation'],
      why: 'hands the matcher the facts that tell models apart',
    },
  ],
  [
    'src/features/search/query-reader.browser.ts',
    {
      facts: ['installation', 'wood'],
      why: "reads a buyer's query into the listings' filters (issue 38 §1) with its own vocabulary (src/copy/query-words.ts), which can move to the registry's search parts; its feature 'wood' is spelt as the wood fact's key",
    },
  ],
  [
    'src/features/search/query-listing.browser.ts',
    {
      facts: ['installation'],
      why: "turns the query reader's reading (whose installation field is named after the fact) into the listing filters the registry's rows name for each part (`facet.query`)",
    },
  ],
  [
    'src/pull/source-synthetic.ts',
    {
      facts: [
        'capacity',
        'temperature_zones',
        'installation',
        'width_cm',
        'height_cm',
        'depth_cm',
        'noise_db',
        'energy_class',
        'niche_width_cm',
        'niche_height_cm',
        'niche_depth_cm',
        'clearance_cm',
        'energy_kwh_year',
      ],
      why: 'writes the sentences a synthetic catalogue states its facts in (benchmarks; a new fact is not required there)',
    },
  ],
]);

/** Every source file of src/ (not the pulled data), relative to the root, sorted. */
export function sourceFiles(root: string): string[] {
  const src = path.join(root, 'src');
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/data/'))
    .sort();
}

/** The identifiers and whole strings of TypeScript code (parsed, so comments and regular expressions are no code). */
function codeTokens(file: string, text: string): Set<string> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tokens = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      tokens.add(node.text);
    }
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind));
  return tokens;
}

/**
 * The words of an .astro file's code: its frontmatter and markup, comments
 * removed, split where no identifier or attribute name goes on
 * (`data-capacity-note` is one word, `product.capacity` two).
 */
function astroTokens(text: string): Set<string> {
  const code = text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  return new Set(code.split(/[^\w$-]+/));
}

/** The keys among `keys` that a file's code names. */
export function factsNamedIn(root: string, file: string, keys: readonly string[]): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const tokens = file.endsWith('.astro') ? astroTokens(text) : codeTokens(file, text);
  return keys.filter((key) => tokens.has(key));
}

/** Per fact, the files that name it, in the order of `keys`. */
export function filesByFact(root: string, keys: readonly string[]): Map<string, string[]> {
  const byFact = new Map(keys.map((key): [string, string[]] => [key, []]));
  for (const file of sourceFiles(root)) {
    for (const key of factsNamedIn(root, file, keys)) byFact.get(key)?.push(file);
  }
  return byFact;
}

// --- where each fact is declared -------------------------------------------------------

function parse(root: string, file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The names a file imports, each with the file it comes from (relative imports only, resolved from the root). */
function importsOf(root: string, source: ts.SourceFile): Map<string, string> {
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const base = path.join(path.dirname(source.fileName), specifier);
    const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((candidate) => {
      try {
        readFileSync(path.join(root, candidate));
        return true;
      } catch {
        return false;
      }
    });
    const bindings = statement.importClause?.namedBindings;
    if (file === undefined || bindings === undefined || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) imported.set(element.name.text, file.split(path.sep).join('/'));
  }
  return imported;
}

/** The properties of the object literal a const is set to (through a `satisfies` or `as`), by name. */
function propertiesOf(source: ts.SourceFile, name: string): Map<string, ts.PropertyAssignment> {
  const properties = new Map<string, ts.PropertyAssignment>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression;
      if (ts.isObjectLiteralExpression(value)) {
        for (const property of value.properties) {
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
            if (properties.has(property.name.text)) throw new Error(`${name} declares ${property.name.text} twice`);
            properties.set(property.name.text, property);
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return properties;
}

/** The imported names a piece of code uses, as `file: name.member` (or the bare name), in order of appearance. */
function usedImports(node: ts.Node, imported: ReadonlyMap<string, string>, inFolder: string): string[] {
  const used = new Set<string>();
  const visit = (child: ts.Node): void => {
    // A property's own name (`listing:` of a row, `.label` of an access) is no use of an import of that name.
    const nameOnly =
      (ts.isPropertyAssignment(child.parent) && child.parent.name === child) ||
      (ts.isPropertyAccessExpression(child.parent) && child.parent.name === child);
    if (ts.isIdentifier(child) && !nameOnly && imported.has(child.text)) {
      const file = imported.get(child.text) ?? '';
      if (file.startsWith(inFolder)) {
        const member =
          ts.isPropertyAccessExpression(child.parent) && child.parent.expression === child
            ? `${child.text}.${child.parent.name.text}`
            : child.text;
        used.add(`${file}: ${member}`);
      }
    }
    child.forEachChild(visit);
  };
  visit(node);
  return [...used];
}

export interface Declaration {
  /** `file:line` where it starts. */
  readonly at: string;
  /** What it draws from elsewhere: copy texts of a row, reader modules of a binding (`file: name`). */
  readonly uses: readonly string[];
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** The card part a row names (`card: { line: 'bottles' }`), as the copy it is: `cardCopy.factParts.bottles`. */
function cardPartOf(row: ts.Node, imported: ReadonlyMap<string, string>): string[] {
  const parts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'line' &&
      ts.isStringLiteral(node.initializer)
    ) {
      parts.push(`${imported.get('cardCopy') ?? COPY_FOLDER}: cardCopy.factParts.${node.initializer.text}`);
    }
    node.forEachChild(visit);
  };
  visit(row);
  return parts;
}

/** Each fact's row in the registry (the `DECLARED` object) and the copy it takes its words from. */
export function registryRows(root: string): Map<string, Declaration> {
  const [file = ''] = REGISTRY_FILES;
  const source = parse(root, file);
  const imported = importsOf(root, source);
  return new Map(
    [...propertiesOf(source, 'DECLARED')].map(([key, row]) => [
      key,
      {
        at: `${file}:${lineOf(source, row)}`,
        uses: [...usedImports(row.initializer, imported, COPY_FOLDER), ...cardPartOf(row.initializer, imported)],
      },
    ]),
  );
}

/** Each fact's binding to its reader (the pull's `READERS`) and the reader modules it calls. */
export function readerBindings(root: string): Map<string, Declaration> {
  const source = parse(root, READER_BINDING);
  const imported = importsOf(root, source);
  return new Map(
    [...propertiesOf(source, 'READERS')].map(([key, binding]) => [
      key,
      {
        at: `${READER_BINDING}:${lineOf(source, binding)}`,
        uses: usedImports(binding.initializer, imported, READER_FOLDER),
      },
    ]),
  );
}

/** The files that draw the facts from the registry: they import it (or its browser view), or read the build's constants of it. */
export function derivingFiles(root: string): string[] {
  return sourceFiles(root).filter((file) => {
    if (REGISTRY_FILES.includes(file) || file === READER_BINDING) return false;
    const text = readFileSync(path.join(root, file), 'utf8');
    return /from '[./]+(?:shared\/)?fact-registry'|from '[./]+client\/facts'|__FACT(?:S|_\w+_ROWS)__/.test(text);
  });
}

/** The table of `npm run fact-files`: per fact, its row, its reader, its copy, and the files that compute with it. */
export function factTable(root: string, keys: readonly string[]): string {
  const rows = registryRows(root);
  const readers = readerBindings(root);
  const named = filesByFact(root, keys);
  const lines: string[] = [];
  for (const key of keys) {
    const row = rows.get(key);
    const reader = readers.get(key);
    lines.push(`${key}`);
    lines.push(`  registry row  ${row?.at ?? '(none)'}`);
    lines.push(
      `  reader        ${reader?.at ?? '(none)'} → ${[...new Set(reader?.uses.map((use) => use.split(':')[0]))].join(', ')}`,
    );
    const copy = new Map<string, string[]>();
    for (const use of row?.uses ?? []) {
      const [file = '', member = ''] = use.split(': ');
      copy.set(file, [...(copy.get(file) ?? []), member.trim()]);
    }
    for (const [file, members] of copy) lines.push(`  copy          ${file} (${members.join(', ')})`);
    const uses = (named.get(key) ?? []).filter((file) => USES.has(file));
    if (uses.length > 0) lines.push(`  computed with ${uses.join(', ')}`);
  }
  lines.push('', 'every fact is drawn from the registry by:');
  for (const file of derivingFiles(root)) lines.push(`  ${file}`);
  return lines.join('\n');
}
