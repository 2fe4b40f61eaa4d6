// A form in steps (the sign-up, the shop setup): a back button, the step count and its progress bar, and the
// current step's card fading in; the step's title takes the focus when the step changes.
import { TIMINGS } from '@sugu/domain';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { FormError } from './FormError';
import './icon-button.css';
import './step-layout.css';
import { IconButton } from './IconButton';

/**
 * Where a form in steps is: the step, its error (gone with the step it was about) and the moves; `heading`
 * goes on the step's title.
 */
export function useSteps<K extends string, E extends { field: string | null }>(steps: readonly K[]) {
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<E | null>(null);
  const step = steps[index]!;
  const heading = useStepHeading(step);
  const goTo = (next: number, nextError: E | null = null) => {
    setError(nextError);
    setIndex(next);
  };
  /** 'Suivant': the step's problem, its field focused (`fieldId` names it), or the next step. */
  const next = (problem: E | null, fieldId: (field: string) => string) => {
    if (!problem) return goTo(index + 1);
    setError(problem);
    if (problem.field) document.getElementById(fieldId(problem.field))?.focus();
  };
  return { index, step, number: index + 1, total: steps.length, heading, error, setError, goTo, next };
}

/** The current step's title: focused on each new step (screen readers announce it), not on the first. */
function useStepHeading(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [step]);
  return heading;
}

/** The words of a form in steps: 'Étape n/total' and its submit button's labels. */
interface StepTexts {
  step: (n: number, total: number) => string;
  next: string;
  /** The last step's button: 'Terminer' with its file (a photo, a logo), 'Ignorer' without, then while sent. */
  finish: string;
  skip: string;
  sending: string;
}

/** Where the form is (useSteps). */
interface StepPosition {
  step: string;
  number: number;
  total: number;
}

interface StepLayoutProps {
  /** The current step (useSteps): its card is drawn anew (and fades in) on each step. */
  steps: StepPosition;
  text: StepTexts;
  /** The id of the step's title (its <h1>), which names the card. */
  titleId: string;
  /** Without it (a first step that has nowhere to go back to), its place stays empty. */
  back?: { label: string; onClick: () => void; disabled?: boolean };
  /** Between the back button and the count: the brand, the form's name. */
  middle: ReactNode;
  className: string;
  children: ReactNode;
  /** Under the card. */
  after?: ReactNode;
}

export function StepLayout(props: StepLayoutProps) {
  const { steps, text, titleId, back, middle, className, children, after } = props;
  const { step, number, total } = steps;
  const count = text.step(number, total);
  return (
    <main className={`steps ${className}`}>
      <header className="steps__header">
        {back ? (
          <IconButton
            className="icon-button icon-button--outlined"
            label={back.label}
            onClick={back.onClick}
            disabled={back.disabled}
            icon={ArrowLeft}
            size={22}
          />
        ) : (
          <span className="steps__placeholder" />
        )}
        {middle}
        <p className="steps__count">{count}</p>
      </header>
      <div
        className="steps__progress"
        role="progressbar"
        aria-label={count}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
      >
        <span style={{ width: `${(number / total) * 100}%` }} />
      </div>
      <section
        key={step}
        className="steps__card"
        style={{ animationDuration: `${TIMINGS.stepFadeMs}ms` }}
        aria-labelledby={titleId}
      >
        {children}
      </section>
      {after}
    </main>
  );
}

interface StepFormProps {
  /** useSteps: the title takes the focus on each new step. */
  steps: StepPosition & { heading: RefObject<HTMLHeadingElement | null> };
  titleId: string;
  title: string;
  text: StepTexts;
  /** The problem shown under the fields (null: none, or its field shows it). */
  error: string | null;
  errorId: string;
  /** The form is being sent: its button waits, another submit does nothing. */
  sending: boolean;
  /** The step that sends the form, and whether its file (photo, logo) was picked. */
  last: boolean;
  file: boolean;
  /** 'Suivant' on the other steps: checks the step (useSteps `next`). */
  onNext: () => void;
  onFinish: () => void;
  children: ReactNode;
}

/** A step's form: its title, its fields, the step's problem and the button that goes on (or sends). */
export function StepForm(props: StepFormProps) {
  const { steps, titleId, title, text, error, errorId, sending, last, file, onNext, onFinish, children } =
    props;
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (last) onFinish();
    else onNext();
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <h1 id={titleId} ref={steps.heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      <FormError message={error} id={errorId} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {!last ? text.next : sending ? text.sending : file ? text.finish : text.skip}
      </button>
    </form>
  );
}
