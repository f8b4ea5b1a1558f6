import { linkOf, part, safeMediaUrl, styleOf } from '../../parse/dom';
import type { ContentTypeParser, LinkConfig } from '../../parse/types';

export interface ImageConfig {
  desktopImage?: string;
  mobileImage?: string;
  alt: string;
  title?: string;
  link?: LinkConfig;
  caption?: string;
  imageStyle: ReturnType<typeof styleOf>;
}

const IMAGE_BORDER = [
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
];

export const imageParser: ContentTypeParser<ImageConfig> = {
  container: false,
  aggregate(element) {
    const desktop = part(element, 'desktop_image') ?? element.querySelector('img');
    const mobile = part(element, 'mobile_image');
    const desktopImage = safeMediaUrl(desktop?.getAttribute('src'));
    return {
      desktopImage,
      mobileImage: safeMediaUrl(mobile?.getAttribute('src')) ?? desktopImage,
      alt: desktop?.getAttribute('alt') ?? '',
      title: desktop?.getAttribute('title') || undefined,
      link: linkOf(part(element, 'link') ?? element.querySelector('a')),
      caption: part(element, 'caption')?.textContent?.trim() || undefined,
      imageStyle: styleOf(desktop, IMAGE_BORDER),
    };
  },
};
