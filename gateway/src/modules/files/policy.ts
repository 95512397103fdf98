/**
 * Who may do what on the File Dashboard. Every rule is a pure function of the viewer (and the
 * file), used by the capabilities the web reads (`viewer.can`, each row's `viewerCan`), by the
 * data source before it writes, and by the download route; the Care API checks the same claims
 * again.
 * - The admin sections (Uncategorized, Errored, Category Configs, Type Configs, Sources): admin or
 *   dataMgmt.
 * - Adding a category to a file (while it has none), adding a file type (while the file has a
 *   category but no type), and editing sources, types and category patterns: admin and dataMgmt
 *   together.
 * - Adding a source: dataMgmt.
 * - Sending a file to a destination and downloading its bytes: dataMgmt (payers' files carry
 *   member data).
 */
import { CLAIM_GROUPS } from '@luminate/schema/claims';
import type { FileDto } from '@luminate/schema/rest';
import type { Viewer } from '../../context.ts';
import { viewerHasAll, viewerHasAny } from '../../auth/viewer.ts';
import { ALLOWED, refusal, type Capability } from '../shared/capability.ts';

export const FILE_ADMIN_SECTIONS_REFUSAL = 'Only admins and data management see the file admin sections';
export const FILE_CONFIG_REFUSAL =
  'Only users holding both admin and data management add categories and file types or edit sources, types and patterns';
export const FILE_SOURCE_ADD_REFUSAL = 'Only data management adds sources';
export const FILE_HANDLER_REFUSAL = 'Only data management sends and downloads files';

export const FIELD_ACCESS = {
  'Query.uncategorizedFileCount': CLAIM_GROUPS.fileDashboardAdmins,
  'Query.erroredFiles': CLAIM_GROUPS.fileDashboardAdmins,
  'Query.erroredFileBuckets': CLAIM_GROUPS.fileDashboardAdmins,
  'Query.categoryConfigs': CLAIM_GROUPS.fileDashboardAdmins,
  'Query.typeConfigs': CLAIM_GROUPS.fileDashboardAdmins,
  'Query.filesMatchingPattern': CLAIM_GROUPS.fileDashboardAdmins,
  'Mutation.addFileSource': CLAIM_GROUPS.fileSourceAdders,
  'Mutation.sendFileToSource': CLAIM_GROUPS.fileHandlers,
};

export function fileAdminSectionsDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.fileDashboardAdmins) ? ALLOWED : refusal(FILE_ADMIN_SECTIONS_REFUSAL);
}

/** Categorise through patterns, create and edit types, edit patterns and sources. */
export function fileConfigEditDecision(viewer: Viewer | null): Capability {
  return viewerHasAll(viewer, CLAIM_GROUPS.fileConfigEditors) ? ALLOWED : refusal(FILE_CONFIG_REFUSAL);
}

export function addFileSourceDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.fileSourceAdders) ? ALLOWED : refusal(FILE_SOURCE_ADD_REFUSAL);
}

/** Send a file to a destination, or download its bytes. */
export function fileHandlerDecision(viewer: Viewer | null): Capability {
  return viewerHasAny(viewer, CLAIM_GROUPS.fileHandlers) ? ALLOWED : refusal(FILE_HANDLER_REFUSAL);
}

/** Add Category: a config editor, while the file has no category. */
export function addCategoryDecision(viewer: Viewer | null, file: Pick<FileDto, 'categoryId'>): Capability {
  const editor = fileConfigEditDecision(viewer);
  if (!editor.allowed) return editor;
  return file.categoryId === null ? ALLOWED : refusal('The file already has a category');
}

/** Add FileType: a config editor, while the file has a category but no type. */
export function addFileTypeDecision(viewer: Viewer | null, file: Pick<FileDto, 'categoryId' | 'fileTypeId'>): Capability {
  const editor = fileConfigEditDecision(viewer);
  if (!editor.allowed) return editor;
  if (file.categoryId === null) return refusal('Categorize the file before adding its type');
  return file.fileTypeId === null ? ALLOWED : refusal('The file already has a type');
}
