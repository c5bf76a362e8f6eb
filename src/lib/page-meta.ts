import { useEffect, useSyncExternalStore } from 'react';

/** What a page may say about itself beyond its route's title: a refined title, a description, keywords. */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
}

// One owner at a time: the page on screen. Its meta goes away with it, so the next page starts from the
// route's own title and the site's defaults.
let current: PageMeta | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Registers this page's meta while it is mounted (undefined fields fall back to the route and site defaults). */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  useEffect(() => {
    const mine: PageMeta = { title, description, keywords };
    current = mine;
    emit();
    return () => {
      if (current === mine) {
        current = null;
        emit();
      }
    };
  }, [title, description, keywords]);
}

/** The meta the page on screen registered, if any (the root frame applies it). */
export const usePageMetaOverride = (): PageMeta | null => useSyncExternalStore(subscribe, () => current);

function setMetaTag(name: 'description' | 'keywords', content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Writes the title and the description and keywords meta tags. */
export function applyDocumentMeta({ title, description, keywords }: Required<PageMeta>): void {
  document.title = title;
  setMetaTag('description', description);
  setMetaTag('keywords', keywords);
}
