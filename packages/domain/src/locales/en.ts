// English catalogue of the rules, errors and notifications (the French ones are the *_MSG objects), written
// for people in Accra and Lagos. Each table is typed as the translation of its French catalogue: a missing
// or misnamed key does not compile. Loaded only while English is used (web: lazily; API: at start-up). The
// entries the web app's first screen reads are in en-first.ts, loaded before it.

import { IntlMessageFormat } from 'intl-messageformat';
import type { CATALOG_MSG } from '../catalog-messages.js';
import type { CategoryName } from '../categories.js';
import { EMAIL_CODE } from '../constants.js';
import { type COUNTRY_MSG, countryName, type PhoneRule } from '../countries.js';
import {
  DISPUTE,
  type DISPUTE_MSG,
  type DISPUTE_OUTCOME,
  type DISPUTE_REASON_LABELS,
  type DisputeOutcome,
  type DisputeReason,
  type OutcomeAmounts,
} from '../disputes.js';
import { type FORMATS, formatPrice } from '../format.js';
import { type IcuFormatter, registerTranslation, type Translation } from '../i18n.js';
import type { MSG } from '../messages.js';
import { MESSAGING, type MESSAGING_MSG } from '../messaging.js';
import { MODERATION, type MODERATION_MSG } from '../moderation.js';
import { MONEY, type MONEY_MSG } from '../money.js';
import { OPERATOR, type OPERATOR_MSG } from '../operators.js';
import type { ORDER_MSG } from '../orders.js';
import type { CODE_MAIL, OUTREACH_MAIL, SHARE_PREVIEW } from '../outreach.js';
import { type PHONE_MSG, SMS, type SMS_TEXT } from '../phone.js';
import type { PUSH_MSG } from '../push.js';
import type { RATING_LABELS, RATING_MSG } from '../rating.js';
import type { CountryCode, ORDER_STATE_LABELS } from '../reference-data.js';
import type { SETTINGS_MSG } from '../settings.js';
import { SHOP_VERIFICATION, type SHOP_VERIFICATION_MSG } from '../shop-verification.js';
import type { SOCIAL_MSG } from '../social-messages.js';
import type { RECHARGE_CANCEL_REASONS, WALLET_MSG } from '../wallet.js';
import { catalogFirst, msgFirst } from './en-first.js';
import { formatsEn } from './formats-en.js';

const n = (value: number) => value.toLocaleString('en');

const msg: Translation<typeof MSG> = {
  ...msgFirst,
  requiredFields: 'Please fill in all the fields',
  unauthenticated: 'Please log in first',
  forbidden: "You're not allowed to do that",
  notFound: 'Not found',
  tooLarge: 'File too large',
  badOrigin: 'Request origin not allowed',
  invalidCharacters: 'The text contains characters that are not allowed',
  invalidJson: 'The request body is not valid JSON',
  jsonTooDeep: 'The request body is nested too deeply',
  jsonTooManyMembers: 'The request body has too many items',
  unsupportedContentType: 'Content type not supported',
  invalidForm: 'Invalid form, please try again',
  urlTooLong: 'The address is too long',
  badRequest: 'Invalid request',
  roleRequired: 'Please choose a role',
  nameLetters: 'Names can only contain letters, spaces or hyphens',
  genderRequired: 'Please choose your gender',
  countryInvalid: 'Please choose an African country',
  cityAreaTooLong: 'City and area must be 25 characters or fewer',
  phoneInvalid: 'The number must have at least 8 digits',
  operatorRequired: 'Please choose a network',
  emailInvalid: 'Please enter a valid email address',
  usernameInvalid: 'Your username must be 4 to 17 characters long',
  passwordWeak: 'Your password needs at least 8 characters, a capital letter and a number',
  passwordMismatch: "The passwords don't match",
  pinInvalid: 'The PIN must be exactly 4 digits',
  pinMismatch: "The PINs don't match",
  emailTaken: 'This email address is already in use',
  usernameTaken: 'This username is already taken',
  signUpFailed: "We couldn't create your account",
  signUpSuccess: "You're all signed up! Welcome",
  welcomeTitle: 'Welcome to Sugu!',
  welcomeMessageClient: 'Your account is ready: discover shops and products near you.',
  welcomeMessageSeller: 'Your account is ready: set up your shop to start selling.',
  loginFailed: 'Wrong email or password',
  loginSuccess: "You're logged in",
  logoutSuccess: "You're logged out",
  codeInvalidFormat: 'Please enter a valid code.',
  codeInvalidOrExpired: 'Invalid or expired verification code',
  codeExpired: 'Code expired',
  codeSent: 'Code sent',
  codeResendTooSoon: 'Please wait a little before asking for a new code',
  codeTooManyAttempts: 'Too many attempts, ask for a new code',
  emailVerified: 'Email address verified',
  emailAlreadyVerified: 'Email address already verified',
  codeEmailMismatch: "This email address isn't the one on your account",
  codeSendFailed: "We couldn't send the email, please try again later",
  pinIncorrect: 'Wrong PIN',
  pinLocked: 'Too many attempts',
  pinValidated: 'PIN confirmed!',
  pinRequired: 'Confirm your PIN to continue',
  pinNotSet: 'This account has no PIN yet',
  imageOnly: 'Only images are accepted',
  imageTooLarge: 'Image too large (10 MB max)',
  tooManyImages: 'Too many photos for this form',
  oauthFailed: 'Signing in with Google failed',
  oauthNotConfigured: "Signing in with Google isn't set up",
};

