import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface AdTable {
  id: Generated<number>;
  position: string;
  title: string;
  image_url: string;
  link_url: string | null;
  sort: number;
  enabled: boolean;
}

export interface ArticleColumnTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string | null;
  name: string;
  sort: number;
}

export interface ArticleTable {
  id: Generated<number>;
  column_id: number;
  code: string | null;
  title: string;
  summary: string;
  content: string;
  sort: number;
  publish_time: Timestamp;
  published: boolean;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  name: string;
  url: string;
  sort: number;
}

export interface PageSeoTable {
  page_code: string;
  title: string;
  keywords: string;
  description: string;
}

declare module '../../db/schema' {
  interface Database {
    ad: AdTable;
    article_column: ArticleColumnTable;
    article: ArticleTable;
    friendly_link: FriendlyLinkTable;
    page_seo: PageSeoTable;
  }
}
