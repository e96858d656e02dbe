import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LESSONS } from './catalog';
import { renderMarkdown, safeHref } from './markdown';

describe('lesson markdown', () => {
  it('shows raw HTML and scripts as text and never makes elements from them', () => {
    const { container } = render(<div>{renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> **bold** `x<b>`')}</div>);
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('code')?.textContent).toBe('x<b>');
  });

  it('links only to http(s), mailto and relative targets', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' java\tscript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    // Issue 22 item 15: a backslash is a slash to the browser.
    expect(safeHref('/\\evil.example/c')).toBeNull();
    expect(safeHref('\\\\evil.example')).toBeNull();
    expect(safeHref('/\t/evil.example')).toBeNull();
    expect(safeHref('https:evil.example')).toBeNull();
    expect(safeHref('../cited.json')).toBe('../cited.json');
    expect(safeHref('https://dev.mysql.com/')).toBe('https://dev.mysql.com/');
    expect(safeHref('#lesson=01-binlog-off-slower')).toBe('#lesson=01-binlog-off-slower');
    const { container } = render(<div>{renderMarkdown('[x](javascript:alert(1)) [y](https://a.example/) [z](/\\evil.example/c)')}</div>);
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders tables, lists and headings', () => {
    const { container } = render(<div>{renderMarkdown('## H\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n\n1. first')}</div>);
    expect(container.querySelector('h4')?.textContent).toBe('H');
    expect(container.querySelectorAll('td')).toHaveLength(2);
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(1);
  });

  it('bundles every lesson folder, in order, with both languages', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(['00-commit-pipeline', '01-binlog-off-slower', '02-rotation-stalls', '03-mysql55-prepare-commit-mutex', '04-parallel-flush', '05-binlog-and-filesystems', '06-choosing-settings']);
    for (const l of LESSONS) expect(l.text.zh?.steps.length).toBe(l.text.en.steps.length);
  });
});
