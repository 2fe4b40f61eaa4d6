import { SplashPage } from '../../features/splash/components/SplashPage';

// Fetch the home page's code while the splash plays, so the hand-over is instant.
const prefetchHome = () => void import('./HomeRoute');

/** "/": the splash screen, then the home page. */
export default function SplashRoute() {
  return <SplashPage onStart={prefetchHome} />;
}
