import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { sellerText } from '../text';
import '../../../shared/ui/icon-button.css';

/** Sticky page header: back (one page back, or `fallback` when the page was opened directly) and the title. */
export function SellerTopBar({
  title,
  fallback,
  children,
}: {
  title: string;
  fallback: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  function back() {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(fallback);
  }
  return (
    <header className="top-bar seller-topbar">
      <button type="button" className="icon-button" aria-label={sellerText.back} onClick={back}>
        <ArrowLeft aria-hidden size={22} />
      </button>
      <h1 className="seller-topbar__title">{title}</h1>
      {children ?? <span className="seller-topbar__spacer" />}
    </header>
  );
}
