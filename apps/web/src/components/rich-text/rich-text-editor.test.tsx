import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FONT_FAMILIES, FONT_SIZES, isAllowedLinkUrl, TEXT_COLOURS } from './editor-constants';
import { HtmlContent } from './html-content';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { RichTextEditor } from './rich-text-editor';

// ProseMirror scrolls the selection into view on focus; jsdom has no layout to measure.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= rect;
  document.elementFromPoint ??= () => null;
});

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="body"
        label="Content"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
        describedBy="body-help"
        placeholder="Write here..."
        required
      />
      <p id="body-help">Help</p>
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        Reset
      </button>
    </>
  );
}

describe('editor constants (docs/product/notices.md §9)', () => {
  it('offers seven fonts (six named plus the default), seven sizes from 8pt to 36pt and sixteen colours', () => {
    expect(FONT_FAMILIES).toHaveLength(7);
    expect(FONT_FAMILIES.filter((f) => f.value === '')).toHaveLength(1);
    expect(FONT_SIZES.map((s) => s.value)).toEqual(['8pt', '10pt', '12pt', '14pt', '18pt', '24pt', '36pt']);
    expect(new Set(TEXT_COLOURS.map((c) => c.value)).size).toBe(16);
  });

  it('allows links to http, https and mailto only', () => {
    expect(isAllowedLinkUrl('https://school.example/a')).toBe(true);
    expect(isAllowedLinkUrl('mailto:office@school.example')).toBe(true);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('data:text/html,x')).toBe(false);
    expect(isAllowedLinkUrl('/relative')).toBe(false);
  });
});

describe('RichTextEditor', () => {
  it('is a labelled, described text area under a named toolbar', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    const text = await screen.findByRole('textbox', { name: 'Content' });
    expect(text).toHaveAttribute('id', 'body');
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(text).toHaveAttribute('aria-required', 'true');
    expect(text).toHaveAccessibleDescription('Help');
    expect(text).toHaveTextContent('Hello');

    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Align left',
      'Align centre',
      'Align right',
      'Justify',
      'Link',
      'Insert image by URL',
      'Insert table',
      'Text colour',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getAllByRole('option', { name: /pt$/ })).toHaveLength(7);
    expect(within(toolbar).getByRole('combobox', { name: 'Font' }).querySelectorAll('option')).toHaveLength(7);
  });

  it('is one tab stop with arrow keys between its controls', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    const tabStops = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabStops).toHaveLength(1);

    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).tabIndex).toBe(0);
    expect(bold.tabIndex).toBe(-1);
    await user.keyboard('{ArrowLeft}');
    expect(bold).toHaveFocus();
  });

  it('reports HTML as the toolbar changes the text, and marks active formats pressed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="<p>Title line</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });

    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2>Title line<\/h2>/);
    await waitFor(() =>
      expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    expect(onChange.mock.lastCall?.[0]).toContain('<table');
    expect(onChange.mock.lastCall?.[0]).toContain('<th');
  });

  it('takes a new value from outside without echoing it back as a change', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="<p>Old</p>" onChange={onChange} />);
    const text = await screen.findByRole('textbox', { name: 'Content' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(text).toHaveTextContent('Replaced from outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports a text emptied again as '' (so the form can say 'Content is required')", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
    // Structure without text (an empty list) is still empty.
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('');

    await user.click(within(toolbar).getByRole('button', { name: 'Insert image by URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://example.com/a.png');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('<img'));
    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('adds a link only to an allowed address', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const url = within(dialog).getByLabelText('Link URL');
    await user.type(url, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter an address that starts with http://, https:// or mailto:',
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await user.type(url, 'https://school.example/');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange.mock.lastCall?.[0]).toContain('href="https://school.example/"');
  });

  it('inserts an image by its address', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Content formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Insert image by URL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    await user.type(within(dialog).getByLabelText('Image URL'), '/uploads/content/a.png');
    await user.type(within(dialog).getByLabelText('Alternative text'), 'Our school');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0]).toContain('<img src="/uploads/content/a.png" alt="Our school"'),
    );
  });
});

describe('LazyRichTextEditor', () => {
  it('shows a skeleton, then the editor', async () => {
    render(<LazyRichTextEditor label="Content" value="<p>Later</p>" onChange={() => undefined} />);
    expect(screen.getByText('Loading editor...')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveTextContent('Later');
  });
});

describe('HtmlContent', () => {
  it('renders the stored HTML', () => {
    render(<HtmlContent html="<h2>Heading</h2><p>Text with <em>style</em></p>" className="extra" />);
    expect(screen.getByRole('heading', { name: 'Heading', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('style').tagName).toBe('EM');
    expect(screen.getByRole('heading').parentElement).toHaveClass('rich-text', 'extra');
  });
});
