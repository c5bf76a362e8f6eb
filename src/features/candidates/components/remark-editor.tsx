import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CANDIDATE_LIMITS as L } from '@contract/candidates.meta';
import { useSetRemarkMutation } from '../api';
import { useApp } from '@/components/ui/app-feedback';

/** The supplier's note on a candidate; an empty note clears it. */
export function RemarkEditor({ candidateId, remark, disabled }: { candidateId: string; remark: string | null; disabled: boolean }) {
  const { message } = useApp();
  const [value, setValue] = useState(remark ?? '');
  const [save, { isLoading }] = useSetRemarkMutation();
  const submit = async () => {
    try {
      await save({ candidateId, remark: value }).unwrap();
      message.success(value.trim() ? '备注已保存' : '备注已清除');
    } catch {
      // Toasted by the http layer; the text stays.
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="备注"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        maxLength={L.remarkMax}
        autoSize={{ minRows: 2, maxRows: 5 }}
        disabled={disabled}
        placeholder="填写备注（仅本企业可见）"
      />
      <Button onClick={submit} loading={isLoading} disabled={disabled || value === (remark ?? '')}>
        保存备注
      </Button>
    </Space.Compact>
  );
}
