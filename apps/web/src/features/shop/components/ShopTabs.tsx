import { type ReactNode, useId } from 'react';
import { TabList, useTabPanel } from '../../../shared/ui/Tabs';

interface Tab {
  key: string;
  label: string;
  content: ReactNode;
}

interface ShopTabsProps {
  tabs: Tab[];
  active: string;
  onChange: (key: string) => void;
}

/** The shop page's tabs (products, publications, reviews), the list kept in view while the panel scrolls. */
export function ShopTabs({ tabs, active, onChange }: ShopTabsProps) {
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const props = { id: useId(), tabs, active: current?.key ?? '', onChange };
  const panel = useTabPanel(props);
  return (
    <div className="shop-tabs">
      <TabList {...props} className="shop-tabs__list" />
      {current && (
        <div {...panel} className="shop-tabs__panel">
          {current.content}
        </div>
      )}
    </div>
  );
}
