import type { Migration, MigrationProvider } from 'kysely';
import * as core from './0001-core';
import * as tasks from './0002-tasks';
import * as contentTracking from './0003-content-tracking';
import * as taskSearch from './0004-task-search';
import * as supplierTypeTokenGeneration from './0005-supplier-type-token-generation';
import * as ordersCandidates from './0006-orders-candidates';
import * as files from './0007-files';
import * as resumes from './0008-resumes';
import * as audit from './0009-audit';
import * as verification from './0010-verification';
import * as memberInvitations from './0011-member-invitations';
import * as codeScenes from './0012-code-scenes';
import * as agreements from './0013-agreements';
import * as supplierCentre from './0014-supplier-centre';
import * as notifications from './0015-notifications';
import * as settlements from './0016-settlements';
import * as candidateStatusIndex from './0017-candidate-status-index';
import * as noticeObjects from './0018-notice-objects';
import * as listSortIndexes from './0019-list-sort-indexes';
import * as settlementMoney from './0020-settlement-money';
import * as apiKeys from './0021-api-keys';
import * as webhooks from './0022-webhooks';
import * as candidateTally from './0023-candidate-tally';
import * as messages from './0024-messages';
import * as staff from './0025-staff';
import * as platformLists from './0027-platform-lists';
import * as staffActionCount from './0028-staff-action-count';
import * as taskCollectionByTask from './0029-task-collection-by-task';

/**
 * Every migration, in order, listed by hand: a static list bundles and type-checks, where a folder scan
 * would depend on the working directory and on file extensions at run time. Never edit a released one; add one.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-tasks': tasks,
  '0003-content-tracking': contentTracking,
  '0004-task-search': taskSearch,
  '0005-supplier-type-token-generation': supplierTypeTokenGeneration,
  '0006-orders-candidates': ordersCandidates,
  '0007-files': files,
  '0008-resumes': resumes,
  '0009-audit': audit,
  '0010-verification': verification,
  '0011-member-invitations': memberInvitations,
  '0012-code-scenes': codeScenes,
  '0013-agreements': agreements,
  '0014-supplier-centre': supplierCentre,
  '0015-notifications': notifications,
  '0016-settlements': settlements,
  '0017-candidate-status-index': candidateStatusIndex,
  '0018-notice-objects': noticeObjects,
  '0019-list-sort-indexes': listSortIndexes,
  '0020-settlement-money': settlementMoney,
  '0021-api-keys': apiKeys,
  '0022-webhooks': webhooks,
  '0023-candidate-tally': candidateTally,
  '0024-messages': messages,
  '0025-staff': staff,
  '0027-platform-lists': platformLists,
  '0028-staff-action-count': staffActionCount,
  '0029-task-collection-by-task': taskCollectionByTask,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
