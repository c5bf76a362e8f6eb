import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_MAX_LABEL } from '@contract/supplier-centre.meta';
import { uploadLogo } from '../api';
import { LogoImage } from './logo-image';
import { useApp } from '@/components/ui/app-feedback';

export interface LogoUploadProps {
  value?: string | null;
  onChange?: (fileId: string | null) => void;
}

/** Picks a PNG/JPEG (the server decides the type by its bytes), uploads it and previews it; a form field. */
export function LogoUpload({ value = null, onChange }: LogoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { message } = useApp();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      message.error(`Logo 图片不能超过 ${LOGO_MAX_LABEL}`);
      return;
    }
    setBusy(true);
    try {
      const { fileId } = await uploadLogo(file);
      onChange?.(fileId);
    } catch {
      // The toast said why (type, size).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space align="start" size={16}>
      <LogoImage fileId={value} />
      <Space orientation="vertical">
        <input
          ref={input}
          type="file"
          accept={LOGO_ACCEPT}
          hidden
          aria-label="选择 Logo 图片"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button loading={busy} onClick={() => input.current?.click()}>
          {value ? '更换 Logo' : '上传 Logo'}
        </Button>
        {value ? (
          <Button type="link" danger onClick={() => onChange?.(null)}>
            移除 Logo
          </Button>
        ) : null}
        <span className="form-hint">PNG 或 JPEG，不超过 {LOGO_MAX_LABEL}</span>
      </Space>
    </Space>
  );
}
