import { DOWNLOAD_NAME_MAX } from '@luminate/schema/constants';

/**
 * A download name safe for a Content-Disposition header and any file system: word characters,
 * dots and hyphens only, no leading dots (hidden files, `..`), at most 255 characters and
 * keeping the extension when the name must be shortened.
 */
export function sanitizeFileName(name: string | null | undefined, fallback = 'download'): string {
  const cleaned = (name ?? '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+/, '')
    .replace(/[_]+(\.[^.]*)?$/, '$1');
  if (!cleaned || /^\.*$/.test(cleaned)) return fallback;
  if (cleaned.length <= DOWNLOAD_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, DOWNLOAD_NAME_MAX - ext.length) + ext;
}

/** The file name from a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename=`). */
export function fileNameFromDisposition(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(value);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // malformed percent-encoding: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(value);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim();
}
