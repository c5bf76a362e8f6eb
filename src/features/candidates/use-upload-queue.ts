import { useCallback, useRef, useState } from 'react';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem<R> {
  key: string;
  file: File;
  state: UploadState;
  result?: R;
  error?: string;
}

/**
 * Uploads files one after another; a file that fails keeps its error and the others go on. `percent` counts the
 * files that finished (done or failed), which is what a person waiting for a batch wants to know.
 */
export function useUploadQueue<R>(upload: (file: File) => Promise<R>) {
  const [items, setItems] = useState<UploadItem<R>[]>([]);
  const [running, setRunning] = useState(false);
  const seq = useRef(0);

  const patch = useCallback(
    (key: string, change: Partial<UploadItem<R>>) =>
      setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const runAll = useCallback(
    async (batch: UploadItem<R>[]) => {
      setRunning(true);
      for (const item of batch) {
        patch(item.key, { state: 'uploading', error: undefined });
        try {
          patch(item.key, { state: 'done', result: await upload(item.file) });
        } catch (error) {
          patch(item.key, { state: 'failed', error: error instanceof Error ? error.message : '上传失败' });
        }
      }
      setRunning(false);
    },
    [upload, patch],
  );

  /** Adds files (already checked by the caller) and uploads them. */
  const start = useCallback(
    (files: File[]) => {
      const batch = files.map((file) => ({ key: `f${++seq.current}`, file, state: 'waiting' as const }));
      setItems((prev) => [...prev, ...batch]);
      return runAll(batch);
    },
    [runAll],
  );

  /** Tries the failed files again. */
  const retryFailed = useCallback(() => runAll(items.filter((item) => item.state === 'failed')), [items, runAll]);

  const remove = useCallback((key: string) => setItems((prev) => prev.filter((item) => item.key !== key)), []);
  const reset = useCallback(() => setItems([]), []);

  const finished = items.filter((item) => item.state === 'done' || item.state === 'failed').length;
  const percent = items.length ? Math.round((finished / items.length) * 100) : 0;
  return { items, running, percent, start, retryFailed, remove, reset };
}
