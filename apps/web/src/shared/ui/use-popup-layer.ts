import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { type PopupHandle, pushPopup } from './popup-stack';
import { lockScroll } from './scroll-lock';

/**
 * What every layer over the page does while it is open (popups, the notifications panel, a conversation):
 * the page under it stops scrolling, focus moves into `panel` and comes back afterwards, and, when it can
 * close, it takes a history entry (popup-stack.ts) so that the phone's back button and Escape close the
 * topmost layer only. `onClose` may change on every render: the latest one is called.
 *
 * Returns `dismiss`, closing as the user asks (close button, backdrop, swipe): through history when the
 * layer's entry is the current one, so a later back press does not leave the page.
 */
export function usePopupLayer(
  panel: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
  open = true,
): () => void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const handle = useRef<PopupHandle | null>(null);
  const closable = onClose !== undefined;

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    // A layer that cannot close (email verification) takes no history entry: back leaves as usual.
    const pushed = closable ? pushPopup(() => closeRef.current?.()) : null;
    handle.current = pushed;
    return () => {
      pushed?.release();
      if (handle.current === pushed) handle.current = null;
      unlock();
      previous?.focus?.();
    };
  }, [open, closable, panel]);

  return useCallback(() => (handle.current ? handle.current.dismiss() : closeRef.current?.()), []);
}
