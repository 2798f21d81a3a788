/** Page numbers and LIKE patterns, shared by every list (lib/list-query.ts) and the small paged reads. */
export function pageOffset(page: number, itemsPerPage: number): number {
  return (page - 1) * itemsPerPage;
}

export function totalPages(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / itemsPerPage));
}

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
