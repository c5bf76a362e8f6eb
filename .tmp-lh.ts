import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './tests/e2e/support/server';
const server = await startServer();
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'], logLevel: 'silent' });
try {
  for (const path of (process.env.PAGES ?? '/').split(',')) {
    const r = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = r!.lhr;
    console.log('==', path, 'perf', lhr.categories.performance.score, 'a11y', lhr.categories.accessibility.score);
    for (const a of Object.values(lhr.audits)) {
      if (a.score !== null && a.score < 1 && (lhr.categories.accessibility.auditRefs.some((x) => x.id === a.id))) console.log('a11y fail', a.id, JSON.stringify((a.details as { items?: unknown[] })?.items?.slice(0, 3)).slice(0, 600));
    }
    const ls = lhr.audits['layout-shifts'] ?? lhr.audits['layout-shift-elements'];
    console.log('shifts', JSON.stringify((ls?.details as { items?: unknown[] })?.items?.slice(0, 5)).slice(0, 1500));
    console.log('lcp el', JSON.stringify((lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })?.items).slice(0, 800));
  }
} finally {
  chrome.kill();
  await server.stop();
}
