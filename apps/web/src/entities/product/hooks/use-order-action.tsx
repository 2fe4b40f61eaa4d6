import { TIMINGS } from '@sugu/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Notice } from '../../../shared/ui/Notice';
import { useMe } from '../../session/api/me';
import { InvitePopup } from '../../session/components/InvitePopup';
import { productText } from '../text';

/**
 * The order button (spec 1 §4): a guest sees the invite popup; a connected user's sheet closes and, after
 * TIMINGS.productSheetCloseDelayMs, the next step opens. Ordering itself is a later issue: that step is a
 * notice for now. Render `popups` somewhere that stays mounted while the sheet closes.
 */
export function useOrderAction() {
  const { data: me } = useMe();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const order = useCallback(
    (closeSheet?: () => void) => {
      if (!me) {
        setInviteOpen(true);
        return;
      }
      if (!closeSheet) {
        setNoticeOpen(true);
        return;
      }
      closeSheet();
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setNoticeOpen(true), TIMINGS.productSheetCloseDelayMs);
    },
    [me],
  );

  const popups = (
    <>
      <InvitePopup open={inviteOpen} onClose={() => setInviteOpen(false)} />
      <Notice
        open={noticeOpen}
        title={productText.soonTitle}
        text={productText.soonText}
        okLabel={productText.ok}
        onClose={() => setNoticeOpen(false)}
      />
    </>
  );
  return { order, popups };
}
