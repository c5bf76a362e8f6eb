// What every page's frame needs from the content service, apart from the screens (keeps the entry chunk small).
export { useFriendlyLinks } from './use-page-seo';
