import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { LeftOutlined } from '@/components/light/icons/left-outlined';
import { RightOutlined } from '@/components/light/icons/right-outlined';
import { LightIcon } from '@/components/light/icon';
import { pagerItems } from '@/components/light/pagination';
import { PAGE_SIZE_OPTIONS, PAGINATION_LOCALE, totalLabel } from './table-pagination';
import type { PaginationTexts } from './table-pagination';

export interface ListPaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  /** The 30/50/100 select (default shown). */
  showSizeChanger?: boolean;
  /** Its texts, where they differ from spec §9's (the staff console speaks Chinese). */
  locale?: Partial<PaginationTexts>;
}

/**
 * The house pagination (30/50/100, quick jumper, 「共 N 条」, spec §9's texts) for lists that are not tables (cards,
 * articles), laid out as antd's Pagination but in plain markup: the find-job page loads no antd.
 */
export function ListPagination({ pageNum, pageSize, total, onChange, showSizeChanger = true, locale }: ListPaginationProps) {
  const L = locale ? { ...PAGINATION_LOCALE, ...locale } : PAGINATION_LOCALE;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, pageNum), pages);
  const [jump, setJump] = useState('');
  const go = (page: number) => {
    const target = Math.min(Math.max(1, page), pages);
    if (target !== current) onChange(target, pageSize);
  };
  const onJump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = Number(jump);
    setJump('');
    if (Number.isInteger(page) && page > 0) go(page);
  };
  return (
    <nav className="list-pagination light-pagination" aria-label="分页">
      <span className="light-pagination-total">{totalLabel(total)}</span>
      <button
        type="button"
        className="light-pagination-arrow"
        title={L.prev_page}
        aria-label={L.prev_page}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <LightIcon icon={LeftOutlined} />
      </button>
      {pagerItems(current, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            title={String(item)}
            className={`light-pagination-item${item === current ? ' light-pagination-item-active' : ''}`}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className="light-pagination-jump"
            title={item === 'jump-prev' ? L.prev_5 : L.next_5}
            aria-label={item === 'jump-prev' ? L.prev_5 : L.next_5}
            onClick={() => go(item === 'jump-prev' ? current - 5 : current + 5)}
          >
            •••
          </button>
        ),
      )}
      <button
        type="button"
        className="light-pagination-arrow"
        title={L.next_page}
        aria-label={L.next_page}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <LightIcon icon={RightOutlined} />
      </button>
      {showSizeChanger && (
        <select
          className="light-pagination-size"
          aria-label={L.page_size}
          value={pageSize}
          // A new page size starts again from the first page.
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size} {L.items_per_page}
            </option>
          ))}
        </select>
      )}
      {/* As antd's: no jumper when there is one page only. */}
      {pages > 1 && (
        <label className="light-pagination-jumper">
          {L.jump_to}
          <input
            className="light-input"
            inputMode="numeric"
            aria-label={L.page}
            value={jump}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
            onKeyDown={onJump}
          />
          {L.page}
        </label>
      )}
    </nav>
  );
}
