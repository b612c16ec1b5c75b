import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../src/platform/sanitize.js';
import { fitsAsStored, fitted, htmlForTheSite } from '../src/platform/site/stored-html.js';
import { payloads } from './xss-support.js';

/** Stored rich HTML made fit for a public page (docs/design.md §10), whatever staff typed or pasted. */
describe('htmlForTheSite', () => {
  it('starts headings below the one they sit under and never skips a level', () => {
    expect(htmlForTheSite('<h1>A</h1><h4>B</h4><h2>C</h2><h6>D</h6>', 1)).toBe(
      '<h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3>',
    );
    expect(htmlForTheSite('<h1>A</h1><h3>B</h3><h4>C</h4>', 2)).toBe('<h3>A</h3><h3>B</h3><h4>C</h4>');
    expect(htmlForTheSite('<h2>A</h2><h3>B</h3><h4>C</h4>', 1)).toBe('<h2>A</h2><h3>B</h3><h4>C</h4>');
  });

  it('gives an image without alt text an empty one and a frame a title, and keeps those given', () => {
    expect(htmlForTheSite('<p><img src="/uploads/a.png"></p>', 1)).toBe('<p><img src="/uploads/a.png" alt="" /></p>');
    expect(htmlForTheSite('<img src="/uploads/a.png" alt="The gym">', 1)).toBe(
      '<img src="/uploads/a.png" alt="The gym" />',
    );
    expect(htmlForTheSite('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', 1)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Embedded video"></iframe>',
    );
  });

  it('drops an empty link and an empty heading, and keeps a link around a picture', () => {
    expect(htmlForTheSite('<p><a href="https://a.example"></a>Text</p><h3> </h3>', 1)).toBe('<p>Text</p>');
    expect(htmlForTheSite('<a href="/x"><img src="/a.png" alt="Map"></a>', 1)).toBe(
      '<a href="/x"><img src="/a.png" alt="Map" /></a>',
    );
  });

  it('makes a list item outside a list a paragraph, and leaves a list as it is', () => {
    expect(htmlForTheSite('<div><li>Alone</li></div><ul><li>In <b>a</b> list</li></ul>', 1)).toBe(
      '<div><p>Alone</p></div><ul><li>In <b>a</b> list</li></ul>',
    );
  });

  it('keeps everything else the sanitizer kept, as it is', () => {
    const kept =
      '<p><strong>Bold</strong> <span style="color:#800000">red</span> <a href="/site/news" target="_blank" rel="noopener noreferrer">news</a> &amp; more</p>';
    expect(htmlForTheSite(kept, 1)).toBe(kept);
  });

  it('writes a table column as the sanitizer stored it', () => {
    const table =
      '<table><colgroup><col style="min-width:25px" /></colgroup><tbody><tr><td>x</td></tr></tbody></table>';
    expect(htmlForTheSite(table, 1)).toBe(table);
  });
});

/**
 * HTML that needs nothing is shown as it is stored, without the parser: for anything at all (stored
 * or not, fit or not) that must be what the parser gives.
 */
describe('htmlForTheSite without the parser', () => {
  const same = (html: string) => {
    for (const level of [1, 2, 3])
      expect(htmlForTheSite(html, level), `level ${level}: ${html}`).toBe(fitted(html, level));
  };
  const stored = (html: string) => {
    try {
      return sanitizeRichHtml(html);
    } catch {
      return '';
    }
  };

  it('gives what the parser gives for every XSS payload, as sent and as stored', () => {
    for (const { payload } of payloads) {
      same(payload);
      same(stored(payload));
    }
  });

  it('gives what the parser gives for rich text of any shape, as written and as stored', () => {
    fc.assert(
      fc.property(richText, (html) => {
        same(html);
        same(stored(html));
      }),
      { numRuns: 3000 },
    );
  });

  it('shows stored HTML that needs nothing as it is, without reading it again', () => {
    const article =
      '<h2>Part 1</h2><p>The board met. <a href="https://example.org/m" rel="noopener noreferrer nofollow"><em>Minutes</em></a> &amp; more.</p>' +
      '<ul><li>Buses at <strong>7:05 am</strong></li><li><p>Lunch</p></li></ul><h3 style="text-align:center">Dates</h3>' +
      '<p><img src="/uploads/content/a.png" alt="" /><br />\u00a0</p><iframe src="https://www.youtube.com/embed/x" title="Tour"></iframe>';
    expect(sanitizeRichHtml(article)).toBe(article);
    expect(fitsAsStored(article, 1)).toBe(true);
    expect(htmlForTheSite(article, 1)).toBe(article);
    // Under an h2 its h2 must go down a level: the parser does that.
    expect(fitsAsStored(article, 2)).toBe(false);
  });
});

/** Tags, attributes and text as staff might write or paste them: nested, misnested, empty, with entities. */
const richText: fc.Arbitrary<string> = (() => {
  const tags = [
    'p',
    'div',
    'span',
    'a',
    'strong',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h6',
    'table',
    'tbody',
    'thead',
    'tr',
    'td',
    'th',
    'blockquote',
    'pre',
    'figure',
    'iframe',
    'b',
    'script',
    'svg',
  ];
  const voids = ['br', 'hr', 'img', 'col'];
  const attribute = fc.constantFrom(
    '', ' href="https://x.example/a?b=1&amp;c=2"', ' href="/news"', ' rel="noopener"', ' alt=""', ' alt="A map"', ' title=""',
    ' title="T"', ' style="color:red"', ' style="color: red; position: fixed"', ' style="font-family:Inter, &quot;Comic Sans MS&quot;"',
    ' src="https://www.youtube.com/embed/abc"', ' src="/uploads/a.png"', ' src="https://[x"', ' allowfullscreen', ' width',
    ' class="x"', " title='single'", ' TITLE="Upper"', ' colspan="2"', ' title="a" title="b"',
  ); // prettier-ignore
  const text = fc.constantFrom(
    '',
    ' ',
    'Text',
    '\u00a0',
    '&nbsp;',
    '&amp;',
    'a &lt; b',
    'a > b',
    '&copy;',
    '"quoted"',
    '&#32;',
    '\n',
  );
  const { html } = fc.letrec<{ html: string; node: string }>((tie) => ({
    html: fc.array(tie('node'), { maxLength: 5 }).map((nodes) => nodes.join('')),
    node: fc.oneof(
      { weight: 3, arbitrary: text },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...voids), attribute, fc.constantFrom('', ' /', '/'))
          .map(([t, a, end]) => `<${t}${a}${end}>`),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom(...tags),
            attribute,
            attribute,
            tie('html'),
            fc.constantFrom('close', 'close', 'close', 'open', 'other'),
          )
          .map(
            ([t, a, b, inner, end]) =>
              `<${t}${a}${b}>${inner}${end === 'close' ? `</${t}>` : end === 'other' ? '</p>' : ''}`,
          ),
      },
      { weight: 1, arbitrary: fc.constantFrom('<!-- note -->', '<', '</li>', '<P>', '<br></br>') },
    ),
  }));
  return html;
})();
