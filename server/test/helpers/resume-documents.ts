/**
 * Resumes the tests generate themselves, so no fixture file (and no font download) is needed.
 *
 * PDF: text set in a Type0 font with Identity-H encoding and a ToUnicode map, the way word processors write
 * subset CJK fonts. Extraction reads only the ToUnicode map, so no glyph program is embedded (the machine has
 * no CJK font, and text extraction never rasterises).
 */
export function chinesePdf(lines: string[]): Uint8Array {
  const cids = new Map<string, number>();
  for (const line of lines) for (const ch of line) if (!cids.has(ch)) cids.set(ch, cids.size + 1);
  const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();
  const unicodeHex = (ch: string) =>
    [...Buffer.from(ch, 'utf16le')]
      .reduce<string[]>((acc, b, i, all) => (i % 2 === 0 ? [...acc, hex4((all[i + 1]! << 8) | b)] : acc), [])
      .join('');
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '50 790 Td',
    ...lines.map((line) => `<${[...line].map((ch) => hex4(cids.get(ch)!)).join('')}> Tj T*`),
    'ET',
  ].join('\n');
  const entries = [...cids.entries()];
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    chunks.push(`${part.length} beginbfchar\n${part.map(([ch, cid]) => `<${hex4(cid)}> <${unicodeHex(ch)}>`).join('\n')}\nendbfchar`);
  }
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    stream(content),
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /CIDToGIDMap /Identity >>',
    stream(toUnicode),
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  ];
  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

function stream(text: string): string {
  return `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
}

/** A minimal WordprocessingML package: one paragraph per line (the server's own writer, used for demo resumes). */
export { writeDocx as chineseDocx } from '../../src/modules/resumes';

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '欧阳', '司马'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞'];
const AREAS = ['110105', '310104', '440305', '510107', '330106', '420106'];
const DEGREE_WORDS: [string, string][] = [
  ['junior_high', '初中'],
  ['high_school', '高中'],
  ['high_school', '中专'],
  ['college', '大专'],
  ['college', '专科'],
  ['bachelor', '本科'],
  ['master', '硕士研究生'],
];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid 18-character ID number (GB 11643) for a birth date and sex. */
export function idNumberFor(area: string, birth: string, seq: number, sex: 'male' | 'female'): string {
  const order = String(seq % 100).padStart(2, '0') + String(sex === 'male' ? 1 + 2 * (seq % 5) : 2 * (seq % 5));
  const first17 = area + birth.replace(/-/g, '') + order;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return first17 + '10X98765432'[sum % 11];
}

export interface Person {
  name: string;
  mobile: string;
  idNumber: string;
  sex: 'male' | 'female';
  age: number;
  degree: string;
  degreeWord: string;
  birthDate: string;
}

/** A deterministic person per seed, aged on `today` (YYYY-MM-DD). */
export function personFor(seed: number, today: string): Person {
  const sex = seed % 2 === 0 ? 'male' : 'female';
  const name = SURNAMES[seed % SURNAMES.length]! + GIVEN[(seed * 7) % GIVEN.length]!;
  const year = Number(today.slice(0, 4)) - 20 - (seed % 25);
  const birthDate = `${year}-${String((seed % 12) + 1).padStart(2, '0')}-${String((seed % 27) + 1).padStart(2, '0')}`;
  const age = Number(today.slice(0, 4)) - year - (today.slice(5) < birthDate.slice(5) ? 1 : 0);
  const [degree, degreeWord] = DEGREE_WORDS[seed % DEGREE_WORDS.length]!;
  const mobile = `1${[3, 5, 7, 8, 9][seed % 5]}${String(100000000 + ((seed * 7919) % 900000000)).slice(-9)}`;
  return {
    name,
    mobile,
    idNumber: idNumberFor(AREAS[seed % AREAS.length]!, birthDate, seed, sex),
    sex,
    age,
    degree,
    degreeWord,
    birthDate,
  };
}

/** The ways résumés lay the same facts out: labelled lines, a header line, a table-like line, full-width digits. */
export function resumeLines(p: Person, layout: number): string[] {
  const sexWord = p.sex === 'male' ? '男' : '女';
  const spacedMobile = `${p.mobile.slice(0, 3)} ${p.mobile.slice(3, 7)} ${p.mobile.slice(7)}`;
  const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
  const experience = [
    '工作经历',
    '2019.03-2023.06  深圳某电子厂  普工',
    '负责产线装配与质检，熟悉 5S 管理',
    '自我评价',
    '吃苦耐劳，服从安排，可以接受两班倒',
  ];
  switch (layout % 4) {
    case 0:
      return [
        '个人简历',
        `姓名：${p.name}`,
        `性别：${sexWord}`,
        `年龄：${p.age}岁`,
        `手机：${p.mobile}`,
        `身份证号：${p.idNumber}`,
        `学历：${p.degreeWord}`,
        ...experience,
      ];
    case 1:
      return [
        `${p.name}`,
        `${sexWord} | ${p.age}岁 | ${p.degreeWord} | 求职意向：操作工`,
        `联系电话：${spacedMobile}`,
        `身份证：${p.idNumber}`,
        ...experience,
      ];
    case 2:
      return [
        '基本信息',
        `姓  名：${p.name}    性  别：${sexWord}    民族：汉`,
        `出生日期：${p.birthDate}    最高学历：${p.degreeWord}`,
        `电话：${fullWidth(p.mobile)}`,
        `证件号码：${p.idNumber}`,
        ...experience,
      ];
    default:
      return [
        `${p.name}的个人简历`,
        `手机 ${p.mobile}  邮箱 someone@example.com`,
        `身份证号码 ${p.idNumber.slice(0, 17)}${p.idNumber.slice(17).toLowerCase()}`,
        `教育经历`,
        `2010-2013  某某职业学校  ${p.degreeWord}`,
        ...experience,
      ];
  }
}
