import { useState } from 'react';
import type { OcrConfidence, OcrFields } from '@contract/verification';
import { OCR_CONFIRM_BELOW } from '@contract/verification.meta';
import { LightCheckbox } from '@/components/light/checkbox';

type Field = keyof OcrFields;

/**
 * The fields OCR filled but was not sure of (confidence below OCR_CONFIRM_BELOW, or none given): each is marked
 * and must be confirmed — ticked as checked against the photo, or typed by the person — before the form submits.
 */
export function useOcrDoubts<F extends Field>(fields: readonly F[]) {
  const [doubts, setDoubts] = useState<Partial<Record<F, { confidence: number; confirmed: boolean }>>>({});

  /** After a photo was read: the filled fields it doubts replace the earlier doubts of these fields. */
  const mark = (read: OcrFields, confidence: OcrConfidence) => {
    const next: Partial<Record<F, { confidence: number; confirmed: boolean }>> = {};
    for (const f of fields) {
      const c = confidence[f] ?? 0;
      if (read[f] && c < OCR_CONFIRM_BELOW) next[f] = { confidence: c, confirmed: false };
    }
    setDoubts(next);
  };
  /** The person typed the field: what it holds now is theirs, not OCR's. */
  const edited = (f: string) => {
    if (doubts[f as F]) setDoubts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== f)) as typeof d);
  };
  const confirm = (f: F, confirmed: boolean) => setDoubts((d) => (d[f] ? { ...d, [f]: { ...d[f]!, confirmed } } : d));
  const unconfirmed = () => fields.filter((f) => doubts[f] && !doubts[f]!.confirmed);

  /**
   * A field's doubt: `warning` while it is unconfirmed, and the `extra` under it (the confidence and the box to
   * tick); `onConfirm` also hears the tick (the form drops the message it showed for the doubt).
   */
  const doubtOf = (f: F, label: string, onConfirm?: (confirmed: boolean) => void) => {
    const d = doubts[f];
    if (!d) return {};
    return {
      warning: !d.confirmed,
      extra: (
        <div className="ocr-doubt">
          <span>
            识别可信度 {Math.round(d.confidence * 100)}%，可能有错漏，请对照图片核对{label}。
          </span>
          <LightCheckbox
            checked={d.confirmed}
            onChange={(checked) => {
              confirm(f, checked);
              onConfirm?.(checked);
            }}
          >
            已核对{label}，与证件一致
          </LightCheckbox>
        </div>
      ),
    };
  };

  return { mark, edited, unconfirmed, doubtOf };
}
