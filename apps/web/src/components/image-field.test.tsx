import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/session';
import { FakeXhr } from '@/test/fake-xhr';
import { ImageField, imageFileProblem } from './image-field';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (url: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Image"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange?.(url);
      }}
    />
  );
}

const png = (size = 10) => new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' });

describe('imageFileProblem', () => {
  it("accepts the server's image types up to 10 MB, in the server's words otherwise", () => {
    expect(imageFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'The file must be a JPEG, PNG, WebP or GIF image',
    );
    expect(imageFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('The file must be at most 10 MB');
  });
});

describe('ImageField', () => {
  beforeEach(() => {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    signIn();
  });

  it('takes a typed address and previews it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Image'), 'https://example.com/a.png');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('shows a placeholder when the image cannot be loaded', () => {
    render(<Harness initial="https://example.com/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Image preview' }));
    expect(screen.getByText('The image could not be loaded')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type or size before sending it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Upload image');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    // userEvent.upload honours `accept`, which is what is under test here: go around it.
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a JPEG, PNG, WebP or GIF image');
    fireEvent.change(input, { target: { files: [png(10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be at most 10 MB');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads with a progress bar, then uses the returned URL', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText('Upload image'), png());

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/misc/cms/uploads');
    expect(xhr.headers.Authorization).toBe('Bearer jwt');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading... 40%')).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toBeDisabled();

    await act(async () => xhr.respond(201, { url: '/uploads/content/abc.png' }));
    expect(onChange).toHaveBeenCalledWith('/uploads/content/abc.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveValue('/uploads/content/abc.png');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/uploads/content/abc.png');
  });

  it("says why an upload failed, in the server's words", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload image'), png());
    await act(async () =>
      FakeXhr.last().respond(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The file must be a JPEG, PNG, WebP or GIF image',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Upload failed: The file must be a JPEG, PNG, WebP or GIF image',
    );
    expect(screen.getByLabelText('Image')).toHaveValue('');
  });
});
