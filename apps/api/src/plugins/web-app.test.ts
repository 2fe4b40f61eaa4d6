// The share-preview HTML rewriting of web-app.ts, without a server.
import { describe, expect, it } from 'vitest';
import { escapeHtml, injectPreview } from './web-app.js';

const INDEX =
  '<html><head><meta name="description" content="Sugu." /><title>Sugu</title><script src="/a.js"></script></head><body></body></html>';
const URLS = ['https://sugu.example/boutique/1', 'https://sugu.example'] as const;

describe('injectPreview', () => {
  it('replaces the title and description and adds the Open Graph and Twitter tags inside <head>', () => {
    const html = injectPreview(
      INDEX,
      { title: 'Tech Kati | Sugu', description: 'Téléphones', imageKey: 'abc' },
      ...URLS,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Tech Kati | Sugu</title>');
    expect(html).not.toContain('content="Sugu."');
    expect(html).toContain('<meta property="og:image" content="https://sugu.example/media/abc-og.jpg" />');
    expect(html).toContain('<meta property="og:url" content="https://sugu.example/boutique/1" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script src="/a.js"></script>');
  });

  it('falls back to the app icon without a photo, and cuts a long description on a word', () => {
    const words = Array.from({ length: 80 }, (_, i) => `mot${i}`).join(' ');
    const html = injectPreview(INDEX, { title: 'T', description: words, imageKey: null }, ...URLS);
    expect(html).toContain('<meta property="og:image" content="https://sugu.example/icon-512.png" />');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^mot0 mot1 .* mot\d+…$/);
  });

  it('never lets text out of its tag: quotes, angle brackets and $ patterns stay text', () => {
    const html = injectPreview(
      INDEX,
      { title: '"><script>x()</script>', description: "$& $' l'été", imageKey: 'k' },
      ...URLS,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<title>&quot;&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(html).toContain('content="$&amp; $&#39; l&#39;été"');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
