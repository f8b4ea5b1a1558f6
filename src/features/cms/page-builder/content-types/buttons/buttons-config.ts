import { boolAttr, linkOf, part, styleOf } from '../../parse/dom';
import type { ContentTypeParser, LinkConfig } from '../../parse/types';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Page Builder's button classes (pagebuilder-button-primary, -secondary, -link). */
export function buttonVariant(element: Element | null | undefined): ButtonVariant {
  const classes = element?.className ?? '';
  if (/\bpagebuilder-button-secondary\b/.test(classes)) return 'secondary';
  if (/\bpagebuilder-button-link\b/.test(classes)) return 'link';
  return 'primary';
}

export interface ButtonsConfig {
  layout: 'inline' | 'stacked';
  sameWidth: boolean;
}

export const buttonsParser: ContentTypeParser<ButtonsConfig> = {
  container: true,
  aggregate: (element, appearance) => ({
    layout: appearance === 'stacked' ? 'stacked' : 'inline',
    sameWidth: boolAttr(element, 'data-same-width'),
  }),
};

export interface ButtonItemConfig {
  text: string;
  variant: ButtonVariant;
  link?: LinkConfig;
  buttonStyle: ReturnType<typeof styleOf>;
}

export const buttonItemParser: ContentTypeParser<ButtonItemConfig> = {
  container: false,
  aggregate(element) {
    const button = part(element, 'link') ?? part(element, 'empty_link') ?? element.querySelector('a, button');
    return {
      text: (part(element, 'link_text') ?? button)?.textContent?.trim() ?? '',
      variant: buttonVariant(button),
      link: linkOf(button),
      buttonStyle: styleOf(button),
    };
  },
};
