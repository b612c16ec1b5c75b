import type { Blog, News } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeRichHtml } from '../src/platform/sanitize.js';
import { contentApp, postCreated } from './content-support.js';
import { PAYLOADS_FILE, payloads, unsafety } from './xss-support.js';

describe('the test data', () => {
  it('resolves the payload file from apps/server/test', () => {
    expect(PAYLOADS_FILE).toMatch(/testdata\/xss-payloads\.json$/);
    expect(payloads.length).toBeGreaterThan(200);
    expect(payloads.every((p) => typeof p.payload === 'string')).toBe(true);
  });

  it('the safety check itself catches what it must', () => {
    expect(unsafety('<p>ok</p><a href="https://x.example" rel="noopener">x</a>')).toBeNull();
    expect(unsafety('<p>javascript: is only text here</p>')).toBeNull();
    for (const bad of [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)" />',
      '<img/onerror="alert(1)" src="x">',
      '<a href="java\u0001script:alert(1)">x</a>',
      '<a href=" JAVASCRIPT:alert(1)">x</a>',
      '<a href="vbscript:x">x</a>',
      '<iframe src="data:text/html,x"></iframe>',
      '<iframe src="https://evil.example/embed/x"></iframe>',
      '<span style="width: expression(alert(1))">x</span>',
      '<svg><g></g></svg>',
    ]) {
      expect(unsafety(bad), bad).not.toBeNull();
    }
  });
});

