import { describe, expect, it } from 'vitest';
import { formatDayLabel } from './format.js';

describe('formatDayLabel (a conversation’s day separators, Mali time)', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it("says Aujourd'hui and Hier by the calendar day, not by 24 hours", () => {
    expect(formatDayLabel('2026-11-25T00:00:00Z', now)).toBe("Aujourd'hui");
    expect(formatDayLabel('2026-11-24T23:59:59Z', now)).toBe('Hier');
    expect(formatDayLabel('2026-11-24T00:00:00Z', new Date('2026-11-25T23:59:59Z'))).toBe('Hier');
  });

  it('names older days with their weekday and date, the year only outside the current one', () => {
    expect(formatDayLabel('2026-11-23T08:30:00Z', now)).toBe('lundi 23 novembre');
    expect(formatDayLabel('2026-08-01T12:00:00Z', now)).toBe('samedi 1er août');
    expect(formatDayLabel('2025-12-31T23:00:00Z', new Date('2026-01-02T08:00:00Z'))).toBe(
      'mercredi 31 décembre 2025',
    );
    expect(formatDayLabel('2025-12-31T23:00:00Z', new Date('2026-01-01T08:00:00Z'))).toBe('Hier');
  });

  it('counts days in Mali time (UTC), whatever the device’s time zone', () => {
    // 23:30 UTC is already the next day in Paris: still the 24th in Bamako.
    expect(formatDayLabel('2026-11-24T23:30:00Z', new Date('2026-11-25T00:10:00Z'))).toBe('Hier');
    expect(formatDayLabel(new Date('2026-11-25T00:10:00Z'), new Date('2026-11-25T23:50:00Z'))).toBe(
      "Aujourd'hui",
    );
  });
});
