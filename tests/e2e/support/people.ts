import { ageOn, chinaDate, checkCharOf } from '@contract/id-number';

/** A person the seed cannot have: a fresh ID number (a man born 1990-05-04) and mobile, for `/pc_candidate/auth/add`. */
export function freshPerson(name = '赵结算') {
  // The 17th digit is odd for a man.
  const first17 = `440305${'19900504'}${String(Date.now() % 1000)
    .padStart(3, '0')
    .replace(/.$/, '7')}`;
  return {
    name,
    mobile: `137${String(Date.now()).slice(-8)}`,
    idNumber: first17 + checkCharOf(first17),
    sex: 'male',
    age: ageOn('1990-05-04', chinaDate(new Date())),
    degree: 'college',
  };
}
