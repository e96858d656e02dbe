import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IsolatedText } from './IsolatedText';

// Issue 22 item 16: a U+202E in a value must not reverse the rest of the message.
describe('IsolatedText', () => {
  it('puts each quoted value in a <bdi> and keeps the text as it was', () => {
    const text = 'URL field "k.threads": "\u202eabc" is not allowed; expected an integer from 1 to 4096.';
    const { container } = render(<p>{<IsolatedText text={text} />}</p>);
    expect(container.textContent).toBe(text);
    const isolated = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toEqual(['k.threads', '\u202eabc']);
  });

  it('isolates a stretch with a bidi control even when a quote inside the value breaks the pairs', () => {
    const text = 'threads: "a"b\u202ec" is not allowed.';
    const { container } = render(<p>{<IsolatedText text={text} />}</p>);
    expect(container.textContent).toBe(text);
    const withControl = [...container.querySelectorAll('bdi')].find((b) => b.textContent!.includes('\u202e'));
    expect(withControl).toBeDefined();
    // The override's reach ends with its <bdi>: the rest is outside every box.
    expect(withControl!.textContent!.includes('is not allowed')).toBe(false);
  });

  it('isolates the core\u2019s FSI…PDI values too', () => {
    const { container } = render(<p>{<IsolatedText text={'field \'machine\': \u2068"\u202ex"\u2069 is not a known machine'} />}</p>);
    expect(container.querySelectorAll('bdi')).toHaveLength(1);
  });
});
