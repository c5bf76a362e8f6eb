import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { DEFAULT_PAGINATION, PAGINATION_LOCALE } from '@/components/ui/table-pagination';

interface Row {
  id: string;
  name: string;
}

const columns: TableColumnsType<Row> = [
  { title: '名称', dataIndex: 'name', width: 120 },
  { title: '编号', dataIndex: 'id' },
];
const rows = Array.from({ length: 45 }, (_, i) => ({ id: `r${i}`, name: `任务 ${i}` }));

describe('the shared table', () => {
  it('paginates 30 per page with 30/50/100, a quick jumper, a size changer and 「共 N 条」', () => {
    const { container } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(30);
    expect(container.querySelector('.ant-pagination-options-quick-jumper')).toHaveTextContent('Go to');
    expect(container.querySelector('.ant-pagination-options-size-changer')).toHaveTextContent('30 /page');
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    expect(DEFAULT_PAGINATION.pageSizeOptions).toEqual([30, 50, 100]);
    expect(PAGINATION_LOCALE).toEqual({
      items_per_page: '/page',
      jump_to: 'Go to',
      jump_to_confirm: 'confirm',
      page: 'Page',
      prev_page: 'Previous Page',
      next_page: 'Next Page',
      prev_5: 'Previous 5 Pages',
      next_5: 'Next 5 Pages',
      prev_3: 'Previous 3 Pages',
      next_3: 'Next 3 Pages',
      page_size: 'Page Size',
    });
  });

  it('shows an ellipsis by default', () => {
    const { container } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} />);
    expect(container.querySelector('td.ant-table-cell-ellipsis')).not.toBeNull();
  });

  it('resizes a column by dragging its header edge', () => {
    const { container } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} pagination={false} />);
    const header = screen.getByRole('columnheader', { name: /名称/ });
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ width: 120 } as DOMRect);
    const handle = within(header).getByRole('separator', { name: '拖动调整列宽' });
    fireEvent.pointerDown(handle, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 180 });
    fireEvent.pointerUp(window);
    const col = container.querySelector('colgroup col') as HTMLTableColElement;
    expect(col.style.width).toBe('200px');
  });
});
