import type { CSSProperties, ReactNode } from 'react';
import type { BaseConfig, ContentNode } from '../parse/types';

/** What the renderer hands every content type's component. */
export interface ContentProps<C extends object> {
  config: BaseConfig & C;
  /** The parsed child nodes (tabs and sliders read their children's settings). */
  nodes: ContentNode[];
  /** The child nodes, rendered, in order. */
  items: ReactNode[];
}

/** className and style for a content type's outer element: its own class, Page Builder's classes, its styles. */
export function boxProps(
  config: BaseConfig,
  className: string,
  style?: CSSProperties,
): { className: string; style: CSSProperties } {
  return {
    className: [className, ...config.cssClasses].join(' '),
    style: { ...config.style, ...style },
  };
}
