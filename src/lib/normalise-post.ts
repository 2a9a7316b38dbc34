import { type RepairOptions, repairBlogContent } from './content-repair';
import { extractFaq } from './faq';
import type { RowResult } from './normalise';
import { blogBodyPolicy, sanitise } from './sanitise';
import type { Post, PostRow } from './schemas/post';
import { slugify } from './slug';
import { cleanName } from './taxonomy';
import { readingTimeMinutes, shortDescription } from './text';
import { safeImageUrl } from './url';

export type PostSkipReason =
  | 'invalid_row'
  | 'not_published'
  | 'missing_slug'
  | 'missing_title'
  | 'missing_published_at'
  | 'duplicate_slug';

export function describePostRow(row: { id?: unknown; slug?: unknown }): string {
  const parts = [`id=${String(row.id)}`];
  if (typeof row.slug === 'string' && row.slug.trim()) parts.push(`slug ${JSON.stringify(row.slug.trim())}`);
  return `blog_posts row ${parts.join(', ')}`;
}

function isoDate(value: string | null): string | null {
  if (!value?.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
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
  let publishedAt = isoDate(row.published_at);
  if (publishedAt === null) {
    if (updatedAt === null) {
      return { ok: false, reason: 'missing_published_at', detail: 'published without published_at or updated_at' };
    }
    warnings.push('published_at missing; using updated_at');
    publishedAt = updatedAt;
  }
  if (cleanName(row.slug) !== slug) warnings.push(`slug normalised to ${JSON.stringify(slug)}`);

  const content = sanitise(repairBlogContent(row.content ?? '', repair), blogBodyPolicy);
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
