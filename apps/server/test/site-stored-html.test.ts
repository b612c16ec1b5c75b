import { describe, expect, it } from 'vitest';
import { htmlForTheSite } from '../src/platform/site/stored-html.js';

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
});
