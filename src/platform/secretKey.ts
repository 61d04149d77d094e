/**
 * The device's AES-GCM key for secrets kept at rest (remembered credentials). It is generated
 * non-extractable and kept in IndexedDB as a CryptoKey: page scripts can use it but never read its
 * bytes, and nothing in localStorage can decrypt without it.
 */
const databaseName = 'mc-secrets';
const storeName = 'keys';
const keyName = 'remembered-login';

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(databaseName, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
  return request(opening);
}

async function readKey(database: IDBDatabase): Promise<CryptoKey | null> {
  const stored: unknown = await request(database.transaction(storeName).objectStore(storeName).get(keyName));
  return stored instanceof CryptoKey ? stored : null;
}

/** The stored key, or a new one stored for next time. Rejects where IndexedDB or WebCrypto is missing. */
export async function deviceSecretKey(): Promise<CryptoKey> {
  const database = await openDatabase();
  try {
    const existing = await readKey(database);
    if (existing) return existing;
    const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await request(database.transaction(storeName, 'readwrite').objectStore(storeName).put(created, keyName));
    return created;
  } finally {
    database.close();
  }
}

/** The stored key only; null when none was ever made (so there is nothing to decrypt). */
export async function existingSecretKey(): Promise<CryptoKey | null> {
  const database = await openDatabase();
  try {
    return await readKey(database);
  } finally {
    database.close();
  }
}
