// Links into the agreements screens, light enough for any route to import (no components, no API).
import { href } from '@/config/paths';

export const AGREEMENTS_SECTION = 'agreements';
export const FRAMEWORK_TAB = 'framework';

export const agreementListHref = href('myUserInfo', { menukey: AGREEMENTS_SECTION });
const frameworkPath = href('myUserInfo', { menukey: AGREEMENTS_SECTION, tabKey: FRAMEWORK_TAB });
export const frameworkHref = (agreementId: string) => `${frameworkPath}?agreementId=${encodeURIComponent(agreementId)}`;
export const partialHref = (agreementId: string, mainId: string) => href('signPartialContract', { agreementId, mainId });

/** Where take order sends a supplier that must sign first; `returnTo` brings it back to the task afterwards. */
export const frameworkSigningHref = (returnTo: string) => `${frameworkPath}?returnTo=${encodeURIComponent(returnTo)}`;
