// After an order, the buyer is offered web push for the seller's answer: once per device (answered or put
// off, never again; /profil > Notifications keeps the switch), and only where the browser can ask.
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { answerPushOffer, enablePush, pushOfferAnswered, pushState } from '../../../shared/lib/web-push';
import { orderText } from '../text';

const t = orderText.pushOffer;
type Step = 'offer' | 'enabling' | 'enabled' | 'denied' | 'failed';

export function PushOffer() {
  const [step, setStep] = useState<Step | null>(() =>
    pushState() === 'default' && !pushOfferAnswered() ? 'offer' : null,
  );
  if (!step) return null;

  const enable = async () => {
    setStep('enabling');
    answerPushOffer();
    try {
      const state = await enablePush();
      setStep(state === 'granted' ? 'enabled' : state === 'denied' ? 'denied' : 'failed');
    } catch {
      setStep('failed');
    }
  };

  if (step === 'enabled' || step === 'denied' || step === 'failed') {
    return (
      <p className="push-offer__result" role="status">
        {t[step]}
      </p>
    );
  }
  return (
    <section className="push-offer" aria-labelledby="push-offer-title" data-testid="push-offer">
      <BellRing aria-hidden size={22} className="push-offer__icon" />
      <h2 id="push-offer-title" className="push-offer__title">
        {t.title}
      </h2>
      <p className="push-offer__text">{t.text}</p>
      <div className="push-offer__actions">
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => {
            answerPushOffer();
            setStep(null);
          }}
        >
          {t.later}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={enable}
          disabled={step === 'enabling'}
        >
          {step === 'enabling' ? t.enabling : t.enable}
        </button>
      </div>
    </section>
  );
}