const catalog: Translation<typeof CATALOG_MSG> = {
  ...catalogFirst,
  shopNameInvalid: 'Shop names can only contain letters, numbers, spaces or hyphens',
  shopNameTooLong: 'Shop names must be 60 characters or fewer',
  biographyLength: 'Your bio must be 1 to 120 characters long',
  categoryRequired: 'Please choose a category',
  categoryUnknown: 'Unknown category',
  shopCreateFailed: "We couldn't create your shop",
  shopCreated: 'Your shop is open!',
  shopAlreadyExists: 'You already have a shop',
  shopNotFound: 'Shop not found',
  shopRequired: 'Set up your shop first',
  sellerOnly: 'Only sellers can do that',
  ownerOnly: 'Only the shop owner can do that',
  logoUpdated: 'Logo updated',
  logoRequired: 'Please choose an image',
  productNameInvalid: 'Product names must be 1 to 24 characters long',
  productDescriptionTooLong: 'The description must be 120 characters or fewer',
  productPriceInvalid: 'The price must be a positive number',
  productStockInvalid: 'Stock must be a whole positive number',
  productCurrencyInvalid: 'Currency not supported',
  productUnitInvalid: 'Unit not supported',
  productImagesRequired: 'Please choose at least one picture',
  productImagesTooMany: 'You can add up to 10 photos',
  productCreated: 'Product added!',
  productCreateFailed: 'Upload failed',
  productNotFound: 'Product not found',
  productDeleted: 'Product deleted',
  productDeleteFailed: "We couldn't delete the product",
  stockUpdated: 'Stock updated',
  productAlreadyPublished: 'This product is already posted',
  productPublished: 'Product posted!',
  publicationInvalid: 'Add at least one photo and a caption',
  publicationCreated: 'Post shared!',
  publicationCreateFailed: "We couldn't share your post",
  publicationNotFound: 'Post not found',
  publicationDeleted: 'Post deleted',
  publicationDeleteFailed: "We couldn't delete the post",
  followed: "You're following this shop",
  unfollowed: "You've unfollowed this shop",
  cannotFollowOwnShop: "You can't follow your own shop",
  pageCursorInvalid: 'Page not found, refresh the list',
  pubLikeTitle: 'New like',
  pubLikeMessage: '{0} liked your post.',
  subscriptionTitle: 'New follower',
  subscriptionMessage: '{0} now follows your shop',
};

