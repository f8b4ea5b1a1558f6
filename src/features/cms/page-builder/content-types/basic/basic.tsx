import { boxProps, type ContentProps } from '../content-props';
import type { DividerConfig, HeadingConfig, HtmlConfig } from './basic-config';
import { SafeHtml } from './safe-html';

export function Heading({ config }: ContentProps<HeadingConfig>) {
  const Tag = `h${config.level}` as const;
  return <Tag {...boxProps(config, 'pb-heading')}>{config.text}</Tag>;
}

export function Text({ config }: ContentProps<HtmlConfig>) {
  return <SafeHtml html={config.html} {...boxProps(config, 'pb-text')} />;
}

export function Html({ config }: ContentProps<HtmlConfig>) {
  return <SafeHtml html={config.html} {...boxProps(config, 'pb-html')} />;
}

/** A content type this renderer does not know: its markup, sanitised. */
export function Unknown({ config }: ContentProps<HtmlConfig>) {
  return <SafeHtml html={config.html} {...boxProps(config, 'pb-unknown')} />;
}

export function Divider({ config }: ContentProps<DividerConfig>) {
  return (
    <div {...boxProps(config, 'pb-divider')}>
      <hr className="pb-divider__line" style={{ borderTopStyle: 'solid', ...config.line }} />
    </div>
  );
}
