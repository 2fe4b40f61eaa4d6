import { Component, type ReactNode } from 'react';
import { dropFirstScreen } from '../lib/first-screen';
import { ErrorNotice } from './ErrorNotice';

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
