// The typed tree Page Builder HTML is parsed into: one node per element carrying data-content-type.
import type { CSSProperties } from 'react';

export interface LinkConfig {
  href: string;
  /** '_blank' opens a new tab; otherwise the link follows the in-app/full-load rule. */
  target?: '_blank';
}

export interface BackgroundConfig {
  color?: string;
  desktopImage?: string;
  mobileImage?: string;
  size?: string;
  position?: string;
  repeat?: string;
  attachment?: string;
}

/** What every content type has: its appearance, whitelisted inline styles and CSS classes. */
export interface BaseConfig {
  appearance: string;
  style: CSSProperties;
  cssClasses: string[];
}

export interface ContentNode<C extends object = object> {
  contentType: string;
  config: BaseConfig & C;
  children: ContentNode[];
}

/** Reads a content type's own settings from its element (PWA Studio calls this a config aggregator). */
export interface ContentTypeParser<C extends object> {
  aggregate(element: HTMLElement, appearance: string): C;
  /** Whether nested content types inside are parsed as children (containers) or left to the type (leaves). */
  container: boolean;
}