const social: Translation<typeof SOCIAL_MSG> = {
  commentEmpty: "Your comment can't be empty",
  commentTooLong: 'Comments must be 1000 characters or fewer',
  commentNotFound: 'Comment not found',
  commentAuthorOnly: 'Only the person who wrote this comment can delete it',
  commentDeleted: 'Comment deleted',
  commentsEmptyTitle: 'No comments yet',
  commentsEmptyText: 'Be the first to comment',
  notificationsLoadFailed: "We couldn't load your notifications.",
  notificationsMarkedRead: 'Notifications marked as read',
  newCommentTitle: 'New comment',
  newCommentMessage: '{0} commented: “{1}”',
  replyTitle: 'New reply',
  replyMessage: '{0} replied to your comment.',
  commentLikeTitle: 'New like',
  commentLikeMessage: '{0} liked your comment.',
};

const disputeReasons: Translation<typeof DISPUTE_REASON_LABELS> = {
  not_received: 'Order not received',
  not_as_described: 'Not as described',
  damaged: 'Item damaged',
  other: 'Another problem',
};

const dispute: Translation<typeof DISPUTE_MSG> = {
  reasonInvalid: "Please choose what's wrong",
  descriptionTooShort: `Describe the problem in at least ${DISPUTE.descriptionMin} characters`,
  descriptionTooLong: `The description must be ${DISPUTE.descriptionMax} characters or fewer`,
  replyRequired: 'Write your message',
  replyTooLong: `Messages must be ${DISPUTE.replyMax} characters or fewer`,
  tooManyPhotos: `${DISPUTE.maxPhotos} photos at most`,
  buyerOnly: 'Only the buyer can report a problem with this order',
  buyerOnlyClose: 'Only the buyer can say the problem is sorted',
  notDisputable: 'You can only report a problem on an order that was accepted and is not finished yet',
  alreadyOpen: 'A problem has already been reported on this order',
  noDispute: 'No problem has been reported on this order',
  notOpen: 'This dispute is already closed',
  alreadyResolved: 'Another operator has just decided this dispute',
  orderDisputed: "A problem was reported on this order: delivery can't be confirmed until it is sorted",
  refundAmountInvalid: 'The refund must be between 1 and the total minus 1',
  outcomeInvalid: 'Please choose a decision: refund, pay the seller or split',
  opened: 'Problem reported: the seller and the Sugu team have been told',
  replied: 'Message added to the dispute',
  closed: 'Thanks: the dispute is closed and the order carries on',
  resolved: 'Dispute decided: both sides have been told',
  operatorName: 'Sugu team',
  reportTitle: 'Report a problem',
  closeAction: 'The problem is sorted',
  openedTitle: 'Problem reported',
  openedMessage: (reference: string, username: string, reason: DisputeReason) =>
    `${username} reported a problem with order ${reference}: ${disputeReasons[reason].toLowerCase()}.`,
  replyTitle: 'New message in a dispute',
  replyMessage: '{1} wrote in the dispute about order {0}.',
  resolvedTitle: 'Dispute closed',
  withdrawnMessage: '{1} says the problem with order {0} is sorted: the order carries on.',
  decidedMessage: 'Dispute about order {0}: {1}',
};

const messaging: Translation<typeof MESSAGING_MSG> = {
  messageEmpty: "Your message can't be empty",
  messageTooLong: `Messages must be ${MESSAGING.maxLength} characters or fewer`,
  conversationClosed: 'Chats close 36 hours after an order',
  conversationNotFound: 'Chat not found',
  messageNotFound: 'Message not found',
  youBlocked: "You've blocked this user",
  conversationsLoadFailed: 'Something went wrong while loading your chats',
  sendFailed: "Your message couldn't be sent",
  invalidMessage: 'Invalid message',
  messagesMarkedRead: 'Messages marked as read',
  blocked: 'User blocked',
  unblocked: 'User unblocked',
  cannotBlockSelf: "You can't block yourself",
  userNotFound: 'User not found',
  notYourself: 'You can only send messages in your own name',
  tooManyMessages: 'Too many messages, reconnect a little later.',
};

