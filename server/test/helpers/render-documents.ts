import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Licence and ID card images with Chinese text, rendered by Debian's Chromium with the system's CJK font,
 * for the OCR tests. Nothing is downloaded: the browser and the font are the machine's own.
 */

export interface Licence {
  companyName: string;
  creditCode: string;
  legalPerson: string;
}

export interface IdCardFront {
  name: string;
  idNumber: string;
}

const chromiumPath = () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/** Why documents cannot be rendered here, or null when they can. */
export function renderUnavailable(): string | null {
  if (!chromiumPath()) return "Chromium was not found at /usr/bin/chromium (or CHROMIUM_PATH); install Debian's chromium package";
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (fonts.status !== 0 || !fonts.stdout.trim())
    return "no font with Chinese glyphs (fc-list :lang=zh is empty); install Debian's fonts-wqy-zenhei";
  return null;
}

const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; background: #fff; color: #111; font-family: 'WenQuanYi Zen Hei', 'Noto Sans CJK SC', sans-serif; font-size: 30px; }
  .doc { padding: 40px 56px; } h1 { text-align: center; font-size: 52px; letter-spacing: 16px; margin: 0 0 28px; }
  p { margin: 18px 0; } .label { display: inline-block; min-width: 7em; } .small { font-size: 22px; color: #444; }
</style></head><body><div class="doc">${body}</div></body></html>`;

export const licenceHtml = (l: Licence) =>
  page(`<h1>营业执照</h1>
    <p><span class="label">统一社会信用代码</span> ${l.creditCode}</p>
    <p><span class="label">名称</span> ${l.companyName}</p>
    <p><span class="label">类型</span> 有限责任公司（自然人投资或控股）</p>
    <p><span class="label">法定代表人</span> ${l.legalPerson}</p>
    <p><span class="label">注册资本</span> 壹佰万元整</p>
    <p><span class="label">成立日期</span> 2016年05月18日</p>
    <p class="small">登记机关 市场监督管理局</p>`);

export const idCardFrontHtml = (c: IdCardFront) =>
  page(`<p><span class="label">姓名</span> ${c.name}</p>
    <p><span class="label">性别</span> 男 <span class="label" style="min-width:3em;margin-left:2em">民族</span> 汉</p>
    <p><span class="label">出生</span> ${c.idNumber.slice(6, 10)}年${Number(c.idNumber.slice(10, 12))}月${Number(c.idNumber.slice(12, 14))}日</p>
    <p><span class="label">住址</span> 北京市东城区景山前街4号</p>
    <p><span class="label">公民身份号码</span> ${c.idNumber}</p>`);

/** Renders each HTML page to an image (PNG, or JPEG at quality 90) in one browser. */
export async function renderImages(pages: { html: string; type?: 'png' | 'jpeg' }[]): Promise<Buffer[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: 1100, height: 640 }, deviceScaleFactor: 1 });
    const out: Buffer[] = [];
    for (const p of pages) {
      await tab.setContent(p.html, { waitUntil: 'load' });
      out.push(await tab.screenshot(p.type === 'jpeg' ? { type: 'jpeg', quality: 90 } : { type: 'png' }));
    }
    return out;
  } finally {
    await browser.close();
  }
}
