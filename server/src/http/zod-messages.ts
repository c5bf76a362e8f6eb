import { z } from 'zod';

/**
 * Chinese wording for zod's built-in checks. The contract's own messages ('手机号格式不正确') take precedence;
 * this covers the rest (types, sizes, unknown fields) in words a person can act on.
 */
const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
  bigint: '整数',
  null: 'null',
};

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function describe(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      return `必须是${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `长度不能少于 ${min} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少 ${min} 项`;
      return issue.inclusive ? `不能小于 ${min}` : `必须大于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `长度不能超过 ${max} 个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多 ${max} 项`;
      return issue.inclusive ? `不能大于 ${max}` : `必须小于 ${max}`;
    }
    case 'invalid_format':
      return '格式不正确';
    case 'invalid_value':
      return `只能是 ${issue.values.map((v) => String(v)).join('、')} 之一`;
    case 'unrecognized_keys':
      return '不允许的字段';
    case 'not_multiple_of':
      return `必须是 ${String(issue.divisor)} 的倍数`;
    default:
      return '不合法';
  }
}

let installed = false;

/** Installs the wording once per process (zod's config is global; only the server loads this module). */
export function installChineseZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ localeError: (issue) => describe(issue) });
}

export interface FieldIssue {
  /** `phone`, `events[0].type`; empty for the body itself. */
  field: string;
  message: string;
}

/** `['events', 0, 'type']` → `events[0].type`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc ? `${acc}.${String(key)}` : String(key);
  }, '');
}

/** 「phone：手机号格式不正确」; unknown fields are named one by one. At most three, so a toast stays readable. */
export function formatIssues(issues: readonly FieldIssue[]): string {
  // One rule per field is enough to act on (1e300 is both "not an integer" and "too big").
  // A Set, not a search per issue: a wide body (100,000 unknown keys) must not cost quadratic time.
  const seen = new Set<string>();
  const firstPerField = issues.filter((issue) => !seen.has(issue.field) && Boolean(seen.add(issue.field)));
  const parts = firstPerField.slice(0, 3).map((i) => `${i.field || '请求体'}：${i.message}`);
  return firstPerField.length > 3 ? `${parts.join('；')}；等 ${firstPerField.length} 处错误` : parts.join('；');
}
