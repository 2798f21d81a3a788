import { z } from 'zod';

export const TOOLS = ['json', 'base64', 'url', 'hash', 'uuid', 'timestamp', 'jwt'] as const;
export type ToolName = (typeof TOOLS)[number];

/** The open tool is in the URL (?tool=jwt), so a link opens the right one; anything else opens JSON. */
export const toolSearch = z.object({ tool: z.enum(TOOLS).optional().catch(undefined) });
export type ToolSearch = z.output<typeof toolSearch>;
