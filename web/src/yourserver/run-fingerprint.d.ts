// Types of run-fingerprint.js (plain JavaScript so node scripts import it too).
export function sha256Hex(bytes: Uint8Array): string;
export function runFingerprint(text: string): string;
