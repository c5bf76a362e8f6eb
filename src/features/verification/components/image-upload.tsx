import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT, VERIFICATION_LIMITS } from '@contract/verification.meta';
import type { OcrKind } from '@contract/verification.meta';
import { fileProblem } from '@/lib/file-check';
import { isHttpError } from '@/lib/http';
import { ocrParse } from '../api';
import type { OcrResult } from '../api';

const IMAGE_RULE = { extensions: ['.png', '.jpg', '.jpeg'], maxBytes: VERIFICATION_LIMITS.imageMaxBytes, kindsLabel: 'PNG 或 JPG 图片' } as const;

export interface ImageUploadProps {
  /** The stored file's id (a form control's value). */
  value?: string;
  onChange?: (fileId: string) => void;
  kind: OcrKind;
  side?: 'front' | 'back';
  label: string;
  /** What OCR read, for the form to fill in. */
  onParsed?: (result: OcrResult) => void;
}

/** Picks a licence or ID card photo, uploads it (OCR reads it on the way) and previews it. */
export function ImageUpload({ value, onChange, kind, side, label, onParsed }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = fileProblem(file, IMAGE_RULE);
    setProblem(bad);
    setNotice(null);
    if (bad) return;
    setUploading(true);
    try {
      const result = await ocrParse(file, kind, side);
      // Not every environment can preview (jsdom has no object URLs); the upload stands either way.
      if (typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
      onChange?.(result.fileId);
      onParsed?.(result);
      if (!result.ocrAvailable) setNotice('图片识别（OCR）暂不可用，请对照图片手动填写');
      else if (Object.keys(result.fields).length === 0 && onParsed) setNotice('未能识别图片中的文字，请对照图片手动填写');
      else if (onParsed) setNotice('已根据图片自动填写，请仔细核对');
    } catch (error) {
      // The http layer has shown the server's reason; keep it beside the field too.
      setProblem(isHttpError(error) ? error.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space orientation="vertical" className="verification-upload">
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden aria-label={`选择${label}`} onChange={(e) => void pick(e.target.files?.[0])} />
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {value ? `重新上传${label}` : `上传${label}`}
      </Button>
      <Typography.Text type="secondary">PNG 或 JPG，不超过 {VERIFICATION_LIMITS.imageMaxLabel}</Typography.Text>
      {preview && <img src={preview} alt={label} className="verification-preview" style={{ maxWidth: 320, maxHeight: 200 }} />}
      {value && !preview && <Typography.Text type="success">已上传{label}</Typography.Text>}
      {problem && <Alert type="error" showIcon title={problem} />}
      {notice && <Alert type={notice.startsWith('已根据') ? 'success' : 'warning'} showIcon title={notice} />}
    </Space>
  );
}
