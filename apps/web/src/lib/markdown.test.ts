import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** What a browser would build from the HTML: the elements and attributes that could run code. */
function parsed(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const elements = [...root.querySelectorAll('*')];
  return {
    root,
    tags: [...new Set(elements.map((element) => element.tagName.toLowerCase()))].sort(),
    handlers: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    hrefs: elements.flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')]).filter(Boolean),
  };
}

describe('renderMarkdown (the artist’s policies)', () => {
  it('renders headings, emphasis, lists and links', () => {
    const { root, tags } = parsed(renderMarkdown('# Refunds\n\nWithin **14 days**.\n\n- one\n- [two](/download)'));
    expect(tags).toEqual(['a', 'h1', 'li', 'p', 'strong', 'ul']);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/download');
    expect(root.querySelector('h1')?.textContent).toBe('Refunds');
  });

  it('shows script and HTML as text, never as elements', () => {
    const source = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(3)">x</a>',
      '<div onclick="alert(4)">click</div>',
    ].join('\n\n');
    const { root, tags, handlers } = parsed(renderMarkdown(source));
    expect(tags).toEqual(['p']);
    expect(handlers).toEqual([]);
    expect(root.textContent).toContain('<script>alert(1)</script>');
  });

  it('drops links and images to javascript:, vbscript: and data: URLs', () => {
    const source = [
      '[a](javascript:alert(1))',
      '[b](JAVASCRIPT:alert(1))',
      '[c](vbscript:msgbox)',
      '[d](data:text/html;base64,PHNjcmlwdD4=)',
      '![e](javascript:alert(1))',
      '[f](https://example.com/ok)',
    ].join('\n\n');
    const { hrefs } = parsed(renderMarkdown(source));
    expect(hrefs).toEqual(['https://example.com/ok']);
  });
});
