// Copying to the clipboard, and the brief "copied" a button shows after.
import { useCallback, useState } from 'react';

/** Copies text; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** [copied, flash]: flash() sets copied for 1.5 s. */
export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const flash = useCallback(() => {
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }, []);
  return [copied, flash];
}
