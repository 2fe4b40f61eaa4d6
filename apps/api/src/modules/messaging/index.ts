// What other modules may call of messaging (.dependency-cruiser.cjs: a module's index is its public face).
export { openConversationSql } from './messaging.sql.js';
