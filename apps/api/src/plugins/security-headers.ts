// Security headers (helmet) on every answer: a Content-Security-Policy the built web app passes, no framing,
// no MIME sniffing, a short referrer, HSTS when the site is served over https.
//
// Helmet is run once at start-up on a stand-in response and its headers are then set on every answer:
// @fastify/helmet built helmet again and reparsed the policy on every request (~10 % of the CPU of a cached
// feed page under load). Nothing here varies per request (no nonces).
//
// Inline <script> blocks of the built pages (index.html, the landing pages of dist/pages.json) are allowed by their sha256,
// computed once at start-up: rebuilding the web app needs a restart. Inline styles are allowed as such.
// Swagger UI (/api/docs) sends its own, looser policy on its routes (swagger-ui `staticCSP`).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

export interface InlineHashes {
  scripts: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hash sources of the inline scripts of an HTML page (scripts with a src are not inline). */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)];
  return { scripts: scripts.map((m) => sha256(m[1] ?? '')) };
}

/** The HTML pages the server sends: index.html, and the landing pages with their preloads (pages.json). */
async function builtPageFiles(distDir: string): Promise<string[]> {
  const landing = await readFile(path.join(distDir, 'pages.json'), 'utf8').then(
    (json) => Object.values(JSON.parse(json) as Record<string, string>),
    () => [],
  );
  return ['index.html', ...landing];
}

async function builtPageHashes(distDir: string): Promise<InlineHashes> {
  const pages = await Promise.all(
    (await builtPageFiles(distDir)).map((file) => readFile(path.join(distDir, file), 'utf8').catch(() => '')),
  );
  return { scripts: [...new Set(pages.flatMap((html) => inlineHashes(html).scripts))] };
}

function cspDirectives(config: Config, hashes: InlineHashes) {
  const site = new URL(config.publicUrl);
  const socket = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`;
  const mediaHost = config.s3?.publicUrl ? new URL(config.s3.publicUrl).origin : null;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...hashes.scripts],
    scriptSrcAttr: ["'none'"],
    // Styles may be inline (the splash's <style>, style attributes the browser applies while the page loads):
    // an injected style cannot run code, and a hash list here made Chromium block the splash. Scripts stay
    // hashed.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(mediaHost ? [mediaHost] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socket],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config, distDir: string) {
  const https = config.publicUrl.startsWith('https://');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...cspDirectives(config, await builtPageHashes(distDir)),
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    // Photos and the app are same-origin; cross-origin isolation would only block legitimate embeds.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // A route may still set its own (Swagger UI's policy on /api/docs).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with `options`, read from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
