// A publication's SQL piece other modules' writes are built from: its counters as a write leaves them
// (likes and shares, comments), which the feed's kept viewers are told.
import { publications } from '../../db/schema/index.js';

/** `.returning(publicationCounters)` of a write that moves them. */
export const publicationCounters = {
  likes: publications.likes,
  shares: publications.shares,
  totalComments: publications.totalComments,
};
export type PublicationCounters = { likes: number; shares: number; totalComments: number };
