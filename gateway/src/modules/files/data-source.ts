/**
 * The file store from the Care API, one instance per request. A page of files is one OData
 * request; the sources, categories and types its rows name are each one request per request
 * (whatever the page size), and the rows' job histories are batched into one request
 * (DataLoader). Writes follow the module order: the shared rule, the policy, one audited
 * upstream call.
 */
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import {
  routes,
  type CategoryPatternDto,
  type CreateFileTypeResultDto,
  type FileCategoryDto,
  type FileDto,
  type FileJobDto,
  type FileSourceDto,
  type FileTypeDto,
  type SendFileResultDto,
} from '@luminate/schema/rest';
import {
  categorizeFileRule,
  categoryPatternEditRule,
  FILE_PATTERN_MATCH_LIMIT,
  FILE_PATTERN_MAX_LENGTH,
  fileSourceRule,
  fileTypeEditRule,
  fileTypeRule,
  sendFileRule,
} from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { badUserInput, ErrorCode, forbidden, notFound, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import type { Capability } from '../shared/capability.ts';
import {
  addCategoryDecision,
  addFileSourceDecision,
  addFileTypeDecision,
  fileAdminSectionsDecision,
  fileConfigEditDecision,
  fileHandlerDecision,
} from './policy.ts';
import { listPage } from '../shared/paging.ts';
import { FILES_ENTITY_SET, filesPageQuery, filesPaging, uncategorizedCountQuery, type FilesPageArgs } from './table.ts';
import type { CategorizeFileResultParent, DataFilePageParent } from './types.ts';

/** The errored-files table's largest page. */
const ERRORED_MAX_PAGE = 50;
/** At most this many file histories in one upstream request. */
const JOBS_BATCH = 500;

export class FilesSource {
  private sourcesAnswer?: Promise<FileSourceDto[]>;
  private categoriesAnswer?: Promise<FileCategoryDto[]>;
  private typesAnswer?: Promise<FileTypeDto[]>;
  private readonly jobs: DataLoader<number, FileJobDto[]>;

  constructor(private readonly ctx: RequestContext) {
    this.jobs = new DataLoader(
      async (ids) => {
        const rows = await ctx.upstream.call(routes.fileJobs, { query: { fileIds: ids.join(',') } });
        const byFile = new Map<number, FileJobDto[]>(ids.map((id) => [id, []]));
        for (const job of rows) byFile.get(job.fileId)?.push(job);
        return ids.map((id) => byFile.get(id) ?? []);
      },
      { maxBatchSize: JOBS_BATCH },
    );
  }

  // Reference lists: each asked once per request, whatever the rows.

  sources(): Promise<FileSourceDto[]> {
    this.sourcesAnswer ??= this.ctx.upstream.call(routes.listFileSources);
    return this.sourcesAnswer;
  }

  categories(): Promise<FileCategoryDto[]> {
    this.categoriesAnswer ??= this.ctx.upstream.call(routes.listFileCategories);
    return this.categoriesAnswer;
  }

  types(): Promise<FileTypeDto[]> {
    this.typesAnswer ??= this.ctx.upstream.call(routes.listFileTypes);
    return this.typesAnswer;
  }

  categoryPatterns(): Promise<CategoryPatternDto[]> {
    return this.ctx.upstream.call(routes.listCategoryPatterns);
  }

  async dashboardSources(): Promise<FileSourceDto[]> {
    return (await this.sources()).filter((s) => s.displayOnDashboard);
  }

  async source(id: number): Promise<FileSourceDto> {
    const source = (await this.sources()).find((s) => s.id === id);
    if (!source) throw notFound(`Source ${id} not found`);
    return source;
  }

  async category(id: number | null): Promise<FileCategoryDto | null> {
    if (id === null) return null;
    return (await this.categories()).find((c) => c.id === id) ?? null;
  }

  async type(id: number | null): Promise<FileTypeDto | null> {
    if (id === null) return null;
    return (await this.types()).find((t) => t.id === id) ?? null;
  }

  /** Destinations of a type, as sources (by name). */
  async destinations(type: FileTypeDto): Promise<FileSourceDto[]> {
    const sources = await this.sources();
    return type.destinations.map((d) => sources.find((s) => s.id === d.id)).filter((s): s is FileSourceDto => s !== undefined);
  }

  /** Where a file may be sent: its type's destinations, or every other source when it has no type. */
  async sendDestinations(file: FileDto): Promise<FileSourceDto[]> {
    const type = await this.type(file.fileTypeId);
    if (type) return this.destinations(type);
    return (await this.sources()).filter((s) => s.id !== file.sourceId);
  }

  fileJobs(fileId: number): Promise<FileJobDto[]> {
    return this.jobs.load(fileId);
  }

  // Files

  /** A page of files; the uncategorised list is an admin section, as its count is. */
  async page(args: FilesPageArgs): Promise<DataFilePageParent> {
    if (args.uncategorized) {
      const decision = fileAdminSectionsDecision(this.ctx.viewer);
      if (!decision.allowed) throw forbidden(decision.reason);
    }
    const page = await this.ctx.upstream.odata<FileDto>(FILES_ENTITY_SET, filesPageQuery(args));
    return listPage(page.value, page.count, filesPaging(args));
  }

  async uncategorizedCount(): Promise<number> {
    return (await this.ctx.upstream.odata<FileDto>(FILES_ENTITY_SET, uncategorizedCountQuery())).count;
  }

  /** One file with its details; null when there is none. Its job history serves the row's jobs. */
  async file(id: number): Promise<FileDto | null> {
    try {
      const details = await this.ctx.upstream.call(routes.fileWithDetails, { query: { fileID: id } });
      this.jobs.prime(id, details.jobs);
      return details;
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  }

  private async requireFile(id: number): Promise<FileDto> {
    const file = await this.file(id);
    if (!file) throw notFound(`File ${id} not found`);
    return file;
  }

  async errored(bucket: string | null | undefined, skip: number, take: number): Promise<DataFilePageParent> {
    if (!Number.isInteger(skip) || skip < 0) throw badUserInput('skip must be zero or more');
    if (!Number.isInteger(take) || take < 0 || take > ERRORED_MAX_PAGE)
      throw badUserInput(`take must be between 0 and ${ERRORED_MAX_PAGE}`);
    const query: { skip: number; top: number; bucket?: string } = { skip, top: take };
    if (bucket) query.bucket = bucket;
    const answer = await this.ctx.upstream.call(routes.filesInErrorFolders, { query });
    return listPage(answer.value, answer.total, { skip, take });
  }

  async erroredBuckets(): Promise<string[]> {
    return (await this.ctx.upstream.call(routes.filesInErrorFolders, { query: { top: 0 } })).buckets;
  }

  /** The newest `take` files a pattern matches, with the count of every match (the Care API answers only this first page). */
  async matching(pattern: string, sourceId: number | null, caseSensitive: boolean, take: number): Promise<DataFilePageParent> {
    if (pattern.length > FILE_PATTERN_MAX_LENGTH) throw badUserInput(`The pattern is longer than ${FILE_PATTERN_MAX_LENGTH} characters`);
    if (!Number.isInteger(take) || take < 0 || take > FILE_PATTERN_MATCH_LIMIT)
      throw badUserInput(`take must be between 0 and ${FILE_PATTERN_MATCH_LIMIT}`);
    const query: { pattern: string; caseSensative: 'true' | 'false'; limitResults: number; sourceId?: number } = {
      pattern,
      caseSensative: caseSensitive ? 'true' : 'false',
      limitResults: take,
    };
    if (sourceId !== null) query.sourceId = sourceId;
    const answer = await this.ctx.upstream.call(routes.filesMatchingPattern, { query });
    return listPage(answer.value, answer.total, { skip: 0, take });
  }

  // Writes

  async categorize(input: {
    fileId: number;
    categoryId: unknown;
    regex?: unknown;
    userToInform?: unknown;
  }): Promise<CategorizeFileResultParent> {
    const file = await this.requireFile(input.fileId);
    const parsed = parseInput(categorizeFileRule(file.name), {
      categoryId: input.categoryId,
      regex: input.regex ?? null,
      userToInform: input.userToInform ?? null,
    });
    this.assert(addCategoryDecision(this.ctx.viewer, file), 'files.categorize', { fileId: file.id });
    const query: { fileID: number; categoryID: number; userToInform?: string } = { fileID: file.id, categoryID: parsed.categoryId };
    if (parsed.userToInform) query.userToInform = parsed.userToInform;
    const result = await audited(
      this.ctx,
      'files.categorize',
      { fileId: file.id, categoryId: parsed.categoryId },
      () => this.ctx.upstream.call(routes.categorizeFile, { query, body: { regex: parsed.regex } }),
      (answer) => ({ fileIds: answer.files.map((f) => f.id) }),
    );
    for (const f of result.files) this.jobs.clear(f.id);
    return { files: result.files, pattern: result.pattern, uncategorizedFileCount: result.uncategorizedCount };
  }

  async createType(input: { fileId: number; regex: unknown; destinationIds: unknown }): Promise<CreateFileTypeResultDto> {
    const file = await this.requireFile(input.fileId);
    const parsed = parseInput(fileTypeRule(file.name), { regex: input.regex, destinationIds: input.destinationIds });
    this.assert(addFileTypeDecision(this.ctx.viewer, file), 'files.createType', { fileId: file.id });
    const result = await audited(
      this.ctx,
      'files.createType',
      { fileId: file.id },
      () =>
        this.ctx.upstream.call(routes.createFileType, {
          body: { fileId: file.id, regex: parsed.regex, destinationIds: parsed.destinationIds },
        }),
      (answer) => ({ fileTypeId: answer.type.id }),
    );
    this.afterTypeWrite(result.type);
    for (const f of result.files) this.jobs.clear(f.id);
    return result;
  }

  async updateType(id: number, input: unknown): Promise<FileTypeDto> {
    const parsed = parseInput(fileTypeEditRule, input);
    this.assert(fileConfigEditDecision(this.ctx.viewer), 'files.updateType', { fileTypeId: id });
    const type = await audited(this.ctx, 'files.updateType', { fileTypeId: id }, () =>
      this.ctx.upstream.call(routes.updateFileType, { body: { id, ...parsed } }),
    );
    this.afterTypeWrite(type);
    return type;
  }

  async updateCategoryPattern(id: number, input: unknown): Promise<CategoryPatternDto> {
    const parsed = parseInput(categoryPatternEditRule, input);
    this.assert(fileConfigEditDecision(this.ctx.viewer), 'files.updateCategoryPattern', { categoryPatternId: id });
    return audited(this.ctx, 'files.updateCategoryPattern', { categoryPatternId: id }, () =>
      this.ctx.upstream.call(routes.updateCategoryPattern, { body: { id, ...parsed } }),
    );
  }

  async addSource(input: unknown): Promise<FileSourceDto> {
    const parsed = parseInput(fileSourceRule, input);
    this.assert(addFileSourceDecision(this.ctx.viewer), 'files.addSource', {});
    const source = await audited(
      this.ctx,
      'files.addSource',
      parsed.payerId === null ? {} : { payerId: parsed.payerId },
      () => this.ctx.upstream.call(routes.createFileSource, { body: parsed }),
      (created) => ({ fileSourceId: created.id }),
    );
    this.sourcesAnswer = undefined;
    return source;
  }

  async updateSource(id: number, input: unknown): Promise<FileSourceDto> {
    const parsed = parseInput(fileSourceRule, input);
    this.assert(fileConfigEditDecision(this.ctx.viewer), 'files.updateSource', { fileSourceId: id });
    const source = await audited(this.ctx, 'files.updateSource', { fileSourceId: id }, () =>
      this.ctx.upstream.call(routes.updateFileSource, { body: { id, ...parsed } }),
    );
    this.sourcesAnswer = undefined;
    return source;
  }

  async send(fileId: number, destinationId: unknown): Promise<SendFileResultDto> {
    const parsed = parseInput(sendFileRule, { destinationId });
    this.assert(fileHandlerDecision(this.ctx.viewer), 'files.send', { fileId, destinationId: parsed.destinationId });
    const result = await audited(this.ctx, 'files.send', { fileId, destinationId: parsed.destinationId }, () =>
      this.ctx.upstream.call(routes.sendFileToSource, { params: { id: fileId }, body: { destinationId: parsed.destinationId } }),
    );
    this.jobs.clear(result.file.id).clear(result.delivered.id);
    return result;
  }

  /** A file's bytes, for the download route (which audits the download). */
  download(fileId: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.downloadFile, { params: { id: fileId } });
  }

  private assert(decision: Capability, what: string, ids: Record<string, number>): void {
    if (!decision.allowed) throw refused(this.ctx, what, decision.reason, ids);
  }

  /** A written type replaces its entry in this request's list, so the answer's rows name it at once. */
  private afterTypeWrite(type: FileTypeDto): void {
    const current = this.typesAnswer;
    if (!current) return;
    this.typesAnswer = current.then((types) => [...types.filter((t) => t.id !== type.id), type]);
  }
}
