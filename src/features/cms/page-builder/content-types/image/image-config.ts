import { BORDER_PROPERTIES, linkOf, part, safeMediaUrl, styleOf } from '../../parse/dom';
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
      imageStyle: styleOf(desktop, BORDER_PROPERTIES),
    };
  },
};