const moderation: Translation<typeof MODERATION_MSG> = {
  reasonRequired: 'Please say why you are reporting this',
  reasonTooLong: `The reason must be ${MODERATION.reasonMax} characters or fewer`,
  targetTypeInvalid: "Choose what you're reporting: shop, product, post, comment, message or user",
  targetNotFound: "We can't find this content",
  cannotReportSelf: "You can't report your own content",
  reported: 'Report sent, thank you',
  alreadyReported: "You've already reported this, thank you",
  reportNotFound: 'Report not found',
  reportAlreadyResolved: 'This report has already been handled',
  actionInvalid: 'Unknown action: dismiss, remove, warn or suspend',
  cannotRemoveUser: "A user can't be removed: warn or suspend them",
  accountSuspended: 'This account is suspended. Contact Sugu support to find out more.',
  accountSuspendedUntil: 'This account is suspended until {0}. Contact Sugu support to find out more.',
  alreadySuspended: 'This account is already suspended',
  notSuspended: "This account isn't suspended",
  userNotFound: 'User not found',
  suspendedOrderRefused: "Order refused: the seller's or the buyer's account is suspended",
  untilInvalid: 'The end of the suspension must be in the future',
  stateInvalid: 'Unknown state: open or resolved',
  warnTitle: 'Warning from Sugu',
  warnMessage: 'Something you posted was reported. Reason: {0}',
  removedTitle: 'Content removed',
  removedMessage: 'Sugu removed something you posted. Reason: {0}',
  outcomeTitle: 'Your report has been handled',
  outcomeMessage:
    '{0, select, dismiss {Thanks. We looked into it and the content stays up: it does not break Sugu’s rules.} remove {Thanks. The content you reported has been removed.} warn {Thanks. Its author has been warned.} other {Thanks. The account has been suspended.}}',
};

const money: Translation<typeof MONEY_MSG> = {
  priceTooHigh: "The price can't be more than {0}",
  stockTooHigh: `Stock can't be more than ${n(MONEY.maxStock)}`,
  orderTotalTooHigh: "An order's total can't be more than {0}",
  transferTooLow: 'Invalid amount (min {0})',
  transferTooHigh: 'Amount too high (max {0})',
  balanceFull: 'This amount would take your balance past the maximum of {0}',
  sellerWalletFull: "This seller's wallet can't take this payment right now: choose pay on delivery",
};

const operator: Translation<typeof OPERATOR_MSG> = {
  operatorOnly: 'For operators only',
  reasonRequired: 'Please give the reason for this action',
  reasonTooShort: `The reason must be at least ${OPERATOR.reasonMin} characters long`,
  reasonTooLong: `The reason must be ${OPERATOR.reasonMax} characters or fewer`,
  invalidText: 'The text contains characters that are not allowed',
  searchTooShort: `Type at least ${OPERATOR.searchMin} characters`,
  searchTooLong: `Searches must be ${OPERATOR.searchMax} characters or fewer`,
  categoryNameRequired: 'Please give the category a name',
  categoryNameLength: `Category names must be ${OPERATOR.categoryNameMin} to ${OPERATOR.categoryNameMax} characters long`,
  categoryExists: 'A category already has this name',
  categoryNotFound: 'Category not found',
  categoryInUse: "Shops or products use this category: it can't be deleted",
  categoryUnchanged: 'The category already has this name',
  auditFilterInvalid: 'Invalid log filter',
  accountNotFound: 'No account with this email address',
  alreadyOperator: 'This account is already an operator',
  notOperator: "This account isn't an operator",
  sellerCannotOperate:
    "This account runs a shop: operators don't sell on the market they watch over. Use another account.",
  pinNeeded: 'This account has no PIN: add --pin (4 digits), every action needs one',
  created: 'Operator created: {0}',
  promoted: '{0} is now an operator',
  demoted: '{0} is no longer an operator (role: {1})',
};

