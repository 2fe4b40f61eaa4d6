// Business constants (docs/RULES.md lists the rule each one holds). One value, one place: API and web import these.

export const APP_VERSION = '1.1.0';

export const SPLASH = {
  durationMs: 3000,
  progressStep: 2,
  progressTickMs: 30,
  taglineRotationMs: 2000,
} as const;

export const TIMINGS = {
  copiedFeedbackMs: 2000,
  productSheetCloseDelayMs: 1000,
  popupCloseDelayMs: 1000,
  stepFadeMs: 300,
  verificationReloadMs: 1000,
  walletPromptDelayMs: 500,
  pinSuccessCloseMs: 2000,
  topUpRedirectMs: 2500,
  logoutRedirectMs: 1500,
  saveFeedbackMs: 2000,
  doubleTapMs: 300,
} as const;

export const PAGES = {
  /** A list whose request names no limit (PageQuery's default). */
  list: 50,
  feed: 50,
  comments: 25,
  notificationsFirst: 10,
  notificationsMore: 20,
  products: 24,
} as const;

export const EMAIL_CODE = {
  length: 5,
  resendAfterSeconds: 120,
  expiresAfterSeconds: 600,
  maxWrongAttempts: 5,
} as const;

export const PIN = {
  length: 4,
  maxAttempts: 10,
  lockMinutes: 15,
  /** How long a successful confirm-pin authorises the next sensitive operation. */
  grantMinutes: 5,
} as const;

export const LIMITS = {
  biographyMax: 120,
  productNameMax: 24,
  productDescriptionMax: 120,
  productImagesMax: 10,
  captionMax: 300,
  publicationImagesMax: 5,
  cityAreaMax: 25,
  usernameMin: 4,
  usernameMax: 17,
  passwordMin: 8,
  phoneMinDigits: 8,
  reviewMax: 200,
  rateMin: 1,
  rateMax: 5,
  walletMinAmount: 500,
} as const;

/**
 * Request bodies: a JSON (or form) body nested deeper, or holding more values, than this is refused with a
 * 400 before anything walks it. The largest real body (marking 500 notifications read under both of the
 * spec's names) holds about 1 000 values at depth 2.
 */
export const JSON_LIMITS = {
  maxDepth: 16,
  maxMembers: 2_000,
} as const;

export const MEDIA = {
  /** Widths every uploaded image is re-encoded to (WebP). */
  widths: [320, 640, 1280] as const,
  maxUploadBytes: 10 * 1024 * 1024,
  maxInputPixels: 40_000_000,
} as const;

export const CONVERSATION_OPEN_HOURS = 36;

export const SWIPE = {
  publicationCarouselPx: 30,
  publicationDetectPx: 10,
  productCarouselPx: 80,
  tabsPx: 50,
} as const;

export const BREAKPOINTS = { desktop: 1024, mobileMax: 768 } as const;

export const DEFAULTS = {
  currency: 'XOF',
  country: 'ML',
  dialCode: '+223',
  withdrawalPrefix: '223',
} as const;
