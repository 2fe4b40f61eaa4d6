import { type CommentItem, formatCompact, formatRelativeTime, type ReplyItem } from '@sugu/domain';
import { BadgeCheck, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import type { ReactionKind } from '../api/comments';
import { commentsText as t } from '../text';
import { CommentComposer } from './CommentComposer';

export interface ThreadActions {
  viewerId: string | null;
  onReact: (item: ReplyItem, kind: ReactionKind) => Promise<void>;
  onReply: (comment: CommentItem, content: string) => Promise<void>;
  onDelete: (item: ReplyItem) => Promise<void>;
  /** 'Signaler' on someone else's comment or reply. */
  onReport: (item: ReplyItem) => void;
  onGuest: () => void;
}

/** The two reactions of a comment: its icon, whether the viewer gave it, its count and its label. */
const REACTIONS = [
  { kind: 'like', Icon: ThumbsUp, on: 'hasLiked', count: 'likes', label: 'likeCount' },
  { kind: 'dislike', Icon: ThumbsDown, on: 'hasDisliked', count: 'dislikes', label: 'dislikeCount' },
] as const satisfies readonly {
  kind: ReactionKind;
  Icon: typeof ThumbsUp;
  on: keyof ReplyItem;
  count: keyof ReplyItem;
  /** Its label's key in commentsText, read while rendering (the active language's). */
  label: 'likeCount' | 'dislikeCount';
}[];

/** Name shown for an author: the shop's name for a seller. */
const authorName = (item: ReplyItem) => item.user.shop?.shopName ?? item.user.username;

/** One comment or reply: author, time, text, like/dislike with counts, the author's delete or 'Signaler'. */
function CommentEntry({
  item,
  actions,
  onReplyClick,
}: {
  item: ReplyItem;
  actions: ThreadActions;
  onReplyClick?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const isReply = item.parentId !== null;
  const guard = (work: () => Promise<void>) => async () => {
    if (!actions.viewerId) return actions.onGuest();
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      className={`comment${isReply ? ' comment--reply' : ''}`}
      data-testid={isReply ? 'reply' : 'comment'}
    >
      <Avatar
        name={authorName(item)}
        url={item.user.shop?.coverImgUrl ?? item.user.profilePictureUrl}
        size={isReply ? 28 : 36}
      />
      <div className="comment__main">
        <p className="comment__meta">
          <span className="comment__author">{authorName(item)}</span>
          {item.user.shop && <BadgeCheck className="comment__seller" aria-label={t.seller} size={15} />}
          <time className="comment__time" dateTime={item.createAt}>
            {formatRelativeTime(item.createAt)}
          </time>
        </p>
        <p className="comment__text">{item.content}</p>
        <div className="comment__actions">
          {REACTIONS.map(({ kind, Icon, on, count, label }) => (
            <button
              key={kind}
              type="button"
              className={`comment__react${item[on] ? ' comment__react--on' : ''}`}
              aria-label={t[label](formatCompact(item[count]))}
              aria-pressed={item[on]}
              onClick={guard(() => actions.onReact(item, kind))}
            >
              <Icon aria-hidden size={16} fill={item[on] ? 'currentColor' : 'none'} />
              <span data-testid={`comment-${count}`}>{formatCompact(item[count])}</span>
            </button>
          ))}
          {onReplyClick && (
            <button type="button" className="comment__link" onClick={onReplyClick}>
              {t.reply}
            </button>
          )}
          {actions.viewerId === item.userId ? (
            <button
              type="button"
              className="comment__link comment__link--danger"
              onClick={guard(() => actions.onDelete(item))}
            >
              {t.delete}
            </button>
          ) : (
            <button
              type="button"
              className="comment__link"
              onClick={() => (actions.viewerId ? actions.onReport(item) : actions.onGuest())}
            >
              {t.report}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A comment, its replies (oldest first) and, once asked for, the reply field. */
export function CommentThread({ comment, actions }: { comment: CommentItem; actions: ThreadActions }) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="comment-thread">
      <CommentEntry
        item={comment}
        actions={actions}
        onReplyClick={() => (actions.viewerId ? setReplying((r) => !r) : actions.onGuest())}
      />
      {(comment.replys.length > 0 || replying) && (
        <div className="comment-thread__replies">
          {comment.replys.map((reply) => (
            <CommentEntry key={reply.id} item={reply} actions={actions} />
          ))}
          {replying && (
            <CommentComposer
              className="comment-composer--reply"
              placeholder={t.replyPlaceholder(authorName(comment))}
              guest={!actions.viewerId}
              onGuest={actions.onGuest}
              autoFocus
              onSubmit={async (content) => {
                await actions.onReply(comment, content);
                setReplying(false);
              }}
            />
          )}
        </div>
      )}
    </li>
  );
}
