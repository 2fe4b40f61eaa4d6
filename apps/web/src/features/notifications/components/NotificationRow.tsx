import { formatNotificationTime, mediaSrcSet, type NotificationItem } from '@sugu/domain';
import {
  BadgeCheck,
  Bell,
  CircleCheck,
  CircleX,
  Heart,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  PartyPopper,
  Reply,
  Scale,
  ShieldAlert,
  ShoppingBag,
  Star,
  ThumbsUp,
  TriangleAlert,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { notificationsText as t } from '../text';

const ICONS: Record<string, LucideIcon> = {
  Welcome: PartyPopper,
  Wallet,
  PubLike: Heart,
  CommentLike: ThumbsUp,
  NewComment: MessageSquareText,
  ReplyComment: Reply,
  Purchase: ShoppingBag,
  PurchaseAccept: CircleCheck,
  PurchaseRefuse: CircleX,
  Subscription: UserPlus,
  NewRate: Star,
  Dispute: TriangleAlert,
  DisputeReply: MessagesSquare,
  DisputeResolved: Scale,
  Verification: BadgeCheck,
  Moderation: ShieldAlert,
};

/** One notification: picture (or the type's icon), title, message, time, and a dot while unread. */
export function NotificationRow({
  notification: n,
  onOpen,
}: {
  notification: NotificationItem;
  onOpen: () => void;
}) {
  const Icon = ICONS[n.type] ?? Bell;
  return (
    <button
      type="button"
      className={`notif${n.isRead ? '' : ' notif--unread'}`}
      data-testid="notification"
      onClick={onOpen}
    >
      <span className={`notif__icon notif__icon--${n.type}`} aria-hidden>
        {n.thumbUrl ? (
          <img
            className="notif__thumb"
            src={n.thumbUrl}
            srcSet={mediaSrcSet(n.thumbUrl)}
            sizes="48px"
            width={48}
            height={48}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Icon size={22} />
        )}
      </span>
      <span className="notif__text">
        <span className="notif__title">{n.title}</span>
        <span className="notif__message">{n.message}</span>
        <time className="notif__time" dateTime={n.createdAt}>
          {formatNotificationTime(n.createdAt)}
        </time>
      </span>
      {!n.isRead && <span className="notif__dot" role="img" aria-label={t.unreadMark} />}
    </button>
  );
}
