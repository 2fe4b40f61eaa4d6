// Every open popup or sheet, topmost last. Each one that can close owns a history entry, so the phone's back
// button closes the topmost popup instead of leaving the page; Escape also closes only the topmost one.
interface Entry {
  id: string;
  close: () => void;
  /** Its history entry is already gone (the back button was pressed). */
  popped: boolean;
}

const stack: Entry[] = [];
/** history.back() calls made to drop the entry of a popup closed another way: their popstate is ours. */
let ownBacks = 0;
let lastId = 0;
let listening = false;

type PopupState = { sugPopup?: string } & Record<string, unknown>;
const currentState = () => (window.history.state ?? {}) as PopupState;
const isOpen = (id: string | undefined) => stack.some((e) => e.id === id);

function onPopState() {
  if (ownBacks > 0) {
    ownBacks -= 1;
    return;
  }
  const top = stack.pop();
  if (!top) return;
  top.popped = true;
  top.close();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || stack.length === 0) return;
  // Captured on window: a panel's own Escape handler below (notifications, menus) must not also fire.
  event.stopPropagation();
  stack.at(-1)?.close();
}

/** Puts a popup on top of the stack; the returned function takes it off (call it when the popup closes). */
export function pushPopup(close: () => void): () => void {
  if (!listening) {
    // Kept for the page's life: a popstate of our own history.back() may arrive after the last popup closed.
    listening = true;
    window.addEventListener('popstate', onPopState);
    window.addEventListener('keydown', onKeyDown, true);
  }
  lastId += 1;
  const entry: Entry = { id: `popup-${lastId}`, close, popped: false };
  const state = currentState();
  // A popup closed a moment ago whose entry is still current (closing one, opening another, or React's
  // development double mount): take its place rather than stacking a dead entry.
  const next = { ...state, sugPopup: entry.id };
  if (state.sugPopup && !isOpen(state.sugPopup)) window.history.replaceState(next, '');
  else window.history.pushState(next, '');
  stack.push(entry);

  return () => {
    const at = stack.indexOf(entry);
    if (at >= 0) stack.splice(at, 1);
    if (entry.popped) return;
    // Deferred: another popup opening right away reuses the entry instead (see above).
    setTimeout(() => {
      if (currentState().sugPopup !== entry.id) return;
      ownBacks += 1;
      window.history.back();
    }, 0);
  };
}
