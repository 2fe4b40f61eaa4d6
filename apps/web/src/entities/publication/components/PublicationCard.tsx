import { formatCompact, formatPrice, formatRelativeTime, type Publication, unitLabel } from '@sugu/domain';
import {
  BadgeCheck,
  Heart,
  MapPin,
  MessageCircle,
  MessageSquareText,
  Share2,
  ShoppingBag,
} from 'lucide-react';
import { useCallback, useContext, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMirror } from '../../../shared/hooks/use-mirror';
import { Avatar } from '../../../shared/ui/Avatar';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { ShareSheet } from '../../../shared/ui/ShareSheet.lazy';
import type { SheetProduct } from '../../product/components/ProductDetailsSheet';
import { ProductDetailsSheet } from '../../product/components/ProductDetailsSheet.lazy';
import { ReportDialog } from '../../report/components/ReportDialog.lazy';
import { ReportMenu } from '../../report/components/ReportMenu.lazy';
import { useMe } from '../../session/api/me';
import { InvitePopup } from '../../session/components/InvitePopup.lazy';
import { usePublicationActions } from '../api/interactions';
import { publicationText } from '../text';
import { PublicationCommentsContext } from './comments-slot';
import { OwnerMenu } from './OwnerMenu.lazy';
import { PublicationCarousel } from './PublicationCarousel';
import './publication-card.css';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = publicationText;

interface PublicationCardProps {
  publication: Publication;
  /** The first card of a list loads its first image at once; every other image is lazy. */
  eager?: boolean;
  /** Called after the owner deleted it (the page showing it alone leaves). */
  onDeleted?: () => void;
}

