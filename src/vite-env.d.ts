/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** scripts/catalogAddresses.ts: each offered catalog's built file by language code (empty outside a build). */
declare module 'virtual:catalog-addresses' {
  const addresses: Readonly<Partial<Record<string, string>>>;
  export default addresses;
}
