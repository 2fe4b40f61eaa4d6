import { House, MessageCircle, ShoppingBag, User, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMe } from '../entities/session/api/me';
import { useUnreadTotal } from '../features/messaging/api/unread-total';
import { fr } from '../shared/text';
import { CountBadge } from '../shared/ui/CountBadge';
import './navbar.css';

/** A tab of the bar: its icon (with the unread badge for Messages) over its label. */
function NavTab({
  to,
  end,
  label,
  children,
}: {
  to: string;
  end?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <NavLink to={to} end={end} className="navbar__item">
      <span className="navbar__icon">{children}</span>
      <span className="navbar__label">{label}</span>
    </NavLink>
  );
}

export function NavBar() {
  const { data: me } = useMe();
  const unread = useUnreadTotal(!!me);
  const profilePath = me?.role === 'Vendeur' ? '/profil-vendeur' : '/profil';
  return (
    <nav className="navbar" aria-label={fr.nav.label}>
      <NavTab to="/accueil" label={fr.nav.home}>
        <House aria-hidden size={22} />
      </NavTab>
      <NavTab to="/boutique" end label={fr.nav.shop}>
        <ShoppingBag aria-hidden size={22} />
      </NavTab>
      <NavLink to="/portefeuille" className="navbar__item navbar__item--central">
        <span className="navbar__central-button">
          <Wallet aria-hidden size={24} />
        </span>
        <span className="navbar__label">{fr.nav.wallet}</span>
      </NavLink>
      <NavTab to="/messages" label={fr.nav.messages}>
        <MessageCircle aria-hidden size={22} />
        <CountBadge count={unread} testId="unread-badge" />
      </NavTab>
      {/* 'Profil' for everyone, sellers included: a shop's name did not fit the tab ('Bazin d…'). */}
      <NavTab to={profilePath} label={fr.nav.profile}>
        <User aria-hidden size={22} />
      </NavTab>
    </nav>
  );
}
