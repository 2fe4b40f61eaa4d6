// What a page region shows instead of its content: that there is nothing yet (EmptyState), or that it could
// not be shown, its data having failed to load (ErrorNotice) or itself having thrown (RegionBoundary), in the
// region's own words, with 'Réessayer'. One module: they sit on every page's first script.
import { Component, type ReactNode } from 'react';
import { dropFirstScreen } from '../lib/first-screen';
import { fr } from '../text';
import './region-state.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** What to do about it (a link, a button). */
  children?: ReactNode;
}

/** An empty list or page: its icon, what is missing and, if any, what to do about it. */
export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <div className="region-state">
      <span className="region-state__icon">{icon}</span>
      <p className="region-state__title">{title}</p>
      {text && <p className="muted">{text}</p>}
      {children}
    </div>
  );
}

/** A region that could not show its content: why, in the region's own words, and 'Réessayer'. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="region-state" role="alert">
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
