import type { LightIconData } from './icons/types';

/**
 * LightIcon's twin for the logged-in header's lazy parts (the bell, the verification banner): importing LightIcon
 * from there would take it out of the login page's chunk into a file of its own (rolldown groups a module by the
 * chunks that reach it), adding a request and bytes to /login. Same markup, same styles.
 */
export function Glyph({ icon, className }: { icon: LightIconData; className?: string }) {
  return (
    <span className={`light-icon${className ? ` ${className}` : ''}`} aria-hidden="true">
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
