// Comments of a publication: pages of 25 (newest first) under ['comments', publicationId], and the writes
// (comment, reply, delete, like/dislike) whose server answers are written back into that cache.
import {
  COMMENT_LIMITS,
  type CommentItem,
  type CommentPage,
  DeleteCommentResponse,
  NewCommentResponse,
  NewReplyResponse,
  ReactionResponse,
  type ReplyItem,
} from '@sugu/domain';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../shared/lib/api';

const commentsQueryKey = (publicationId: string) => ['comments', publicationId] as const;

const PAGE_SIZE = COMMENT_LIMITS.pageSize;

function fetchCommentPage(publicationId: string, page: number): Promise<CommentPage> {
  return api.get<CommentPage>(
    `/api/Comment/pub/${encodeURIComponent(publicationId)}?page=${page}&pageSize=${PAGE_SIZE}`,
  );
}

/** Infinite list: the end is reached when a page has fewer than 25 comments. */
export function useComments(publicationId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(publicationId),
    queryFn: ({ pageParam }) => fetchCommentPage(publicationId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.comments.length < PAGE_SIZE ? undefined : last.page + 1),
    enabled,
    staleTime: 0,
  });
}

/** Pages are offsets: a comment posted meanwhile shifts them, so a later page may repeat one. */
export function flattenComments(data: InfiniteData<CommentPage> | undefined): CommentItem[] {
  const seen = new Set<string>();
  const out: CommentItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const c of page.comments) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

const createComment = (publicationId: string, content: string) =>
  api.post('/api/Comment/create', { content, publicationId }, NewCommentResponse);

const createReply = (commentId: string, content: string) =>
  api.post('/api/Comment/reply/create', { content, commentId }, NewReplyResponse);

const deleteComment = (id: string) =>
  api.delete(`/api/Comment/${encodeURIComponent(id)}`, DeleteCommentResponse);

export type ReactionKind = 'like' | 'dislike';

/** Toggles a like or dislike of a comment (`isReply` false) or of a reply. */
const react = (kind: ReactionKind, id: string, isReply: boolean) =>
  api.post(
    `/api/Interraction/${kind}/${isReply ? 'reply' : 'comment'}/${encodeURIComponent(id)}`,
    undefined,
    ReactionResponse,
  );

// ---------- cache edits ----------

type Data = InfiniteData<CommentPage>;

function edit(queryClient: QueryClient, publicationId: string, fn: (pages: CommentPage[]) => CommentPage[]) {
  queryClient.setQueryData<Data>(commentsQueryKey(publicationId), (data) =>
    data ? { ...data, pages: fn(data.pages) } : data,
  );
}

/** A new comment goes on top of the first page. */
function addCommentToCache(queryClient: QueryClient, publicationId: string, comment: CommentItem) {
  edit(queryClient, publicationId, ([first, ...rest]) =>
    first ? [{ ...first, comments: [comment, ...first.comments] }, ...rest] : [],
  );
}

function addReplyToCache(queryClient: QueryClient, publicationId: string, reply: ReplyItem) {
  edit(queryClient, publicationId, (pages) =>
    pages.map((page) => ({
      ...page,
      comments: page.comments.map((c) =>
        c.id === reply.parentId ? { ...c, replys: [...c.replys, reply] } : c,
      ),
    })),
  );
}

/** Removes a comment (with its replies) or a reply. */
function removeFromCache(queryClient: QueryClient, publicationId: string, id: string) {
  edit(queryClient, publicationId, (pages) =>
    pages.map((page) => ({
      ...page,
      comments: page.comments
        .filter((c) => c.id !== id)
        .map((c) =>
          c.replys.some((r) => r.id === id) ? { ...c, replys: c.replys.filter((r) => r.id !== id) } : c,
        ),
    })),
  );
}

/** Writes the server's answer to a reaction into the comment or reply it concerns. */
function applyReaction(queryClient: QueryClient, publicationId: string, id: string, r: ReactionResponse) {
  const apply = <T extends ReplyItem>(item: T): T =>
    item.id === id
      ? { ...item, likes: r.likes, dislikes: r.dislikes, hasLiked: r.isLiked, hasDisliked: r.isDisliked }
      : item;
  edit(queryClient, publicationId, (pages) =>
    pages.map((page) => ({
      ...page,
      comments: page.comments.map((c) => ({ ...apply(c), replys: c.replys.map(apply) })),
    })),
  );
}

/** The writes of one publication's comments, each answer written into its cached pages. */
export function useCommentActions(publicationId: string) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      react: async (item: ReplyItem, kind: ReactionKind) => {
        const result = await react(kind, item.id, item.parentId !== null);
        applyReaction(client, publicationId, item.id, result);
      },
      reply: async (comment: CommentItem, content: string) => {
        const { newReply } = await createReply(comment.id, content);
        addReplyToCache(client, publicationId, newReply);
      },
      /** Resolves with how many comments went (a comment takes its replies with it). */
      remove: async (item: ReplyItem) => {
        const { removed } = await deleteComment(item.id);
        removeFromCache(client, publicationId, item.id);
        return removed;
      },
      /** On top of the first page; with no page yet, the list is read (and shows it). */
      comment: async (content: string) => {
        const { newComment } = await createComment(publicationId, content);
        const key = commentsQueryKey(publicationId);
        if (client.getQueryData(key)) addCommentToCache(client, publicationId, newComment);
        else await client.refetchQueries({ queryKey: key });
      },
    }),
    [client, publicationId],
  );
}
