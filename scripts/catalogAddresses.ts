import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { offeredLanguages } from '../src/i18n/languages.ts';

const virtualId = 'virtual:catalog-addresses';
const resolvedVirtualId = `\0${virtualId}`;

/**
 * `virtual:catalog-addresses`: the built file of each offered language's catalog, by code, the same
 * files the app's own imports of them name. A catalog whose download failed is imported again under
 * its address with a query (src/i18n/catalogs.ts): the browser keeps a failed module for the
 * page's life, so the same import would fail again. Outside the browser's build (dev, tests, the
 * server's render) there are no such files and it is empty: a retry then imports as the first try did.
 */
export function catalogAddresses(): Plugin {
  let building = false;
  return {
    name: 'catalog-addresses',
    configResolved(config) {
      // The server's render (vite.server.config.ts) imports its catalogs once, from its own files.
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      if (!building) return 'export default {};';
      const entries = offeredLanguages.map((language) => {
        const file = this.emitFile({ type: 'chunk', id: resolve('locales', language.code, 'messages.po') });
        return `${JSON.stringify(language.code)}: import.meta.ROLLUP_FILE_URL_${file}`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
  };
}
