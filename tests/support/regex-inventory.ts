/**
 * Every regular expression in src/, found by parsing the code (a grep would
 * miss patterns and invent others), for the ReDoS check of issue 19
 * (tests/unit/redos.test.ts).
 *
 * - JavaScript and TypeScript files (.ts, .tsx, .mjs, …) are parsed with the
 *   TypeScript compiler. A regex literal is a pattern as written. A
 *   `RegExp(...)` construction is
 *   evaluated statically: string and template literals, `+`, `const`s of the
 *   same file or exported by a relative import of a TypeScript file (followed
 *   to the declaring file, which is read for it), a regex's `.source` and
 *   `.flags`; a construction from a
 *   parameter of a helper (`rx(source, flags = 'iu')`) is evaluated once per
 *   call of that helper, which must be a direct call with constant arguments.
 *   A string given to `match`, `matchAll` or `search` becomes a RegExp too,
 *   so a constant one is collected the same way.
 * - .astro files are parsed with Astro's own parser (`@astrojs/compiler-rs`,
 *   imported through astro's dependency on it so it is always the one the
 *   build uses), so frontmatter, template expressions and <script> blocks
 *   are all seen.
 *   Pages only compose (README): a regex literal there is collected, any
 *   RegExp construction is reported as dynamic, to be moved into a tested
 *   module.
 *
 * Whatever cannot be evaluated is returned as a dynamic site with the reason,
 * never guessed: the test fails on it unless its allowlist explains why the
 * pattern is safe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';

export interface Pattern {
  readonly source: string;
  readonly flags: string;
  /** `literal`: written as /…/; `built`: a RegExp built from strings, evaluated statically. */
  readonly kind: 'literal' | 'built';
  /** Where the pattern is written: path relative to the root given, with `/`; 1-based line. */
  readonly file: string;
  readonly line: number;
  /** For a pattern given to a helper, where the helper constructs the RegExp ("rx() at line 131"). */
  readonly via?: string;
}

/** A RegExp construction whose pattern the collector cannot know before it runs. */
export interface DynamicSite {
  readonly file: string;
  readonly line: number;
  /** The construction as written, white space collapsed, e.g. `new RegExp(escape(word), 'u')`. */
  readonly code: string;
  /** Why it cannot be evaluated. */
  readonly why: string;
}

export interface Inventory {
  readonly patterns: readonly Pattern[];
  readonly dynamic: readonly DynamicSite[];
}

/** Thrown by the evaluator for an expression whose value is not fixed in the code. */
class NotConstant extends Error {}

/** Thrown for a parameter of the enclosing function, which a helper's calls can bind. */
class NeedsParameter extends NotConstant {
  constructor(readonly parameter: ts.ParameterDeclaration) {
    super(`it depends on the parameter ${parameter.name.getText()}`);
  }
}

/** Values of a helper's parameters at one call site (the expressions of that call, or defaults). */
type Bindings = ReadonlyMap<ts.ParameterDeclaration, ts.Expression>;
const NO_BINDINGS: Bindings = new Map();

/** Deep enough for any chain of constants; a cycle (`const a = b, b = a`) stops here. */
const MAX_DEPTH = 64;

const lineOf = (node: ts.Node, file: ts.SourceFile): number =>
  file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

