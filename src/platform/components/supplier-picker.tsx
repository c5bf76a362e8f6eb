import { useState } from 'react';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { usePlatformSupplierListQuery } from '../api/suppliers';

/**
 * A supplier chosen from the first 20 whose name, credit code or member's phone matches what was searched (the
 * server searches): every role that reads suppliers may use it, finance's 出具账单 among them.
 */
export function SupplierPicker({ value, onChange }: { value?: string; onChange: (supplierId: string | undefined) => void }) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = usePlatformSupplierListQuery({ pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  const options = (data?.list ?? []).map((s) => ({ value: s.supplierId, label: s.name || `供应商 #${s.supplierId}` }));
  return (
    <div className="console-actions">
      <LightSearchBox
        ariaLabel="搜索供应商"
        placeholder="名称、信用代码或成员手机号"
        maxLength={50}
        width={220}
        onSearch={(v) => setKeyword(v.trim())}
      />
      <LightSelect<string>
        aria-label="选择供应商"
        placeholder={isFetching ? '加载中…' : options.length ? '请选择供应商' : '没有找到供应商'}
        allowClear
        style={{ width: 300, maxWidth: '100%' }}
        value={value}
        onChange={onChange}
        options={value && !options.some((o) => o.value === value) ? [{ value, label: '当前供应商' }, ...options] : options}
      />
    </div>
  );
}
