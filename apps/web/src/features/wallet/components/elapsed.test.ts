import { describe, expect, it } from 'vitest';
import { elapsedLabel } from './elapsed';

const now = new Date('2026-05-10T12:00:00Z');

describe('elapsedLabel', () => {
  it("says 'Il y a' plus the elapsed time", () => {
    expect(elapsedLabel('2026-05-10T11:55:00Z', now)).toBe('Il y a 5 min');
    expect(elapsedLabel('2026-05-08T12:00:00Z', now)).toBe('Il y a 2 j');
    expect(elapsedLabel('2024-05-01T12:00:00Z', now)).toBe('Il y a 2 ans');
    expect(elapsedLabel('2026-05-10T11:59:50Z', now)).toBe("À l'instant");
  });
});
