// What the dispatcher (dispatcher.ts) hands to each way of reaching someone outside the app.
import type { NotificationType } from '@sugu/domain';

/** A committed in-app notification, claimed once for sending out of the app. */
export interface OutreachNotification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** The screen it opens (a path of the web app), or null for the type's default. */
  link: string | null;
  thumbUrl: string | null;
  createdAt: Date;
}

/** Who receives it, as the channels need them. */
export interface OutreachRecipient {
  id: string;
  username: string;
  firstName: string;
  email: string;
  isEmailVerified: boolean;
  /** E.164 (dial code + number), or null without a phone. */
  phone: string | null;
  isPhoneVerified: boolean;
  /** Their saved language (null: not chosen): what is sent to them is written in it. */
  language: string | null;
  /** Whether at least one device of the user has a push subscription. */
  hasPushSubscription: boolean;
}

export interface OutreachItem {
  notification: OutreachNotification;
  recipient: OutreachRecipient;
}

/** One way out of the app (push, e-mail, SMS). Called off the request path, after commit. */
export interface OutreachChannel {
  readonly name: 'push' | 'email' | 'sms';
  /** Sends what this channel sends of `items` (it picks by type); must not throw for one item's failure. */
  deliver(items: OutreachItem[], now: Date): Promise<void>;
}
