import type { ReactNode } from 'react';

interface FormErrorProps {
  /** Nothing is shown without one. */
  message: ReactNode;
  /** For the field that `aria-describedby` it. */
  id?: string;
  className?: string;
}

/** A form's problem, read out as it appears (role="alert"). */
export function FormError({ message, id, className = 'form-error' }: FormErrorProps) {
  if (message == null || message === false || message === '') return null;
  return (
    <p className={className} id={id} role="alert">
      {message}
    </p>
  );
}