/** The seeded categories by their French name (categoryLabel); one an operator added shows as written. */
const categoryNames: Record<CategoryName, string> = {
  'Mode et vêtements': 'Fashion & clothing',
  'Beauté et cosmétiques': 'Beauty & cosmetics',
  Alimentation: 'Food & groceries',
  'Téléphones et électronique': 'Phones & electronics',
  'Maison et décoration': 'Home & decor',
  Artisanat: 'Crafts',
  'Agriculture et élevage': 'Farming & livestock',
  Services: 'Services',
  'Bijoux et accessoires': 'Jewellery & accessories',
  'Santé et bien-être': 'Health & wellness',
  'Enfants et bébés': 'Kids & babies',
  'Sport et loisirs': 'Sports & leisure',
};

/** The countries of sign-up by code (countryName), as English speakers in West Africa write them. */
const countryNames: Record<CountryCode, string> = {
  ML: 'Mali',
  SN: 'Senegal',
  CI: "Côte d'Ivoire",
  BF: 'Burkina Faso',
  NE: 'Niger',
  GN: 'Guinea',
  MR: 'Mauritania',
  DZ: 'Algeria',
  MA: 'Morocco',
  TN: 'Tunisia',
  TG: 'Togo',
  BJ: 'Benin',
  GH: 'Ghana',
  NG: 'Nigeria',
  GM: 'The Gambia',
  GW: 'Guinea-Bissau',
  SL: 'Sierra Leone',
  LR: 'Liberia',
  CV: 'Cape Verde',
  TD: 'Chad',
  CM: 'Cameroon',
  GA: 'Gabon',
  CG: 'Republic of the Congo',
  CD: 'DR Congo',
  CF: 'Central African Republic',
  GQ: 'Equatorial Guinea',
  EG: 'Egypt',
  ET: 'Ethiopia',
  KE: 'Kenya',
  RW: 'Rwanda',
  ZA: 'South Africa',
};

const orderStates: Translation<typeof ORDER_STATE_LABELS> = {
  Pending: 'Pending',
  Accepted: 'Accepted',
  Refused: 'Declined',
  Finished: 'Completed',
  Disputed: 'In dispute',
  Refunded: 'Refunded',
};

const order: Translation<typeof ORDER_MSG> = {
  quantityInvalid: 'The quantity must be a whole number, 1 or more',
  stockInsufficient: 'Not enough in stock',
  deliveryMethodInvalid: 'Please choose how you want it delivered',
  paymentMethodInvalid: 'Please choose how you want to pay',
  walletBalanceShort: "Your wallet balance isn't enough to pay for this order",
  productRequired: 'Product not found',
  ownShop: "You can't order from your own shop",
  orderCreated: 'Order placed! Follow it in your messages',
  idempotencyKeyInvalid: 'Invalid Idempotency-Key header',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another request: try again with a new key',
  orderNotFound: 'Order not found',
  sellerOnly: "Only this shop's seller can accept or decline this order",
  buyerOnly: 'Only the buyer can confirm the order was received',
  notPending: 'This order is no longer pending',
  notAccepted: "This order isn't in progress (accepted)",
  accepted: 'Order accepted',
  refused: 'Order declined',
  finished: 'Delivery confirmed, thank you!',
  orderFailed: 'Something went wrong',
  acceptFailed: 'Something went wrong while accepting the order',
  refuseFailed: 'Something went wrong while declining the order',
  ordersLoadFailed: 'Something went wrong while loading your orders',
  newOrderTitle: 'New order',
  newOrderMessage: '{1} ordered {2} × {3} ({4}) · order {0}.',
  acceptedTitle: 'Order accepted',
  acceptedMessage: '{1} accepted your order {0} for {2}.',
  refusedTitle: 'Order declined',
  refusedMessage: '{1} declined your order {0} for {2}.',
  expiredTitle: 'Order cancelled',
  expiredBuyerMessage: "{1} didn't reply within 48 hours: your order {0} for {2} has been cancelled.",
  expiredSellerMessage:
    "{1}'s order {0} for {2} was cancelled because nobody replied within 48 hours; the stock is back.",
  finishedTitle: 'Order received',
  finishedMessage: '{1} confirmed receiving order {0} ({2}).',
};

