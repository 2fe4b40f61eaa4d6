// The English of the first screen (/accueil): the tables of the catalogues its code reads (the shell, the feed
// and its cards, the formats, the few rule messages it can show), registered before it renders. i18n-en.ts
// brings the rest. The budget check (scripts/check-budget.mjs) fails when a catalogue of /accueil's critical
// code is missing here: an English first visit downloads this (a few KB) beside the French critical script.
import { DOMAIN_EN_FIRST, registerTranslation } from '@sugu/domain';
import { publicationEn } from '../entities/publication/text.en';
import { feedEn, homeEn } from '../features/feed/text.en';
import { sharedEn } from '../shared/text.en';
import { routeEn } from './routes/text.en';

/** The first screen's English tables by catalogue id. */
export const FIRST_SCREEN_EN = {
  ...DOMAIN_EN_FIRST,
  'web:fr': sharedEn,
  'web:routeText': routeEn,
  'web:feedText': feedEn,
  'web:homeText': homeEn,
  'web:publicationText': publicationEn,
};

registerTranslation('en', FIRST_SCREEN_EN);
