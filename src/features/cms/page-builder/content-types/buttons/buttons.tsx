import './buttons.css';
import type { CSSProperties } from 'react';
import { boxProps, type ContentProps } from '../content-props';
import { ContentLink } from '../link/content-link';
import type { ButtonItemConfig, ButtonsConfig } from './buttons-config';

const FLEX_ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

export function Buttons({ config, items }: ContentProps<ButtonsConfig>) {
  const classes = ['pb-buttons', `pb-buttons--${config.layout}`, config.sameWidth ? 'pb-buttons--same' : '']
    .filter(Boolean)
    .join(' ');
  // Page Builder aligns buttons with text-align; in a flex box that is justify/align-items.
  const align = FLEX_ALIGN[String(config.style.textAlign ?? '')];
  const flex: CSSProperties = config.layout === 'inline' ? { justifyContent: align } : { alignItems: align };
  return <div {...boxProps(config, classes, flex)}>{items}</div>;
}

/** A button that goes somewhere is a link; one without a link is only a label (no dead button). */
export function ButtonItem({ config }: ContentProps<ButtonItemConfig>) {
  if (!config.text) return null;
  const className = `pb-button pb-button--${config.variant}`;
  return (
    <div {...boxProps(config, 'pb-button-item')}>
      {config.link ? (
        <ContentLink link={config.link} className={className} style={config.buttonStyle}>
          {config.text}
        </ContentLink>
      ) : (
        <span className={className} style={config.buttonStyle}>
          {config.text}
        </span>
      )}
    </div>
  );
}
