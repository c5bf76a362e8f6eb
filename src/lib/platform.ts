/** macOS draws thin overlay scrollbars already; elsewhere the portal styles its own (spec §9). */
export const isMacPlatform = (nav: Pick<Navigator, 'userAgent'> = navigator): boolean => /Mac|iPhone|iPad/i.test(nav.userAgent);

export function applyPlatformClasses(root: HTMLElement = document.documentElement, nav?: Pick<Navigator, 'userAgent'>): void {
  root.classList.toggle('custom-scrollbar', !isMacPlatform(nav));
}
