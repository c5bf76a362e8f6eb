import { candidateContext, type CandidateServiceDeps } from './context';
import { createPipeline } from './pipeline';
import { createCandidateShare } from './share';
import { createSubmission } from './submission';
import { createCandidateViews } from './views';

export type { CandidateServiceDeps, ResumeFileCheck } from './context';

/** The candidates module's service: submission (submission.ts), the list and page (views.ts), sharing, the pipeline. */
export function createCandidateService(deps: CandidateServiceDeps) {
  const ctx = candidateContext(deps);
  const { add, check, update } = createSubmission(ctx);
  const { talentList, detailLook, writeDetail, siteList, remark, expectedInterview } = createCandidateViews(ctx);
  const { share, sharedCard } = createCandidateShare(ctx);
  const { moveStatus } = createPipeline(ctx);
  return { add, check, update, talentList, detailLook, writeDetail, siteList, remark, expectedInterview, share, sharedCard, moveStatus };
}

export type CandidateService = ReturnType<typeof createCandidateService>;
