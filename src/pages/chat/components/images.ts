/** Images a chat message may carry: the types and size the chat service accepts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 1024 * 1024;

export type ReadImage =
  { ok: true; dataUrl: string } | { ok: false; error: 'chat.composer.imageType' | 'chat.composer.imageSize' | 'chat.composer.imageRead' };

/** Checks type and size, then reads the file as a data URL. */
export function readImage(file: Pick<File, 'type' | 'size'> & Blob): Promise<ReadImage> {
  if (!IMAGE_TYPES.includes(file.type)) return Promise.resolve({ ok: false, error: 'chat.composer.imageType' });
  if (file.size > IMAGE_MAX_BYTES) return Promise.resolve({ ok: false, error: 'chat.composer.imageSize' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? { ok: true, dataUrl: reader.result } : { ok: false, error: 'chat.composer.imageRead' });
    reader.onerror = () => resolve({ ok: false, error: 'chat.composer.imageRead' });
    reader.readAsDataURL(file);
  });
}
