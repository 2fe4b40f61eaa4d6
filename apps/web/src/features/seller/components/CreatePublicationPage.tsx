// /creation/publication ('Nouvelle publication'): a caption and 1 to 5 photos.
import { CATALOG_MSG, LIMITS } from '@sugu/domain';
import { Camera, Lightbulb, Smile, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Counter } from '../../../shared/ui/Counter';
import { FormError } from '../../../shared/ui/FormError';
import { useCreatePublication } from '../api/seller';
import { failureMessage } from '../api/upload';
import { usePickedPhotos } from '../hooks/use-picked-photos';
import { sellerText } from '../text';
import { CountedField } from './CountedField';
import { PhotoGrid } from './PhotoGrid';
import { RequireSeller } from './RequireSeller';
import { SellerTopBar } from './SellerTopBar';
import { UploadProgress } from './UploadProgress';
import './seller.css';
import './forms.css';
import { SendButton } from './SendButton';

const t = sellerText.publication;
const TIP_ICONS = [Camera, Sparkles, Smile];

export function CreatePublicationPage() {
  return <RequireSeller>{() => <PublicationForm />}</RequireSeller>;
}

function PublicationForm() {
  const navigate = useNavigate();
  const createPublication = useCreatePublication();
  const { photos, add, remove, clear } = usePickedPhotos(LIMITS.publicationImagesMax);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const ready = caption.trim() !== '' && photos.length > 0;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!ready) {
      setError(CATALOG_MSG.publicationInvalid);
      return;
    }
    setError(null);
    setProgress(0);
    const body = new FormData();
    body.append('publicationCaption', caption.trim().slice(0, LIMITS.captionMax));
    for (const p of photos) body.append('Files', p.file);
    try {
      await createPublication(body, setProgress);
      setCaption('');
      clear();
      navigate('/profil-vendeur', { replace: true, state: { notice: CATALOG_MSG.publicationCreated } });
    } catch (err) {
      setError(failureMessage(err, CATALOG_MSG.publicationCreateFailed));
      setProgress(null);
    }
  }

  return (
    <main className="seller-form seller-form--footer">
      <SellerTopBar title={t.title} fallback="/profil-vendeur" />
      <form id="publication-form" className="seller-form__body" onSubmit={onSubmit} noValidate>
        <section className="seller-card">
          <CountedField
            id="publication-caption"
            counterId="publication-caption-count"
            label={t.caption}
            max={LIMITS.captionMax}
            value={caption}
            onChange={(value) => {
              setCaption(value);
              setError(null);
            }}
            rows={5}
            placeholder={t.captionPlaceholder}
            disabled={sending}
          />
        </section>

        <section className="seller-card" aria-labelledby="publication-photos-title">
          <div className="field__row">
            <h2 id="publication-photos-title" className="seller-card__title">
              {t.photos}
            </h2>
            <Counter value={photos.length} max={LIMITS.publicationImagesMax} />
          </div>
          <PhotoGrid
            photos={photos}
            max={LIMITS.publicationImagesMax}
            badge="position"
            onAdd={(files) => {
              add(files);
              setError(null);
            }}
            onRemove={remove}
            disabled={sending}
          />
        </section>

        <section className="seller-tips" aria-labelledby="publication-tips-title">
          <h2 id="publication-tips-title" className="seller-tips__title">
            <Lightbulb aria-hidden size={20} />
            {t.tipsTitle}
          </h2>
          <ul>
            {t.tips.map((tip, i) => {
              const Icon = TIP_ICONS[i] ?? Sparkles;
              return (
                <li key={tip}>
                  <Icon className="seller-tips__icon" aria-hidden size={18} />
                  {tip}
                </li>
              );
            })}
          </ul>
        </section>
        {progress !== null && <UploadProgress fraction={progress} />}
      </form>

      <footer className="seller-footer">
        <FormError message={error} className="form-error seller-footer__error" />
        <SendButton
          form="publication-form"
          sending={sending}
          label={t.submit}
          sendingLabel={t.sending}
          // Looks disabled until ready, yet a tap still explains what is missing.
          aria-disabled={!ready || undefined}
          disabled={sending}
        />
      </footer>
    </main>
  );
}
