// /profil-vendeur (spec 1 §2): the seller's own shop with owner actions, and its products and publications.
import { type Product, SWIPE } from '@sugu/domain';
import { Camera, PenSquare, Plus, Settings, Share2 } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ShopHeader } from '../../../entities/shop/components/ShopHeader';
import { ApiError } from '../../../shared/lib/api';
import { RegionBoundary } from '../../../shared/ui/RegionState';
import { ShareSheet } from '../../../shared/ui/ShareSheet';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useChangeLogo, useMyShop } from '../api/seller';
import { sellerText } from '../text';
import { LoadError } from './ListStates';
import { RequireSeller } from './RequireSeller';
import { SellerProducts } from './SellerProducts';
import { SellerPublications } from './SellerPublications';
import './seller.css';
import './profile.css';
import '../../../shared/ui/icon-button.css';

const t = sellerText.profile;
const TABS = ['products', 'publications'] as const;
type Tab = (typeof TABS)[number];

export function SellerProfilePage() {
  return <RequireSeller>{() => <SellerProfile />}</RequireSeller>;
}

function SellerProfile() {
  const location = useLocation();
  const navigate = useNavigate();
  const changeLogo = useChangeLogo();
  const { data: shop, isPending, isError, refetch } = useMyShop();
  const [tab, setTab] = useState<Tab>('products');
  const [toast, setToast] = useState<ToastMessage | null>(() => {
    const notice = (location.state as { notice?: string } | null)?.notice;
    return notice ? { text: notice, tone: 'success' } : null;
  });
  const [share, setShare] = useState<string | null>(null);
  const [logoSending, setLogoSending] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
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
      // Spec 1 §8: a failed logo update is logged; a refused file still says why (e.g. not an image).
      console.error('Changement de logo impossible', error);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setToast({ text: error.message, tone: 'error' });
      }
    } finally {
      setLogoSending(false);
    }
  }

  function onTabKey(e: KeyboardEvent) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = tab === 'products' ? 'publications' : 'products';
    setTab(next);
    document.getElementById(`seller-tab-${next}`)?.focus();
  }

  // Horizontal swipe of 50 px or more on the content switches tab (spec 1 §9).
  function onPointerDown(e: PointerEvent) {
    swipe.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerUp(e: PointerEvent) {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE.tabsPx || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
    if (dx < 0 && tab === 'products') setTab('publications');
    if (dx > 0 && tab === 'publications') setTab('products');
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
          <button type="button" className="btn" onClick={() => setShare(shop.shopLink)}>
            <Share2 aria-hidden size={18} />
            {t.share}
          </button>
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
          <Link className="btn btn--primary" to="/creation/produit">
            <Plus aria-hidden size={18} />
            {t.addProduct}
          </Link>
          <Link className="btn btn--primary" to="/creation/publication">
            <PenSquare aria-hidden size={18} />
            {t.createPublication}
          </Link>
        </div>
      </ShopHeader>

      <div className="seller-tabs" role="tablist" aria-label={t.tabs}>
        {TABS.map((key) => (
          <button
            key={key}
            id={`seller-tab-${key}`}
            type="button"
            role="tab"
            className="seller-tabs__tab"
            aria-selected={tab === key}
            aria-controls={`seller-panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {key === 'products' ? t.productsTab(shop.productCount) : t.publicationsTab(shop.publicationCount)}
          </button>
        ))}
      </div>
      <div
        className="seller-panels"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        data-testid="seller-panels"
      >
        <div
          id={`seller-panel-${tab}`}
          key={tab}
          role="tabpanel"
          aria-labelledby={`seller-tab-${tab}`}
          className="seller-panel"
        >
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