/** A publication in the feed, on /publication/{id} and in shop viewers. */
export function PublicationCard({ publication: p, eager = false, onDeleted }: PublicationCardProps) {
  const actions = usePublicationActions();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const shop = p.publicationShop;
  const product = p.publicationProduct;
  const isOwner = !!me?.shop && me.shop.id === shop.id;

  const [isLiked, setIsLiked] = useMirror(p.isLiked);
  // The heart pops when this user likes, not on every liked card drawn.
  const [popped, setPopped] = useState(false);
  const [likes, setLikes] = useMirror(p.likes);
  const [shares, setShares] = useMirror(p.shares);
  const [followed, setFollowed] = useMirror(shop.isFollowed);
  const [following, setFollowing] = useState(false);
  // Each layer's code loads at its first open (LazyLayer); once opened it stays mounted, for its closing
  // and, for the sheet, its order step that outlives it.
  const [inviting, setInviting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [sheetProduct, setSheetProduct] = useState<SheetProduct | null>(null);
  const [reporting, setReporting] = useState(false);
  const liking = useRef(false);
  const closeInvite = useCallback(() => setInviting(false), []);
  const closeReport = useCallback(() => setReporting(false), []);
  const closeShare = useCallback(() => setSharing(false), []);
  const closeSheet = useCallback(() => setSheetProduct(null), []);
  const CommentsPopup = useContext(PublicationCommentsContext);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const closeComments = useCallback(() => setCommentsOpen(false), []);

  /** Runs `action` for a connected viewer; a guest gets the invite popup (nothing while `me` loads). */
  const connected = (action: () => void) => () => {
    if (me) action();
    else if (me === null) setInviting(true);
  };

  const like = async () => {
    if (liking.current) return;
    liking.current = true;
    const before = { isLiked, likes };
    setPopped(!isLiked);
    setIsLiked(!isLiked);
    setLikes(likes + (isLiked ? -1 : 1));
    try {
      const res = await actions.like(p.id);
      setIsLiked(res.isLiked);
      setLikes(res.likes);
    } catch (error) {
      console.error(error);
      setIsLiked(before.isLiked);
      setLikes(before.likes);
    } finally {
      liking.current = false;
    }
  };

  const follow = async () => {
    setFollowing(true);
    try {
      const res = await actions.follow(shop.id);
      setFollowed(res.isFollowed);
    } catch (error) {
      console.error(error);
    } finally {
      setFollowing(false);
    }
  };

  const share = () => {
    setSharing(true);
    // Counted for guests too (the server allows it).
    actions.share(p.id).then(
      (res) => setShares(res.shares),
      (error) => console.error(error),
    );
  };

  const remove = async () => {
    await actions.remove(p);
    onDeleted?.();
  };

  const place = [shop.city, shop.area].filter(Boolean).join(' - ');
  const text = product ? product.productDescription || p.publicationCaption : p.publicationCaption;
  const images = p.pubImages.length
    ? p.pubImages
    : p.pubImageUrls.map((url) => ({ url, width: 640, height: 640 }));

  return (
    <article
      className="pub-card"
      aria-label={product?.productName ?? shop.shopName}
      data-publication-id={p.id}
    >
      <header className="pub-card__header">
        <Link to={`/boutique/${shop.id}`} className="pub-card__avatar" tabIndex={-1} aria-hidden>
          <Avatar name={shop.shopName} url={shop.coverImgUrl} size={40} />
        </Link>
        <div className="pub-card__who">
          <div className="pub-card__name-row">
            <Link to={`/boutique/${shop.id}`} className="pub-card__shop">
              {shop.shopName}
            </Link>
            {shop.isIdentityVerified && (
              <BadgeCheck className="pub-card__verified" size={17} aria-label={t.verified} role="img" />
            )}
          </div>
          {place && (
            <span className="pub-card__place">
              <MapPin aria-hidden size={13} />
              {place}
            </span>
          )}
        </div>
        {!isOwner && !followed && (
          <button type="button" className="pub-card__follow" onClick={connected(follow)} disabled={following}>
            {t.follow}
          </button>
        )}
        <LazyLayer open>
          {isOwner ? (
            <OwnerMenu onDelete={remove} />
          ) : (
            <ReportMenu label={t.menu} onReport={connected(() => setReporting(true))} />
          )}
        </LazyLayer>
      </header>

      {images.length > 0 && (
        <PublicationCarousel
          images={images}
          alt={product?.productName ?? shop.shopName}
          eager={eager}
          onDoubleTap={connected(() => {
            if (!isLiked) void like();
          })}
        />
      )}

      <div className="pub-card__actions">
        <button
          type="button"
          className={`round-button pub-card__action${isLiked ? ' pub-card__action--liked' : ''}${isLiked && popped ? ' pub-card__action--pop' : ''}`}
          aria-label={isLiked ? t.unlike : t.like}
          aria-pressed={isLiked}
          onClick={connected(like)}
        >
          <Heart aria-hidden size={24} fill={isLiked ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          className="round-button pub-card__action"
          aria-label={t.comments}
          // Anyone may read the comments; the popup invites a guest who tries to write.
          onClick={() => setCommentsOpen(true)}
        >
          <MessageSquareText aria-hidden size={24} />
        </button>
        {product ? (
          <IconButton
            className="round-button pub-card__action"
            label={t.buy}
            onClick={connected(() => setSheetProduct(product))}
            icon={ShoppingBag}
            size={24}
          />
        ) : (
          <IconButton
            className="round-button pub-card__action"
            label={t.chat}
            onClick={connected(() => navigate('/messages'))}
            icon={MessageCircle}
            size={24}
          />
        )}
        <button type="button" className="round-button pub-card__action" aria-label={t.share} onClick={share}>
          <Share2 aria-hidden size={23} />
        </button>
      </div>

      <div className="pub-card__body">
        {product && (
          <p className="pub-card__price">
            {formatPrice(product.productPrice, product.currency)}
            {product.unit > 0 && <span className="pub-card__unit"> {unitLabel(product.unit)}</span>}
          </p>
        )}
        {product && <h2 className="pub-card__product">{product.productName}</h2>}
        {text && <p className="pub-card__text">{text}</p>}
        <p className="pub-card__stats" data-testid="publication-stats">
          <span data-testid="like-count">{t.likes(likes, formatCompact(likes))}</span>
          <span aria-hidden>·</span>
          {product ? (
            <span>{t.purchases(product.totalPurchases, formatCompact(product.totalPurchases))}</span>
          ) : (
            <span>{t.comments_(p.totalComments, formatCompact(p.totalComments))}</span>
          )}
          <span aria-hidden>·</span>
          <span>{t.shares(shares, formatCompact(shares))}</span>
        </p>
        <time className="pub-card__time" dateTime={p.createdAt}>
          {formatRelativeTime(p.createdAt)}
        </time>
      </div>

      <LazyLayer open={inviting} onClose={closeInvite}>
        <InvitePopup open={inviting} onClose={closeInvite} />
      </LazyLayer>
      <LazyLayer open={reporting} onClose={closeReport}>
        <ReportDialog
          target={reporting ? { targetType: 'publication', targetId: p.id } : null}
          onClose={closeReport}
        />
      </LazyLayer>
      <LazyLayer open={sharing} onClose={closeShare}>
        <ShareSheet open={sharing} onClose={closeShare} url={p.shareUrl || `/publication/${p.id}`} />
      </LazyLayer>
      <LazyLayer open={sheetProduct !== null} onClose={closeSheet}>
        <ProductDetailsSheet product={sheetProduct} onClose={closeSheet} origin="publication" />
      </LazyLayer>
      {CommentsPopup && (
        <LazyLayer open={commentsOpen} onClose={closeComments}>
          <CommentsPopup
            publicationId={p.id}
            open={commentsOpen}
            onClose={closeComments}
            totalComments={p.totalComments}
            onTotalChange={(n) => actions.setTotalComments(p.id, n)}
          />
        </LazyLayer>
      )}
    </article>
  );
}
