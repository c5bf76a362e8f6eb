import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LightEmpty } from '@/components/light/empty';

export interface Crumb {
  title: string;
  to?: string;
  /** What the crumb shows instead of `title` (a name still loading, drawn as a grey bar of its likely size). */
  node?: ReactNode;
}

export interface PageFrameProps {
  title: string;
  /** What the heading shows instead of `title` (part of it still loading); `title` stays its tooltip. */
  heading?: ReactNode;
  breadcrumb?: Crumb[];
  extra?: ReactNode;
  /** The screen's content; an empty state when the screen has none yet. */
  children?: ReactNode;
  emptyText?: string;
}

/**
 * The frame of a screen: breadcrumb, title, then content (or an empty state). Plain markup, laid out as antd's
 * Breadcrumb, Title and borderless Card: the find-job page shows it without loading antd. A long name (a task's
 * title in the candidate list's) never widens the page: a crumb ends in an ellipsis, the title wraps over three
 * lines at most, each with its full text in `title`; the body breaks a word that would overflow.
 */
export function PageFrame({ title, heading, breadcrumb, extra, children, emptyText = '暂无数据' }: PageFrameProps) {
  const crumbs = breadcrumb ?? [{ title: '首页', to: paths.home }, { title }];
  return (
    <section className="page-frame">
      <nav className="page-frame-breadcrumb light-breadcrumb" aria-label="面包屑">
        <ol>
          {crumbs.map((crumb, i) => (
            <li key={`${i}-${crumb.title}`} title={crumb.title} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.to ? <Link to={crumb.to}>{crumb.node ?? crumb.title}</Link> : (crumb.node ?? crumb.title)}
            </li>
          ))}
        </ol>
      </nav>
      <div className="page-frame-head">
        <h3 className="page-frame-title" title={title}>
          {heading ?? title}
        </h3>
        {extra}
      </div>
      <div className="page-frame-body light-card">{children ?? <LightEmpty description={emptyText} />}</div>
    </section>
  );
}
