import { randomBytes } from 'node:crypto';
import type * as contract from '@contract/candidates';
import { CANDIDATE_LIMITS, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { maskMobile, maskName } from '@contract/id-number';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { manager, visibleCandidate, type CandidateCtx } from './context';
import * as repo from './share-repo';
import { asStatus, degreeLabel, hashToken, sexLabel } from './rules';

/* A candidate's masked card shared by link. */

/** 32 random bytes: unguessable; only the hash is stored. */
export async function shareInfo(
  ctx: CandidateCtx,
  { candidateId }: { candidateId: string },
  auth: AuthContext,
): Promise<{ token: string; expiresAt: string }> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const { row } = await visibleCandidate(ctx, auth, supplier, candidateId);
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  const expiresAt = new Date(now.getTime() + CANDIDATE_LIMITS.shareTtlHours * 3600_000);
  await repo.insertShare(db, {
    tokenHash: hashToken(token),
    candidateId: row.id,
    supplierId: supplier.id,
    createdBy: auth.userId,
    now,
    expiresAt,
  });
  return { token, expiresAt: isoTime(expiresAt) };
}

/** The masked card behind a live token; anything else (unknown, expired, malformed) is the same "not found". */
export async function showTalentInfo(ctx: Pick<CandidateCtx, 'db' | 'clock'>, { token }: { token: string }): Promise<contract.TalentCard> {
  const row = await repo.findShared(ctx.db, hashToken(token), ctx.clock());
  if (!row) throw new BusinessError(ERROR_CODES.notFound, '分享链接不存在或已过期');
  const status = asStatus(row.status);
  const detail = row.detail;
  return {
    name: maskName(row.name),
    mobile: maskMobile(row.mobile),
    sex: row.sex as contract.TalentCard['sex'],
    sexLabel: sexLabel(row.sex),
    age: row.age,
    degreeLabel: degreeLabel(row.degree),
    statusLabel: CANDIDATE_STATUS_LABELS[status],
    taskTitle: row.title,
    education: (detail?.education ?? []).map((e) => ({
      school: e.school,
      degreeLabel: degreeLabel(e.degree),
      startMonth: e.startMonth,
      endMonth: e.endMonth ?? null,
    })),
    work: (detail?.work ?? []).map((w) => ({
      company: w.company,
      position: w.position,
      startMonth: w.startMonth,
      endMonth: w.endMonth ?? null,
    })),
    skills: detail?.skills ?? [],
    expiresAt: isoTime(row.expires_at),
  };
}
