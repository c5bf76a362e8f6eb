// Candidates: one order's candidate list (with the detail drawer, add form, resume upload), and the public share card.
export { CandidateList } from './components/candidate-list';
export type { DegreeOption } from './components/candidate-fields';
