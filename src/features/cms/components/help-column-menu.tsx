import { Menu, Skeleton } from 'antd';
import type { MenuProps } from 'antd';
import type { ArticleColumn } from '@contract/cms';
import { QueryState } from '@/components/ui/query-state';
import { useListChildArticleColumnsQuery } from '../api';

const ALL = '__all__';
type Item = NonNullable<MenuProps['items']>[number];

export function findColumn(tree: ArticleColumn[] | undefined, id: string | undefined): ArticleColumn | undefined {
  if (!tree || !id) return undefined;
  for (const column of tree) {
    if (column.id === id) return column;
    const found = findColumn(column.children, id);
    if (found) return found;
  }
  return undefined;
}

export function useHelpColumns() {
  return useListChildArticleColumnsQuery({});
}

export interface HelpColumnMenuProps {
  selected?: string;
  onSelect: (columnId: string | undefined) => void;
}

/** The help centre's column tree as a side menu; a group's title selects the whole group. */
export function HelpColumnMenu({ selected, onSelect }: HelpColumnMenuProps) {
  const { data, isLoading, isError, refetch } = useHelpColumns();
  const toItem = (column: ArticleColumn): Item =>
    column.children?.length
      ? { key: column.id, label: column.name, children: column.children.map(toItem), onTitleClick: () => onSelect(column.id) }
      : { key: column.id, label: column.name };
  const items: Item[] = [{ key: ALL, label: '全部文章' }, ...(data ?? []).map(toItem)];
  return (
    <QueryState
      loading={isLoading}
      error={isError}
      empty={false}
      onRetry={refetch}
      skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
      errorText="栏目加载失败"
    >
      <Menu
        className="side-menu help-column-menu"
        mode="inline"
        aria-label="帮助中心栏目"
        selectedKeys={[selected ?? ALL]}
        defaultOpenKeys={(data ?? []).map((column) => column.id)}
        items={items}
        onClick={({ key }) => onSelect(key === ALL ? undefined : key)}
      />
    </QueryState>
  );
}
