// What app.ts wires of outreach (.dependency-cruiser.cjs: a module's index is its public face): the
// dispatcher and its channels (each an OutreachChannel of channel.ts).
export { type Dispatcher, startDispatcher } from './dispatcher.js';
export { createPushChannel } from './push-channel.js';
