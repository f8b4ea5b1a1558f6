import './tabs.css';
import { useBackgroundStyle } from '../../hooks/use-background';
import { useTabs } from '../../hooks/use-tabs';
import type { ContentNode } from '../../parse/types';
import { boxProps, type ContentProps } from '../content-props';
import type { TabItemConfig, TabsConfig } from './tabs-config';

const tabName = (node: ContentNode | undefined, index: number) =>
  (node?.config as Partial<TabItemConfig> | undefined)?.tabName || `Tab ${index + 1}`;

/** Page Builder tabs as the ARIA tabs pattern: a tab list and one visible panel per tab item. */
export function Tabs({ config, nodes, items }: ContentProps<TabsConfig>) {
  const tabs = useTabs(items.length, config.activeIndex);
  if (items.length === 0) return null;
  return (
    <div {...boxProps(config, `pb-tabs pb-tabs--${config.alignment}`)}>
      <div className="pb-tabs__list" role="tablist" aria-orientation="horizontal">
        {items.map((_item, index) => (
          <button
            key={index}
            ref={tabs.tabRef(index)}
            type="button"
            role="tab"
            id={tabs.tabId(index)}
            className="pb-tabs__tab"
            aria-selected={tabs.selected === index}
            aria-controls={tabs.panelId(index)}
            tabIndex={tabs.selected === index ? 0 : -1}
            onClick={() => tabs.select(index)}
            onKeyDown={tabs.onKeyDown}
          >
            {tabName(nodes[index], index)}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={index}
          role="tabpanel"
          id={tabs.panelId(index)}
          className="pb-tabs__panel"
          aria-labelledby={tabs.tabId(index)}
          tabIndex={0}
          hidden={tabs.selected !== index}
          style={{ minHeight: config.minHeight }}
        >
          {item}
        </div>
      ))}
    </div>
  );
}

export function TabItem({ config, items }: ContentProps<TabItemConfig>) {
  const background = useBackgroundStyle(config.background);
  return (
    <div {...boxProps(config, 'pb-tab-item', { ...background, justifyContent: config.justifyContent })}>
      {items}
    </div>
  );
}