const phone: Translation<typeof PHONE_MSG> = {
  phoneVerified: 'Phone number verified',
  phoneAlreadyVerified: 'Phone number already verified',
  phoneMissing: 'Add a phone number to your account first',
  smsSendFailed: "We couldn't send the text, please try again later",
  smsLimitReached: 'Too many texts sent to this number, try again in an hour',
  verifyBeforeFirstAccept:
    'Verify your phone number before you accept your first order: it is the number your customers will call.',
};

const push: Translation<typeof PUSH_MSG> = {
  subscribed: 'Notifications turned on for this device',
  unsubscribed: 'Notifications turned off for this device',
  invalidEndpoint: "The notification subscription address isn't valid",
  unknownPushService: "This notification service isn't accepted",
  invalidKeys: "The notification subscription keys aren't valid",
  messageTitle: 'New message from {0}',
};

const ratingLabels: Translation<typeof RATING_LABELS> = ['Very bad', 'Bad', 'Okay', 'Good', 'Excellent'];

const rating: Translation<typeof RATING_MSG> = {
  noteRequired: 'Please pick a rating',
  reviewTooLong: 'Reviews must be 200 characters or fewer',
  notABuyer: 'Only customers with an accepted order from this shop can rate it',
  rated: 'Thanks for your rating!',
  sendFailed: "We couldn't send your rating",
  newRateTitle: 'New rating',
  newRateMessage: '{0} rated your shop {1}/5.',
};

const settings: Translation<typeof SETTINGS_MSG> = {
  profileUpdated: 'Profile updated',
  profileUpdateFailed: "We couldn't update your profile",
  readOnlyFields: "Username, phone and email can't be changed",
  nothingToSave: 'Nothing to save',
  pictureUpdated: 'Profile picture updated',
  pictureUpdateFailed: "We couldn't update your profile picture",
  preferencesUpdated: 'Settings updated',
  notificationsUpdateFailed: "We couldn't update your notifications",
  securityUpdateFailed: "We couldn't update your security settings",
  pinIncorrect: 'Wrong PIN',
  languageInvalid: 'Choose a language: French (fr) or English (en)',
  countryNeedsContact:
    'To change your country, also give your city, your area, your mobile number and your network in that country',
  countryChanged: 'Country changed. Now verify your new number.',
  walletNotEmpty: (devise: string) =>
    `Empty your wallet before changing your country: its balance is in ${devise} and is never converted into another currency.`,
  walletOperationPending:
    'A top-up or a withdrawal is still going through: wait for it to finish before changing your country.',
  ordersInProgress: (devise: string) =>
    `You have orders or disputes still open in ${devise}: wait until they're done before changing your country.`,
};

const shopVerification: Translation<typeof SHOP_VERIFICATION_MSG> = {
  documentRequired: 'Add a photo of your ID',
  legalNameRequired: 'Give the legal or business name',
  legalNameLength: `The legal or business name must be ${SHOP_VERIFICATION.legalNameMin} to ${SHOP_VERIFICATION.legalNameMax} characters long`,
  rccmInvalid: `The business registration number can only contain letters, numbers, spaces, dots, hyphens or slashes (${SHOP_VERIFICATION.rccmMax} characters at most)`,
  alreadyPending: "We're already reviewing a request for the verified badge",
  alreadyVerified: 'Your shop already has the verified badge',
  requested: "Request sent: we'll get back to you once we've checked your ID",
  requestNotFound: 'Verification request not found',
  alreadyDecided: 'This request has already been handled',
  documentGone: 'The ID document has been deleted',
  approvedTitle: 'Verified badge granted',
  approvedMessage: 'Your shop now has the verified badge.',
  rejectedTitle: 'Verified badge declined',
  decisionRequired: 'Say whether the request is approved or declined',
  queueStateUnknown: 'Unknown request state',
  rejectedMessage: (reason: string) =>
    `Your request for the verified badge was declined: ${reason.replace(/[\s.!]+$/u, '')}. You can send a new request.`,
};

