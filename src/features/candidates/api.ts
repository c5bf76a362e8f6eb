import type { candidates, resumes } from '@contract/index';
import { NOT_FOUND, args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

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

/** Every change to a candidate reads the lists, the detail and the workbench figures again. */
const changed = (_r: unknown, error: unknown) => (error ? [] : ['Candidate' as const]);

export const candidatesApi = injectDomainEndpoints('candidates', (build) => ({
  talentList: build.query<ResponseOf<TalentList>, RequestOf<TalentList>>({
    query: args<TalentList>({ path: '/pc_candidate/auth/talent_list', quietCodes: NOT_FOUND }),
    providesTags: ['Candidate'],
  }),
  detailLook: build.query<ResponseOf<DetailLook>, RequestOf<DetailLook>>({
    query: args<DetailLook>({ path: '/pc_candidate/auth/detail_look', quietCodes: NOT_FOUND }),
    providesTags: ['Candidate'],
  }),
  /** The form shows the answer (why this person cannot go) itself. */
  checkCandidate: build.mutation<ResponseOf<Check>, RequestOf<Check>>({
    query: args<Check>({ path: '/pc_candidate/auth/check' }),
  }),
  addCandidate: build.mutation<ResponseOf<Add>, RequestOf<Add>>({
    // E000701 (someone else's candidate) is shown in the form, not as a passing toast.
    query: args<Add>({ path: '/pc_candidate/auth/add', quietCodes: ['E000701'] }),
    invalidatesTags: changed,
  }),
  updateCandidate: build.mutation<ResponseOf<Update>, RequestOf<Update>>({
    query: args<Update>({ path: '/pc_candidate/auth/update', quietCodes: ['E000701'] }),
    invalidatesTags: changed,
  }),
  detailAdd: build.mutation<ResponseOf<DetailAdd>, RequestOf<DetailAdd>>({
    query: args<DetailAdd>({ path: '/pc_candidate/auth/detail_add' }),
    invalidatesTags: changed,
  }),
  detailEdit: build.mutation<ResponseOf<DetailEdit>, RequestOf<DetailEdit>>({
    query: args<DetailEdit>({ path: '/pc_candidate/auth/detail_edit' }),
    invalidatesTags: changed,
  }),
  selectSiteList: build.query<ResponseOf<SiteList>, RequestOf<SiteList>>({
    query: args<SiteList>({ path: '/pc_candidate/auth/select_site_list' }),
  }),
  setRemark: build.mutation<ResponseOf<Remark>, RequestOf<Remark>>({
    query: args<Remark>({ path: '/pc_candidate/auth/remark' }),
    invalidatesTags: changed,
  }),
  setExpectedInterviewTime: build.mutation<ResponseOf<InterviewTime>, RequestOf<InterviewTime>>({
    query: args<InterviewTime>({ path: '/pc_candidate/auth/expected_interview_time' }),
    invalidatesTags: changed,
  }),
  shareInfo: build.mutation<ResponseOf<ShareInfo>, RequestOf<ShareInfo>>({
    query: args<ShareInfo>({ path: '/pc_candidate/auth/share_info' }),
  }),
  /** Public: anyone with the token. An unknown or expired token is shown as such on the page. */
  showTalentInfo: build.query<ResponseOf<ShowTalentInfo>, RequestOf<ShowTalentInfo>>({
    query: args<ShowTalentInfo>({ path: '/common_candidate/show_talent_info', quietCodes: [...NOT_FOUND, 'E000400'] }),
  }),
  /** Corrects a resume draft's fields before it becomes a candidate. */
  editResumeTalent: build.mutation<ResponseOf<EditDraft>, RequestOf<EditDraft>>({
    query: args<EditDraft>({ path: '/pc_candidate/auth/edit_resume_talent' }),
  }),
  addResumeTalent: build.mutation<ResponseOf<AddDraft>, RequestOf<AddDraft>>({
    query: args<AddDraft>({ path: '/pc_candidate/auth/add_resume_talent', quietCodes: ['E000701'] }),
    invalidatesTags: changed,
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
} = candidatesApi;
