// Body scrolling is locked while any popup is open; counted so nested popups unlock only when all close.
let openCount = 0;

export function lockScroll(): () => void {
  openCount += 1;
  document.body.classList.add('scroll-locked');
  return () => {
    openCount = Math.max(0, openCount - 1);
    if (openCount === 0) document.body.classList.remove('scroll-locked');
  };
}
