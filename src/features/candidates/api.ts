import type { candidates, resumes } from '@contract/index';
import { NOT_FOUND, args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { CANDIDATE_PATHS } from '@contract/candidates.meta';
import { RESUME_PATHS } from '@contract/resumes.meta';

type TalentList = typeof candidates.talentList;
type DetailLook = typeof candidates.detailLook;
type Add = typeof candidates.addCandidate;
type Check = typeof candidates.checkCandidate;
type Update = typeof candidates.updateCandidate;
type DetailAdd = typeof candidates.detailAdd;
type DetailEdit = typeof candidates.detailEdit;
type SiteList = typeof candidates.selectSiteList;
type Remark = typeof candidates.setRemark;
type InterviewTime = typeof candidates.setExpectedInterviewTime;
type ShareInfo = typeof candidates.shareInfo;
type ShowTalentInfo = typeof candidates.showTalentInfo;
type EditDraft = typeof resumes.editResumeTalent;
type AddDraft = typeof resumes.addResumeTalent;
type DraftList = typeof resumes.resumeDraftList;
type DiscardDraft = typeof resumes.discardResumeDraft;

/** Every change to a candidate reads the lists, the detail and the workbench figures again. */
const changed = (_r: unknown, error: unknown) => (error ? [] : ['Candidate' as const]);
/** A new candidate may carry a résumé draft's file: the server submits that draft with it, so the queue is read again. */
const added = (_r: unknown, error: unknown) => (error ? [] : ['Candidate' as const, 'ResumeDraft' as const]);

export const candidatesApi = injectDomainEndpoints('candidates', (build) => ({
  talentList: build.query<ResponseOf<TalentList>, RequestOf<TalentList>>({
    query: args<TalentList>({ path: CANDIDATE_PATHS.talentList, quietCodes: NOT_FOUND }),
    providesTags: ['Candidate'],
  }),
  detailLook: build.query<ResponseOf<DetailLook>, RequestOf<DetailLook>>({
    query: args<DetailLook>({ path: CANDIDATE_PATHS.detailLook, quietCodes: NOT_FOUND }),
    providesTags: ['Candidate'],
  }),
  /** The form shows the answer (why this person cannot go) itself. */
  checkCandidate: build.mutation<ResponseOf<Check>, RequestOf<Check>>({
    query: args<Check>({ path: CANDIDATE_PATHS.checkCandidate }),
  }),
  addCandidate: build.mutation<ResponseOf<Add>, RequestOf<Add>>({
    // E000701 (someone else's candidate) is shown in the form, not as a passing toast.
    query: args<Add>({ path: CANDIDATE_PATHS.addCandidate, quietCodes: ['E000701'] }),
    invalidatesTags: added,
  }),
  updateCandidate: build.mutation<ResponseOf<Update>, RequestOf<Update>>({
    query: args<Update>({ path: CANDIDATE_PATHS.updateCandidate, quietCodes: ['E000701'] }),
    invalidatesTags: changed,
  }),
  detailAdd: build.mutation<ResponseOf<DetailAdd>, RequestOf<DetailAdd>>({
    query: args<DetailAdd>({ path: CANDIDATE_PATHS.detailAdd }),
    invalidatesTags: changed,
  }),
  detailEdit: build.mutation<ResponseOf<DetailEdit>, RequestOf<DetailEdit>>({
    query: args<DetailEdit>({ path: CANDIDATE_PATHS.detailEdit }),
    invalidatesTags: changed,
  }),
  selectSiteList: build.query<ResponseOf<SiteList>, RequestOf<SiteList>>({
    query: args<SiteList>({ path: CANDIDATE_PATHS.selectSiteList }),
  }),
  setRemark: build.mutation<ResponseOf<Remark>, RequestOf<Remark>>({
    query: args<Remark>({ path: CANDIDATE_PATHS.setRemark }),
    invalidatesTags: changed,
  }),
  setExpectedInterviewTime: build.mutation<ResponseOf<InterviewTime>, RequestOf<InterviewTime>>({
    query: args<InterviewTime>({ path: CANDIDATE_PATHS.setExpectedInterviewTime }),
    invalidatesTags: changed,
  }),
  shareInfo: build.mutation<ResponseOf<ShareInfo>, RequestOf<ShareInfo>>({
    query: args<ShareInfo>({ path: CANDIDATE_PATHS.shareInfo }),
  }),
  /** Public: anyone with the token. An unknown or expired token is shown as such on the page. */
  showTalentInfo: build.query<ResponseOf<ShowTalentInfo>, RequestOf<ShowTalentInfo>>({
    query: args<ShowTalentInfo>({ path: CANDIDATE_PATHS.showTalentInfo, quietCodes: [...NOT_FOUND, 'E000400'] }),
  }),
  /** Corrects a resume draft's fields before it becomes a candidate. */
  editResumeTalent: build.mutation<ResponseOf<EditDraft>, RequestOf<EditDraft>>({
    query: args<EditDraft>({ path: RESUME_PATHS.editResumeTalent }),
  }),
  addResumeTalent: build.mutation<ResponseOf<AddDraft>, RequestOf<AddDraft>>({
    query: args<AddDraft>({ path: RESUME_PATHS.addResumeTalent, quietCodes: ['E000701'] }),
    invalidatesTags: added,
  }),
  /** The review queue: the supplier's parsed résumés not yet submitted, newest first. */
  resumeDraftList: build.query<ResponseOf<DraftList>, RequestOf<DraftList>>({
    query: args<DraftList>({ path: RESUME_PATHS.resumeDraftList }),
    providesTags: ['ResumeDraft'],
  }),
  discardResumeDraft: build.mutation<ResponseOf<DiscardDraft>, RequestOf<DiscardDraft>>({
    query: args<DiscardDraft>({ path: RESUME_PATHS.discardResumeDraft }),
    // Also when refused (already submitted elsewhere): the queue is read again either way.
    invalidatesTags: ['ResumeDraft'],
  }),
}));

export const {
  useTalentListQuery,
  useDetailLookQuery,
  useCheckCandidateMutation,
  useAddCandidateMutation,
  useUpdateCandidateMutation,
  useDetailAddMutation,
  useDetailEditMutation,
  useSelectSiteListQuery,
  useSetRemarkMutation,
  useSetExpectedInterviewTimeMutation,
  useShareInfoMutation,
  useShowTalentInfoQuery,
  useEditResumeTalentMutation,
  useAddResumeTalentMutation,
  useResumeDraftListQuery,
  useDiscardResumeDraftMutation,
} = candidatesApi;
