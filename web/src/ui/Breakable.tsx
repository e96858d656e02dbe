// Long snake_case names (MySQL variables, mutexes) may wrap after an
// underscore, never mid-word: "prepare_commit_mutex" in a narrow box.
import type { ReactElement } from 'react';

export function Breakable({ text }: { text: string }): ReactElement {
  const parts = text.split('_');
  return (
    <>
      {parts.map((p, i) => (
        <span key={i}>
          {p}
          {i < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}
