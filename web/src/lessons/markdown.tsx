// A small, safe markdown renderer for lesson text: it builds React
// elements, never HTML strings, so raw HTML and <script> in a lesson show as
// text and never run. Supported: headings, paragraphs, **strong**, *em*,
// `code`, fenced code, lists, > quotes, tables, [links](url) with http(s),
// mailto or relative targets, and {{cited:…}} / {{modelled:…}} figures.
import { Fragment, type ReactNode } from 'react';
import { findRefs, type Ref } from './lesson-format.js';

export interface MarkdownOptions {
  renderRef?(ref: Ref, key: string): ReactNode;
}

// Relative targets are resolved the way the browser will (a backslash is a
// slash, "//" starts a host) against a stand-in origin: one that lands on
// another site is off-site, and only a full http(s) address may be.
const SITE = new URL('https://lab.invalid/lessons/');

/** True for http(s), mailto and same-site relative URLs; false for javascript:, data:, "//host", "/\\host" and the like. */
export function safeHref(url: string): string | null {
  const u = url.replace(/[\u0000-\u0020\u007f]/g, '');
  // A scheme is only http(s) with its "//", or mailto ("https:host" is off-site in a browser on http).
  if (/^[a-z][a-z0-9+.-]*:/i.test(u) && !/^(https?:\/\/|mailto:)/i.test(u)) return null;
  let resolved: URL;
  try {
    resolved = new URL(u, SITE);
  } catch {
    return null;
  }
  if (resolved.protocol === 'mailto:') return /^mailto:/i.test(u) ? u : null;
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  if (resolved.origin !== SITE.origin && !/^https?:\/\//i.test(u)) return null;
  return u;
}

/** True when a safe href leaves the lab (it opens in a new tab, without an opener). */
export function isOffSite(href: string): boolean {
  try {
    return new URL(href, SITE).origin !== SITE.origin;
  } catch {
    return true;
  }
}

const INLINE = /(`[^`]+`)|(\{\{(?:cited|modelled):[^}]+\}\})|(\[([^\]]+)\]\(([^)\s]+)\))|(\*\*(.+?)\*\*)|(\*([^*\s](?:[^*]*[^*\s])?)\*)/g;

export function renderInline(text: string, opts: MarkdownOptions, keyPrefix = 'i', allowLinks = true): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}.${n++}`;
    if (m[1]) out.push(<code key={key}>{m[1].slice(1, -1)}</code>);
    else if (m[2]) {
      const ref = findRefs(m[2])[0];
      out.push(ref && opts.renderRef ? <Fragment key={key}>{opts.renderRef(ref, key)}</Fragment> : m[2]);
    } else if (m[3]) {
      const href = allowLinks ? safeHref(m[5]!) : null;
      const inner = renderInline(m[4]!, opts, key, false);
      if (href) {
        const external = isOffSite(href);
        out.push(
          <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {inner}
          </a>,
        );
      } else out.push(<Fragment key={key}>{m[3]}</Fragment>);
    } else if (m[6]) out.push(<strong key={key}>{renderInline(m[7]!, opts, key, allowLinks)}</strong>);
    else if (m[8]) out.push(<em key={key}>{renderInline(m[9]!, opts, key, allowLinks)}</em>);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

export function renderMarkdown(src: string, opts: MarkdownOptions = {}): ReactNode[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let i = 0;
  const inline = (t: string, k: string) => renderInline(t, opts, k);
  while (i < lines.length) {
    const line = lines[i]!;
    const key = `b${blocks.length}`;
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (/^\s*```/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```/.test(lines[i]!); i++) code.push(lines[i]!);
      i++;
      blocks.push(
        <pre key={key}>
          <code>{code.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      const level = Math.min(6, h[1]!.length + 2);
      const Tag = `h${level}` as 'h3';
      blocks.push(<Tag key={key}>{inline(h[2]!, key)}</Tag>);
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i + 1]!)) {
      const head = splitRow(line);
      const rows: string[][] = [];
      for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(splitRow(lines[i]!));
      blocks.push(
        <div key={key} className="md-table-wrap">
          <table className="md-table">
            <thead>
              <tr>
                {head.map((c, j) => (
                  <th key={j} scope="col">
                    {inline(c, `${key}h${j}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, ri) => (
                <tr key={ri}>
                  {head.map((_, j) => (
                    <td key={j}>{inline(r[j] ?? '', `${key}r${ri}c${j}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    const listRe = /^\s*([-*]|\d+\.)\s+(.*)$/;
    const li = listRe.exec(line);
    if (li) {
      const ordered = /\d/.test(li[1]!);
      const items: string[] = [];
      while (i < lines.length) {
        const m = listRe.exec(lines[i]!);
        if (m && /\d/.test(m[1]!) === ordered) items.push(m[2]!);
        else if (lines[i]!.trim() !== '' && /^\s{2,}/.test(lines[i]!) && items.length) items[items.length - 1] += ` ${lines[i]!.trim()}`;
        else break;
        i++;
      }
      const Tag = ordered ? 'ol' : 'ul';
      blocks.push(
        <Tag key={key}>
          {items.map((t, j) => (
            <li key={j}>{inline(t, `${key}.${j}`)}</li>
          ))}
        </Tag>,
      );
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('>'); i++) quote.push(lines[i]!.replace(/^>\s?/, ''));
      blocks.push(<blockquote key={key}>{renderMarkdown(quote.join('\n'), opts)}</blockquote>);
      continue;
    }
    const para: string[] = [];
    for (; i < lines.length; i++) {
      const l = lines[i]!;
      if (l.trim() === '' || /^\s*```/.test(l) || /^#{1,4}\s/.test(l) || listRe.test(l) || l.startsWith('>') || (l.trim().startsWith('|') && para.length === 0)) break;
      para.push(l.trim());
    }
    if (!para.length) {
      // A line no block rule took (e.g. a lone "|"): show it as text.
      para.push(line);
      i++;
    }
    blocks.push(<p key={key}>{inline(para.join(' '), key)}</p>);
  }
  return blocks;
}