const wallet: Translation<typeof WALLET_MSG> = {
  amountInvalid: 'Invalid amount (min 500 FCFA)',
  currencyUnsupported: "Top-ups and withdrawals in {0} aren't available yet: pay for your orders on delivery",
  currencyMismatch: "The currency must be your account's",
  orderOtherCurrency:
    'This order is in {0} and your wallet is in {1}. We never convert between currencies, so choose pay on delivery',
  sellerOtherCurrency: "This seller's wallet isn't in this product's currency, so choose pay on delivery",
  insufficientBalance: 'Not enough balance',
  prefixInvalid: 'The number must start with 223',
  prefixNotYours: 'The number must start with {0}',
  paymentInitFailed: "We couldn't start the payment",
  withdrawalInitFailed: "We couldn't start the withdrawal",
  genericError: 'Something went wrong',
  userNotLoaded: 'User not loaded',
  pinCheckFailed: "We couldn't check your PIN",
  withdrawalPending: 'Withdrawal in progress',
  withdrawalDone: 'Withdrawal done',
  withdrawalFailed: 'The withdrawal failed, the money is back in your balance',
  cashoutCodeRequired: 'Enter the confirmation code we emailed you',
  cashoutCodeSent: "We've emailed you a confirmation code",
  notificationInvalid: 'Invalid payment notification',
  notificationStale: 'Payment notification expired',
  unknownProvider: 'Unknown payment provider',
  walletDisabled:
    'The wallet is switched off for now: buyers and sellers settle purchases between themselves in the chat',
  depositTitle: 'Top-up successful',
  depositMessage: '{0} has been added to your wallet.',
  withdrawalTitle: 'Withdrawal done',
  withdrawalMessage: '{0} has been sent to your mobile money account.',
  withdrawalFailedTitle: 'Withdrawal failed',
  withdrawalFailedMessage: 'Your withdrawal of {0} failed: the money is back in your wallet.',
  escrowReleaseTitle: 'Payment received',
  escrowReleaseMessage: '{0} from a completed order has been paid into your wallet.',
  escrowRefundTitle: 'Refund',
  escrowRefundMessage: '{0} from a declined order has been refunded to you.',
  escrowDisputeRefundMessage: '{0} from a disputed order has been refunded to you.',
  escrowDisputeReleaseMessage: '{0} from a disputed order has been paid into your wallet.',
  rechargeCancelled: 'Top-up cancelled: {0}',
  rechargePending:
    'Payment being checked: your balance will be topped up as soon as the operator confirms it.',
};

const formats: Translation<typeof FORMATS> = formatsEn;

const disputeOutcome: Translation<typeof DISPUTE_OUTCOME> = {
  describe: (outcome: DisputeOutcome, amounts: OutcomeAmounts) => {
    const fcfa = (n: number) => formatPrice(n, amounts.currency, 'en');
    const onDelivery = amounts.moneyMoved ? '' : ' (paid on delivery: no money went through Sugu)';
    switch (outcome) {
      case 'refund':
        return amounts.moneyMoved
          ? `the buyer gets ${fcfa(amounts.total)} back.`
          : `decided for the buyer${onDelivery}.`;
      case 'release':
        return amounts.moneyMoved
          ? `the seller gets the payment of ${fcfa(amounts.total)}.`
          : `decided for the seller${onDelivery}.`;
      case 'split': {
        const refund = amounts.refundAmount ?? 0;
        return amounts.moneyMoved
          ? `split: ${fcfa(refund)} refunded to the buyer, ${fcfa(amounts.total - refund)} paid to the seller.`
          : `split: ${fcfa(refund)} to give back to the buyer${onDelivery}.`;
      }
      case 'withdrawn':
        return 'the buyer said the problem is sorted.';
    }
  },
};

const rechargeCancelReasons: Translation<typeof RECHARGE_CANCEL_REASONS> = {
  refused: 'payment declined',
  insufficient_funds: 'not enough mobile money balance',
  abandoned: 'payment abandoned',
};

const sharePreview: Translation<typeof SHARE_PREVIEW> = {
  discoverShop: 'Discover {0} on Sugu',
};

