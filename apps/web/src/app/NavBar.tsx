import { House, MessageCircle, ShoppingBag, User, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { useMe } from '../entities/session/api/me';
import { useUnreadTotal } from '../features/messaging/api/unread-total';
import { fr } from '../shared/text';
import './navbar.css';

export function NavBar() {
  const { data: me } = useMe();
  const unread = useUnreadTotal(!!me);
  const profilePath = me?.role === 'Vendeur' ? '/profil-vendeur' : '/profil';
  return (
    <nav className="navbar" aria-label={fr.nav.label}>
      <NavLink to="/accueil" className="navbar__item">
        <span className="navbar__icon">
          <House aria-hidden size={22} />
        </span>
        <span className="navbar__label">{fr.nav.home}</span>
      </NavLink>
      <NavLink to="/boutique" end className="navbar__item">
        <span className="navbar__icon">
          <ShoppingBag aria-hidden size={22} />
        </span>
        <span className="navbar__label">{fr.nav.shop}</span>
      </NavLink>
      <NavLink to="/portefeuille" className="navbar__item navbar__item--central">
        <span className="navbar__central-button">
          <Wallet aria-hidden size={24} />
        </span>
        <span className="navbar__label">{fr.nav.wallet}</span>
      </NavLink>
      <NavLink to="/messages" className="navbar__item">
        <span className="navbar__icon">
          <MessageCircle aria-hidden size={22} />
          {unread > 0 && (
            <span className="badge" data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
        <span className="navbar__label">{fr.nav.messages}</span>
      </NavLink>
      <NavLink to={profilePath} className="navbar__item">
        <span className="navbar__icon">
          <User aria-hidden size={22} />
        </span>
        {/* 'Profil' for everyone, sellers included: a shop's name did not fit the tab ('Bazin d…'). */}
        <span className="navbar__label">{fr.nav.profile}</span>
      </NavLink>
    </nav>
  );
}
