// Comment rows become the spec's Comment shape (createAt, user, replys), with the viewer's reaction.
import { type CommentItem, MEDIA, mediaUrl, type ReplyItem } from '@sugu/domain';
import type { CommentRow } from './comments.repository.js';

const AVATAR_WIDTH = MEDIA.widths[0];

export function presentReply(row: CommentRow, reaction: number | undefined): ReplyItem {
  return {
    id: row.id,
    content: row.content,
    userId: row.userId,
    user: {
      id: row.userId,
      username: row.username,
      shop:
        row.shopId && row.shopName
          ? {
              id: row.shopId,
              shopName: row.shopName,
              coverImgUrl: row.shopCover ? mediaUrl(row.shopCover, AVATAR_WIDTH) : null,
            }
          : null,
      profilePictureUrl: row.profilePicture ? mediaUrl(row.profilePicture, AVATAR_WIDTH) : null,
    },
    publicationId: row.publicationId,
    parentId: row.parentId,
    createAt: row.createdAt.toISOString(),
    likes: row.likes,
    dislikes: row.dislikes,
    hasLiked: reaction === 1,
    hasDisliked: reaction === -1,
  };
}

export function presentComment(
  row: CommentRow,
  replies: CommentRow[],
  reactions: Map<string, number>,
): CommentItem {
  return {
    ...presentReply(row, reactions.get(row.id)),
    replys: replies.map((r) => presentReply(r, reactions.get(r.id))),
  };
}
