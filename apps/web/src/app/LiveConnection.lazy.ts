import { lazyLayer } from '../shared/ui/LazyLayer';

// Started once a user is loaded and the page is quiet (LiveConnectionLoader); without it, polling stays.
export const LiveConnection = lazyLayer(async () => (await import('./LiveConnection')).default);
