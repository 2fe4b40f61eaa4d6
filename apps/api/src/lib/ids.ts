import { v7 } from 'uuid';

/** Ids are UUID v7: time-ordered, so (createdAt, id) keysets and B-trees stay compact. */
export const newId = (): string => v7();
