// Tabs: a tab list, and its panel, which a horizontal swipe of SWIPE.tabsPx or more
// moves to the next tab (left) or the previous one (right); a mostly vertical move is a scroll. The arrow
// keys move between tabs. Used by the shop page, the seller's page, /messages and the wallet's history.
import { SWIPE } from '@sugu/domain';
import { useRef } from 'react';
import './tabs.css';

interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Prefix of the tabs' and the panel's ids (`{id}-{key}-tab`, `{id}-panel`). */
  id: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** -1 (the previous tab), 1 (the next) or 0 for a move of dx, dy pixels. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE.tabsPx || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

const step = <K extends string>({ tabs, active, onChange }: TabsProps<K>, by: -1 | 1): K | null => {
  const next = tabs[tabs.findIndex((tab) => tab.key === active) + by];
  if (next) onChange(next.key);
  return next?.key ?? null;
};

export function TabList<K extends string>(props: TabsProps<K> & { label?: string; className?: string }) {
  const { id, tabs, active, onChange, label, className } = props;
  const move = (by: -1 | 1) => {
    const key = step(props, by);
    if (key) document.getElementById(`${id}-${key}-tab`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className ? `tabs ${className}` : 'tabs'}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${id}-${tab.key}-tab`}
          aria-selected={tab.key === active}
          aria-controls={`${id}-panel`}
          tabIndex={tab.key === active ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(tab.key)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            if (e.key === 'ArrowLeft') move(-1);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The active tab's panel: its ids and the swipe. 'pointer' takes a mouse drag too (the seller's page on a
 * desktop); 'touch' only fingers.
 */
export function useTabPanel<K extends string>(props: TabsProps<K>, input: 'touch' | 'pointer' = 'touch') {
  const start = useRef<{ x: number; y: number } | null>(null);
  const begin = (x: number, y: number) => {
    start.current = { x, y };
  };
  const end = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    const by = from ? swipeStep(x - from.x, y - from.y) : 0;
    if (by !== 0) step(props, by);
  };
  const attributes = {
    role: 'tabpanel' as const,
    id: `${props.id}-panel`,
    'aria-labelledby': `${props.id}-${props.active}-tab`,
  };
  if (input === 'pointer') {
    return {
      ...attributes,
      onPointerDown: (e: React.PointerEvent) => begin(e.clientX, e.clientY),
      onPointerUp: (e: React.PointerEvent) => end(e.clientX, e.clientY),
      onPointerCancel: () => {
        start.current = null;
      },
    };
  }
  return {
    ...attributes,
    onTouchStart: (e: React.TouchEvent) => {
      const touch = e.touches[0];
      if (touch) begin(touch.clientX, touch.clientY);
    },
    onTouchEnd: (e: React.TouchEvent) => {
      const touch = e.changedTouches[0];
      if (touch) end(touch.clientX, touch.clientY);
      else start.current = null;
    },
  };
}
