import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { PageMeta } from '@contract/seo';

/** What a crawler that runs no script should see of a page (contract/seo.ts). */
export type { PageMeta };

/** The meta of a public page from its data, or null for a page that keeps the build's own head. */
export type PageMetaResolver = (pathname: string, query: URLSearchParams) => Promise<PageMeta | null>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * Puts the title and the two meta tags into the page's head, replacing the build's own. Replacements are
 * functions: a `$&` in a task title must stay text, not become a String.replace pattern.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const put = (source: string, pattern: RegExp, tag: string) =>
    pattern.test(source) ? source.replace(pattern, () => tag) : source.replace(/<\/head>/i, () => `${tag}</head>`);
  let out = put(html, /<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(meta.title)}</title>`);
  out = put(out, /<meta\s+name=["']description["'][^>]*>/i, `<meta name="description" content="${escapeHtml(meta.description)}" />`);
  out = put(out, /<meta\s+name=["']keywords["'][^>]*>/i, `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`);
  return out;
}

/** index.html from memory, read again only when a new build replaced it (its asset names changed). */
export function templateOf(file: string): () => Promise<string> {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Renders index.html with the page's meta for the routes `resolve` knows; null for the others, which are
 * served as the plain file. A failed lookup is logged and answered with the plain page: SEO must never
 * turn a page into an error.
 */
export function createPageRenderer(indexFile: string, resolve: PageMetaResolver) {
  const template = templateOf(indexFile);
  return async (url: string, log: FastifyBaseLogger): Promise<string | null> => {
    try {
      const parsed = new URL(url, 'http://localhost');
      const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
      const meta = await resolve(pathname, parsed.searchParams);
      return meta ? injectMeta(await template(), meta) : null;
    } catch (err) {
      log.warn({ err, url }, 'page meta unavailable; serving the plain page');
      return null;
    }
  };
}
