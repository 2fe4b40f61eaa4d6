import type { Plugin } from 'vite';

/** The <template> holding the app's script and its preloads until the splash has painted. */
const APP_TEMPLATE = '<template id="app">';

/**
 * Starts the app once the splash has painted: inserts the template's script and preloads (cloned: a
 * script parsed inside a template never runs), a frame after the first one. In a hidden tab there is no
 * frame to wait for.
 */
const BOOT = `<script>
      {
        const start = () => document.head.append(document.importNode(document.getElementById('app').content, true));
        if (document.visibilityState === 'hidden') start();
        else requestAnimationFrame(() => setTimeout(start));
      }
    </script>`;

/**
 * Paints the splash before the app's scripts are asked for. Fetched with the HTML, a dozen module scripts
 * arrive together on a fast link and their compiling delays the first paint behind them (and on a slow
 * one, issuing them and their headers costs the main thread before the splash); the browser does not
 * look inside a <template>, so the module script and its preloads wait there for BOOT. The API preloads
 * of the landing pages (build/landing-pages.ts) stay in <head>: the data is fetched at once.
 */
export function paintFirst(): Plugin {
  return {
    name: 'sugu:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const app: string[] = [];
        const rest = html.replace(
          /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
          (_match, tag: string) => {
            app.push(tag);
            return '';
          },
        );
        if (!app.some((tag) => tag.startsWith('<script')))
          throw new Error('paint-first: no module script in index.html');
        return rest
          .replace('</head>', () => `  ${APP_TEMPLATE}${app.join('')}</template>\n  </head>`)
          .replace('</body>', () => `  ${BOOT}\n  </body>`);
      },
    },
  };
}