const codeOf = (node: ts.Node, file: ts.SourceFile): string => node.getText(file).replace(/\s+/g, ' ');

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Source and flags of a regex literal's text `/…/flags`. */
export function splitLiteral(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

/** Files read to follow an import, by absolute path. */
const importedFiles = new Map<string, ts.SourceFile>();

/**
 * The top-level declaration of `name` that a relative import of
 * `statement` (in the file at `from`, an absolute path) brings in: the
 * imported module's `export const` or `export function`, or null when the
 * import is not of that kind (a package, a namespace, a re-export).
 */
function importedDeclaration(
  statement: ts.ImportDeclaration,
  name: string,
  from: string,
): ts.VariableDeclaration | ts.FunctionDeclaration | null {
  const specifier = ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : '';
  const bindings = statement.importClause?.namedBindings;
  if (!specifier.startsWith('.') || !path.isAbsolute(from) || bindings === undefined || !ts.isNamedImports(bindings))
    return null;
  const element = bindings.elements.find((e) => e.name.text === name);
  if (element === undefined) return null;
  const exported = element.propertyName?.text ?? element.name.text;
  const base = path.resolve(path.dirname(from), specifier);
  const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => {
    try {
      return readFileSync(candidate, 'utf8') !== undefined;
    } catch {
      return false;
    }
  });
  if (target === undefined) return null;
  let file = importedFiles.get(target);
  if (file === undefined) {
    file = ts.createSourceFile(target, readFileSync(target, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    importedFiles.set(target, file);
  }
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const top of file.statements) {
    if (ts.isVariableStatement(top) && isExported(top)) {
      const found = top.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === exported);
      if (found !== undefined) return found;
    }
    if (ts.isFunctionDeclaration(top) && isExported(top) && top.name?.text === exported) return top;
  }
  return null;
}

/**
 * The declaration an identifier refers to: a parameter of an enclosing
 * function, a variable or function declared in an enclosing block or the
 * file, or one a relative import brings in from another file. Lexical
 * lookup without a type checker; any other import is not constant.
 */
function declarationOf(
  identifier: ts.Identifier,
): ts.ParameterDeclaration | ts.VariableDeclaration | ts.FunctionDeclaration {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope !== undefined; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter !== undefined) return parameter;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
      for (const statement of scope.statements) {
        if (ts.isVariableStatement(statement)) {
          const found = statement.declarationList.declarations.find(
            (d) => ts.isIdentifier(d.name) && d.name.text === name,
          );
          if (found !== undefined) return found;
        }
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
        if (ts.isImportDeclaration(statement) && importsName(statement, name)) {
          const imported = importedDeclaration(statement, name, identifier.getSourceFile().fileName);
          if (imported !== null) return imported;
          throw new NotConstant(`${name} is imported, but not as an exported const or function of a relative module`);
        }
      }
    }
  }
  throw new NotConstant(`${name} is not a constant of this file`);
}

function importsName(statement: ts.ImportDeclaration, name: string): boolean {
  const clause = statement.importClause;
  if (clause === undefined) return false;
  if (clause.name?.text === name) return true;
  const bindings = clause.namedBindings;
  if (bindings === undefined) return false;
  if (ts.isNamespaceImport(bindings)) return bindings.name.text === name;
  return bindings.elements.some((element) => element.name.text === name);
}

const isConst = (declaration: ts.VariableDeclaration): boolean =>
  ts.isVariableDeclarationList(declaration.parent) && (declaration.parent.flags & ts.NodeFlags.Const) !== 0;

/** A regular expression's value: what `RegExp(regex)` copies and `.source` reads. */
interface Regex {
  readonly source: string;
  readonly flags: string;
}

/** True for `RegExp` and `globalThis.RegExp` as a callee. */
const isRegExpCallee = (callee: ts.Expression): boolean =>
  (ts.isIdentifier(callee) && callee.text === 'RegExp') ||
  (ts.isPropertyAccessExpression(callee) && callee.name.text === 'RegExp');

