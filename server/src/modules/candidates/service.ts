/** The candidates module's operations: submission (submission.ts), the list and page (views.ts), sharing, the pipeline. */
export { addCandidate, checkCandidate, updateCandidate } from './submission';
export { detailAdd, detailEdit, detailLook, selectSiteList, setExpectedInterviewTime, setRemark, talentList } from './views';
export { shareInfo, showTalentInfo } from './share';
export { moveCandidateStatus } from './pipeline';
export type { CandidateCtx } from './context';
