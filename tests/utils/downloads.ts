import { vi } from 'vitest';

/**
 * Lets a file download run to the end in jsdom: Blob gets the stream() that msw's XHR interceptor hands to undici,
 * and saving records the file name instead of clicking a link. Returns the names saved and an undo.
 */
export function captureDownloads(): { saved: string[]; restore: () => void } {
  const saved: string[] = [];
  const proto = Blob.prototype as unknown as { stream?: (this: Blob) => ReadableStream };
  const hadStream = 'stream' in proto;
  if (!hadStream) {
    proto.stream = function (this: Blob) {
      return new ReadableStream({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    };
  }
  const created = URL.createObjectURL;
  const revoked = URL.revokeObjectURL;
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return {
    saved,
    restore() {
      click.mockRestore();
      URL.createObjectURL = created;
      URL.revokeObjectURL = revoked;
      if (!hadStream) delete proto.stream;
    },
  };
}
