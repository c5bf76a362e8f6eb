import { useState } from 'react';
import { hasOwnName } from '@contract/user.meta';
import { useSharedSelector } from '@/lib/state/hooks';

/**
 * "I am this person": when ticked, the submission names the applicant after the legal representative (or the ID
 * card's holder), so signing records and member lists show that name. On by default when the applicant is that
 * person as far as the portal can tell: always for a person's own ID card, for a licence when they have no name yet
 * or already go by the legal representative's.
 */
export function useTakeName(kind: 'company' | 'person', person: string) {
  const userName = useSharedSelector((s) => s.global.userName);
  const [choice, setChoice] = useState<boolean | null>(null);
  const likely = kind === 'person' || !hasOwnName(userName) || userName === person.trim();
  const checked = choice ?? likely;
  const label = kind === 'company' ? '我是法定代表人本人' : '我是身份证上的本人';
  const field = person.trim() ? (
    <label className="light-check verification-take-name">
      <input type="checkbox" name="takeName" checked={checked} onChange={(e) => setChoice(e.target.checked)} />
      <span className="light-check-box" aria-hidden="true" />
      <span>
        {label}，平台上以「{person.trim()}」作为我的姓名
      </span>
    </label>
  ) : null;
  return { takeName: Boolean(person.trim()) && checked, field };
}
