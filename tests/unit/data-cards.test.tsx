import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { mockViewport } from '../utils/viewport';

interface Row {
  id: string;
  title: string;
  status: string;
  amount: string;
  at: string;
  note: string;
}

const LONG = 'W'.repeat(200);
const row = (i: number, over: Partial<Row> = {}): Row => ({
  id: `r${i}`,
  title: `任务 ${i}`,
  status: '进行中',
  amount: `¥${i}.50`,
  at: '2026-11-20 10:00',
  note: `备注 ${i}`,
  ...over,
});
const rows = Array.from({ length: 45 }, (_, i) => row(i + 1));
const onOpen = vi.fn();

const columns: TableColumnsType<Row> = [
  { title: '编号', dataIndex: 'id', width: 80 },
  { title: '任务', dataIndex: 'title', render: (title: string) => <a title={title}>{title}</a> },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => <span className="tag">{s}</span> },
  { title: '金额（元）', key: 'amount', dataIndex: 'amount', width: 120, sorter: true },
  { title: '时间', key: 'at', dataIndex: 'at', width: 160, sorter: true },
  { title: '备注', dataIndex: 'note' },
  { title: '操作', key: 'action', width: 80, render: (_, r) => <button onClick={() => onOpen(r.id)}>查看</button> },
];
const CARD = { title: 'title', status: 'status', amount: 'amount', date: 'at', fields: ['id', 'note'] };

const cards = () => [...document.querySelectorAll<HTMLElement>('li.data-card')];
const field = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

// Thirty cards take a few seconds to render on a busy machine.
describe('the shared table on a phone', { timeout: 30_000 }, () => {
  it('draws each row as a card below 768 px — title, status, amount, date, the other fields, the actions — and a table from 768 px', () => {
    const viewport = mockViewport(390);
    render(<DataTable<Row> rowKey="id" columns={columns} card={CARD} dataSource={rows.slice(0, 2)} pagination={false} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards()).toHaveLength(2);
    const [first] = cards() as [HTMLElement];
    expect(first.querySelector('.data-card-title')).toHaveTextContent('任务 1');
    expect(first.querySelector('.data-card-status')).toHaveTextContent('进行中');
    expect(field(first, '金额（元）')).toHaveTextContent('¥1.50');
    expect(field(first, '时间')).toHaveTextContent('2026-11-20 10:00');
    expect(field(first, '编号')).toHaveTextContent('r1');
    expect(field(first, '备注')).toHaveTextContent('备注 1');
    fireEvent.click(within(first).getByRole('button', { name: '查看' }));
    expect(onOpen).toHaveBeenCalledWith('r1');

    viewport.resize(1440);
    expect(cards()).toHaveLength(0);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    viewport.resize(767);
    expect(cards()).toHaveLength(2);
  });

  it('keeps a very long value inside the card: plain text ends in an ellipsis with its full text as the title', () => {
    mockViewport(390);
    render(
      <DataTable<Row> rowKey="id" columns={columns} card={CARD} dataSource={[row(1, { title: LONG, note: LONG })]} pagination={false} />,
    );
    const [card] = cards() as [HTMLElement];
    expect(card.querySelector('.data-card-title a')).toHaveAttribute('title', LONG);
    const note = field(card, '备注');
    expect(note).toHaveClass('data-card-text');
    expect(note).toHaveAttribute('title', LONG);
  });

  it('offers the sortable columns in a sort box that shows and changes the list’s sort', async () => {
    mockViewport(390);
    const onSortChange = vi.fn();
    render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        card={CARD}
        dataSource={rows.slice(0, 1)}
        sort={{ field: 'at', order: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    const box = screen.getByRole('combobox', { name: '排序' });
    expect(box).toHaveValue('at:asc');
    expect([...box.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '默认排序',
      '金额（元） 降序',
      '金额（元） 升序',
      '时间 降序',
      '时间 升序',
    ]);
    await userEvent.selectOptions(box, '金额（元） 降序');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'amount', order: 'desc' });
    await userEvent.selectOptions(box, '默认排序');
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('selects cards one by one or the whole page where the list selects rows', async () => {
    mockViewport(390);
    const onChange = vi.fn();
    const selection = {
      selectedRowKeys: ['r2'],
      preserveSelectedRowKeys: true,
      onChange,
      getCheckboxProps: (r: Row) => ({ 'aria-label': `选择 ${r.title}` }),
    };
    render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        card={CARD}
        dataSource={rows.slice(0, 3)}
        rowSelection={selection}
        pagination={false}
      />,
    );
    expect(screen.getByRole('checkbox', { name: '选择 任务 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveProperty('indeterminate', true);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 任务 1' }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['r2', 'r1']);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual(['r2', 'r1', 'r3']);
  });

  it('pages with the house pagination: the server’s pages, or its own over the rows it was given', async () => {
    mockViewport(390);
    const onPage = vi.fn();
    const { unmount } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        card={CARD}
        dataSource={rows.slice(0, 30)}
        pagination={{ current: 1, pageSize: 30, total: 95, onChange: onPage }}
      />,
    );
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onPage).toHaveBeenCalledWith(2, 30);
    unmount();

    render(<DataTable<Row> rowKey="id" columns={columns} card={CARD} dataSource={rows} />);
    expect(cards()).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(cards()).toHaveLength(15);
    expect(cards()[0]).toHaveTextContent('任务 31');
  });

  it('says the list’s empty text, and without a layout heads the card with the first column', () => {
    mockViewport(390);
    const { unmount } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: '暂无订单' }} />);
    expect(screen.getByText('暂无订单')).toBeInTheDocument();
    unmount();
    // A blank text (a list's first load) shows nothing; the rows stay under the busy veil while loading.
    const { unmount: unmount1 } = render(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: ' ' }} loading />,
    );
    expect(document.querySelector('.light-empty')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount1();
    const { unmount: unmount2 } = render(<DataTable<Row> rowKey="id" columns={columns} dataSource={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();

    expect(document.querySelector('.light-empty-image')).not.toBeNull();
    unmount2();

    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} pagination={false} />);
    const [card] = cards() as [HTMLElement];
    expect(card.querySelector('.data-card-title')).toHaveTextContent('r1');
    expect(card.querySelector('.data-card-status')).toHaveTextContent('进行中');
    expect(field(card, '任务')).toHaveTextContent('任务 1');
    expect(within(card.querySelector('.data-card-actions') as HTMLElement).getByRole('button', { name: '查看' })).toBeInTheDocument();
  });
});
