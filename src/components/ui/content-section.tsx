import type { ReactNode } from 'react';
import { Card } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

export interface ContentSectionProps {
  title: string;
  /** A 「查看更多」 link to the full list. */
  more?: string;
  children: ReactNode;
  className?: string;
}

/** A titled block of a landing page (recommended tasks, help articles…). */
export function ContentSection({ title, more, children, className }: ContentSectionProps) {
  return (
    <Card
      className={['content-section', className].filter(Boolean).join(' ')}
      variant="borderless"
      title={<h2 className="content-section-title">{title}</h2>}
      extra={
        more && (
          <Link to={more} className="content-section-more">
            查看更多 <RightOutlined />
          </Link>
        )
      }
    >
      {children}
    </Card>
  );
}
