// Types of text-lines.js (plain JavaScript so node scripts import it too).
export function splitLines(text: string): string[];
export function parseDecimal(text: string): number;
export function quoteLine(text: string): string;
