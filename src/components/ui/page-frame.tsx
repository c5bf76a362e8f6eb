import type { ReactNode } from 'react';
import { Breadcrumb, Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface Crumb {
  title: string;
  to?: string;
}

export interface PageFrameProps {
  title: string;
  breadcrumb?: Crumb[];
  extra?: ReactNode;
  /** The screen's content; an empty state when the screen has none yet. */
  children?: ReactNode;
  emptyText?: string;
}

/** The frame of a screen: breadcrumb, title, then content (or an empty state). */
export function PageFrame({ title, breadcrumb, extra, children, emptyText = '暂无数据' }: PageFrameProps) {
  const items = (breadcrumb ?? [{ title: '首页', to: paths.home }, { title }]).map((crumb) => ({
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <section className="page-frame">
      <Breadcrumb items={items} className="page-frame-breadcrumb" />
      <div className="page-frame-head">
        <Typography.Title level={3} className="page-frame-title">
          {title}
        </Typography.Title>
        {extra}
      </div>
      <Card variant="borderless" className="page-frame-body">
        {children ?? <Empty description={emptyText} />}
      </Card>
    </section>
  );
}
