/** Part of a whole, 0 when the whole is 0. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
