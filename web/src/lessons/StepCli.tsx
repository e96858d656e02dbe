// The command that runs a step's scenario natively, to copy.
import { copyText, useCopiedFlag } from '../ui/copy-text';
import { cliCommand } from './catalog';
import type { PanelStrings } from './lesson-i18n';

export function CliCommand({ command, t }: { command: string; t: PanelStrings }) {
  const [copied, flashCopied] = useCopiedFlag();
  // When the browser refuses, the command stays on screen to select by hand.
  const copy = async () => {
    if (await copyText(command)) flashCopied();
  };
  return (
    <div className="lesson-cli">
      <p className="lesson-cli-title">{t.cli}</p>
      <div className="lesson-cli-row">
        <code data-testid="lesson-cli">{command}</code>
        <button type="button" onClick={copy}>
          {copied ? t.copied : t.copy}
        </button>
      </div>
    </div>
  );
}

/** A previewed lesson's own scenario: the command, once the lesson is saved under lessons/ (not copyable: it has a placeholder). */
export function CliUnsaved({ path, t }: { path: string; t: PanelStrings }) {
  return (
    <div className="lesson-cli" data-testid="lesson-cli-unsaved">
      <p className="lesson-cli-title">{t.cli}</p>
      <p className="hint">{t.cliUnsaved(path)}</p>
      <div className="lesson-cli-row">
        <code>{cliCommand(`<nn-name>/${path}`)}</code>
      </div>
    </div>
  );
}
