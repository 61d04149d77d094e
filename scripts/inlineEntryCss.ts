import type { Plugin } from 'vite';

const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)"\s*\/?>/g;

/**
 * The entry's stylesheets written into index.html as `<style>` (issue 14): the server's markup waits
 * for no stylesheet request, only for the page itself. They are small (the shell's rules, some
 * 3.5 kB compressed); each screen's own rules still load with its chunk. The files stay in the
 * build, for a chunk that names them as a dependency. The server allows these blocks by their
 * hash (server/lib/browser-security.ts).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(stylesheetLink, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
