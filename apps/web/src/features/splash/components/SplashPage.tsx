import { SPLASH } from '@sugu/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { setPageTransition } from '../../../shared/lib/page-transition';
import { fr } from '../../../shared/text';
import { Logo } from '../../../shared/ui/Logo';
import { splashText } from '../text';
import './splash.css';

/** The landing route "/": brand, a progress bar and rotating taglines, then the home page after 3 s. */
/** `onStart` runs once when the splash starts (the route prefetches the home page there). */
export function SplashPage({ onStart }: { onStart: () => void }) {
  const navigate = useNavigate();
  const progress = useProgress();
  const tagline = useRotatingIndex(splashText.taglines.length, SPLASH.taglineRotationMs);

  useEffect(() => {
    setPageTransition('down');
    onStart();
    const timer = setTimeout(() => {
      navigate('/accueil', { replace: true });
      setPageTransition('up');
    }, SPLASH.durationMs);
    return () => {
      clearTimeout(timer);
      setPageTransition('up');
    };
  }, [navigate, onStart]);

  return (
    <main className="splash">
      <div className="splash__brand">
        <Logo size={104} variant="inverse" className="splash__logo" />
        <h1 className="splash__title">{fr.brand.title}</h1>
        <p className="splash__subtitle">{fr.brand.subtitle}</p>
      </div>
      <p className="splash__tagline" key={tagline} data-testid="splash-tagline">
        {splashText.taglines[tagline]}
      </p>
      <div
        className="splash__progress"
        role="progressbar"
        aria-label={splashText.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className="splash__progress-fill" style={{ transform: `scaleX(${progress / 100})` }} />
      </div>
    </main>
  );
}

/** 0 → 100 by SPLASH.progressStep every SPLASH.progressTickMs, then stops. */
function useProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (progress >= 100) return;
    const timer = setTimeout(
      () => setProgress((p) => Math.min(100, p + SPLASH.progressStep)),
      SPLASH.progressTickMs,
    );
    return () => clearTimeout(timer);
  }, [progress]);
  return progress;
}

function useRotatingIndex(count: number, everyMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), everyMs);
    return () => clearInterval(timer);
  }, [count, everyMs]);
  return index;
}
