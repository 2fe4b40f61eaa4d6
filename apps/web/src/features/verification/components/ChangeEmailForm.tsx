// The popup's other way out: the address was mistyped at sign-up, so the user gives the right one.
import { MSG, SendCodeBody } from '@sugu/domain';
import { type FormEvent, useState } from 'react';
import { failureMessage } from '../../../shared/lib/api';
import { firstIssue } from '../../../shared/lib/rule-message';
import { emailInputProps } from '../../../shared/ui/Field';
import { changeEmail, type SendCodeResult } from '../api/verification';
import { verificationText } from '../text';
import { ContactForm } from './ContactForm';

const t = verificationText.popup;

interface ChangeEmailFormProps {
  current: string;
  onChanged: (email: string, result: SendCodeResult) => void;
  onCancel: () => void;
}

export function ChangeEmailForm({ current, onChanged, onCancel }: ChangeEmailFormProps) {
  const [email, setEmail] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SendCodeBody.safeParse({ email });
    if (!parsed.success) {
      setError(firstIssue(parsed.error, MSG.emailInvalid).message);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await changeEmail(parsed.data.email);
      onChanged(parsed.data.email, result);
    } catch (err) {
      setError(failureMessage(err));
      setSending(false);
    }
  }

  return (
    <ContactForm
      intro={t.changeIntro}
      label={t.newEmailLabel}
      input={emailInputProps}
      value={email}
      onChange={(value) => {
        setEmail(value);
        setError(null);
      }}
      error={error}
      busy={sending}
      submit={{ label: t.changeSubmit, busyLabel: t.changing }}
      onSubmit={submit}
      cancel={{ label: t.cancel, onClick: onCancel, disabledWhileBusy: true }}
    />
  );
}
