// What app.ts wires of outreach (.dependency-cruiser.cjs: a module's index is its public face): the
// dispatcher and its channels.
export type { OutreachChannel, OutreachItem, OutreachNotification, OutreachRecipient } from './channel.js';
export { type Dispatcher, type DispatcherOptions, startDispatcher } from './dispatcher.js';
export { createPushChannel } from './push-channel.js';
