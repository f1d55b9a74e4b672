// Uploads one brand picture to the gateway with progress (XMLHttpRequest: fetch reports none).
// The browser's checks mirror the gateway's, which decides: images only, at most 5 MB.

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why this file cannot be uploaded, or undefined when it may be. */
export function pictureProblem(file: { size: number; type: string }): string | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, GIF or WebP picture';
  if (file.size > MAX_PICTURE_BYTES) return 'The picture is larger than 5 MB';
  if (file.size === 0) return 'The file is empty';
  return undefined;
}

export interface UploadedPicture {
  slot: number;
  url: string;
}

export function uploadBrandPicture(
  brandId: number,
  slot: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedPicture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/brands/${brandId}/pictures/${slot}`);
    request.withCredentials = true;
    // The gateway's CSRF check, as on /graphql: a header a cross-site form cannot send.
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { picture?: UploadedPicture; error?: { message?: string } } | null;
      if (request.status === 200 && body?.picture) resolve(body.picture);
      else reject(new Error(body?.error?.message ?? `Failed to upload the picture (HTTP ${request.status})`));
    };
    request.onerror = () => reject(new Error('Failed to upload the picture: the server could not be reached'));
    const form = new FormData();
    form.append('file', file, file.name.replace(/[/\\]/g, '_'));
    request.send(form);
  });
}
