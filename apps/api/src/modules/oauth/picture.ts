// A new Google account keeps its Google photo: downloaded once and stored through the media pipeline like any
// upload (re-encoded, metadata stripped). Best effort: a slow or odd picture never blocks the sign-in.
import { MEDIA } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';

const TIMEOUT_MS = 5000;

export function pictureImporter(ctx: AppContext, log: FastifyBaseLogger) {
  // Google serves pictures over https; plain http is accepted only from a local (http) provider.
  const allowHttp = new URL(ctx.config.oidc.issuer).protocol === 'http:';
  return async (url: string): Promise<string | null> => {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && !(allowHttp && parsed.protocol === 'http:')) return null;
      const res = await fetch(parsed, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
      if (!res.ok || !res.headers.get('content-type')?.startsWith('image/')) return null;
      if (Number(res.headers.get('content-length') ?? 0) > MEDIA.maxUploadBytes) return null;
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > MEDIA.maxUploadBytes) return null;
      return (await ctx.media.saveImage(body)).key;
    } catch (err) {
      log.warn({ err }, 'Google profile picture not imported');
      return null;
    }
  };
}