/** The function a declaration names: `function f` or `const f = () => …`. */
function functionOf(declaration: ts.Declaration): ts.SignatureDeclaration | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && isConst(declaration) && declaration.initializer !== undefined) {
    const value = unwrap(declaration.initializer);
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/** The one expression a function returns: an arrow's body or a lone `return`. */
function returnedBy(fn: ts.SignatureDeclaration): ts.Expression | undefined {
  if (!ts.isFunctionDeclaration(fn) && !ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const body = fn.body;
  if (body === undefined) return undefined;
  if (!ts.isBlock(body)) return body;
  const [only, ...rest] = body.statements;
  return rest.length === 0 && only !== undefined && ts.isReturnStatement(only) ? only.expression : undefined;
}

/** Bindings of `fn`'s parameters at `call`: its arguments, else the defaults. */
function bind(fn: ts.SignatureDeclaration, call: ts.CallExpression, outer: Bindings): Bindings {
  const bindings = new Map(outer);
  for (const [index, parameter] of fn.parameters.entries()) {
    const argument = call.arguments[index] ?? parameter.initializer;
    if (argument !== undefined && parameter.dotDotDotToken === undefined) bindings.set(parameter, argument);
  }
  return bindings;
}

/**
 * The value an expression always has, a string or a regex, or NotConstant:
 * literals, `+`, templates, consts, parameters bound by a helper's call, a
 * regex's `.source` and `.flags`, `RegExp(…)` and a call of a function of the
 * file that only returns an expression (`rx('…').source`).
 */
function evaluate(expression: ts.Expression, bindings: Bindings, depth = 0): string | Regex {
  if (depth > MAX_DEPTH) throw new NotConstant('its constants refer to each other in a cycle');
  const node = unwrap(expression);
  const text = (inner: ts.Expression): string => evaluateString(inner, bindings, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return String(Number(node.text));
  if (ts.isRegularExpressionLiteral(node)) return splitLiteral(node.text);
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce((sum, span) => sum + text(span.expression) + span.literal.text, node.head.text);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return text(node.left) + text(node.right);
  }
  if (ts.isPropertyAccessExpression(node) && (node.name.text === 'source' || node.name.text === 'flags')) {
    const value = evaluate(node.expression, bindings, depth + 1);
    if (typeof value !== 'string') return value[node.name.text];
  }
  if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && isRegExpCallee(node.expression)) {
    return evaluateConstruction(node.arguments ?? [], bindings, depth + 1);
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const fn = functionOf(declarationOf(node.expression));
    const returned = fn === undefined ? undefined : returnedBy(fn);
    if (fn !== undefined && returned !== undefined) return evaluate(returned, bind(fn, node, bindings), depth + 1);
  }
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node);
    if (ts.isParameter(declaration)) {
      const bound = bindings.get(declaration);
      if (bound === undefined) throw new NeedsParameter(declaration);
      return evaluate(bound, bindings, depth + 1);
    }
    if (ts.isVariableDeclaration(declaration) && isConst(declaration) && declaration.initializer !== undefined) {
      return evaluate(declaration.initializer, bindings, depth + 1);
    }
    throw new NotConstant(`${node.text} is not a const with a value`);
  }
  throw new NotConstant(`\`${node.getText()}\` is not a constant string`);
}

function evaluateString(expression: ts.Expression, bindings: Bindings, depth = 0): string {
  const value = evaluate(expression, bindings, depth);
  if (typeof value !== 'string') throw new NotConstant(`\`${expression.getText()}\` is a regex where a string is read`);
  return value;
}

/** Source and flags of `RegExp(pattern, flags)`; the pattern may itself be a regex, whose flags are the default. */
function evaluateConstruction(args: readonly ts.Expression[], bindings: Bindings, depth = 0): Regex {
  if (args.some(ts.isSpreadElement)) throw new NotConstant('its arguments are spread');
  const [patternArgument, flagsArgument] = args;
  if (patternArgument === undefined) return { source: '(?:)', flags: '' };
  const pattern = evaluate(patternArgument, bindings, depth + 1);
  const base = typeof pattern === 'string' ? { source: pattern, flags: '' } : pattern;
  const flags = flagsArgument === undefined ? base.flags : evaluateString(flagsArgument, bindings, depth + 1);
  return { source: base.source, flags };
}

/** The name a function is called by: `function rx()` or `const rx = () => …`. */
function functionName(fn: ts.SignatureDeclaration): ts.Identifier | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name !== undefined) return fn.name;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent)) {
    const { name } = fn.parent;
    return ts.isIdentifier(name) && isConst(fn.parent) ? name : undefined;
  }
  return undefined;
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let current = node.parent; current !== undefined; current = current.parent) {
    if (ts.isFunctionLike(current)) return current;
  }
  return undefined;
}

