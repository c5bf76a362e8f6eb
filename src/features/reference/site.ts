// What every page's frame needs from reference data (keeps the entry chunk free of the pickers).
export { useSiteInfo } from './use-site-info';
