import { fenToYuanFixed } from '@/lib/money';
import { fileNameOf } from '@/lib/http/download';
import { fileProblem, MB } from '@/lib/file-check';
import { bucketWidth, niceMax } from '@/components/ui/bar-chart';

describe('order and candidate helpers', () => {
  it('shows fen as yuan with two decimals and thousands separators', () => {
    expect(fenToYuanFixed(0)).toBe('0.00');
    expect(fenToYuanFixed(5)).toBe('0.05');
    expect(fenToYuanFixed(50000)).toBe('500.00');
    expect(fenToYuanFixed(123456789)).toBe('1,234,567.89');
    expect(fenToYuanFixed(-150)).toBe('-1.50');
    expect(fenToYuanFixed(100000)).toBe('1,000.00');
    expect(fenToYuanFixed(99999999)).toBe('999,999.99');
    expect(fenToYuanFixed(-123456789012)).toBe('-1,234,567,890.12');
  });

  it('reads the RFC 5987 file name of an attachment first, then the plain one, else the fallback', () => {
    expect(fileNameOf(`attachment; filename="export.xlsx"; filename*=UTF-8''%E4%BE%9B%E5%BA%94%E5%95%86%E8%AE%B0%E5%BD%95.xlsx`, 'x')).toBe(
      '供应商记录.xlsx',
    );
    expect(fileNameOf('attachment; filename="plain.xlsx"', 'x')).toBe('plain.xlsx');
    expect(fileNameOf(undefined, '模板.xlsx')).toBe('模板.xlsx');
  });

  it('checks a file by extension and size before it goes out', () => {
    const rule = { extensions: ['.pdf', '.docx', '.txt'], maxBytes: 10 * MB, kindsLabel: 'PDF、DOCX 或 TXT' };
    expect(fileProblem({ name: '简历.PDF', size: 10 * MB }, rule)).toBeNull();
    expect(fileProblem({ name: '简历.pdf', size: 10 * MB + 1 }, rule)).toBe('「简历.pdf」超过 10 MB，请压缩后再上传');
    expect(fileProblem({ name: '简历.doc', size: 10 }, rule)).toBe('「简历.doc」不是 PDF、DOCX 或 TXT 文件');
    expect(fileProblem({ name: '空.txt', size: 0 }, rule)).toBe('「空.txt」是空文件');
  });

  it('rounds the chart axis up to whole steps', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(130)).toBe(200);
  });

  it('makes each chart bucket as wide as its longest axis label, so days (2026-10-28) do not overlap', () => {
    expect(bucketWidth(['2026-10', '2026-11'])).toBe(56);
    expect(bucketWidth(['2026-10-28', '2026-10-29'])).toBeGreaterThanOrEqual(10 * 6.2 + 4);
    expect(bucketWidth([])).toBe(56);
  });
});
