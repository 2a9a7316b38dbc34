import { gzipSync } from 'node:zlib';
import type { Post, PostRow } from '../dataset/schemas/post';
import { countTagStarts, limitNesting, MAX_NESTING } from '../shared/html-nesting';
import { blogBodyPolicy, sanitiseFragment } from '../shared/sanitise';
import { capSlug, slugify } from '../shared/slug';
import { cleanName } from '../shared/taxonomy';
import { hasControlCharacters, readingTimeMinutes, shortDescription, stripControlCharacters } from '../shared/text';
import { safeImageUrl } from '../shared/url';
import { type RepairOptions, repairBlogContent } from './content-repair';
import { extractFaq } from './faq';
import { quoted, type RowResult } from './normalise';
import { limitPostRow, MAX_POST_CONTENT, MAX_POST_TAGS } from './row-limits';

export type PostSkipReason =
  | 'invalid_row'
  | 'not_published'
  | 'missing_slug'
  | 'missing_title'
  | 'missing_published_at'
  | 'duplicate_slug'
  | 'too_large'
  | 'invalid_output';

export function describePostRow(row: { id?: unknown; slug?: unknown }): string {
  const parts = [`id=${String(row.id)}`];
  if (typeof row.slug === 'string' && row.slug.trim()) parts.push(`slug ${quoted(row.slug)}`);
  return `blog_posts row ${parts.join(', ')}`;
}

/** Dates a post can carry: a four-digit year, as ISO 8601 and every reader expect. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * ISO 8601 UTC form of a timestamptz, or null when it is missing or not a
 * usable date (e.g. "+275760-09-13T00:00:00Z", which JavaScript parses but
 * no schema, sitemap or visitor can use).
 */
function isoDate(value: string | null): string | null {
  if (!value?.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || time < EARLIEST || time > LATEST ? null : new Date(time).toISOString();
}

export interface PostOptions extends RepairOptions {
  /**
   * Most bytes of gzip the sanitised body may take: the post page's budget
   * less what the page around the body takes (scripts/lib/post-budget.ts).
   * A larger post is refused, not published as a page over the budget.
   */
  readonly bodyGzipBudget?: number;
}

/** Size of a text as gzip, as the budgets measure pages. */
export function gzipBytes(text: string): number {
  return gzipSync(text).length;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Why a body is refused for its length before anything reads it, or null. */
function lengthRefusal(content: string | null): string | null {
  if (!content || content.length <= MAX_POST_CONTENT) return null;
  return `content is ${content.length.toLocaleString('en-US')} characters, more than the ${MAX_POST_CONTENT.toLocaleString('en-US')} a post body may have (the post page's budget holds about 15,000 characters of prose); not published: shorten it or split it into several posts`;
}

/** Why a body (its deep nesting unwrapped) is refused for its tags before it is parsed, or null. */
function tagRefusal(content: string): string | null {
  if (countTagStarts(content, MAX_POST_TAGS) <= MAX_POST_TAGS) return null;
  return `content has more than ${MAX_POST_TAGS.toLocaleString('en-US')} tags; not published: shorten it or split it into several posts`;
}

/** Spec §4/§5: only published posts; body repaired, then sanitised. */
export function normalisePostRow(unlimited: PostRow, options: PostOptions): RowResult<Post, PostSkipReason> {
  if (unlimited.status?.trim().toLowerCase() !== 'published') {
    const status = unlimited.status === null ? 'null' : quoted(unlimited.status);
    return { ok: false, reason: 'not_published', detail: `status ${status} is not published` };
  }
  const tooLong = lengthRefusal(unlimited.content);
  if (tooLong !== null) return { ok: false, reason: 'too_large', detail: tooLong };
  const { row, warnings } = limitPostRow(unlimited);
  const fullSlug = slugify(cleanName(row.slug) ?? '');
  // File names stop at 255 bytes; a slug longer than product slugs may be is cut at a word.
  const slug = capSlug(fullSlug);
  if (!slug) return { ok: false, reason: 'missing_slug', detail: 'missing slug' };
  const title = cleanName(row.title);
  if (title === null) return { ok: false, reason: 'missing_title', detail: 'missing title' };

  const updatedAt = isoDate(row.updated_at);
  if (row.updated_at?.trim() && updatedAt === null) {
    warnings.push(`updated_at ${JSON.stringify(row.updated_at)} is not a usable date; ignored`);
  }
  let publishedAt = isoDate(row.published_at);
  if (publishedAt === null) {
    if (updatedAt === null) {
      return {
        ok: false,
        reason: 'missing_published_at',
        detail: row.published_at?.trim()
          ? `published_at ${JSON.stringify(row.published_at)} is not a usable date and updated_at gives none`
          : 'published without published_at or updated_at',
      };
    }
    warnings.push(
      row.published_at?.trim()
        ? `published_at ${JSON.stringify(row.published_at)} is not a usable date; using updated_at`
        : 'published_at missing; using updated_at',
    );
    publishedAt = updatedAt;
  }
  if (
    [row.title, row.description, row.meta_description, row.content, row.category, row.author].some(hasControlCharacters)
  ) {
    warnings.push('control or bidirectional characters removed');
  }
  if (fullSlug !== slug) warnings.push(`slug is ${fullSlug.length} characters; cut to ${JSON.stringify(slug)}`);
  else if (cleanName(row.slug) !== slug) warnings.push(`slug normalised to ${JSON.stringify(slug)}`);

  const nested = limitNesting(stripControlCharacters(row.content ?? ''));
  const tooManyTags = tagRefusal(nested.html);
  if (tooManyTags !== null) return { ok: false, reason: 'too_large', detail: tooManyTags };
  if (nested.unwrapped > 0) {
    warnings.push(`content nests deeper than ${MAX_NESTING} levels; ${nested.unwrapped} elements unwrapped`);
  }
  const sanitised = sanitiseFragment(repairBlogContent(nested.html, options), blogBodyPolicy);
  if (!sanitised.balanced) warnings.push('content did not sanitise to balanced HTML; shown as plain text');
  const content = sanitised.html;
  if (options.bodyGzipBudget !== undefined) {
    const size = gzipBytes(content);
    if (size > options.bodyGzipBudget) {
      return {
        ok: false,
        reason: 'too_large',
        detail: `content is ${kib(size)} of gzip, more than the ${kib(options.bodyGzipBudget)} a post body may take within the post page's budget; not published: shorten it or split it into several posts`,
      };
    }
  }
  const description = cleanName(row.description) ?? shortDescription(content);
  const category = cleanName(row.category);

  return {
    ok: true,
    warnings,
    value: {
      id: slug,
      row_id: row.id,
      slug,
      title,
      description,
      meta_description: cleanName(row.meta_description) ?? description,
      content,
      image_url: safeImageUrl(row.image_url),
      category,
      category_slug: category ? slugify(category) || null : null,
      author: cleanName(row.author),
      published_at: publishedAt,
      updated_at: updatedAt ?? publishedAt,
      reading_time_minutes: readingTimeMinutes(content),
      faq: extractFaq(content),
    },
  };
}
