import './column.css';
import type { CSSProperties } from 'react';
import { useBackgroundStyle } from '../../hooks/use-background';
import { boxProps, type ContentProps } from '../content-props';
import type { ColumnAlignment, ColumnConfig, ColumnGroupConfig } from './column-config';

/** Where a column sits in its line: top, centre, bottom, or stretched to the tallest column (full height). */
const ALIGN_SELF: Record<ColumnAlignment, CSSProperties['alignSelf']> = {
  'align-top': 'flex-start',
  'align-center': 'center',
  'align-bottom': 'flex-end',
  'full-height': 'stretch',
};

/** A column's width goes through a custom property so phones can stack columns at full width. */
export function Column({ config, items }: ContentProps<ColumnConfig>) {
  const background = useBackgroundStyle(config.background);
  const own = {
    '--pb-column-width': config.width,
    alignSelf: ALIGN_SELF[config.appearance],
    justifyContent: config.justifyContent,
  } as CSSProperties;
  return (
    <div {...boxProps(config, `pb-column pb-column--${config.appearance}`, { ...background, ...own })}>
      {items}
    </div>
  );
}

export function ColumnGroup({ config, items }: ContentProps<ColumnGroupConfig>) {
  return <div {...boxProps(config, 'pb-column-group')}>{items}</div>;
}

export function ColumnLine({ config, items }: ContentProps<object>) {
  return <div {...boxProps(config, 'pb-column-line')}>{items}</div>;
}
