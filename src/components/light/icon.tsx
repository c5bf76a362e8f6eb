import type { LightIconData } from './icons/types';

/**
 * One of antd's icons (components/light/icons.ts) as a plain inline SVG at the text's size and colour:
 * `@ant-design/icons` would bring antd's style utilities along, and the light pages load none of antd.
 */
export function LightIcon({ icon, className, label }: { icon: LightIconData; className?: string; label?: string }) {
  return (
    <span
      className={`light-icon${className ? ` ${className}` : ''}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
