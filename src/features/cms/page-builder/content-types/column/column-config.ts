import { COLUMN_ALIGNMENTS } from '../../constants';
import { backgroundOf, numberAttr, styleValue } from '../../parse/dom';
import type { BackgroundConfig, ContentTypeParser } from '../../parse/types';

export type ColumnAlignment = (typeof COLUMN_ALIGNMENTS)[number];

export interface ColumnConfig {
  appearance: ColumnAlignment;
  /** Share of the line, e.g. '25%'. */
  width?: string;
  background: BackgroundConfig;
  /** Where the content sits inside the column. */
  justifyContent?: string;
}

const isAlignment = (value: string): value is ColumnAlignment =>
  (COLUMN_ALIGNMENTS as readonly string[]).includes(value);

const WIDTH = /^\d+(\.\d+)?(%|px)$/;

export const columnParser: ContentTypeParser<ColumnConfig> = {
  container: true,
  aggregate(element, appearance) {
    const width = styleValue(element, 'width');
    return {
      appearance: isAlignment(appearance) ? appearance : 'full-height',
      width: width && WIDTH.test(width) ? width : undefined,
      background: backgroundOf(element),
      justifyContent: styleValue(element, 'justify-content'),
    };
  },
};

export interface ColumnGroupConfig {
  gridSize: number;
}

export const columnGroupParser: ContentTypeParser<ColumnGroupConfig> = {
  container: true,
  aggregate: (element) => ({ gridSize: numberAttr(element, 'data-grid-size', 12) }),
};

export const columnLineParser: ContentTypeParser<object> = {
  container: true,
  aggregate: () => ({}),
};