describe('sanitizeRichHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>Hello</p>', '<p>Hello</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://cdn.example/a.png" onerror="alert(1)">', '<img src="https://cdn.example/a.png" />'],
    ['<a href="javascript:alert(1)">click</a>', '<a rel="noopener noreferrer nofollow">click</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="/about">relative</a>', '<a rel="noopener noreferrer nofollow">relative</a>'],
    ['<p onclick="x()" onmouseover="y()">t</p>', '<p>t</p>'],
    ['<span style="color: expression(alert(1))">t</span>', '<span>t</span>'],
    ['<div style="background: url(javascript:alert(1)); position: fixed">t</div>', '<div>t</div>'],
    ['<iframe src="https://evil.example/embed/x"></iframe><p>after</p>', '<p>after</p>'],
    ['<iframe src="//www.youtube.com/embed/abc"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example"><input name="password"></form>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<img src="/uploads/../secret.png">', ''],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:x">', ''],
  ])('makes %s safe', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  it('keeps what the Tiptap editor writes', () => {
    const tiptap =
      '<h1>Spring Concert</h1><h3 style="text-align:center">Friday at 7 pm</h3>' +
      '<p style="text-align:justify"><strong>Bold</strong> <em>italic</em> <u>under</u> <s>struck</s> ' +
      '<code>code</code> <mark>marked</mark> x<sub>2</sub> x<sup>2</sup></p>' +
      '<p><span style="color:#e03e2d;background-color:rgb(255, 255, 0);font-family:Inter, &quot;Comic Sans MS&quot;, sans-serif;font-size:18px">styled</span></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>let x = 1;</code></pre><hr />' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.riverside.example">site</a> ' +
      '<a href="mailto:office@riverside.example" rel="noopener noreferrer nofollow">mail</a></p>' +
      '<img src="/uploads/content/a.png" alt="A picture" title="Pic" width="300" />' +
      '<table style="min-width:50px"><colgroup><col style="min-width:25px" /></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>Head</p></th></tr><tr><td colspan="2" rowspan="1" colwidth="120"><p>Cell</p></td></tr>' +
      '</tbody></table>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10" width="640" height="480" allowfullscreen="true"></iframe>';
    expect(sanitizeRichHtml(tiptap)).toBe(tiptap);
  });

  it('adds rel to every link and keeps target only when it is _blank', () => {
    expect(sanitizeRichHtml('<a href="https://x.example" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps only the allowed styles, with plain values', () => {
    expect(
      sanitizeRichHtml(
        '<p style="color: red; position: absolute; font-size: 12px; font-size: calc(1px + 1em); text-align: middle">x</p>',
      ),
    ).toBe('<p style="color:red;font-size:12px">x</p>');
  });

  it('is stable: sanitizing its own output changes nothing', () => {
    for (const { payload } of payloads) {
      const once = sanitizeRichHtml(payload);
      expect(sanitizeRichHtml(once), payload).toBe(once);
    }
  });

  it('knows when nothing visible is left', () => {
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p></p><p> &nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<img src="https://x.example/a.png" />')).toBe(true);
    expect(hasVisibleContent('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe(true);
  });
});

describe('stored XSS payloads', () => {
  const { admin } = contentApp();

  /** Plain text is stored as typed (trimmed, cut to the field's length); the console escapes it. */
  const asText = (payload: string, max: number) => payload.slice(0, max).trim();

  it('every payload stored as a blog description reads back safe; as text it reads back as typed', async () => {
    const failures: string[] = [];
    for (const { title, payload } of payloads) {
      const text = asText(payload, 255) || 'untitled';
      const created = await admin.inject({
        method: 'POST',
        url: '/bms/cms/bac/blogs',
        payload: {
          title: text,
          summary: payload.slice(0, 1000),
          creatorName: payload.slice(0, 100),
          description: payload,
        },
      });
      if (created.statusCode !== 201) {
        failures.push(`${title}: create answered ${created.statusCode} ${created.body}`);
        continue;
      }
      const blog = (await admin.inject({ method: 'GET', url: `/bms/cms/bac/blogs/${created.json().id}` })).json<Blog>();
      const problem = unsafety(blog.description);
      if (problem) failures.push(`${title}: ${problem}`);
      if (blog.description !== sanitizeRichHtml(payload)) failures.push(`${title}: stored something else`);
      if (blog.title !== text || blog.summary !== asText(payload, 1000) || blog.creatorName !== asText(payload, 100))
        failures.push(`${title}: plain text changed`);
    }
    expect(failures).toEqual([]);
  });

  it('every payload stored as news content reads back safe, or is refused when nothing is left', async () => {
    const failures: string[] = [];
    let stored = 0;
    for (const { title, payload } of payloads) {
      const text = asText(payload, 255) || 'untitled';
      const created = await admin.inject({
        method: 'POST',
        url: '/nms/cms/nac/news',
        payload: {
          title: text,
          summary: payload.slice(0, 1000),
          creator_name: payload.slice(0, 100),
          content: payload,
        },
      });
      if (created.statusCode === 400) {
        const visible = hasVisibleContent(sanitizeRichHtml(payload));
        if (created.json().message !== 'Content is required' || visible)
          failures.push(`${title}: refused with ${created.body}`);
        continue;
      }
      if (created.statusCode !== 201) {
        failures.push(`${title}: create answered ${created.statusCode} ${created.body}`);
        continue;
      }
      stored += 1;
      const news = (await admin.inject({ method: 'GET', url: `/nms/cms/nac/news/${created.json().id}` })).json<News>();
      const problem = unsafety(news.content);
      if (problem) failures.push(`${title}: ${problem}`);
      if (news.title !== text || news.summary !== asText(payload, 1000) || news.creator_name !== asText(payload, 100))
        failures.push(`${title}: plain text changed`);
    }
    expect(failures).toEqual([]);
    // Most payloads carry some text, so most are stored.
    expect(stored).toBeGreaterThan(payloads.length / 2);
  });

  it.each([
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
  ])('stores %s as %s in both rich fields', async (payload, expected) => {
    const blog = await admin.inject({
      method: 'POST',
      url: '/bms/cms/bac/blogs',
      payload: { title: 'XSS', description: payload },
    });
    expect(blog.json().description).toBe(expected);
    const news = await postCreated<News>(admin, '/nms/cms/nac/news', { title: 'XSS', content: payload });
    expect(news.content).toBe(expected);
    const put = await admin.inject({
      method: 'PUT',
      url: `/nms/cms/nac/news/${news.id}`,
      payload: { title: 'XSS', content: `<p>${payload}</p>` },
    });
    expect(put.json().content).toBe(`<p>${expected}</p>`);
  });
});
