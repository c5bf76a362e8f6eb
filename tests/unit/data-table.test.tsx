import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { MIN_COLUMN_WIDTH, RESIZE_STEP } from '@/components/ui/resizable-header-cell';
import { DEFAULT_PAGINATION, PAGINATION_LOCALE } from '@/components/ui/table-pagination';

interface Row {
  id: string;
  name: string;
  amount?: number;
}

const columns: TableColumnsType<Row> = [
  { title: '名称', dataIndex: 'name', width: 120 },
  { title: '编号', dataIndex: 'id' },
];
const rows = Array.from({ length: 45 }, (_, i) => ({ id: `r${i}`, name: `任务 ${i}`, amount: i }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the shared table', () => {
  it('is a real table: named, with column headers, and no antd at runtime', () => {
    render(<DataTable<Row> rowKey="id" aria-label="订单列表" columns={columns} dataSource={rows.slice(0, 2)} pagination={false} />);
    const table = screen.getByRole('table', { name: '订单列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('paginates 30 per page with 30/50/100, a quick jumper, a size changer and 「共 N 条」', async () => {
    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(30);
    expect(screen.getByRole('textbox', { name: 'Page' }).closest('label')).toHaveTextContent('Go to');
    const size = screen.getByRole('combobox', { name: 'Page Size' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['30 /page', '50 /page', '100 /page']);
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(bodyRows()).toHaveLength(15);
    expect(bodyRows()[0]).toHaveTextContent('任务 30');
    expect(DEFAULT_PAGINATION.pageSizeOptions).toEqual([30, 50, 100]);
    expect(PAGINATION_LOCALE.items_per_page).toBe('/page');
  });

  it('pages on the server when the list gives a total, and hides the size changer when told to', async () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 30)}
        pagination={{ current: 2, pageSize: 30, total: 95, onChange }}
      />,
    );
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onChange).toHaveBeenCalledWith(3, 30);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page Size' }), '50 /page');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    unmount();
    const { unmount: unmount2 } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 10)}
        pagination={{ current: 1, pageSize: 10, total: 12, showSizeChanger: false }}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Page Size' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Page' })).toBeInTheDocument();
    unmount2();
    // One page: no quick jumper (as antd's).
    render(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 8)} pagination={{ current: 1, pageSize: 30, total: 8 }} />,
    );
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Page' })).toBeNull();
  });

  it('cuts long text with an ellipsis and shows it whole as the cell’s title; `ellipsis: false` wraps', () => {
    const long = '很长的名称'.repeat(30);
    const cols: TableColumnsType<Row> = [
      { title: '名称', dataIndex: 'name', width: 120 },
      { title: '编号', dataIndex: 'id', ellipsis: false },
      { title: '链接', key: 'link', render: (_, r) => <a href={`#${r.id}`}>{r.id}</a> },
    ];
    render(<DataTable<Row> rowKey="id" columns={cols} dataSource={[{ id: 'r1', name: long }]} pagination={false} />);
    const [name, id, link] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(name).toHaveClass('data-table-cell-ellipsis');
    expect(name).toHaveAttribute('title', long);
    expect(id).not.toHaveClass('data-table-cell-ellipsis');
    expect(id).not.toHaveAttribute('title');
    // Markup keeps its own titles (the list sets them where it wants one).
    expect(link).not.toHaveAttribute('title');
  });

  it('keeps widths in the colgroup: columns with a width keep it, the others share the rest (96 px at least)', () => {
    const { container } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} pagination={false} />);
    const cols = [...container.querySelectorAll('colgroup col')] as HTMLTableColElement[];
    expect(cols.map((c) => c.style.width)).toEqual(['120px', '']);
    const table = screen.getByRole('table');
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.style.width).toBe(`${120 + 96}px`);
    expect(table.style.minWidth).toBe('100%');
  });

  it('resizes a column by dragging its header edge, or with ← / → on the focused handle', async () => {
    const { container } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} pagination={false} />);
    const header = screen.getByRole('columnheader', { name: /名称/ });
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ width: 120 } as DOMRect);
    const handle = within(header).getByRole('separator', { name: '调整「名称」列宽' });
    expect(handle).toHaveAttribute('aria-valuenow', '120');
    fireEvent.pointerDown(handle, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 180 });
    fireEvent.pointerUp(window);
    const col = container.querySelector('colgroup col') as HTMLTableColElement;
    expect(col.style.width).toBe('200px');
    fireEvent.pointerMove(window, { clientX: 400 });
    expect(col.style.width).toBe('200px');

    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(col.style.width).toBe(`${200 + RESIZE_STEP}px`);
    expect(handle).toHaveAttribute('aria-valuenow', String(200 + RESIZE_STEP));
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowLeft}');
    expect(col.style.width).toBe(`${MIN_COLUMN_WIDTH}px`);
  });

  it('sorts on the server: a button in each sortable header, aria-sort, descending → ascending → none', async () => {
    const cols: TableColumnsType<Row> = [
      ...columns,
      { title: '金额', key: 'amount', dataIndex: 'amount', width: 100, align: 'right', sorter: true },
    ];
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable<Row> rowKey="id" columns={cols} dataSource={rows.slice(0, 2)} pagination={false} onSortChange={onSortChange} />,
    );
    const header = screen.getByRole('columnheader', { name: /金额/ });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /名称/ }).querySelector('button')).toBeNull();
    expect(within(header).getByRole('button', { name: '金额' })).toHaveAttribute('title', '点击降序');
    await userEvent.click(within(header).getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'desc' });

    rerender(
      <DataTable<Row>
        rowKey="id"
        columns={cols}
        dataSource={rows.slice(0, 2)}
        pagination={false}
        sort={{ field: 'amount', order: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(header).toHaveClass('data-table-column-sort');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveClass('data-table-column-sort');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveStyle({ textAlign: 'right' });
    await userEvent.click(within(header).getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'asc' });

    rerender(
      <DataTable<Row>
        rowKey="id"
        columns={cols}
        dataSource={rows.slice(0, 2)}
        pagination={false}
        sort={{ field: 'amount', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button', { name: '金额' }));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('pins the `fixed: right` column (sticky, its shadow shown while columns scroll under it)', () => {
    const cols: TableColumnsType<Row> = [
      ...columns,
      { title: '操作', key: 'action', width: 80, fixed: 'right', render: () => <button type="button">查看</button> },
    ];
    render(<DataTable<Row> rowKey="id" columns={cols} dataSource={rows.slice(0, 1)} pagination={false} />);
    const action = screen.getByRole('columnheader', { name: /操作/ });
    expect(action).toHaveClass('data-table-cell-fix-right', 'data-table-cell-fix-right-first');
    expect(action).toHaveStyle({ position: 'sticky', right: '0px' });
    const cell = within(bodyRows()[0]!).getAllByRole('cell')[2]!;
    expect(cell).toHaveClass('data-table-cell-fix-right');
    expect(cell).toHaveStyle({ right: '0px' });
    expect(screen.getByRole('columnheader', { name: /编号/ })).not.toHaveClass('data-table-cell-fix-right');
  });

  it('makes a box that scrolls sideways focusable and named, with the shadow while the pinned column covers some', () => {
    const cols: TableColumnsType<Row> = [...columns, { title: '操作', key: 'action', width: 80, fixed: 'right' }];
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    try {
      const { container } = render(
        <DataTable<Row> rowKey="id" aria-label="订单" columns={cols} dataSource={rows.slice(0, 1)} pagination={false} />,
      );
      const box = screen.getByRole('region', { name: '订单（可左右滚动）' });
      expect(box).toHaveAttribute('tabindex', '0');
      expect(container.querySelector('.data-table-wrapper')).toHaveClass('data-table-ping-right');
      box.scrollLeft = 300;
      fireEvent.scroll(box);
      expect(container.querySelector('.data-table-wrapper')).not.toHaveClass('data-table-ping-right');
    } finally {
      client.mockRestore();
      scroll.mockRestore();
    }
  });

  it('selects rows with labelled boxes, and the page with a select-all box that is indeterminate when some are picked', async () => {
    const onChange = vi.fn();
    const selection = (keys: string[]) => ({
      selectedRowKeys: keys,
      onChange,
      getCheckboxProps: (r: Row) => ({ disabled: r.id === 'r3' }),
    });
    const { rerender } = render(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 4)} rowSelection={selection([])} pagination={false} />,
    );
    const all = screen.getByRole('checkbox', { name: '全选本页' });
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 任务 1' }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['r1']);
    expect(onChange.mock.calls.at(-1)?.[1]).toEqual([rows[1]]);

    rerender(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 4)} rowSelection={selection(['r1'])} pagination={false} />,
    );
    expect(screen.getByRole('checkbox', { name: '选择 任务 1' })).toBeChecked();
    expect(bodyRows()[1]).toHaveClass('data-table-row-selected');
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: '选择 任务 3' })).toBeDisabled();
    await userEvent.click(all);
    // Every row whose box is not disabled.
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['r1', 'r0', 'r2']);

    rerender(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 4)}
        rowSelection={selection(['r0', 'r1', 'r2'])}
        pagination={false}
      />,
    );
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await userEvent.click(all);
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual([]);
  });

  it('names a row’s box as the list asks (getCheckboxProps aria-label)', () => {
    const rowSelection = { selectedRowKeys: [], getCheckboxProps: (r: Row) => ({ 'aria-label': `选择 ${r.id} 的明细` }) };
    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} rowSelection={rowSelection} pagination={false} />);
    expect(screen.getByRole('checkbox', { name: '选择 r0 的明细' })).toBeInTheDocument();
  });

  it('keeps the rows under a busy veil while loading, then says the list was updated', async () => {
    const { container, rerender } = render(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 2)} loading pagination={false} />,
    );
    const veil = container.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(veil).not.toBeNull();
    expect(within(veil).getByRole('status')).toHaveTextContent('加载中');
    expect(bodyRows()).toHaveLength(2);
    rerender(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 3)} loading={false} pagination={false} />);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(await screen.findByText('列表已更新，共 3 条', { ignore: false })).toBeInTheDocument();
  });

  it('shows the list’s empty text with the empty picture, nothing on a blank text (a first load), and no pagination', () => {
    const { container, rerender } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={[]}
        locale={{ emptyText: '暂无订单' }}
        pagination={{ current: 1, pageSize: 30, total: 0 }}
      />,
    );
    expect(within(bodyRows()[0]!).getByRole('cell')).toHaveAttribute('colspan', '2');
    expect(screen.getByText('暂无订单')).toBeInTheDocument();
    expect(container.querySelector('.light-empty-image')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    rerender(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: ' ' }} pagination={false} />);
    expect(container.querySelector('.light-empty')).toBeNull();
  });

  it('expands a row with a button under the list’s expandedRowRender', async () => {
    render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 2)}
        expandable={{ expandedRowRender: (r) => <p>{`${r.name} 的尝试`}</p> }}
        pagination={false}
      />,
    );
    const [open] = screen.getAllByRole('button', { name: '展开行' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open!);
    expect(screen.getByText('任务 0 的尝试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭行' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: '关闭行' }));
    expect(screen.queryByText('任务 0 的尝试')).toBeNull();
  });
});
