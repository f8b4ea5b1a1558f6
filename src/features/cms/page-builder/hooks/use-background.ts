import type { CSSProperties } from 'react';
import { MOBILE_MODAL_QUERY, useMediaQuery } from '../../../../ui/hooks/use-media-query';
import { cssUrl } from '../parse/dom';
import type { BackgroundConfig } from '../parse/types';

/** The background as inline style: the mobile image up to 768px, the desktop image above (SPEC 2.4). */
export function useBackgroundStyle(background: BackgroundConfig): CSSProperties {
  const mobile = useMediaQuery(MOBILE_MODAL_QUERY);
  const image = mobile ? background.mobileImage : background.desktopImage;
  return {
    backgroundColor: background.color,
    backgroundImage: image ? cssUrl(image) : undefined,
    backgroundSize: background.size,
    backgroundPosition: background.position,
    backgroundRepeat: background.repeat,
    backgroundAttachment: background.attachment,
  };
}