function isExported(fn: ts.SignatureDeclaration): boolean {
  const holder = ts.isFunctionDeclaration(fn) ? fn : fn.parent?.parent?.parent;
  return (
    holder !== undefined &&
    ts.canHaveModifiers(holder) &&
    (ts.getModifiers(holder) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/**
 * The parameter bindings of every call of the helper `fn`, with the call:
 * each reference to the helper must be a direct call whose arguments are
 * constant, so every pattern the helper builds is known.
 */
function callsOf(fn: ts.SignatureDeclaration, file: ts.SourceFile): { call: ts.CallExpression; bindings: Bindings }[] {
  const name = functionName(fn);
  if (name === undefined) throw new NotConstant('it is built from a parameter of an unnamed function');
  if (isExported(fn)) throw new NotConstant(`${name.text} is exported, so its callers elsewhere are not known here`);
  const calls: { call: ts.CallExpression; bindings: Bindings }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name.text && node !== name) {
      const call = node.parent;
      if (!ts.isCallExpression(call) || call.expression !== node) {
        throw new NotConstant(`${name.text} is used at line ${lineOf(node, file)} other than by a direct call`);
      }
      calls.push({ call, bindings: bind(fn, call, NO_BINDINGS) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** True for the `RegExp` of `new RegExp(…)`, `RegExp(…)` and `globalThis.RegExp(…)`. */
function constructionOf(identifier: ts.Identifier): ts.NewExpression | ts.CallExpression | 'not a use' | 'alias' {
  let callee: ts.Node = identifier;
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent)) {
    // RegExp.escape(…), RegExp.prototype: a use of the class, not a construction.
    if (parent.expression === identifier) return 'not a use';
    callee = parent;
  }
  const holder = callee.parent;
  if (
    holder !== undefined &&
    (ts.isNewExpression(holder) || ts.isCallExpression(holder)) &&
    holder.expression === callee
  ) {
    return holder;
  }
  if (ts.isBinaryExpression(holder) && holder.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword)
    return 'not a use';
  if (ts.isExpressionWithTypeArguments(holder)) return 'alias';
  // A type (`: RegExp`, `typeof RegExp`), an object key, an import name: no pattern.
  if (
    ts.isPartOfTypeNode(identifier) ||
    (holder !== undefined && ts.isPropertyAssignment(holder) && holder.name === callee)
  ) {
    return 'not a use';
  }
  return 'alias';
}

const IMPLICIT_REGEXP = new Map([
  ['match', ''],
  ['search', ''],
  ['matchAll', 'g'],
]);

/** Every pattern of one TypeScript or JavaScript file; `name` is the path reported. */
export function inventoryScript(name: string, text: string, absolutePath?: string): Inventory {
  const kind = name.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : name.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : /\.[cm]?ts$/.test(name)
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
  // The absolute path, where known, lets an imported constant be followed to its file.
  const file = ts.createSourceFile(absolutePath ?? name, text, ts.ScriptTarget.Latest, true, kind);
  const patterns: Pattern[] = [];
  const dynamic: DynamicSite[] = [];

  const construction = (site: ts.NewExpression | ts.CallExpression, args: readonly ts.Expression[]): void => {
    const line = lineOf(site, file);
    try {
      try {
        patterns.push({ ...evaluateConstruction(args, NO_BINDINGS), kind: 'built', file: name, line });
      } catch (error) {
        // Built from a helper's parameter: one pattern per call of the helper.
        if (!(error instanceof NeedsParameter)) throw error;
        const helper = error.parameter.parent;
        if (enclosingFunction(site) !== helper) throw error;
        const calls = callsOf(helper, file);
        const via = `${functionName(helper)?.text}() at line ${line}`;
        if (calls.length === 0) throw new NotConstant(`${via} is never called`);
        // Every call evaluated before any is kept: one non-constant call makes the site dynamic.
        const built = calls.map(({ call, bindings }) => ({ call, ...evaluateConstruction(args, bindings) }));
        for (const { call, source, flags } of built) {
          patterns.push({ source, flags, kind: 'built', file: name, line: lineOf(call, file), via });
        }
      }
    } catch (error) {
      if (!(error instanceof NotConstant)) throw error;
      dynamic.push({ file: name, line, code: codeOf(site, file), why: error.message });
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      patterns.push({ ...splitLiteral(node.text), kind: 'literal', file: name, line: lineOf(node, file) });
    } else if (ts.isIdentifier(node) && node.text === 'RegExp') {
      const site = constructionOf(node);
      if (site === 'alias') {
        dynamic.push({
          file: name,
          line: lineOf(node, file),
          code: codeOf(node.parent, file),
          why: 'RegExp is used as a value, so its constructions cannot be followed',
        });
      } else if (site !== 'not a use') {
        construction(site, site.arguments ?? []);
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      IMPLICIT_REGEXP.has(node.expression.name.text)
    ) {
      // `text.match('a+')` builds new RegExp('a+'): collect a constant string; a
      // non-constant argument is taken to be a RegExp (no type checker here).
      const [argument] = node.arguments;
      try {
        const source = argument === undefined ? undefined : evaluate(argument, NO_BINDINGS);
        // A regex given is collected where it is written.
        if (typeof source === 'string') {
          const flags = IMPLICIT_REGEXP.get(node.expression.name.text) ?? '';
          patterns.push({ source, flags, kind: 'built', file: name, line: lineOf(node, file) });
        }
      } catch (error) {
        if (!(error instanceof NotConstant)) throw error;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { patterns, dynamic };
}

/** An ESTree node of Astro's parser, as far as this walk needs it. */
interface EstreeNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly regex?: { readonly pattern: string; readonly flags: string };
  readonly name?: string;
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Keys and node types that hold TypeScript types: no pattern is ever inside one. */
const TYPE_KEYS = new Set(['typeAnnotation', 'typeParameters', 'typeArguments', 'returnType', 'superTypeArguments']);
const TYPE_DECLARATIONS = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction']);

/** Every pattern of one .astro file, from Astro's parser (frontmatter, template, scripts). */
export function inventoryAstro(name: string, text: string): Inventory {
  const { ast, diagnostics } = parseAstro(text);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`${name}: Astro cannot parse it: ${errors.map((e) => e.text).join('; ')}`);
  const lineAt = (offset: number): number => text.slice(0, offset).split('\n').length;
  const patterns: Pattern[] = [];
  const dynamic: DynamicSite[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value) || TYPE_DECLARATIONS.has(value.type)) return;
    if (value.regex !== undefined) {
      const { pattern, flags } = value.regex;
      patterns.push({ source: pattern, flags, kind: 'literal', file: name, line: lineAt(value.start) });
    }
    if (value.type === 'Identifier' && value.name === 'RegExp') {
      dynamic.push({
        file: name,
        line: lineAt(value.start),
        code: text.slice(value.start, value.end),
        why: 'a RegExp built in an .astro file: build it in a tested module under src/ and import it',
      });
    }
    for (const [key, child] of Object.entries(value)) {
      if (!TYPE_KEYS.has(key) && typeof child === 'object') visit(child);
    }
  };
  visit(ast);
  return { patterns, dynamic };
}

/** The source files of `dir` that hold code, `skip` folders left out. */
export function codeFiles(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:[cm]?[jt]s|[jt]sx|astro)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip.some((folder) => file.startsWith(folder + path.sep)))
    .sort();
}

/** Every pattern of every code file under `root/dir`, paths reported relative to `root`. */
export function collectRegexes(
  root: string,
  dir: string,
  skip: readonly string[],
): Inventory & { readonly files: number; readonly astroFiles: number } {
  const files = codeFiles(
    path.join(root, dir),
    skip.map((folder) => path.join(root, folder)),
  );
  const patterns: Pattern[] = [];
  const dynamic: DynamicSite[] = [];
  for (const file of files) {
    const name = path.relative(root, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    const found = name.endsWith('.astro') ? inventoryAstro(name, text) : inventoryScript(name, text, file);
    patterns.push(...found.patterns);
    dynamic.push(...found.dynamic);
  }
  const astroFiles = files.filter((file) => file.endsWith('.astro')).length;
  return { patterns, dynamic, files: files.length, astroFiles };
}
