import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, VERIFICATION_LIMITS } from '@contract/verification.meta';
import type { OcrKind } from '@contract/verification.meta';
import { LightAlert } from '@/components/light/alert';
import { LightButton } from '@/components/light/button';
import { LightIcon } from '@/components/light/icon';
import { UploadOutlined } from '@/components/light/icons/upload-outlined';
import { LightText } from '@/components/light/text';
import { fileProblem } from '@/lib/file-check';
import { isHttpError } from '@/lib/http';
import { ocrParse } from '../api';
import type { OcrResult } from '../api';
import { OCR_FIELDS_OF, ocrNotice } from './ocr-notice';

const IMAGE_RULE = {
  extensions: ['.png', '.jpg', '.jpeg'],
  maxBytes: VERIFICATION_LIMITS.imageMaxBytes,
  kindsLabel: 'PNG 或 JPG 图片',
} as const;

export interface ImageUploadProps {
  /** The stored file's id (the form's value). */
  value?: string;
  onChange: (fileId: string) => void;
  kind: OcrKind;
  side?: 'front' | 'back';
  label: string;
  /** The id of the button (the field's label titles it, a submit focuses it while nothing is uploaded). */
  id?: string;
  /** The form's message for the field (nothing uploaded yet): the button is described by it. */
  invalid?: boolean;
  /** What OCR read, for the form to fill in. */
  onParsed?: (result: OcrResult) => void;
}

/** Picks a licence or ID card photo, uploads it (OCR reads it on the way) and previews it. */
export function ImageUpload({ value, onChange, kind, side, label, id, invalid, onParsed }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; success: boolean } | null>(null);
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
      onChange(result.fileId);
      onParsed?.(result);
      if (!result.ocrAvailable || onParsed) setNotice(ocrNotice(result, OCR_FIELDS_OF[kind]));
    } catch (error) {
      // The http layer has shown the server's reason; keep it beside the field too.
      setProblem(isHttpError(error) ? error.message : '上传失败，请重试');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="verification-upload">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={`选择${label}`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <LightButton
        id={id}
        className="verification-upload-button"
        loading={uploading}
        aria-describedby={invalid && id ? `${id}-error` : undefined}
        onClick={() => input.current?.click()}
      >
        {!uploading && <LightIcon icon={UploadOutlined} />}
        {value ? `重新上传${label}` : `上传${label}`}
      </LightButton>
      <LightText type="secondary">PNG 或 JPG，不超过 {VERIFICATION_LIMITS.imageMaxLabel}</LightText>
      {preview && <img src={preview} alt={label} className="verification-preview" />}
      {value && !preview && <LightText type="success">已上传{label}</LightText>}
      {problem && <LightAlert type="error" showIcon message={problem} />}
      {notice && <LightAlert type={notice.success ? 'success' : 'warning'} showIcon message={notice.text} />}
    </div>
  );
}
