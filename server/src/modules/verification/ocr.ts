import { spawn } from 'node:child_process';
import { Mutex } from '../../lib/mutex';

/** One recognised line and how sure the engine is of it: the lowest confidence (0–1) of its words. */
export interface OcrLine {
  text: string;
  confidence: number;
}

/**
 * Reads the text of an image; null when the engine is not installed (the form is then filled by hand). `read`
 * answers plain text (an engine without word confidences) or the lines with their confidences.
 */
export interface OcrEngine {
  available(): Promise<boolean>;
  /** The recognised text, or null when recognition failed or took too long. */
  read(image: Uint8Array): Promise<string | OcrLine[] | null>;
}

/**
 * Tesseract's TSV (one row per block, paragraph, line and word; words are level 5 with a confidence 0–100) as
 * lines of words joined by spaces, each with its weakest word's confidence.
 */
export function linesOfTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, { words: string[]; confidence: number }>();
  for (const row of tsv.split(/\r?\n/).slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const conf = Number(cells[10]);
    const word = cells.slice(11).join('\t').trim();
    if (!word || !Number.isFinite(conf) || conf < 0) continue;
    const key = `${cells[1]}-${cells[2]}-${cells[3]}-${cells[4]}`;
    const line = lines.get(key) ?? { words: [], confidence: 1 };
    line.words.push(word);
    line.confidence = Math.min(line.confidence, conf / 100);
    lines.set(key, line);
  }
  return [...lines.values()].map((l) => ({ text: l.words.join(' '), confidence: Math.round(l.confidence * 100) / 100 }));
}

export interface TesseractOptions {
  /** The binary (a path or a name on PATH); `TESSERACT_PATH` in the environment overrides `tesseract`. */
  command?: string;
  languages?: string;
  timeoutMs?: number;
  /** Recognised text beyond this is cut off (a licence is a few hundred characters). */
  maxOutputBytes?: number;
}

interface RunResult {
  code: number | null;
  stdout: string;
  timedOut: boolean;
}

/** Spawns without a shell (arguments are never interpreted), feeds stdin, caps stdout, kills on timeout. */
function run(command: string, args: string[], input: Uint8Array | null, timeoutMs: number, maxOutputBytes: number): Promise<RunResult> {
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      // One thread: OCR is CPU-heavy and the app server shares its cores with requests.
      child = spawn(command, args, { shell: false, stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    } catch {
      resolve({ code: null, stdout: '', timedOut: false });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (size >= maxOutputBytes) return;
      chunks.push(chunk.subarray(0, maxOutputBytes - size));
      size += chunk.length;
    });
    child.on('error', () => undefined);
    child.stdin!.on('error', () => undefined);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks).toString('utf8'), timedOut });
    });
    if (input) child.stdin!.end(Buffer.from(input));
    else child.stdin!.end();
  });
}

/**
 * Debian's tesseract (`tesseract-ocr` with `tesseract-ocr-chi-sim`), one recognition at a time. It counts as
 * available when the binary runs and lists the languages it needs; that is checked once and remembered.
 */
export function createTesseract(options: TesseractOptions = {}): OcrEngine {
  const command = options.command ?? process.env.TESSERACT_PATH ?? 'tesseract';
  const languages = options.languages ?? 'chi_sim+eng';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxOutputBytes = options.maxOutputBytes ?? 64 * 1024;
  const lock = new Mutex();
  let availability: Promise<boolean> | undefined;

  function available(): Promise<boolean> {
    availability ??= run(command, ['--list-langs'], null, 10_000, 64 * 1024).then((r) => {
      if (r.code !== 0) return false;
      const installed = new Set(r.stdout.split(/\s+/));
      return languages.split('+').every((lang) => installed.has(lang));
    });
    return availability;
  }

  async function read(image: Uint8Array): Promise<OcrLine[] | null> {
    if (!(await available())) return null;
    const release = await lock.acquire();
    try {
      // TSV: every word with its confidence (a TSV row is ~50 bytes of numbers beside each word: 4× the text cap).
      const r = await run(command, ['stdin', 'stdout', '-l', languages, '--psm', '3', 'tsv'], image, timeoutMs, maxOutputBytes * 4);
      return r.code === 0 && !r.timedOut ? linesOfTsv(r.stdout) : null;
    } finally {
      release();
    }
  }

  return { available, read };
}
