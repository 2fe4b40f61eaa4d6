// A form in steps (the sign-up, the shop setup): a back button, the step count and its progress bar, and the
// current step's card fading in; the step's title takes the focus when the step changes.
import { TIMINGS } from '@sugu/domain';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import './icon-button.css';
import './step-layout.css';

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
  return { index, step, number: index + 1, heading, error, setError, goTo, next };
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

interface StepLayoutProps {
  /** The current step's key: its card is drawn anew (and fades in) on each step. */
  step: string;
  number: number;
  total: number;
  /** 'Étape n/total'. */
  count: string;
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
  const { step, number, total, count, titleId, back, middle, className, children, after } = props;
  return (
    <main className={`steps ${className}`}>
      <header className="steps__header">
        {back ? (
          <button
            type="button"
            className="icon-button icon-button--outlined"
            aria-label={back.label}
            onClick={back.onClick}
            disabled={back.disabled}
          >
            <ArrowLeft aria-hidden size={22} />
          </button>
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
