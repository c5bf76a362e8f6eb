import { useState } from 'react';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { usePlatformTaskListQuery } from '../api/tasks';

/** A task chosen from the first 20 whose title or company matches what was searched (the server searches). */
export function TaskPicker({ value, onChange }: { value?: string; onChange: (taskId: string | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = usePlatformTaskListQuery({ pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  const options = (data?.list ?? []).map((t) => ({ value: t.taskId, label: `${t.title}（${t.companyName}）` }));
  return (
    <div className="console-actions">
      <LightSearchBox
        ariaLabel="搜索任务"
        placeholder="任务名称或用工企业"
        maxLength={50}
        width={220}
        onSearch={(v) => setKeyword(v.trim())}
      />
      <LightSelect<string>
        aria-label="选择任务"
        placeholder={isFetching ? '加载中…' : options.length ? '请选择任务' : '没有找到任务'}
        allowClear
        style={{ width: 300, maxWidth: '100%' }}
        value={value}
        onChange={onChange}
        options={value && !options.some((o) => o.value === value) ? [{ value, label: '当前任务' }, ...options] : options}
      />
    </div>
  );
}
