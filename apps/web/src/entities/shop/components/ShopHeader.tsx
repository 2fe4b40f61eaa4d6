import { categoryLabel, formatCompact, formatRating, type Shop } from '@sugu/domain';
import { ArrowLeft, BadgeCheck, MapPin, ShieldCheck, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { reviewText, shopHeaderText } from '../text';
import { LogoViewer } from './LogoViewer.lazy';
import '../../../shared/ui/icon-button.css';
import './shop-header.css';

const t = shopHeaderText;

interface ShopHeaderProps {
  shop: Shop;
  /** Back button action; without it no back button is shown. */
  onBack?: () => void;
  /** Extra buttons at the right of the top bar (e.g. settings on /profil-vendeur). */
  topActions?: ReactNode;
  /** Buttons under the stats (visitor or owner actions). */
  children?: ReactNode;
}

/** 'city - area' of the shop owner, with the spec's fallbacks. */
function shopLocation(shop: Pick<Shop, 'owner'>): string {
  return `${shop.owner.city || t.noCity} - ${shop.owner.area || t.noArea}`;
}

/** Shop header (/boutique/{id}): name, logo with viewer, rating, badge, activity, place, bio, stats. */
export function ShopHeader({ shop, onBack, topActions, children }: ShopHeaderProps) {
  const [viewerOpen, setViewerOpen] = useState(false);
  const closeViewer = () => setViewerOpen(false);
  const logo = <Avatar name={shop.shopName} url={shop.coverImgUrl} size={88} eager />;
  return (
    <header className="shop-header">
      <div className="shop-header__bar">
        {onBack && (
          <button type="button" className="icon-button" aria-label={t.back} onClick={onBack}>
            <ArrowLeft aria-hidden size={22} />
          </button>
        )}
        <h1 className="shop-header__title">{shop.shopName}</h1>
        {topActions}
      </div>
      <div className="shop-header__identity">
        <div className="shop-header__logo">
          {shop.coverImgUrl ? (
            <button
              type="button"
              className="shop-header__logo-button"
              aria-label={t.enlargeLogo}
              onClick={() => setViewerOpen(true)}
            >
              {logo}
            </button>
          ) : (
            logo
          )}
          <span className="shop-header__rating" data-testid="shop-rating">
            {shop.rateCount > 0 ? (
              <>
                <Star aria-hidden size={13} fill="currentColor" />
                {reviewText.summary(formatRating(shop.rate), shop.rateCount)}
              </>
            ) : (
              reviewText.newShop
            )}
          </span>
        </div>
        <div className="shop-header__text">
          <p className="shop-header__name">
            <span>{shop.shopName}</span>
            {(shop.isIdentityVerified || shop.badgeVerification) && (
              <BadgeCheck className="verified" role="img" aria-label={t.verified} size={20} />
            )}
          </p>
          <p className="shop-header__activity">{t.activity(categoryLabel(shop.shopActivity))}</p>
          <p className="shop-header__place">
            <MapPin aria-hidden size={15} />
            {shopLocation(shop)}
          </p>
          {/* Trust signal: how its orders ended, beside its rating. */}
          <p className="shop-header__trust" data-testid="shop-trust">
            <ShieldCheck aria-hidden size={15} />
            {t.trust(shop.finishedOrders, shop.disputesLost)}
          </p>
        </div>
      </div>
      {shop.biography && <p className="shop-header__bio">{shop.biography}</p>}
      <dl className="shop-header__stats">
        <div>
          <dt>{t.followers}</dt>
          <dd data-testid="shop-followers">{formatCompact(shop.followerCount)}</dd>
        </div>
        <div>
          <dt>{t.products}</dt>
          <dd>{shop.productCount}</dd>
        </div>
        <div>
          <dt>{t.sales}</dt>
          <dd>{shop.totalSelledProducts}</dd>
        </div>
      </dl>
      {children && <div className="shop-header__actions">{children}</div>}
      {shop.coverImgUrl && (
        <LazyLayer open={viewerOpen} onClose={closeViewer}>
          <LogoViewer open={viewerOpen} onClose={closeViewer} url={shop.coverImgUrl} name={shop.shopName} />
        </LazyLayer>
      )}
    </header>
  );
}
