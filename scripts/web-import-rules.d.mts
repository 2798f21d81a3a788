export type FoundImport = { line: number; specifier: string };
export function importsOf(source: string): FoundImport[];
export function resolveImport(fromFile: string, specifier: string): string | null;
export function brokenRule(fromFile: string, target: string): string | null;
