import { backgroundOf, numberAttr, part, styleValue } from '../../parse/dom';
import type { BackgroundConfig, ContentTypeParser } from '../../parse/types';

export interface TabsConfig {
  activeIndex: number;
  alignment: 'left' | 'center' | 'right';
  minHeight?: string;
}

export const tabsParser: ContentTypeParser<TabsConfig> = {
  container: true,
  aggregate(element) {
    const alignment = /\btab-align-(left|center|right)\b/.exec(element.className)?.[1] ?? 'left';
    return {
      activeIndex: Math.max(0, Math.trunc(numberAttr(element, 'data-active-tab', 0))),
      alignment: alignment as TabsConfig['alignment'],
      minHeight: styleValue(part(element, 'content'), 'min-height'),
    };
  },
};

export interface TabItemConfig {
  tabName: string;
  background: BackgroundConfig;
  justifyContent?: string;
}

export const tabItemParser: ContentTypeParser<TabItemConfig> = {
  container: true,
  aggregate: (element) => ({
    tabName: element.getAttribute('data-tab-name')?.trim() ?? '',
    background: backgroundOf(element),
    justifyContent: styleValue(element, 'justify-content'),
  }),
};
