/** What other modules (and the operator command) may use of the candidates module. */
export { addCandidateBatch, type BatchCandidate, type BatchMode, type BatchRefusal } from './batch-add';
export { candidateRoutes } from './routes';
export { createResumeAccess } from './resume-access';
export { addCandidate, moveCandidateStatus, type CandidateCtx } from './service';
export { PLATFORM_ACTOR, type MovedCandidate, type MoveOptions } from './pipeline';
export { candidateNotFound, personKeyOf } from './rules';
export { candidateCountsByOrder } from './summary';
export { hiredBetween, hiredCandidates } from './lookups';
export { hiredPerPerson, rewardTotals } from './records-repo';
export type { CandidateDetailJson } from './schema';
export { candidatesWithHireTimes, candidatesWithoutResume, insertDemoCandidate, setCandidateResume } from './demo-seed';
export { platformCandidateList, platformCandidateMove } from './platform';
export { platformCandidateRoutes } from './platform-routes';
export { unscreenedCandidateCount } from './todo-repo';
