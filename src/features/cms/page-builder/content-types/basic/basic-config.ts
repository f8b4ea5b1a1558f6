// The leaf content types whose settings are a few attributes: heading, text, HTML code, divider.
import { part, styleOf } from '../../parse/dom';
import type { ContentTypeParser } from '../../parse/types';

export interface HeadingConfig {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export const headingParser: ContentTypeParser<HeadingConfig> = {
  container: false,
  aggregate(element) {
    const level = Number(/^H([1-6])$/.exec(element.tagName)?.[1] ?? 2) as HeadingConfig['level'];
    return { level, text: element.textContent?.trim() ?? '' };
  },
};

export interface HtmlConfig {
  html: string;
}

/** Text (WYSIWYG) keeps its markup; it is sanitised again when shown. */
export const htmlParser: ContentTypeParser<HtmlConfig> = {
  container: false,
  aggregate: (element) => ({ html: element.innerHTML }),
};

/**
 * HTML code: its markup, or, when the content holds it entity-escaped (as some Magento versions store it),
 * the decoded text. Either way it is sanitised again when shown.
 */
export const htmlCodeParser: ContentTypeParser<HtmlConfig> = {
  container: false,
  aggregate(element) {
    const text = element.textContent ?? '';
    const escaped = element.children.length === 0 && /<[a-z!/]/i.test(text);
    return { html: escaped ? text : element.innerHTML };
  },
};

export interface DividerConfig {
  line: ReturnType<typeof styleOf>;
}

export const dividerParser: ContentTypeParser<DividerConfig> = {
  container: false,
  aggregate: (element) => ({
    line: styleOf(part(element, 'line') ?? element.querySelector('hr'), [
      'width',
      'border-top-width',
      'border-top-color',
      'border-top-style',
    ]),
  }),
};
