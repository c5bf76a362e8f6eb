import type { ReactNode } from 'react';
import { RightOutlined } from '@/components/light/icons/right-outlined';
import { Link } from 'react-router-dom';
import { LightIcon } from '@/components/light/icon';

export interface ContentSectionProps {
  title: string;
  /** A 「查看更多」 link to the full list. */
  more?: string;
  children: ReactNode;
  className?: string;
}

/** A titled block of a landing page (recommended tasks, help articles…), drawn like antd's borderless Card. */
export function ContentSection({ title, more, children, className }: ContentSectionProps) {
  return (
    <section className={['content-section', 'light-card', className].filter(Boolean).join(' ')}>
      <div className="content-section-head">
        <h2 className="content-section-title">{title}</h2>
        {more && (
          <Link to={more} className="content-section-more">
            查看更多 <LightIcon icon={RightOutlined} />
          </Link>
        )}
      </div>
      <div className="content-section-body">{children}</div>
    </section>
  );
}
