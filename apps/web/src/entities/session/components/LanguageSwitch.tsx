import { LOCALE_NAMES, LOCALES } from '@sugu/domain';
import { useLocale } from '../../../shared/i18n/locale';
import { useChooseLanguage } from '../api/language';
import './language-switch.css';

/** Said in both languages, so that whoever reads neither well still finds it. */
const LABEL = 'Langue / Language';

/**
 * 'Langue / Language' (/profil, /login, /signup): the app switches at once; a connected user's choice is
 * saved on the server (PUT /api/EditParam/me), so notifications and e-mails follow it too.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const choose = useChooseLanguage();
  return (
    <fieldset className="language-switch">
      <legend>{LABEL}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className={option === locale ? 'language-switch__option is-active' : 'language-switch__option'}
          onClick={() => void choose(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
