import type { Shop } from '@sugu/domain';
import { Flag, ImagePlus, PackagePlus, Star, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReportDialog } from '../../../entities/report/components/ReportDialog.lazy';
import { useMe } from '../../../entities/session/api/me';
import { InvitePopup } from '../../../entities/session/components/InvitePopup.lazy';
import { useFollowToggle, useIsFollowed } from '../../../entities/shop/api/shops';
import { RatingPopup } from '../../../entities/shop/components/RatingPopup.lazy';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { ShareButton } from '../../../shared/ui/ShareButton';
import { ShareSheet } from '../../../shared/ui/ShareSheet.lazy';
import { shopText } from '../text';

const t = shopText.shop;

/** The owner's buttons on their shop page. */
export function OwnerShopActions() {
  return (
    <>
      <Link className="btn btn--primary" to="/creation/produit">
        <PackagePlus aria-hidden size={19} />
        {t.addProduct}
      </Link>
      <Link className="btn" to="/creation/publication">
        <ImagePlus aria-hidden size={19} />
        {t.createPublication}
      </Link>
    </>
  );
}

/** A visitor's buttons: follow toggle, rate (the rating popup), share, report. A guest gets the invite. */
export function VisitorShopActions({ shop }: { shop: Shop }) {
  const { data: me } = useMe();
  const status = useIsFollowed(shop.id, Boolean(me));
  const follow = useFollowToggle(shop.id);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const followed = status.data?.isFollowed ?? shop.isFollowed;

  const closeInvite = () => setInviteOpen(false);
  const closeRate = () => setRateOpen(false);
  const closeShare = () => setShareOpen(false);
  const closeReport = () => setReportOpen(false);

  const onFollow = () => {
    if (!me) setInviteOpen(true);
    else if (!follow.isPending) follow.mutate(!followed, { onError: (e) => console.error(e) });
  };

  return (
    <>
      <button
        type="button"
        className={`btn shop-actions__follow${followed ? '' : ' btn--primary'}`}
        onClick={onFollow}
        disabled={follow.isPending}
        aria-pressed={followed}
      >
        {followed ? <UserCheck aria-hidden size={19} /> : <UserPlus aria-hidden size={19} />}
        {followed ? t.unfollow : t.follow}
      </button>
      <button type="button" className="btn" onClick={() => (me ? setRateOpen(true) : setInviteOpen(true))}>
        <Star aria-hidden size={19} />
        {t.rate}
      </button>
      <ShareButton label={t.share} size={19} onClick={() => setShareOpen(true)} />
      <button
        type="button"
        className="btn btn--ghost shop-actions__report"
        onClick={() => (me ? setReportOpen(true) : setInviteOpen(true))}
      >
        <Flag aria-hidden size={17} />
        {t.report}
      </button>
      {/* Each opens from its button: its code loads at the first tap, not with the shop page. */}
      <LazyLayer open={inviteOpen} onClose={closeInvite}>
        <InvitePopup open={inviteOpen} onClose={closeInvite} />
      </LazyLayer>
      <LazyLayer open={rateOpen} onClose={closeRate}>
        <RatingPopup shopId={shop.id} open={rateOpen} onClose={closeRate} />
      </LazyLayer>
      <LazyLayer open={reportOpen} onClose={closeReport}>
        <ReportDialog
          target={reportOpen ? { targetType: 'shop', targetId: shop.id } : null}
          onClose={closeReport}
        />
      </LazyLayer>
      <LazyLayer open={shareOpen} onClose={closeShare}>
        <ShareSheet open={shareOpen} onClose={closeShare} url={shop.shopLink || `/boutique/${shop.id}`} />
      </LazyLayer>
    </>
  );
}
