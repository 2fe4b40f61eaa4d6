// The console's texts with values, in French as before and in English (text.en.ts).
import { type Locale, registerEnglish, setLocaleReader } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { adminText as t } from './text';
import { adminEn } from './text.en';

let locale: Locale = 'fr';
setLocaleReader(() => locale);
registerEnglish({ 'web:adminText': adminEn });

describe('the console texts', () => {
  it('read the same in French, and naturally in English', () => {
    expect(t.disputes.amount('12 500 FCFA', true)).toBe('12 500 FCFA · payée par le portefeuille');
    expect(t.verifications.sent('Aujourd’hui')).toBe('Envoyée aujourd’hui');
    expect(t.audit.field('nom', 'Artisanat')).toBe('nom : Artisanat');
    expect(t.categories.usage(1, 2)).toBe('1 boutique · 2 produits');

    locale = 'en';
    expect(t.disputes.amount('GH₵25.00', true)).toBe('GH₵25.00 · paid from the wallet');
    expect(t.disputes.amount('₦5,000.00', false)).toBe('₦5,000.00 · pay on delivery');
    expect(t.verifications.sent('Today')).toBe('Sent today');
    expect(t.verifications.decided('Monday 23 November', 'admindemo')).toBe(
      'Decided on Monday 23 November by @admindemo',
    );
    expect(t.audit.field('name', 'Crafts')).toBe('name: Crafts');
    expect(t.audit.actions['category.rename']).toBe('Category renamed');
    expect(t.categories.usage(1, 2)).toBe('1 shop · 2 products');
    expect(t.reports.queueCount(3)).toBe('3 items reported');
    expect(t.disputes.reasons.damaged).toBe('Item damaged');
    expect(t.orderStates.Finished).toBe('Completed');
    expect(t.audit.at('2026-11-27T14:05:00Z')).toMatch(/^27 Nov 2026, \d{2}:05$/);
  });
});
