// Where the system tools the tests need live on a Debian machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p)) ?? null;
}

/** The bin directory of the newest installed PostgreSQL server, or null. */
export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** Whether Debian's tesseract runs and has the Chinese model (tesseract-ocr, tesseract-ocr-chi-sim). */
export function hasTesseractChinese() {
  const r = spawnSync(process.env.TESSERACT_PATH || 'tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 && /^chi_sim$/m.test(r.stdout);
}

/** Whether fontconfig knows a font with Chinese glyphs (tests render Chinese licences and ID cards). */
export function hasChineseFont() {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 10_000 });
  return r.status === 0 && r.stdout.trim().length > 0;
}
