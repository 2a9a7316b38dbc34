import type { Post, PostRow } from '../dataset/schemas/post';
import { blogBodyPolicy, sanitiseFragment } from '../shared/sanitise';
import { slugify } from '../shared/slug';
import { cleanName } from '../shared/taxonomy';
import { hasControlCharacters, readingTimeMinutes, shortDescription, stripControlCharacters } from '../shared/text';
import { safeImageUrl } from '../shared/url';
import { type RepairOptions, repairBlogContent } from './content-repair';
import { extractFaq } from './faq';
import type { RowResult } from './normalise';

export type PostSkipReason =
  | 'invalid_row'
  | 'not_published'
  | 'missing_slug'
  | 'missing_title'
  | 'missing_published_at'
  | 'duplicate_slug'
  | 'invalid_output';

export function describePostRow(row: { id?: unknown; slug?: unknown }): string {
  const parts = [`id=${String(row.id)}`];
  if (typeof row.slug === 'string' && row.slug.trim()) parts.push(`slug ${JSON.stringify(row.slug.trim())}`);
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

/** Spec §4/§5: only published posts; body repaired, then sanitised. */
export function normalisePostRow(row: PostRow, repair: RepairOptions): RowResult<Post, PostSkipReason> {
  if (row.status?.trim().toLowerCase() !== 'published') {
    return { ok: false, reason: 'not_published', detail: `status ${JSON.stringify(row.status)} is not published` };
  }
  const slug = slugify(cleanName(row.slug) ?? '');
  if (!slug) return { ok: false, reason: 'missing_slug', detail: 'missing slug' };
  const title = cleanName(row.title);
  if (title === null) return { ok: false, reason: 'missing_title', detail: 'missing title' };

  const warnings: string[] = [];
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
  if (cleanName(row.slug) !== slug) warnings.push(`slug normalised to ${JSON.stringify(slug)}`);

  const sanitised = sanitiseFragment(
    repairBlogContent(stripControlCharacters(row.content ?? ''), repair),
    blogBodyPolicy,
  );
  if (!sanitised.balanced) warnings.push('content did not sanitise to balanced HTML; shown as plain text');
  const content = sanitised.html;
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
