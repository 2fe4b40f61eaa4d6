// What other modules may call of messaging (.dependency-cruiser.cjs: a module's index is its public face).
export { holdConversationOpen, readConversationOfPair, releaseConversationHold } from './dispute-hold.js';
export { requireConversation } from './messaging.service.js';
export { openConversationSql } from './messaging.sql.js';
export { removeMessage } from './moderation.service.js';
