// A wallet's owner is told of every movement of their money (type Wallet: no preference silences it).
import type { Executor } from '../../db/client.js';
import { type NotifyText, notify } from '../notifications/index.js';

export const notifyWalletOwner = (tx: Executor, userId: string, title: NotifyText, message: NotifyText) =>
  notify(tx, { userId, type: 'Wallet', title, message, link: '/portefeuille' });
