// A page region that could not show its content (its data failed to load, or it threw while rendering):
// why, in the region's own words, and 'Réessayer'. One module: both sit on every page's first script.
import { Component, type ReactNode } from 'react';
import { dropFirstScreen } from '../lib/first-screen';
import { fr } from '../text';
import './error-notice.css';

/** A region that could not show its content: why, in the region's own words, and 'Réessayer'. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          {fr.retry}
        </button>
      )}
    </div>
  );
}

interface RegionBoundaryProps {
  /** What the region says when it fails (the spec's text for it where it gives one). */
  message: string;
  children: ReactNode;
  /** A new value (another order opened, another address) renders the region afresh. */
  resetKey?: unknown;
  /** 'Réessayer' renders the region again; a page whose code failed to arrive reloads instead. */
  onRetry?: () => void;
}

interface RegionBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * One region of a page (the feed, a tab, the order screen…) that throws while rendering shows its error
 * and 'Réessayer' in its place; the rest of the page, and the navigation bar, stay usable.
 */
export class RegionBoundary extends Component<RegionBoundaryProps, RegionBoundaryState> {
  override state: RegionBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RegionBoundaryProps, state: RegionBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    // The last visit's first screen must not stay painted over the error.
    dropFirstScreen();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const retry = this.props.onRetry ?? (() => this.setState({ failed: false }));
    return <ErrorNotice message={this.props.message} onRetry={retry} />;
  }
}
