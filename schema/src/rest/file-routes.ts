/**
 * Care API routes and DTOs of the file store (File Dashboard): sources, categories and their
 * patterns, file types (outbound details) with their destinations, received files with their job
 * history, the error folders, sending a file to a source, and a file's bytes. The writes check
 * the shared file rules (rules/files.ts) and their permissions again on the Care API.
 */
import { z } from 'zod';
import { route, type RouteContract } from './contract.ts';
import { IntList, IsoDateTime, QueryBool, odataCollection } from './common.ts';
import { recordId } from '../rules/ids.ts';
import { safeText } from '../rules/text.ts';
import { FILE_PATTERN_MATCH_LIMIT, FILE_PATTERN_MAX_LENGTH } from '../rules/files.ts';

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

const pattern = z.string().max(FILE_PATTERN_MAX_LENGTH);
const ids = z.array(recordId).max(50);

export const FileSourceCreateDto = z.object({
  name: safeText().max(200),
  payerId: recordId.nullable().optional(),
  displayOnDashboard: z.boolean().optional(),
});
export const FileSourceUpdateDto = FileSourceCreateDto.extend({ id: recordId, displayOnDashboard: z.boolean() });
export const CategoryPatternUpdateDto = z.object({ id: recordId, regex: pattern, categoryId: recordId, sourceId: recordId });
export const FileTypeCreateDto = z.object({ fileId: recordId, regex: pattern, destinationIds: ids });
export const FileTypeUpdateDto = z.object({ id: recordId, regex: pattern, sourceId: recordId, categoryId: recordId, destinationIds: ids });
export const OutboundDetailUpdateDto = z.object({ id: recordId, regex: pattern, destinations: ids });
export const FileCategoryUpdateDto = z.object({
  id: recordId,
  name: safeText().max(100),
  description: safeText().max(500).nullable().optional(),
});

const fileIdQuery = z.object({ fileID: recordId });

