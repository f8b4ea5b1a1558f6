// Banner and slide share one layout: a linked box with a background, an overlay, text and a button.
import { backgroundOf, linkOf, part, safeCssValue, styleOf } from '../../parse/dom';
import type { BackgroundConfig, ContentTypeParser, LinkConfig } from '../../parse/types';
import { buttonVariant, type ButtonVariant } from '../buttons/buttons-config';
import { carouselSettings, type CarouselSettings } from '../products/products-config';

type Visibility = 'always' | 'hover' | 'never';

export interface BannerConfig {
  layout: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  name?: string;
  background: BackgroundConfig;
  wrapperStyle: ReturnType<typeof styleOf>;
  overlayStyle: ReturnType<typeof styleOf>;
  overlayColor?: string;
  showOverlay: Visibility;
  showButton: Visibility;
  contentHtml: string;
  buttonText?: string;
  buttonVariant: ButtonVariant;
  link?: LinkConfig;
}

const LAYOUTS = ['poster', 'collage-left', 'collage-centered', 'collage-right'] as const;

const visibility = (value: string | null): Visibility =>
  value === 'hover' || value === 'never' ? value : 'always';

const OVERLAY_STYLE = ['min-height', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left'];

export const bannerParser: ContentTypeParser<BannerConfig> = {
  container: false,
  aggregate(element, appearance) {
    const wrapper = part(element, 'wrapper') ?? element;
    const overlay = part(element, 'overlay');
    const button = part(element, 'button');
    const layout = (LAYOUTS as readonly string[]).includes(appearance) ? appearance : 'poster';
    return {
      layout: layout as BannerConfig['layout'],
      name: element.getAttribute('data-slide-name')?.trim() || undefined,
      background: backgroundOf(wrapper),
      wrapperStyle: styleOf(wrapper),
      overlayStyle: styleOf(overlay, OVERLAY_STYLE),
      overlayColor: safeCssValue(overlay?.getAttribute('data-overlay-color')),
      showOverlay: visibility(element.getAttribute('data-show-overlay')),
      showButton: visibility(element.getAttribute('data-show-button')),
      contentHtml: part(element, 'content')?.innerHTML ?? '',
      buttonText: button?.textContent?.trim() || undefined,
      buttonVariant: buttonVariant(button),
      link: linkOf(part(element, 'link')),
    };
  },
};

export interface SliderConfig extends CarouselSettings {
  fade: boolean;
}

export const sliderParser: ContentTypeParser<SliderConfig> = {
  container: true,
  aggregate: (element) => ({
    ...carouselSettings(element),
    fade: element.getAttribute('data-fade') === 'true',
  }),
};