const outreachMail: Translation<typeof OUTREACH_MAIL> = {
  subject: 'Sugu: {0}',
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  purchaseHint: 'Accept or decline it within 48 hours, or it will be declined automatically.',
  open: 'Open in Sugu',
  openAt: 'Open in Sugu: {0}',
  footer:
    "You're getting this email because your address is verified on Sugu. Choose your notifications in Profile > Notifications.",
  signature: 'The Sugu team',
};

const codeMail: Translation<typeof CODE_MAIL> = {
  verificationSubject: 'Your Sugu verification code',
  verificationCode: 'Your Sugu verification code is:',
  verificationValidity:
    "It's valid for {0} minutes. If you didn't ask for this code, just ignore this email.",
  cashoutSubject: 'Confirm your Sugu withdrawal',
  cashoutCode: 'Your Sugu withdrawal confirmation code is:',
  cashoutValidity:
    "It's valid for {0} minutes. If you didn't ask for this withdrawal, don't share this code with anyone and change your password.",
};

const smsText: Translation<typeof SMS_TEXT> = {
  code: (code: string) =>
    `Sugu: your verification code is ${code}. It's valid for ${Math.round(EMAIL_CODE.expiresAfterSeconds / 60)} minutes. Don't share it with anyone.`,
  order: (message: string, url: string) => {
    const head = 'Sugu: ';
    const tail = ` Reply within 48h: ${url}`;
    const room = SMS.maxLength - head.length - tail.length;
    return `${head}${message.length <= room ? message : `${message.slice(0, Math.max(0, room - 1))}…`}${tail}`;
  },
  digest:
    '{0, plural, one {Sugu: # new order is waiting for you.} other {Sugu: # new orders are waiting for you.}} Reply within 48h: {1}',
};

const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

const country: Translation<typeof COUNTRY_MSG> = {
  phoneRule: (code: string, dialCode: string, rule: PhoneRule) =>
    `Invalid mobile number (${countryName(code)}): ${rule.digits} digits after ${dialCode}, without the leading 0, starting with ${orList(rule.prefixes)}`,
  operatorNotOffered: (code: string) => `Choose a network of this country (${countryName(code)})`,
  phoneHint: (rule: PhoneRule) => `${rule.digits} digits, without the leading 0.`,
};

/** English tables by catalogue id (the first argument of each `localized`). */
export const DOMAIN_EN = {
  MSG: msg,
  COUNTRY_MSG: country,
  CATALOG_MSG: catalog,
  SOCIAL_MSG: social,
  DISPUTE_REASON_LABELS: disputeReasons,
  DISPUTE_MSG: dispute,
  MESSAGING_MSG: messaging,
  MODERATION_MSG: moderation,
  MONEY_MSG: money,
  OPERATOR_MSG: operator,
  CATEGORY_NAMES: categoryNames,
  COUNTRY_NAMES: countryNames,
  ORDER_STATE_LABELS: orderStates,
  ORDER_MSG: order,
  PHONE_MSG: phone,
  PUSH_MSG: push,
  RATING_LABELS: ratingLabels,
  RATING_MSG: rating,
  SETTINGS_MSG: settings,
  SHOP_VERIFICATION_MSG: shopVerification,
  WALLET_MSG: wallet,
  FORMATS: formats,
  OUTREACH_MAIL: outreachMail,
  CODE_MAIL: codeMail,
  SMS_TEXT: smsText,
  SHARE_PREVIEW: sharePreview,
  DISPUTE_OUTCOME: disputeOutcome,
  RECHARGE_CANCEL_REASONS: rechargeCancelReasons,
};

const compiled = new Map<string, IntlMessageFormat>();

/** ICU MessageFormat (FormatJS) for the translations' strings with values: {0}, {1}... are the arguments. */
export const formatIcu: IcuFormatter = (message, locale, args) => {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale);
    compiled.set(key, format);
  }
  return String(format.format(Object.fromEntries(args.map((value, index) => [index, value]))));
};

/** Loads English: the domain's tables and those of the caller (the web app's screens). */
export function registerEnglish(tables: Record<string, unknown> = {}): void {
  registerTranslation('en', { ...DOMAIN_EN, ...tables }, formatIcu);
}
