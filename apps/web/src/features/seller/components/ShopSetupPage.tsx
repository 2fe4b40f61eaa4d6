// /configuration-boutique: a Vendeur without a shop names it, picks its category, adds a logo.
import { CATALOG_MSG, LIMITS } from '@sugu/domain';
import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { StepForm, StepLayout, useSteps } from '../../../shared/ui/StepLayout';
import { useCreateShop } from '../api/seller';
import { failureMessage } from '../api/upload';
import { checkCategory, checkIdentity, type SetupError, shopFormData } from '../forms/shop-setup';
import { sellerText } from '../text';
import { CategoryStep, IdentityStep, LogoStep } from './ShopSetupSteps';
import './seller.css';
import './setup.css';

const t = sellerText.setup;
const STEPS = ['identity', 'category', 'logo'] as const;
type SetupStep = (typeof STEPS)[number];
/** Read while rendering: the active language's. */
const titles = () => ({ identity: t.identity.title, category: t.category.title, logo: t.logo.title });

export function ShopSetupPage() {
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  const createShop = useCreateShop();
  const errorId = useId();
  /** Set when the shop is sent: the refreshed user (with a shop) must not trigger the "already has one" redirect. */
  const created = useRef(false);
  const steps = useSteps<SetupStep, SetupError>(STEPS);
  const { index, step, error, setError, goTo, next } = steps;
  const [shopName, setShopName] = useState('');
  const [biography, setBiography] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [sending, setSending] = useState(false);

  if (isPending) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.role !== 'Vendeur') return <Navigate to="/profil" replace />;
  if (me.shop && !created.current) return <Navigate to="/profil-vendeur" replace />;

  async function submit() {
    setSending(true);
    setError(null);
    // Before the call, which reloads the user before it returns.
    created.current = true;
    try {
      await createShop(shopFormData({ shopName, biography, categoryId: categoryId!, logo }));
      navigate('/accueil', { replace: true });
    } catch (err) {
      setError({ message: failureMessage(err, CATALOG_MSG.shopCreateFailed), field: null });
      setSending(false);
    }
  }

  function checkStep() {
    return step === 'identity' ? checkIdentity(shopName, biography) : checkCategory(categoryId);
  }

  const invalid = error?.field ?? null;
  return (
    <StepLayout
      steps={steps}
      text={t}
      titleId="setup-title"
      back={
        index > 0 ? { label: sellerText.back, onClick: () => goTo(index - 1), disabled: sending } : undefined
      }
      middle={<p className="setup__title">{t.title}</p>}
      className="setup"
    >
      <StepForm
        steps={steps}
        titleId="setup-title"
        title={titles()[step]}
        text={t}
        error={error?.message ?? null}
        errorId={errorId}
        sending={sending}
        last={step === 'logo'}
        file={logo !== null}
        onNext={() => next(checkStep(), (field) => `setup-${field}`)}
        onFinish={() => void submit()}
      >
        {step === 'identity' && (
          <IdentityStep
            shopName={shopName}
            biography={biography}
            onShopName={(v) => {
              setShopName(v);
              if (invalid === 'shopName') setError(null);
            }}
            onBiography={(v) => {
              setBiography(v.slice(0, LIMITS.biographyMax));
              if (invalid === 'biography') setError(null);
            }}
            invalid={invalid}
            errorId={errorId}
          />
        )}
        {step === 'category' && (
          <CategoryStep
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              setError(null);
            }}
            invalid={invalid === 'category'}
            errorId={errorId}
          />
        )}
        {step === 'logo' && <LogoStep logo={logo} onLogo={setLogo} disabled={sending} />}
      </StepForm>
    </StepLayout>
  );
}
