import type { Shop } from '@sugu/domain';
import { ImagePlus, PackagePlus, Share2, Star, UserCheck, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { useFollowToggle, useIsFollowed } from '../../../entities/shop/api/shops';
import { useOpenedOnce } from '../../../shared/hooks/use-opened-once';
import { shopText } from '../text';

const t = shopText.shop;

// Each opens from its button: loaded on the first tap, not with the shop page.
const InvitePopup = lazy(async () => ({
  default: (await import('../../../entities/session/components/InvitePopup')).InvitePopup,
}));
const RatingPopup = lazy(async () => ({
  default: (await import('../../../entities/shop/components/RatingPopup')).RatingPopup,
}));
const ShareSheet = lazy(async () => ({
  default: (await import('../../../shared/ui/ShareSheet')).ShareSheet,
}));

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

/** A visitor's buttons: follow toggle, rate (the rating popup), share. A guest gets the invite. */
export function VisitorShopActions({ shop }: { shop: Shop }) {
  const { data: me } = useMe();
  const status = useIsFollowed(shop.id, Boolean(me));
  const follow = useFollowToggle(shop.id);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const inviteMounted = useOpenedOnce(inviteOpen);
  const rateMounted = useOpenedOnce(rateOpen);
  const shareMounted = useOpenedOnce(shareOpen);
  const followed = status.data?.isFollowed ?? shop.isFollowed;

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
      <button type="button" className="btn" onClick={() => setShareOpen(true)}>
        <Share2 aria-hidden size={19} />
        {t.share}
      </button>
      {inviteMounted && (
        <Suspense fallback={null}>
          <InvitePopup open={inviteOpen} onClose={() => setInviteOpen(false)} />
        </Suspense>
      )}
      {rateMounted && (
        <Suspense fallback={null}>
          <RatingPopup shopId={shop.id} open={rateOpen} onClose={() => setRateOpen(false)} />
        </Suspense>
      )}
      {shareMounted && (
        <Suspense fallback={null}>
          <ShareSheet
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            url={shop.shopLink || `/boutique/${shop.id}`}
          />
        </Suspense>
      )}
    </>
  );
}
