import type { Rule } from 'antd/es/form';
import { ageOn, chinaDate, identityMismatches, MOBILE_PATTERN, parseIdNumber } from '@contract/id-number';

/** Today in China, the date the server also judges ages on. */
export const today = () => chinaDate(new Date());

/** What the ID number says: birth date, sex and age today, or null while it is not a valid number. */
export function derivedFromId(idNumber: string | undefined) {
  if (!idNumber) return null;
  const parsed = parseIdNumber(idNumber, today());
  if (!parsed.ok) return null;
  return { birthDate: parsed.birthDate, sex: parsed.sex, age: ageOn(parsed.birthDate, today()) };
}

interface Typed {
  idNumber?: string;
  sex?: string;
  age?: number;
}

/** antd rules: the ID number's format and checksum; sex and age must agree with it (same functions as the server). */
export const identityRules = {
  idNumber: [
    { required: true, message: '请输入身份证号码' },
    {
      validator: async (_rule: unknown, value: string | undefined) => {
        if (!value) return;
        const parsed = parseIdNumber(value, today());
        if (!parsed.ok) throw new Error(parsed.reason);
      },
    },
  ] satisfies Rule[],
  agreesWithId: (field: 'sex' | 'age', read: () => Typed): Rule => ({
    validator: async () => {
      const { idNumber, sex, age } = read();
      if (!idNumber || !sex || typeof age !== 'number' || !parseIdNumber(idNumber, today()).ok) return;
      const mismatch = identityMismatches({ idNumber, sex, age }, today()).find((m) => m.field === field);
      if (mismatch) throw new Error(mismatch.message);
    },
  }),
  mobile: [
    { required: true, message: '请输入手机号码' },
    { pattern: MOBILE_PATTERN, message: '手机号码格式不正确（11 位，以 1 开头）' },
  ] satisfies Rule[],
};
