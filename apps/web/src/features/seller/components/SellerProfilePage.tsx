// /profil-vendeur: the seller's own shop with owner actions, and its products and publications.
import type { Product } from '@sugu/domain';
import { Camera, Settings } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShopHeader } from '../../../entities/shop/components/ShopHeader';
import { ApiError } from '../../../shared/lib/api';
import { RegionBoundary } from '../../../shared/ui/RegionState';
import { ShareSheet } from '../../../shared/ui/ShareSheet';
import { TabList, useTabPanel } from '../../../shared/ui/Tabs';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useChangeLogo, useMyShop } from '../api/seller';
import { sellerText } from '../text';
import { CreateLink, LoadError } from './ListStates';
import { RequireSeller } from './RequireSeller';
import { SellerProducts } from './SellerProducts';
import { SellerPublications } from './SellerPublications';
import { VerificationSection } from './VerificationSection';
import './seller.css';
import './profile.css';
import '../../../shared/ui/icon-button.css';
import { ShareButton } from '../../../shared/ui/ShareButton';

const t = sellerText.profile;
type Tab = 'products' | 'publications';

export function SellerProfilePage() {
  return <RequireSeller>{() => <SellerProfile />}</RequireSeller>;
}

function SellerProfile() {
  const location = useLocation();
  const navigate = useNavigate();
  const changeLogo = useChangeLogo();
  const { data: shop, isPending, isError, refetch } = useMyShop();
  const [tab, setTab] = useState<Tab>('products');
  const tabs = {
    id: 'seller',
    tabs: [
      { key: 'products', label: t.productsTab(shop?.productCount ?? 0) },
      { key: 'publications', label: t.publicationsTab(shop?.publicationCount ?? 0) },
    ] as const,
    active: tab,
    onChange: setTab,
  };
  // A horizontal swipe of 50 px on the content, a finger or a mouse.
  const panel = useTabPanel(tabs, 'pointer');
  const [toast, setToast] = useState<ToastMessage | null>(() => {
    const notice = (location.state as { notice?: string } | null)?.notice;
    return notice ? { text: notice, tone: 'success' } : null;
  });
  const [share, setShare] = useState<string | null>(null);
  const [logoSending, setLogoSending] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const hideToast = useCallback(() => setToast(null), []);
  const closeShare = useCallback(() => setShare(null), []);

  // The notice came with the navigation (after creating a product or a post): a reload must not repeat it.
  useEffect(() => {
    if ((location.state as { notice?: string } | null)?.notice) {
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location, navigate]);

  async function onLogo(file: File | undefined) {
    if (!file?.type.startsWith('image/')) return;
    setLogoSending(true);
    try {
      const res = await changeLogo(file);
      setToast({ text: res.message, tone: 'success' });
    } catch (error) {
      // A failed logo update is only logged (no error text for it); a refused file still says why (not an
      // image).
      console.error('Changement de logo impossible', error);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setToast({ text: error.message, tone: 'error' });
      }
    } finally {
      setLogoSending(false);
    }
  }

  const settings = (
    <Link to="/profil" className="icon-button" aria-label={t.settings}>
      <Settings aria-hidden size={22} />
    </Link>
  );

  if (isPending) {
    return (
      <main className="seller-profile">
        <div className="seller-profile__skeleton" aria-hidden />
        <span className="visually-hidden" role="status">
          {sellerText.profile.title}
        </span>
      </main>
    );
  }
  if (isError || !shop) {
    return (
      <main className="seller-profile">
        <div className="top-bar seller-topbar">
          <h1 className="seller-topbar__title">{t.title}</h1>
          {settings}
        </div>
        <LoadError onRetry={() => void refetch()} />
      </main>
    );
  }

  return (
    <main className="seller-profile">
      <ShopHeader shop={shop} topActions={settings}>
        <div className="seller-actions">
          <ShareButton label={t.share} size={18} onClick={() => setShare(shop.shopLink)} />
          <button
            type="button"
            className="btn"
            onClick={() => logoInput.current?.click()}
            disabled={logoSending}
          >
            <Camera aria-hidden size={18} />
            {logoSending ? t.changingLogo : t.changeLogo}
          </button>
          <input
            ref={logoInput}
            className="visually-hidden"
            type="file"
            accept="image/*"
            tabIndex={-1}
            // The visible 'Changer logo' button is the control; this input only opens the file picker.
            aria-hidden
            onChange={(e) => {
              void onLogo(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <CreateLink what="product" />
          <CreateLink what="publication" />
        </div>
      </ShopHeader>

      <RegionBoundary message={sellerText.verification.loadFailed}>
        <VerificationSection shopShowsBadge={shop.isIdentityVerified || shop.badgeVerification} />
      </RegionBoundary>

      <TabList {...tabs} label={t.tabs} className="seller-tabs" />
      <div {...panel} className="seller-panels" data-testid="seller-panels">
        <div key={tab} className="seller-panel">
          <RegionBoundary message={sellerText.loadFailed}>
            {tab === 'products' ? (
              <SellerProducts
                onShare={(p: Product) => setShare(p.lienPartage || p.productLink)}
                onNotice={setToast}
              />
            ) : (
              <SellerPublications />
            )}
          </RegionBoundary>
        </div>
      </div>

      <ShareSheet open={share !== null} onClose={closeShare} url={share ?? '/'} />
      <Toast message={toast} onDone={hideToast} />
    </main>
  );
}
