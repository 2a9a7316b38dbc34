import { z } from 'astro/zod';

/** A row of `public.blog_posts` exactly as the table holds it. */
export const postRowSchema = z.object({
  /** Primary key (uuid). */
  id: z.string().min(1),
  /** URL slug of the post. */
  slug: z.string().nullable(),
  /** Post title. */
  title: z.string().nullable(),
  /** Teaser shown on cards. */
  description: z.string().nullable().default(null),
  /** Meta description for search engines. */
  meta_description: z.string().nullable().default(null),
  /** Body HTML, untrusted, with the old CMS's placeholders. */
  content: z.string().nullable().default(null),
  /** Hero image URL. */
  image_url: z.string().nullable().default(null),
  /** Category name, free text. */
  category: z.string().nullable().default(null),
  /** Author's name. */
  author: z.string().nullable().default(null),
  /** Only "published" posts are visible (spec §4). */
  status: z.string().nullable(),
  /** Publication time (timestamptz). */
  published_at: z.string().nullable().default(null),
  /** Last change (timestamptz). */
  updated_at: z.string().nullable().default(null),
});

export type PostRow = z.infer<typeof postRowSchema>;

/** A question and answer, e.g. from a post's "Vanliga frågor" section. */
export const faqEntrySchema = z.object({
  /** The question, plain text. */
  question: z.string().min(1),
  /** The answer, sanitised HTML (may contain links). */
  answer: z.string().min(1),
});

export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A published, repaired and sanitised post as the pages read it. */
export const postSchema = z.object({
  /** Post slug (also the entry id). */
  id: z.string().min(1),
  /** Database id of the row. */
  row_id: z.string(),
  /** URL slug, spec slug rule. */
  slug: z.string().min(1),
  /** Title. */
  title: z.string().min(1),
  /** Teaser for cards; falls back to the body's first two sentences. */
  description: z.string(),
  /** Meta description; falls back to the teaser. */
  meta_description: z.string(),
  /** Repaired and sanitised body HTML (blogBodyPolicy). */
  content: z.string(),
  /** Hero image (http(s) or root-relative), or null. */
  image_url: z.string().nullable(),
  /** Category name as written (trimmed), or null. */
  category: z.string().nullable(),
  /** Category slug for the ?category= chips, or null. */
  category_slug: z.string().nullable(),
  /** Author, or null. */
  author: z.string().nullable(),
  /** Publication time, ISO 8601 UTC. */
  published_at: z.string().datetime(),
  /** Last change, ISO 8601 UTC (falls back to published_at). */
  updated_at: z.string().datetime(),
  /** Estimated reading time, 200 words per minute rounded up (spec §9). */
  reading_time_minutes: z.number().int().positive(),
  /** Questions of the body's "Vanliga frågor" section, for FAQ structured data. */
  faq: z.array(faqEntrySchema),
});

export type Post = z.infer<typeof postSchema>;
