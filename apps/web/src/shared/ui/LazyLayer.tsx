// Popups, sheets and panels whose code is loaded on demand: their chunk is asked for at the first open, not
// with the page. Such a chunk can fail to arrive (a 3G drop, offline, a deploy that removed the old hashed
// files); React.lazy then keeps the failure for good and throws it up to the route's error boundary, which
// replaces the whole app until a reload. Here the failed layer shows nothing and closes, the page stays, and
// the next open asks for the chunk again.
//
// Each on-demand component is declared once, in `<Component>.lazy.ts` beside its component, with
// lazyLayer; a page renders it inside <LazyLayer>.
import { Component, type ComponentType, type FunctionComponent, lazy, type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { languageReady } from '../i18n/locale';

/**
 * Renewals of the layers whose import failed, run once a LayerBoundary has caught the failure: renewing
 * at once would make React's retry of the failed render import again, and again.
 */
const failedImports = new Set<() => void>();

/**
 * A component whose code is imported at its first render. Unlike React.lazy alone, a failed import is not
 * kept: once <LazyLayer> has caught the failure, the layer's next open imports again. Once its code has
 * arrived it renders without suspending. It waits for the whole active language too (shared/i18n/locale.ts):
 * a layer opened on the first screen of an English visit may need texts its first part lacks.
 */
export function lazyLayer<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const attempt = () =>
    lazy(() =>
      Promise.all([load(), languageReady()]).then(
        ([component]) => {
          loaded = component;
          return { default: component };
        },
        (error: unknown) => {
          failedImports.add(renew);
          throw error;
        },
      ),
    );
  let current = attempt();
  const renew = () => {
    current = attempt();
  };
  return function LazyLayerComponent(props: P) {
    const Loaded: ComponentType<P> = loaded ?? current;
    return <Loaded {...props} />;
  };
}

interface LazyLayerProps {
  /** Mounted at the first open, then kept mounted (its closing animates). */
  open: boolean;
  /** Called when its code could not be loaded: the page's state goes back to closed. */
  onClose?: () => void;
  /** Shown while its code arrives. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders a layer declared with lazyLayer from its first open on; a failed load leaves the page as it is. */
export function LazyLayer({ open, onClose, fallback = null, children }: LazyLayerProps) {
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  return (
    <LayerBoundary open={open} onFail={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LayerBoundary>
  );
}

interface LayerBoundaryProps {
  open: boolean;
  onFail?: () => void;
  children: ReactNode;
}

interface LayerBoundaryState {
  failed: boolean;
  /** The `open` of the last render: a failed layer tries again when it is opened anew. */
  open: boolean;
}

class LayerBoundary extends Component<LayerBoundaryProps, LayerBoundaryState> {
  override state = { failed: false, open: this.props.open };

  static getDerivedStateFromError(): Partial<LayerBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: LayerBoundaryProps,
    state: LayerBoundaryState,
  ): Partial<LayerBoundaryState> | null {
    if (props.open === state.open) return null;
    return { open: props.open, failed: props.open ? false : state.failed };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    for (const renew of failedImports) renew();
    failedImports.clear();
    this.props.onFail?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
