import { useState } from 'react';
import { Checkbox } from 'antd';
import type { OcrConfidence, OcrFields } from '@contract/verification';
import { OCR_CONFIRM_BELOW } from '@contract/verification.meta';

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
  const edited = (changed: Partial<Record<string, unknown>>) => {
    const touched = fields.filter((f) => f in changed && doubts[f]);
    if (touched.length) setDoubts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !touched.includes(k as F))) as typeof d);
  };
  const confirm = (f: F, confirmed: boolean) => setDoubts((d) => (d[f] ? { ...d, [f]: { ...d[f]!, confirmed } } : d));
  const unconfirmed = () => fields.filter((f) => doubts[f] && !doubts[f]!.confirmed);

  /** The Form.Item props of a field: a warning and the confirmation box while it is doubted. */
  const itemProps = (f: F, label: string) => {
    const d = doubts[f];
    if (!d) return {};
    return {
      validateStatus: d.confirmed ? undefined : ('warning' as const),
      extra: (
        <div className="ocr-doubt">
          <span>识别可信度 {Math.round(d.confidence * 100)}%，可能有错漏，请对照图片核对{label}。</span>
          <Checkbox checked={d.confirmed} onChange={(e) => confirm(f, e.target.checked)}>
            已核对{label}，与证件一致
          </Checkbox>
        </div>
      ),
    };
  };

  return { mark, edited, unconfirmed, itemProps };
}
