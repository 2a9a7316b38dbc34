import { nav } from '../copy/pages';
import type { Category } from '../dataset/schemas/taxonomy';
import { blogPath, categoryPath, homePath } from '../routing/routes';

export interface NavItem {
  readonly label: string;
  readonly href: string;
}

/** Spec §2 menu order: Hem, Vinkyl, one entry per category from the data, then Vinbloggen. */
export function navItems(categories: readonly Pick<Category, 'name' | 'slug'>[]): NavItem[] {
  return [
    { label: nav.home, href: homePath() },
    { label: nav.coolers, href: categoryPath('vinkyl') },
    ...categories.filter((c) => c.slug !== 'vinkyl').map((c) => ({ label: c.name, href: categoryPath(c.slug) })),
    { label: nav.blog, href: blogPath() },
  ];
}

/** Whether a nav entry is the current page (or the section the page belongs to). */
export function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** Astro.url.pathname with build.format 'file' ends in .html; pages compare without it. */
export function pagePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return path === '' ? '/' : path;
}
