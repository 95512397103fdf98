/**
 * Care API DTOs of the file store (File Dashboard): sources, categories and their
 * patterns, file types (outbound details) with their destinations, received files with their job
 * history, the error folders, and sending a file to a source. The write bodies are built from the
 * shared file rules (rules/files.ts).
 */
import { z } from 'zod';
import { IsoDateTime } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { safeText } from '../../rules/text.ts';
import { FILE_PATTERN_MAX_LENGTH } from '../../rules/files.ts';

export const FileSourceDto = z.object({
  id: z.number().int(),
  name: z.string(),
  payerId: z.number().int().nullable(),
  displayOnDashboard: z.boolean(),
  /** The source's folder in the file store. */
  storageFolder: z.string(),
});
export type FileSourceDto = z.infer<typeof FileSourceDto>;

export const FileCategoryDto = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export type FileCategoryDto = z.infer<typeof FileCategoryDto>;

export const CategoryPatternDto = z.object({
  id: z.number().int(),
  regex: z.string(),
  categoryId: z.number().int(),
  sourceId: z.number().int(),
});
export type CategoryPatternDto = z.infer<typeof CategoryPatternDto>;

/** A source as a destination: its id and name. */
export const FileDestinationDto = z.object({ id: z.number().int(), name: z.string() });

/** A file type (outbound detail): regex, source, category and the destinations, by name. */
export const FileTypeDto = z.object({
  id: z.number().int(),
  regex: z.string(),
  sourceId: z.number().int(),
  categoryId: z.number().int(),
  destinations: z.array(FileDestinationDto),
});
export type FileTypeDto = z.infer<typeof FileTypeDto>;

export const FileJobDto = z.object({
  id: z.number().int(),
  fileId: z.number().int(),
  /** Received, Categorize, Type or Send. */
  action: z.string(),
  destinationId: z.number().int().nullable(),
  /** The destination's name (Send). */
  dest: z.string().nullable(),
  timestamp: IsoDateTime,
  /** Completed or Failed. */
  status: z.string(),
});
export type FileJobDto = z.infer<typeof FileJobDto>;

/** A received file. gcsPath is where its bytes lie in the file store. */
export const FileDto = z.object({
  id: z.number().int(),
  name: z.string(),
  fileDate: IsoDateTime,
  gcsPath: z.string(),
  sourceId: z.number().int(),
  categoryId: z.number().int().nullable(),
  fileTypeId: z.number().int().nullable(),
  /** The error folder (bucket) holding the file, or null. */
  erroredBucket: z.string().nullable(),
  size: z.number().int(),
});
export type FileDto = z.infer<typeof FileDto>;

/** A file with its source, category, type and job history (newest first). */
export const FileDetailsDto = FileDto.extend({
  source: FileSourceDto,
  category: FileCategoryDto.nullable(),
  type: FileTypeDto.nullable(),
  jobs: z.array(FileJobDto),
});
export type FileDetailsDto = z.infer<typeof FileDetailsDto>;

export const ErroredFilesDto = z.object({
  /** Every bucket that holds files, by name. */
  buckets: z.array(z.string()),
  /** Files of the asked bucket (or all), over every page. */
  total: z.number().int(),
  value: z.array(FileDto),
});
export type ErroredFilesDto = z.infer<typeof ErroredFilesDto>;

export const FilePatternMatchesDto = z.object({ total: z.number().int(), value: z.array(FileDto) });
export type FilePatternMatchesDto = z.infer<typeof FilePatternMatchesDto>;

export const CategorizeFileResultDto = z.object({
  /** The file and every other file the new pattern categorised, newest first. */
  files: z.array(FileDto),
  pattern: CategoryPatternDto.nullable(),
  /** Files without a category after the change. */
  uncategorizedCount: z.number().int(),
});
export type CategorizeFileResultDto = z.infer<typeof CategorizeFileResultDto>;

export const CreateFileTypeResultDto = z.object({ type: FileTypeDto, files: z.array(FileDto) });
export type CreateFileTypeResultDto = z.infer<typeof CreateFileTypeResultDto>;

export const SendFileResultDto = z.object({ file: FileDto, delivered: FileDto, job: FileJobDto });
export type SendFileResultDto = z.infer<typeof SendFileResultDto>;

/** A file-name pattern (a regular expression) as the file routes take it. */
export const FilePatternDto = z.string().max(FILE_PATTERN_MAX_LENGTH);
const ids = z.array(recordId).max(50);

export const FileSourceCreateDto = z.object({
  name: safeText().max(200),
  payerId: recordId.nullable().optional(),
  displayOnDashboard: z.boolean().optional(),
});
export const FileSourceUpdateDto = FileSourceCreateDto.extend({ id: recordId, displayOnDashboard: z.boolean() });
export const CategoryPatternUpdateDto = z.object({ id: recordId, regex: FilePatternDto, categoryId: recordId, sourceId: recordId });
export const FileTypeCreateDto = z.object({ fileId: recordId, regex: FilePatternDto, destinationIds: ids });
export const FileTypeUpdateDto = z.object({
  id: recordId,
  regex: FilePatternDto,
  sourceId: recordId,
  categoryId: recordId,
  destinationIds: ids,
});
export const OutboundDetailUpdateDto = z.object({ id: recordId, regex: FilePatternDto, destinations: ids });
export const FileCategoryUpdateDto = z.object({
  id: recordId,
  name: safeText().max(100),
  description: safeText().max(500).nullable().optional(),
});
