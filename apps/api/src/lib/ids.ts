import { v7 } from 'uuid';

/** Ids are UUID v7: time-ordered, so (createdAt, id) keysets and B-trees stay compact. */
export const newId = (): string => v7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths arrive as any string: a malformed one is an unknown resource (404), never a SQL error (500). */
export const isUuid = (value: string): boolean => UUID.test(value);
