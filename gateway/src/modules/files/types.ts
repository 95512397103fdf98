/** What the files module's resolvers receive for its page and result types. */
import type { CategoryPatternDto, FileDto } from '@luminate/schema/rest';
import type { ListPage } from '../shared/paging.ts';

/** A page of files: received files, errored files, or the files a pattern matches. */
export type DataFilePageParent = ListPage<FileDto>;

export interface CategorizeFileResultParent {
  files: FileDto[];
  pattern: CategoryPatternDto | null;
  uncategorizedFileCount: number;
}
