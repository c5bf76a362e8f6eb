import { CANDIDATE_MANAGE_PERMISSION } from '@contract/candidates.meta';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import * as repo from './repo';

/**
 * Who may read the file of a résumé draft: whoever sees the review queue — the supplier's members who manage
 * candidates — while it is a draft. Once submitted it is the candidate's résumé, and the candidates module decides.
 */
export function createDraftAccess({ db }: { db: Db }) {
  return async function mayReadDraft(auth: AuthContext, file: { id: number }): Promise<boolean> {
    const supplier = auth.supplier;
    if (!supplier?.authList.includes(CANDIDATE_MANAGE_PERMISSION)) return false;
    const draft = await repo.findDraft(db, supplier.id, file.id);
    return draft !== undefined && draft.candidate_id === null;
  };
}
