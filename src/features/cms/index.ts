export { AgreementArticle } from './components/agreement-article';
export { cmsApi } from './api';
