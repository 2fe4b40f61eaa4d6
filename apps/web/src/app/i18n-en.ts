// The English catalogue of the web app, loaded only when English is active (main.tsx): the domain's tables
// (rules, errors, formats) and each screen module's. A module missing here shows in French; the catalogue
// test (i18n-catalogue.test.ts) lists them and fails when one is added without its English. It imports the
// first screen's part (i18n-en-first.ts), registered before it: loading this module alone loads both.
import './i18n-en-first';
import { registerEnglish } from '@sugu/domain';
import { disputeEn } from '../entities/dispute/text.en';
import { productEn } from '../entities/product/text.en';
import { publicationEn } from '../entities/publication/text.en';
import { reportEn } from '../entities/report/text.en';
import { inviteEn, pinEn } from '../entities/session/text.en';
import { ratingEn } from '../entities/shop/rating-text.en';
import { logoViewerEn, reviewEn, shopHeaderEn } from '../entities/shop/text.en';
import { adminEn } from '../features/admin/text.en';
import { authEn, oauthEn } from '../features/auth/text.en';
import { commentsEn } from '../features/comments/text.en';
import { feedEn, homeEn } from '../features/feed/text.en';
import { messagingEn } from '../features/messaging/text.en';
import { notificationsEn } from '../features/notifications/text.en';
import { orderEn } from '../features/orders/text.en';
import { profileEn } from '../features/profile/text.en';
import { sellerEn } from '../features/seller/text.en';
import { shopEn } from '../features/shop/text.en';
import { splashEn } from '../features/splash/text.en';
import { verificationEn } from '../features/verification/text.en';
import { walletEn } from '../features/wallet/text.en';
import { sharedEn } from '../shared/text.en';
import { routeEn } from './routes/text.en';

/** English tables by catalogue id (`localized('web:…')` of each text module). */
export const WEB_EN = {
  'web:fr': sharedEn,
  'web:routeText': routeEn,
  'web:splashText': splashEn,
  'web:authText': authEn,
  'web:oauthText': oauthEn,
  'web:inviteText': inviteEn,
  'web:pinText': pinEn,
  'web:feedText': feedEn,
  'web:homeText': homeEn,
  'web:profileText': profileEn,
  'web:productText': productEn,
  'web:logoViewerText': logoViewerEn,
  'web:shopHeaderText': shopHeaderEn,
  'web:reviewText': reviewEn,
  'web:ratingText': ratingEn,
  'web:publicationText': publicationEn,
  'web:notificationsText': notificationsEn,
  'web:orderText': orderEn,
  'web:messagingText': messagingEn,
  'web:commentsText': commentsEn,
  'web:reportText': reportEn,
  'web:disputeText': disputeEn,
  'web:shopText': shopEn,
  'web:walletText': walletEn,
  'web:verificationText': verificationEn,
  'web:sellerText': sellerEn,
  'web:adminText': adminEn,
};

registerEnglish(WEB_EN);
