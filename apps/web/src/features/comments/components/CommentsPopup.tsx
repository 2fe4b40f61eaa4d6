import type { CommentItem, ReplyItem } from '@sugu/domain';
import { MessageSquareText } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ReportDialog, type ReportTarget } from '../../../entities/report/components/ReportDialog';
import { useMe } from '../../../entities/session/api/me';
import { InvitePopup } from '../../../entities/session/components/InvitePopup';
import { Popup } from '../../../shared/ui/Popup';
import { EmptyState } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { flattenComments, useCommentActions, useComments } from '../api/comments';
import { commentsText as t } from '../text';
import { CommentComposer } from './CommentComposer';
import { CommentThread, type ThreadActions } from './CommentThread';
import { ConfirmDeletePopup } from './ConfirmDeletePopup';
import './comments.css';

interface CommentsPopupProps {
  publicationId: string;
  open: boolean;
  onClose: () => void;
  /** The publication's comment count (comments and replies) when the popup opens. */
  totalComments: number;
  /** Called with the new count after a comment, a reply or a deletion (to update the card). */
  onTotalChange?: (total: number) => void;
}

/**
 * The comments of a publication in a bottom sheet: pages of 25 loaded as the list
 * scrolls, reactions and new comments written from the server's answers, the input at the bottom.
 */
export function CommentsPopup({
  publicationId,
  open,
  onClose,
  totalComments,
  onTotalChange,
}: CommentsPopupProps) {
  const write = useCommentActions(publicationId);
  const { data: me } = useMe();
  const viewerId = me?.id ?? null;
  const query = useComments(publicationId, open);
  const comments = useMemo(() => flattenComments(query.data), [query.data]);
  const [total, setTotal] = useState(totalComments);
  const totalRef = useRef(totalComments);
  const [inviting, setInviting] = useState(false);
  const [toDelete, setToDelete] = useState<ReplyItem | null>(null);
  const cancelDelete = useCallback(() => setToDelete(null), []);
  const closeInvite = useCallback(() => setInviting(false), []);
  // A stable close: the Popup refocuses itself whenever its onClose changes, which would steal the
  // focus from the field each time the card re-renders.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const close = useCallback(() => closeRef.current(), []);

  // Each opening starts from the card's count.
  useEffect(() => {
    if (!open) return;
    totalRef.current = totalComments;
    setTotal(totalComments);
  }, [open, totalComments]);

  const changeTotal = (delta: number) => {
    totalRef.current = Math.max(0, totalRef.current + delta);
    setTotal(totalRef.current);
    onTotalChange?.(totalRef.current);
  };

  // Infinite scroll: the sentinel after the last comment asks for the next page when it shows.
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const closeReport = useCallback(() => setReporting(null), []);

  const actions: ThreadActions = {
    viewerId,
    onGuest: () => setInviting(true),
    onReact: write.react,
    onReply: async (comment: CommentItem, content: string) => {
      await write.reply(comment, content);
      changeTotal(1);
    },
    onDelete: async (item: ReplyItem) => setToDelete(item),
    onReport: (item: ReplyItem) => setReporting({ targetType: 'comment', targetId: item.id }),
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    changeTotal(-(await write.remove(toDelete)));
    setToDelete(null);
  };

  const submitComment = async (content: string) => {
    await write.comment(content);
    changeTotal(1);
  };

  return (
    <>
      <Popup open={open} title={t.title(total)} onClose={close} variant="sheet">
        <div className="comments">
          {query.isPending ? (
            <RowSkeletons count={3} avatar={36} label={t.loading} className="comments__list" />
          ) : comments.length === 0 ? (
            <EmptyState
              icon={<MessageSquareText aria-hidden size={26} />}
              title={t.emptyTitle}
              text={t.emptyText}
            />
          ) : (
            <ul className="comments__list">
              {comments.map((comment) => (
                <CommentThread key={comment.id} comment={comment} actions={actions} />
              ))}
            </ul>
          )}
          <div ref={sentinel} className="comments__sentinel">
            {isFetchingNextPage && (
              <span className="spinner comments__spinner" role="status" aria-label={t.loadingMore} />
            )}
          </div>
          <CommentComposer
            className="comment-composer--main"
            placeholder={t.placeholder}
            guest={!viewerId}
            onGuest={() => setInviting(true)}
            onSubmit={submitComment}
          />
        </div>
      </Popup>
      <InvitePopup open={inviting} onClose={closeInvite} />
      <ConfirmDeletePopup open={toDelete !== null} onCancel={cancelDelete} onConfirm={confirmDelete} />
      <ReportDialog target={reporting} onClose={closeReport} />
    </>
  );
}
