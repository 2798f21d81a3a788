import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageDropzone, type ImageDropzoneLabels } from './image-dropzone';

const labels: ImageDropzoneLabels = {
  drop: 'Drop images',
  or: 'or',
  browse: 'Browse images',
  hint: 'PNG only',
  remove: (i) => `Remove image ${i}`,
  uploading: (name) => `Uploading ${name}`,
  wrongType: (name) => `${name} is not an image`,
  tooLarge: (name) => `${name} is too large`,
  tooMany: 'Too many images',
  failed: (name, message) => `${name} failed: ${message}`,
};

const pick = (container: HTMLElement, files: File[]) =>
  fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the image drop zone', () => {
  // jsdom has no object URLs; the window's own URL (shared with the files after this one) gets its
  // methods back afterwards.
  const { createObjectURL, revokeObjectURL } = URL;
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterAll(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  afterEach(cleanup);

  type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  const never: Upload = () => new Promise<string>(() => undefined);
  const setup = (value: string[] = [], upload = vi.fn<Upload>(never)) => {
    const onChange = vi.fn();
    const view = render(
      <ImageDropzone
        value={value}
        onChange={onChange}
        upload={upload}
        accept={['image/png']}
        maxBytes={100}
        maxFiles={2}
        labels={labels}
      />,
    );
    return { ...view, onChange, upload };
  };

  it('refuses a file of another type or too large, and says why', () => {
    const { container, upload } = setup();
    pick(container, [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('big.png', 500)]);
    expect(screen.getByText('notes.txt is not an image')).toBeTruthy();
    expect(screen.getByText('big.png is too large')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the upload progress, then adds the uploaded image', async () => {
    let finish: (url: string) => void = () => undefined;
    const upload = vi.fn<Upload>((_, onProgress) => {
      onProgress(0.4);
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    });
    const { container, onChange } = setup(['/a.png'], upload);
    pick(container, [png('lamp.png')]);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading lamp.png' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    await act(async () => finish('/b.png'));
    expect(onChange).toHaveBeenCalledWith(['/a.png', '/b.png']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps to the most images allowed, and removes one on request', () => {
    const { container, onChange, upload } = setup(['/a.png']);
    pick(container, [png('1.png'), png('2.png')]);
    expect(screen.getByText('Too many images')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
