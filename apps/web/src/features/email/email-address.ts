const ADDRESS = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]{2,}$/;

/** Close enough to the server's check to mark a chip red before sending. */
export const isAddress = (text: string) => ADDRESS.test(text.trim());

/** "a@x.io, Bea <b@y.io>; c@z.io d@w.io" → the addresses, in order. */
export function splitAddresses(text: string): string[] {
  return text.split(/[,;\n]+/).flatMap((part) => {
    const bracketed = /<([^>]+)>/.exec(part);
    if (bracketed) return [bracketed[1].trim()];
    return part.split(/\s+/).filter(Boolean);
  });
}
