import './row.css';
import { useBackgroundStyle } from '../../hooks/use-background';
import { parallaxTransform, useParallax } from '../../hooks/use-parallax';
import { boxProps, type ContentProps } from '../content-props';
import type { RowConfig } from './row-config';

/** A row: contained (site width), full-width (background full, content site width) or full-bleed. */
export function Row({ config, items }: ContentProps<RowConfig>) {
  const background = useBackgroundStyle(config.background);
  const parallax = config.parallax.enabled && Boolean(background.backgroundImage);
  const { row, layer } = useParallax(parallax, config.parallax.speed);
  const box = boxProps(config, `pb-row pb-row--${config.appearance}`, parallax ? {} : background);
  return (
    <div ref={row} {...box} className={parallax ? `${box.className} pb-row--parallax` : box.className}>
      {parallax ? (
        <div
          ref={layer}
          className="pb-row__parallax"
          aria-hidden="true"
          style={{ ...background, transform: parallaxTransform(0) }}
        />
      ) : null}
      <div className="pb-row__inner" style={{ justifyContent: config.justifyContent }}>
        {items}
      </div>
    </div>
  );
}
