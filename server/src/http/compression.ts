import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers over ~1 KB (the HTML page, long lists, reference data) for clients that accept it. Brotli
 * at a low quality: on the fly, speed matters more than the last few percent. The SPA's hashed assets are
 * compressed at build time instead (scripts/precompress.ts) and served as they are by the static plugin, which
 * sets Content-Encoding itself; an answer that already has one is left alone here. Request bodies are not
 * decompressed: a compressed upload would slip past the body limit.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
