import { PARALLAX_DEFAULT_SPEED, ROW_APPEARANCES } from '../../constants';
import { backgroundOf, numberAttr, styleOf, styleValue } from '../../parse/dom';
import type { BackgroundConfig, ContentTypeParser } from '../../parse/types';

export type RowAppearance = (typeof ROW_APPEARANCES)[number];

export interface RowConfig {
  appearance: RowAppearance;
  background: BackgroundConfig;
  parallax: { enabled: boolean; speed: number };
  justifyContent?: string;
}

const isRowAppearance = (value: string): value is RowAppearance =>
  (ROW_APPEARANCES as readonly string[]).includes(value);

/** jarallax's range: -1 (against the scroll) to 2 (faster than it). */
const clampSpeed = (speed: number) => Math.min(2, Math.max(-1, speed));

export const rowParser: ContentTypeParser<RowConfig> = {
  container: true,
  aggregate(element, appearance) {
    const rowAppearance = isRowAppearance(appearance) ? appearance : 'contained';
    // A contained row keeps its settings on the inner element; the others on the row itself.
    const box =
      rowAppearance === 'contained'
        ? (element.querySelector(':scope > [data-element="inner"]') ?? element)
        : element;
    // Side margins are the appearance's (centred or edge to edge), not the row's own.
    const { marginLeft: _left, marginRight: _right, ...style } = styleOf(box);
    return {
      appearance: rowAppearance,
      style,
      background: backgroundOf(box),
      parallax: {
        enabled: box.getAttribute('data-enable-parallax') === '1',
        speed: clampSpeed(numberAttr(box, 'data-parallax-speed', PARALLAX_DEFAULT_SPEED)),
      },
      justifyContent: styleValue(box, 'justify-content'),
    };
  },
};
