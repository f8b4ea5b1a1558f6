import type { SVGProps } from 'react';
import { ICON_PATHS as PATHS } from './icon-paths';

/** Stroke icons drawn on a 24px grid; decorative unless given a title by the caller's accessible name. */
export type IconName = keyof typeof PATHS;

export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && Object.hasOwn(PATHS, name);
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
