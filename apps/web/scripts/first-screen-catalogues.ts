// For scripts/check-budget.mjs: the French catalogues' keys and those of the English first part
// (app/i18n-en-first.ts), as JSON on stdout. Run with tsx (the sources, not the build).
import { catalogueIds, catalogueSource } from '@sugu/domain';
import { FIRST_SCREEN_EN } from '../src/app/i18n-en-first';

const keys = (table: unknown) => (table && typeof table === 'object' ? Object.keys(table) : []);
const french = Object.fromEntries(catalogueIds().map((id) => [id, keys(catalogueSource(id))]));
const first = Object.fromEntries(Object.entries(FIRST_SCREEN_EN).map(([id, table]) => [id, keys(table)]));
process.stdout.write(JSON.stringify({ french, first }));
