import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintFirst } from '../../scripts/first-paint';

const INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-AbC_1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-x1.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-y2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Zz9.css">
  </head><body><div id="root"><div class="shell">壳</div></div></body></html>`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function build(css: string): Promise<string> {
  dir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets/index-Zz9.css'), css);
  const hook = firstPaintFirst().writeBundle as unknown as (options: { dir: string }) => Promise<void>;
  await hook({ dir });
  return readFileSync(path.join(dir, 'index.html'), 'utf8');
}

describe('firstPaintFirst', () => {
  it('inlines the stylesheet and leaves the scripts to a deferred boot file that asks for them after the first paint', async () => {
    const html = await build('.shell{color:red}');
    expect(html).toContain('<style>.shell{color:red}</style>');
    // Only the disabled link Vite's loader looks for, so a lazy screen does not append the entry's CSS again.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-Zz9.css" disabled>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    const boot = /<script defer src="\/(assets\/boot-[\w-]+\.js)"><\/script>/.exec(html);
    expect(boot).not.toBeNull();
    const code = readFileSync(path.join(dir, boot![1]), 'utf8');
    expect(code).toContain('"/assets/index-AbC_1.js"');
    expect(code).toContain('["/assets/react-dom-x1.js","/assets/framework-y2.js"]');
    expect(code).toContain('requestAnimationFrame');
    expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.startsWith('boot-'))).toHaveLength(1);
  });

  it("asks, right after the entry, for the screen's scripts the server named in <html data-preload>, each once", async () => {
    const html = await build('.shell{color:red}');
    const code = readFileSync(path.join(dir, /src="\/(assets\/boot-[\w-]+\.js)"/.exec(html)![1]), 'utf8');
    document.documentElement.setAttribute(
      'data-preload',
      '/assets/route-order-q1.js /assets/framework-y2.js "><b>x</b> //evil.example/x.js /assets/card-w3.js',
    );
    const before = document.head.children.length;
    vi.useFakeTimers();
    try {
      new Function(code)();
      vi.advanceTimersByTime(100);
    } finally {
      vi.useRealTimers();
      document.documentElement.removeAttribute('data-preload');
    }
    const added = [...document.head.children]
      .slice(before)
      .map((el) => `${el.tagName} ${el.getAttribute('href') ?? el.getAttribute('src')}`);
    for (const el of [...document.head.children].slice(before)) el.remove();
    expect(added).toEqual([
      'LINK /assets/react-dom-x1.js',
      'LINK /assets/framework-y2.js',
      'SCRIPT /assets/index-AbC_1.js',
      'LINK /assets/route-order-q1.js',
      'LINK /assets/card-w3.js',
    ]);
  });

  it('refuses a stylesheet it cannot inline safely, and a page without the entry it expects', async () => {
    await expect(build('a{content:"</style><script>"}')).rejects.toThrow(/cannot be inlined/);
    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
    const hook = firstPaintFirst().writeBundle as unknown as (options: { dir: string }) => Promise<void>;
    await expect(hook({ dir })).rejects.toThrow(/no entry stylesheet or script/);
  });
});
