import { useState } from 'react';
import { Select } from 'antd';
import { usePlatformTaskListQuery } from '../api/tasks';

/** A task chosen by typing part of its title (the server searches; the first 20 matches are offered). */
export function TaskPicker({ value, onChange }: { value?: string; onChange: (taskId: string | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = usePlatformTaskListQuery({ pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  return (
    <Select
      aria-label="选择任务"
      placeholder="输入任务名称搜索"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      loading={isFetching}
      style={{ width: 360, maxWidth: '100%' }}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={(data?.list ?? []).map((t) => ({ value: t.taskId, label: `${t.title}（${t.companyName}）` }))}
      notFoundContent={isFetching ? '加载中…' : '没有找到任务'}
    />
  );
}
