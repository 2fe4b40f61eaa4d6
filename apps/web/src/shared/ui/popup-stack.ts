// Every open popup or sheet, topmost last. Each one that can close owns a history entry, so the phone's back
// button closes the topmost popup instead of leaving the page; Escape also closes only the topmost one.
//
// Closing by hand (close button, backdrop, Escape) goes back in history and the popup closes on that
// popstate, so whatever its onClose does next (often a navigation) happens after the history settled.
// A popup the app closes itself (after a save, before a navigation) leaves its entry: going back from
// there would cancel the app's own navigation. The next popup takes that entry over.
interface Entry {
  id: string;
  close: () => void;
}

export interface PopupHandle {
  /** Closes as the user asked: through history when this popup's entry is the current one. */
  dismiss: () => void;
  /** Takes the popup off the stack once it is closed or unmounted. */
  release: () => void;
}

const stack: Entry[] = [];
let lastId = 0;
let listening = false;

type PopupState = { sugPopup?: string } & Record<string, unknown>;
const currentState = () => (window.history.state ?? {}) as PopupState;
const isOpen = (id: string | undefined) => stack.some((e) => e.id === id);

function onPopState() {
  stack.pop()?.close();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || stack.length === 0) return;
  // Captured on window: a panel's own Escape handler below (notifications, menus) must not also fire.
  event.stopPropagation();
  const top = stack.at(-1);
  if (top) dismiss(top);
}

function dismiss(entry: Entry) {
  if (currentState().sugPopup === entry.id) window.history.back();
  else {
    const at = stack.indexOf(entry);
    if (at >= 0) stack.splice(at, 1);
    entry.close();
  }
}

/** Puts a popup on top of the stack. */
export function pushPopup(close: () => void): PopupHandle {
  if (!listening) {
    listening = true;
    window.addEventListener('popstate', onPopState);
    window.addEventListener('keydown', onKeyDown, true);
  }
  lastId += 1;
  const entry: Entry = { id: `popup-${lastId}`, close };
  const state = currentState();
  const next = { ...state, sugPopup: entry.id };
  // The entry of a popup closed by the app (or of React's development double mount) is reused.
  if (state.sugPopup && !isOpen(state.sugPopup)) window.history.replaceState(next, '');
  else window.history.pushState(next, '');
  stack.push(entry);

  return {
    dismiss: () => dismiss(entry),
    release: () => {
      const at = stack.indexOf(entry);
      if (at >= 0) stack.splice(at, 1);
    },
  };
}
