import { Info } from 'lucide-react';
import { Popup } from './Popup';
import './notice.css';

interface NoticeProps {
  open: boolean;
  title: string;
  text: string;
  okLabel: string;
  onClose: () => void;
}

/** A short information popup with one OK button (features arriving in a later version). */
export function Notice({ open, title, text, okLabel, onClose }: NoticeProps) {
  return (
    <Popup open={open} title={title} onClose={onClose}>
      <div className="notice">
        <span className="notice__icon">
          <Info aria-hidden size={28} />
        </span>
        <p className="notice__text">{text}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
          {okLabel}
        </button>
      </div>
    </Popup>
  );
}
