import { type CSSProperties, useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { feedText } from '../text';
import { SUGGESTIONS } from './suggestions';

const t = feedText.sidebar;

/** Desktop only (≥ 1024 px): five shop suggestions with a local follow toggle, and footer links. */
export function FeedSidebar() {
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setFollowed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <aside className="feed-sidebar" aria-labelledby="feed-sidebar-title">
      <h2 id="feed-sidebar-title" className="feed-sidebar__title">
        {t.title}
      </h2>
      <ul className="feed-sidebar__list">
        {SUGGESTIONS.map((s) => {
          const on = followed.has(s.id);
          return (
            <li
              key={s.id}
              className="feed-sidebar__item"
              data-testid="shop-suggestion"
              style={{ '--suggestion-color': s.color } as CSSProperties}
            >
              <Avatar name={s.shopName} url={null} size={44} className="feed-sidebar__avatar" />
              <span className="feed-sidebar__who">
                <span className="feed-sidebar__name">{s.shopName}</span>
                <span className="feed-sidebar__meta">
                  {s.activity} · {s.city}
                </span>
              </span>
              <button
                type="button"
                className={`feed-sidebar__follow${on ? ' feed-sidebar__follow--on' : ''}`}
                aria-pressed={on}
                aria-label={`${on ? t.following : t.follow} ${s.shopName}`}
                onClick={() => toggle(s.id)}
              >
                {on ? t.following : t.follow}
              </button>
            </li>
          );
        })}
      </ul>
      <footer className="feed-sidebar__footer">
        <nav aria-label={t.footerLabel}>
          {t.links.map((label) => (
            // biome-ignore lint/a11y/useValidAnchor: the spec's footer links lead nowhere yet ('#').
            <a key={label} href="#">
              {label}
            </a>
          ))}
        </nav>
        <p>{t.copyright}</p>
      </footer>
    </aside>
  );
}
