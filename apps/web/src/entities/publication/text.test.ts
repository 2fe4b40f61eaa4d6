// A card's counts: French as the spec writes them; English by the English plural rule ('1 like', '2 likes').
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../shared/test/locale';
import { publicationText as t } from './text';
import { publicationEn } from './text.en';

describe('publication counts', () => {
  it('read "1 like", "2 likes", "1 comment" in English, and the spec’s French', () => {
    const english = inEnglish(
      () => [t.likes(1, '1'), t.likes(2, '2'), t.comments_(1, '1'), t.shares(3, '3')],
      { 'web:publicationText': publicationEn },
    );
    expect(english).toEqual(['1 like', '2 likes', '1 comment', '3 shares']);
    expect([t.likes(1, '1'), t.comments_(2, '2')]).toEqual(["1 j'aime", '2 commentaires']);
  });
});
