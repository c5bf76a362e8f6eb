import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The entry's stylesheet: the only one index.html links (its chunk is `app`, vite.config.ts; any name is taken). */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?\s*/g;

/**
 * The built index.html paints its static shell before any script is fetched:
 *
 * - the entry stylesheet (a few KB) is inlined, so the first paint waits for no request but the page itself. A
 *   disabled link to the same file (not fetched, not applied) stays beside it: Vite's loader looks for a link to
 *   a lazy chunk's stylesheets before adding one, and the entry's is among them; without it, the first lazy screen
 *   appended the whole entry stylesheet again, after the chunks' own CSS, whose equally specific rules then lost
 *   (the light kit's tag colours, a list's 44 px phone buttons);
 * - the entry script and its modulepreload links are requested by a small deferred boot script once the shell has
 *   painted (a frame, or 100 ms when the tab is hidden and frames do not come), all at once, as Vite would have.
 *   On a slow phone line the shell no longer shares the line with 300 KB of script before it shows. Right after
 *   them, the scripts of the screen the address shows, which the server names in `<html data-preload>`
 *   (route-preloads.ts): the screen's code comes with the entry instead of after it.
 *
 * The boot script is a file (the CSP allows no inline script); it is as small as the tag it replaces.
 */
export function firstPaintFirst(): Plugin {
  return {
    name: 'first-paint-first',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const htmlFile = path.join(outDir, 'index.html');
      let html = await readFile(htmlFile, 'utf8');
      const sheets = [...html.matchAll(STYLESHEET)];
      if (sheets.length > 1)
        throw new Error("first-paint-first: index.html links more than one stylesheet; only the entry's can be inlined");
      const css = sheets[0];
      const entry = ENTRY.exec(html);
      if (!css || !entry) throw new Error('first-paint-first: index.html has no entry stylesheet or script to rewrite');
      const styles = await readFile(path.join(outDir, css[1]), 'utf8');
      if (styles.includes('</')) throw new Error('first-paint-first: the stylesheet cannot be inlined as it is');
      const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
      const boot = `(function(){var d=document,done=false;function go(){if(done)return;done=true;var p=${JSON.stringify(preloads)};function pre(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}p.forEach(pre);var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};d.head.appendChild(s);(d.documentElement.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(/^\\/assets\\/[\\w.-]+\\.js$/.test(h)&&p.indexOf(h)<0)pre(h)})}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})();\n`;
      const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
      await writeFile(path.join(outDir, bootFile), boot);
      html = html
        .replace(PRELOAD, '')
        .replace(entry[0], `<script defer src="/${bootFile}"></script>`)
        .replace(css[0], () => `<style>${styles}</style><link rel="stylesheet" href="/${css[1]}" disabled>`);
      await writeFile(htmlFile, html);
    },
  };
}
