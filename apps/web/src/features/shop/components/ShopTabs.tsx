import { type ReactNode, useId, useRef } from 'react';

/** Spec 1 §9: a 50 px horizontal swipe switches tabs. */
const TAB_SWIPE_PX = 50;

interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

interface ShopTabsProps {
  tabs: Tab[];
  active: string;
  onChange: (id: string) => void;
}

/** Tabs with a horizontal swipe on the panel (mostly vertical moves are scrolls, not swipes). */
export function ShopTabs({ tabs, active, onChange }: ShopTabsProps) {
  const base = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const current = tabs[index];

  const onTouchEnd = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = x - from.x;
    if (Math.abs(dx) < TAB_SWIPE_PX || Math.abs(dx) < Math.abs(y - from.y)) return;
    const next = tabs[index + (dx < 0 ? 1 : -1)];
    if (next) onChange(next.id);
  };

  return (
    <div className="shop-tabs">
      <div className="shop-tabs__list" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-${tab.id}-panel`}
            className="shop-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-${current.id}-panel`}
          aria-labelledby={`${base}-${current.id}-tab`}
          className="shop-tabs__panel"
          onTouchStart={(e) => {
            const touch = e.touches[0];
            start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const touch = e.changedTouches[0];
            if (touch) onTouchEnd(touch.clientX, touch.clientY);
          }}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