export const fileRoutes = {
  filesOdata: route({
    method: 'GET',
    path: '/odata/FilesOdata',
    summary:
      'Received files, OData v4 ($filter on id, name, sourceId, categoryId, fileTypeId, erroredBucket, uncategorized; $orderby; $skip; $top; $count)',
    query: z.object({
      $filter: safeText().max(4000).optional(),
      $orderby: safeText().max(500).optional(),
      $skip: z.coerce.number().int().min(0).optional(),
      $top: z.coerce.number().int().min(0).max(5000).optional(),
      $count: QueryBool.optional(),
      $select: safeText().max(1000).optional(),
    }),
    answer: { json: odataCollection(FileDto.partial()) },
  }),
  filesInErrorFolders: route({
    method: 'GET',
    path: '/api/Files/GetFilesInErrorFolders',
    summary: 'Files in the error folders (of one bucket, or all), by bucket then name, with every bucket holding files',
    query: z.object({
      bucket: safeText().max(100).optional(),
      skip: z.coerce.number().int().min(0).optional(),
      top: z.coerce.number().int().min(0).max(500).optional(),
    }),
    answer: { json: ErroredFilesDto },
  }),
  fileWithDetails: route({
    method: 'GET',
    path: '/api/Files/GetFileWithDetails',
    summary: 'One file with its source, category, type and job history (404 when there is none)',
    query: fileIdQuery,
    answer: { json: FileDetailsDto },
  }),
  fileJobs: route({
    method: 'GET',
    path: '/api/Files/Jobs',
    summary: 'The job history of several files (at most 500), newest first',
    query: z.object({ fileIds: IntList }),
    answer: { json: z.array(FileJobDto) },
  }),
  filesMatchingPattern: route({
    method: 'GET',
    path: '/api/Files/GetFilesMatchingPattern',
    summary: 'Files whose names a pattern matches (the shared file-pattern rules), newest first, with the total',
    query: z.object({
      pattern,
      caseSensative: QueryBool.optional(),
      limitResults: z.coerce.number().int().min(0).max(FILE_PATTERN_MATCH_LIMIT).optional(),
      sourceId: recordId.optional(),
    }),
    answer: { json: FilePatternMatchesDto },
  }),
  listFileCategories: route({
    method: 'GET',
    path: '/api/Files/Categories',
    summary: 'Every file category, by id (1 is adhoc)',
    answer: { json: z.array(FileCategoryDto) },
  }),
  updateFileCategory: route({
    method: 'PUT',
    path: '/api/Files/Categories',
    summary: "Edits a category's name and description (admin and dataMgmt together)",
    body: FileCategoryUpdateDto,
    answer: { json: FileCategoryDto },
  }),
  categorizeFile: route({
    method: 'POST',
    path: '/api/Files/CategorizeFile',
    summary:
      "Categorises a file (admin and dataMgmt together): adhoc (1) directly; any other category through a new pattern of the file's source (body regex), which also categorises the source's other uncategorised files it matches",
    query: z.object({ fileID: recordId, categoryID: recordId, userToInform: safeText().max(200).optional() }),
    body: z.object({ regex: pattern.nullable().optional() }).optional().describe('The pattern; no body for adhoc'),
    answer: { json: CategorizeFileResultDto },
  }),
  listCategoryPatterns: route({
    method: 'GET',
    path: '/api/Files/CategoryPattern',
    summary: 'Every category pattern',
    answer: { json: z.array(CategoryPatternDto) },
  }),
  updateCategoryPattern: route({
    method: 'PUT',
    path: '/api/Files/CategoryPattern',
    summary: 'Edits a category pattern (admin and dataMgmt together)',
    body: CategoryPatternUpdateDto,
    answer: { json: CategoryPatternDto },
  }),
  listFileTypes: route({
    method: 'GET',
    path: '/api/Files/Types',
    summary: 'Every file type with its destinations',
    answer: { json: z.array(FileTypeDto) },
  }),
  createFileType: route({
    method: 'POST',
    path: '/api/Files/Types',
    summary:
      'Creates a file type from a categorised file (its source and category) and types the files it matches (admin and dataMgmt together)',
    body: FileTypeCreateDto,
    answer: { json: CreateFileTypeResultDto },
  }),
  updateFileType: route({
    method: 'PUT',
    path: '/api/Files/Types',
    summary: 'Edits a file type (admin and dataMgmt together)',
    body: FileTypeUpdateDto,
    answer: { json: FileTypeDto },
  }),
  listOutboundDetails: route({
    method: 'GET',
    path: '/api/Files/OutboundDetails',
    summary: "Every file type's regex and destinations",
    answer: { json: z.array(FileTypeDto) },
  }),
  updateOutboundDetails: route({
    method: 'PUT',
    path: '/api/Files/OutboundDetails',
    summary: "Changes a file type's regex and destinations (admin and dataMgmt together)",
    body: OutboundDetailUpdateDto,
    answer: { json: FileTypeDto },
  }),
  outboundOptions: route({
    method: 'GET',
    path: '/api/Files/OutboundOptions',
    summary: 'The sources files may be sent to, by name',
    answer: { json: z.array(FileDestinationDto) },
  }),
  sendFileToSource: route({
    method: 'POST',
    path: '/api/Files/{id}/SendFileToSource',
    summary: "Copies a file into a destination source's folder and records the job (dataMgmt); the body names the destination source",
    params: z.object({ id: recordId }),
    body: z.object({ destinationId: recordId }),
    answer: { json: SendFileResultDto },
  }),
  downloadFile: route({
    method: 'GET',
    path: '/api/Files/{id}/Download',
    summary: "A file's bytes (dataMgmt)",
    params: z.object({ id: recordId }),
    answer: { file: 'octet-stream' },
  }),
  listFileSources: route({
    method: 'GET',
    path: '/api/Files/Sources',
    summary: 'Every source, by name',
    answer: { json: z.array(FileSourceDto) },
  }),
  createFileSource: route({
    method: 'POST',
    path: '/api/Files/Sources',
    summary: 'Adds a source with its own folder (dataMgmt)',
    body: FileSourceCreateDto,
    answer: { json: FileSourceDto },
  }),
  updateFileSource: route({
    method: 'PUT',
    path: '/api/Files/Sources',
    summary: "Edits a source's name, payer and display on dashboard (admin and dataMgmt together)",
    body: FileSourceUpdateDto,
    answer: { json: FileSourceDto },
  }),
} satisfies Record<string, RouteContract>;
