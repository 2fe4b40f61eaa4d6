// What other modules may call of publications (.dependency-cruiser.cjs: a module's index is its public face).
export { findPublicationTarget, publicationNotFound, removePublication } from './publications.service.js';
export { type PublicationCounters, publicationCounters } from './publications.sql.js';
