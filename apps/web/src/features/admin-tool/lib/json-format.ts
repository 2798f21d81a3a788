import { type ParseError, type ParseErrorCode, parse, printParseErrorCode } from 'jsonc-parser';

export type JsonPosition = { offset: number; line: number; column: number };
export type JsonResult =
  | { ok: true; text: string }
  | { ok: false; code: ReturnType<typeof printParseErrorCode>; position: JsonPosition };

function positionOf(text: string, offset: number): JsonPosition {
  const before = text.slice(0, offset).split('\n');
  return { offset, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Checks strict JSON (no comments, no trailing commas) and writes it back indented (2, 4 spaces or a
 * tab) or on one line (indent 0). Browsers no longer say where JSON.parse failed, so the check is
 * jsonc-parser's, which gives the first error's offset.
 */
export function formatJson(text: string, indent: number | '\t'): JsonResult {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const [first] = errors;
  if (first) {
    return {
      ok: false,
      code: printParseErrorCode(first.error as ParseErrorCode),
      position: positionOf(text, first.offset),
    };
  }
  return { ok: true, text: JSON.stringify(JSON.parse(text), null, indent === 0 ? undefined : indent) };
}
