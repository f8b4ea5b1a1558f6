import './banner.css';
import type { CSSProperties } from 'react';
import { useBackgroundStyle } from '../../hooks/use-background';
import { PAGE_BUILDER_MESSAGES as M } from '../../messages';
import { SafeHtml } from '../basic/safe-html';
import { ContentCarousel } from '../carousel';
import { boxProps, type ContentProps } from '../content-props';
import { ContentLink } from '../link/content-link';
import type { BannerConfig, SliderConfig } from './banner-config';
import { trackBannerClick, type BannerPlacement } from './banner-click';

function BannerBox({
  config,
  className,
  placement,
}: {
  config: ContentProps<BannerConfig>['config'];
  className: string;
  placement: BannerPlacement;
}) {
  const background = useBackgroundStyle(config.background);
  const overlay = {
    ...config.overlayStyle,
    '--pb-overlay-color': config.showOverlay === 'never' ? undefined : config.overlayColor,
  } as CSSProperties;
  const classes = [
    className,
    `pb-banner--${config.layout}`,
    `pb-banner--overlay-${config.showOverlay}`,
    `pb-banner--button-${config.showButton}`,
  ].join(' ');
  const inner = (
    <div className="pb-banner__wrapper" style={{ ...config.wrapperStyle, ...background }}>
      <div className="pb-banner__overlay" style={overlay}>
        <div className="pb-banner__content">
          {/* A linked banner is one link: links inside its text would nest. */}
          <SafeHtml
            html={config.contentHtml}
            className="pb-banner__text"
            withoutLinks={Boolean(config.link)}
          />
          {config.buttonText && config.showButton !== 'never' ? (
            <span className={`pb-button pb-button--${config.buttonVariant} pb-banner__button`}>
              {config.buttonText}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div {...boxProps(config, classes)}>
      {config.link ? (
        <ContentLink
          link={config.link}
          className="pb-banner__link"
          onClick={() => trackBannerClick(config, placement)}
        >
          {inner}
        </ContentLink>
      ) : (
        inner
      )}
    </div>
  );
}

export function Banner({ config }: ContentProps<BannerConfig>) {
  return <BannerBox config={config} className="pb-banner" placement="cms banner" />;
}

export function Slide({ config }: ContentProps<BannerConfig>) {
  return <BannerBox config={config} className="pb-banner pb-slide" placement="cms slider" />;
}

/** Slides in a carousel; the slider's own minimum height is kept so changing slides never moves the page. */
export function Slider({ config, nodes, items }: ContentProps<SliderConfig>) {
  const names = nodes.map((node) => (node.config as Partial<BannerConfig>).name ?? '');
  return (
    <div {...boxProps(config, 'pb-slider')}>
      <ContentCarousel
        label={M.slider}
        items={items.map((content, index) => ({ key: String(index), content }))}
        names={names}
        perView={1}
        settings={config}
        fade={config.fade}
      />
    </div>
  );
}
