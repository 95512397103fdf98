/** Care API routes of the file store (File Dashboard); their DTOs are in dtos.ts beside this file. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { IntList, QueryBool, odataCollection } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { safeText } from '../../rules/text.ts';
import { FILE_PATTERN_MATCH_LIMIT } from '../../rules/files.ts';
import {
  CategorizeFileResultDto,
  CategoryPatternDto,
  CategoryPatternUpdateDto,
  CreateFileTypeResultDto,
  ErroredFilesDto,
  FileCategoryDto,
  FileCategoryUpdateDto,
  FileDestinationDto,
  FileDetailsDto,
  FileDto,
  FileJobDto,
  FilePatternMatchesDto,
  FileSourceCreateDto,
  FileSourceDto,
  FileSourceUpdateDto,
  FileTypeCreateDto,
  FileTypeDto,
  FileTypeUpdateDto,
  OutboundDetailUpdateDto,
  SendFileResultDto,
  FilePatternDto,
} from './dtos.ts';

const fileIdQuery = z.object({ fileID: recordId });

export const filesRoutes = {
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
      pattern: FilePatternDto,
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
    body: z.object({ regex: FilePatternDto.nullable().optional() }).optional().describe('The pattern; no body for adhoc'),
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
