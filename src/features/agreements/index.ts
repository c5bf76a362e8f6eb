// Agreements: the framework agreement (personal centre, 协议管理) and partial contracts (/signPartialContract).
export { AgreementsSection } from './components/agreements-section';
export { AGREEMENTS_SECTION, agreementListHref, frameworkSigningHref } from './links';
export { PartialContractView } from './components/partial-contract-view';
