/**
 * Google's rich-result rules for structured data, as
 * @adobe/structured-data-validator implements them (Product, merchant
 * listings, Offer, AggregateOffer, BreadcrumbList, …), run offline on the
 * JSON-LD blocks a page carries. The schema.org vocabulary check of the
 * package needs the vocabulary fetched from the network, so it is not run;
 * tests/site/structured-data.test.ts checks types and properties itself.
 */
// @ts-expect-error The package ships no type declarations; RichResultIssue below types what it returns.
import Validator from '@adobe/structured-data-validator';

/** One finding: its severity, what is wrong and where. */
export interface RichResultIssue {
  readonly severity: 'ERROR' | 'WARNING';
  readonly issueMessage: string;
  readonly rootType: string;
  readonly fieldNames?: readonly string[];
  readonly path?: readonly { readonly type?: string; readonly property?: string }[];
}

interface ValidatorInstance {
  validate(data: { jsonld: Record<string, unknown[]> }): Promise<RichResultIssue[]>;
}

/** The findings for a page's JSON-LD blocks (each an object with @type), grouped by type as the validator expects. */
export async function richResultIssues(blocks: readonly Record<string, unknown>[]): Promise<RichResultIssue[]> {
  const jsonld: Record<string, unknown[]> = {};
  for (const block of blocks) {
    const type = String(block['@type']);
    const list = jsonld[type] ?? [];
    list.push(structuredClone(block));
    jsonld[type] = list;
  }
  const validator = new (Validator as new () => ValidatorInstance)();
  return validator.validate({ jsonld });
}

/** A finding as one line: severity, type path, fields and message. */
export function describeIssue(issue: RichResultIssue): string {
  const where = (issue.path ?? []).map((p) => p.property ?? p.type ?? '').join('.');
  return `${issue.severity} ${issue.rootType}${where ? ` (${where})` : ''}: ${issue.issueMessage}`;
}
