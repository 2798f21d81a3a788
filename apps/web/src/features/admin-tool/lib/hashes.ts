export const HASH_ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** The digest of the text's UTF-8 bytes, in lowercase hex, by the browser's Web Crypto. */
export async function digestHex(algorithm: HashAlgorithm, text: string): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
